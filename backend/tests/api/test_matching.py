import io
from collections.abc import Callable
from typing import Any

from fastapi.testclient import TestClient
from pypdf import PdfReader

from tests.factories import RESUME_TEXT, resume_docx, sign_up, upload

POSTING = """Senior Backend Engineer — Payments Platform

About us
We are a fast-growing fintech company with offices in Berlin and a ping-pong table. We love Salesforce and Figma.

Responsibilities
- Design and operate high-throughput payment services.
- Mentor engineers and review code.

Requirements
- 5+ years of backend development experience in Python or Go.
- Strong experience with Kubernetes, PostgreSQL and Kafka.
- Experience with Terraform and AWS.
- Bachelor's degree in Computer Science or a related field.

Nice to have
- Experience with Rust and gRPC.
"""


def test_match_reports_found_and_missing_keywords(client: TestClient) -> None:
    resume = upload(client, RESUME_TEXT.encode()).json()
    response = client.post(f"/api/resumes/{resume['id']}/match", json={"jobDescription": POSTING})
    assert response.status_code == 200, response.text
    result = response.json()
    matched = {item["keyword"].lower() for item in result["matchedKeywords"]}
    missing = {item["keyword"].lower(): item["importance"] for item in result["missingKeywords"]}
    assert {"kubernetes", "postgresql", "kafka", "python or go"} <= matched, "an or-list is one requirement"
    assert missing.get("rust") == "preferred"
    assert "salesforce" not in matched | set(missing), "the company blurb counts for nothing"
    assert 0 <= result["matchScore"] <= 100
    assert result["experienceCheck"]["met"] is True


def test_tweak_tailors_without_inventing(client: TestClient) -> None:
    resume = upload(client, RESUME_TEXT.encode()).json()
    response = client.post(
        f"/api/resumes/{resume['id']}/tweak", json={"jobDescription": POSTING, "useEnhancedVersion": True}
    )
    assert response.status_code == 200, response.text
    result = response.json()
    assert result["enhancedContent"]
    assert result["matchScore"] >= result["originalMatchScore"]
    assert "Rust" not in result["enhancedContent"] and "gRPC" not in result["enhancedContent"]
    assert "rust" in {item["keyword"].lower() for item in result["missingKeywords"]}
    assert all(isinstance(item, str) for item in result["improvements"])
    assert result["usedEnhancedVersion"] is True


def test_blank_job_description_is_refused(client: TestClient) -> None:
    resume = upload(client, RESUME_TEXT.encode()).json()
    for path in ("match", "tweak"):
        response = client.post(f"/api/resumes/{resume['id']}/{path}", json={"jobDescription": "   \n "})
        assert response.status_code == 422
        assert response.json()["message"] == "Please provide a job description"


def test_job_match_pdf(client: TestClient) -> None:
    resume = upload(client, RESUME_TEXT.encode()).json()
    assert (
        client.post(f"/api/resumes/{resume['id']}/job-match-pdf", json={"jobDescription": POSTING}).status_code == 401
    )
    sign_up(client)
    response = client.post(f"/api/resumes/{resume['id']}/job-match-pdf", json={"jobDescription": POSTING})
    assert response.status_code == 200
    assert response.content.startswith(b"%PDF")
    assert f"optimized_resume_{resume['id']}.pdf" in response.headers["content-disposition"]
    a4 = client.post(f"/api/resumes/{resume['id']}/job-match-pdf?paper=a4", json={"jobDescription": POSTING})
    width = float(PdfReader(io.BytesIO(a4.content)).pages[0].mediabox.width)
    assert round(width) == 595, "the paper the person chose for downloads (A4 is 595 pt wide)"


def test_matching_is_owner_only(make_client: Callable[[], TestClient]) -> None:
    owner, stranger = make_client(), make_client()
    resume = upload(owner, RESUME_TEXT.encode()).json()
    for path in ("match", "tweak", "tailored-pages"):
        assert stranger.post(f"/api/resumes/{resume['id']}/{path}", json={"jobDescription": POSTING}).status_code == 404


def test_job_description_files_are_read_server_side(client: TestClient) -> None:
    response = client.post("/api/job-description/read", files={"file": ("job.docx", resume_docx(POSTING), "x")})
    assert response.status_code == 200
    assert "Kubernetes" in response.json()["text"]
    refused = client.post(
        "/api/job-description/read", files={"file": ("job.png", b"\x89PNG\r\n\x1a\n" + b"0" * 50, "x")}
    )
    assert refused.status_code == 415


class _CountingEngine:
    """The app's own engine, counting the tailorings it is asked for."""

    def __init__(self, engine: Any) -> None:
        self._engine = engine
        self.tailorings = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)

    def tailor(self, *args: Any, **kwargs: Any) -> Any:
        self.tailorings += 1
        return self._engine.tailor(*args, **kwargs)


def test_the_pdf_holds_the_tailoring_the_tweak_showed(client: TestClient) -> None:
    sign_up(client)
    resume = upload(client, RESUME_TEXT.encode()).json()
    app: Any = client.app
    engine = app.state.ai_engine = _CountingEngine(app.state.ai_engine)
    body = {"jobDescription": POSTING, "useEnhancedVersion": False}
    shown = client.post(f"/api/resumes/{resume['id']}/tweak", json=body).json()["enhancedContent"]
    pdf = client.post(f"/api/resumes/{resume['id']}/job-match-pdf", json=body)
    assert pdf.status_code == 200 and engine.tailorings == 1, "the PDF renders the kept tailoring, not a new one"
    text = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf.content)).pages)
    assert shown.splitlines()[0] in text
    other = client.post(f"/api/resumes/{resume['id']}/job-match-pdf", json={**body, "jobDescription": POSTING + "Go."})
    assert other.status_code == 200 and engine.tailorings == 2, "another posting is tailored anew"


def test_tailored_pages_print_the_tweak_in_the_download_layout(client: TestClient) -> None:
    """A visitor may print: the pages of the tailored PDF as SVG, named after the person, on the paper asked for."""
    resume = upload(client, RESUME_TEXT.encode()).json()
    app: Any = client.app
    engine = app.state.ai_engine = _CountingEngine(app.state.ai_engine)
    body = {"jobDescription": POSTING, "useEnhancedVersion": False}
    client.post(f"/api/resumes/{resume['id']}/tweak", json=body)
    response = client.post(f"/api/resumes/{resume['id']}/tailored-pages?paper=a4", json=body)
    assert response.status_code == 200, response.text
    printed = response.json()
    assert printed["name"] == "Jordan Rivera" and printed["paper"] == "a4"
    assert printed["pages"] and all(page.lstrip().startswith("<svg") for page in printed["pages"])
    assert "Jordan Rivera" not in printed["pages"][0], "text is drawn as outlines, never as markup"
    assert engine.tailorings == 1, "the pages show the tailoring the tweak showed"
    letter = client.post(f"/api/resumes/{resume['id']}/tailored-pages", json=body).json()
    assert letter["paper"] == "letter" and letter["pages"][0] != printed["pages"][0]


def test_tailored_pages_refuse_an_unknown_template_or_paper(client: TestClient) -> None:
    resume = upload(client, RESUME_TEXT.encode()).json()
    body = {"jobDescription": POSTING}
    for query in ("template=nope", "paper=legal"):
        response = client.post(f"/api/resumes/{resume['id']}/tailored-pages?{query}", json=body)
        assert response.status_code in (400, 422), response.text
        assert response.json()["message"]
