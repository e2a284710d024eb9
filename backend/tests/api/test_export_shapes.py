"""Resumes of awkward shapes export as PDF, DOCX and text without losing a word and without a server error, and
a PDF export takes no more pages than the uploaded PDF."""

import io
import re
from collections import Counter

import pytest
from fastapi.testclient import TestClient
from pypdf import PdfReader

from tests.factories import sign_up, upload
from vitae.documents.extraction import extract_document
from vitae.render.pdf import default_renderer, page_count
from vitae.resume.model import Entry, ParsedResume, PersonalInfo

_WORD = re.compile(r"[^\W_]+")

ONE_LINE = "Morgan Ellery, dental hygienist, morgan.ellery@example.net, 555-404-1188"

EVERY_LINE_A_BULLET = "\n".join(
    f"• {line}"
    for line in (
        "Casey Odum",
        "casey.odum@example.net",
        "Cleaned and restocked six examination rooms each evening",
        "Booked follow-up visits for returning patients",
        "Kept the sterilisation log for the practice inspector",
        "Answered the reception telephone during lunch cover",
    )
)

NO_HEADINGS = """Robin Achterberg
robin.achterberg@example.net
Ferry mechanic who keeps two diesel engines running through the winter timetable.
Rebuilt the fuel injection pumps of both engines in 2021.
Trained three apprentices in engine-room safety drills.
Holds a marine engineering certificate from the harbour college.
"""

# Two columns read across, as a PDF with a sidebar is often extracted: each line holds a piece of both.
INTERLEAVED_COLUMNS = """Dana Whitlock                              dana.whitlock@example.net
Experience                                 Skills
Night Porter, Gull Hotel                   Luggage handling
2019 - 2022                                First aid
• Checked in late arrivals                 Languages
• Locked the side doors at midnight        Dutch, Polish
Education                                  Interests
Hospitality diploma, Coastal College       Sea kayaking
"""


def _many_lines(count: int) -> str:
    skills = "\n".join(f"• Box {number}" for number in range(count - 4))  # within the characters analysed
    return f"Avery Quint\navery.quint@example.net\n\nArchive Work\n{skills}\n"


def _content_words(text: str) -> Counter[str]:
    return Counter(word for word in _WORD.findall(text.lower()) if len(word) > 1)


def _exports(client: TestClient, resume_id: str, kinds: tuple[str, ...] = ("pdf", "docx", "txt")) -> dict[str, str]:
    texts = {}
    for kind in kinds:
        response = client.post(f"/api/resumes/{resume_id}/export?format={kind}")
        assert response.status_code == 200, (kind, response.text[:300])
        if kind == "pdf":
            texts[kind] = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(response.content)).pages)
        elif kind == "docx":
            texts[kind] = extract_document(response.content).text
        else:
            texts[kind] = response.text
    return texts


@pytest.mark.parametrize(
    "text",
    [ONE_LINE, EVERY_LINE_A_BULLET, NO_HEADINGS, INTERLEAVED_COLUMNS],
    ids=["one line", "every line a bullet", "no headings", "interleaved columns"],
)
def test_an_awkward_resume_exports_every_word_in_every_format(client: TestClient, text: str) -> None:
    sign_up(client)
    response = upload(client, text.encode(), "resume.txt")
    assert response.status_code == 201, response.text
    for kind, written in _exports(client, response.json()["id"]).items():
        missing = _content_words(text) - _content_words(written)
        assert not missing, (kind, sorted(missing))


def test_a_resume_of_five_thousand_lines_exports_every_line(client: TestClient) -> None:
    sign_up(client)
    text = _many_lines(5000)
    response = upload(client, text.encode(), "long.txt")
    assert response.status_code == 201, response.text[:300]
    # Past twenty pages a PDF is refused with a clear message (rendering has a memory ceiling); Word and text hold it.
    pdf = client.post(f"/api/resumes/{response.json()['id']}/export?format=pdf")
    assert pdf.status_code == 422 and "more than 20 pages" in pdf.json()["message"]
    exported = _exports(client, response.json()["id"], ("docx", "txt"))
    for kind, written in exported.items():
        missing = _content_words(text) - _content_words(written)
        assert not missing, (kind, sorted(missing)[:20])


def test_the_pdf_export_takes_no_more_pages_than_the_uploaded_pdf(client: TestClient) -> None:
    # A one-page PDF set tighter than the default template: at its own spacing the export would take two pages.
    resume = ParsedResume(
        personal_info=PersonalInfo(name="Jules Barrow", email="jules.barrow@example.net"),
        work=[
            Entry(
                title="Line Cook",
                organization="Harbour Kitchen",
                dates="2018 - 2024",
                bullets=[
                    f"Prepared the {number} cover dinner service with fresh fish from the quay" for number in range(56)
                ],
            )
        ],
    )
    renderer = default_renderer()
    uploaded = renderer.render(resume, max_pages=1)
    assert page_count(uploaded) == 1 and page_count(renderer.render(resume)) == 2
    sign_up(client)
    response = upload(client, uploaded, "jules.pdf")
    assert response.status_code == 201, response.text
    exported = client.post(f"/api/resumes/{response.json()['id']}/export?format=pdf")
    assert exported.status_code == 200
    pages = PdfReader(io.BytesIO(exported.content)).pages
    assert len(pages) == 1
    assert "Prepared the 0 cover" in pages[0].extract_text() and "Prepared the 55 cover" in pages[0].extract_text()


def test_a_section_read_across_columns_is_reported_and_exported_as_read(client: TestClient) -> None:
    sign_up(client)
    resume = upload(client, INTERLEAVED_COLUMNS.encode(), "columns.txt").json()
    uncertain = resume["enhancement"]["uncertainSections"]
    skills = next(section for section in uncertain if section["heading"] == "Skills")
    assert skills["reason"] == "columns" and skills["kind"] == "skills" and skills["message"]
    text = client.post(f"/api/resumes/{resume['id']}/export?format=txt").text
    assert "Skills\nNight Porter, Gull Hotel Luggage handling\n" in text
