"""PDF export: for every template and both paper sizes, the PDF read back by our extractor and by independent ones
(pypdf, pdftotext where installed) yields the same name, contacts, headings and bullets: an ATS round trip with no
loss. Also page sizes, embedded shipped fonts, metadata and the refusals."""

import io
import shutil
import subprocess
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import cache
from pathlib import Path

import pypdf
import pytest

from tests.unit.render_helpers import (
    flat,
    font_names,
    independent_readers,
    lines_of,
    our_text,
    page_sizes,
    pypdf_text,
    unembedded_fonts,
)
from vitae.documents.extraction import extract_document
from vitae.errors import InvalidInput
from vitae.render import PAPERS, Paper, render_pdf, render_svg_pages, templates
from vitae.render.document import build_render_document
from vitae.render.pdf import PdfRenderer
from vitae.render.sample import sample_resume
from vitae.resume.model import ParsedResume, SectionKind
from vitae.resume.parser import parse_resume

TEMPLATE_IDS = [template.id for template in templates()]
PAGE_SIZES = {"letter": (612.0, 792.0), "a4": (595.28, 841.89)}
SHIPPED_FAMILIES = ("CharisSIL", "Inter", "Carlito", "NotoSans", "NotoEmoji")
READERS: list[tuple[str, Callable[[bytes], str]]] = [("extract_document", our_text), *independent_readers()]


@cache
def _pdf(template: str, paper: Paper) -> bytes:
    return render_pdf(sample_resume(), template=template, paper=paper)


def _headings(resume: ParsedResume) -> list[str]:
    return [section.heading for section in build_render_document(resume).sections]


def _bullets(resume: ParsedResume) -> list[str]:
    entries = resume.work + resume.education + resume.projects + resume.certifications
    return [bullet for entry in entries for bullet in entry.bullets]


def test_at_least_three_templates_with_display_names() -> None:
    catalogue = templates()
    assert len(catalogue) >= 3
    assert catalogue[0].id == "classic"
    assert len({template.id for template in catalogue}) == len(catalogue)
    assert all(template.name and template.description for template in catalogue)


@pytest.mark.parametrize("reader_name, reader", READERS, ids=[name for name, _ in READERS])
@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("template", TEMPLATE_IDS)
def test_every_reader_gets_back_contacts_headings_and_bullets(
    template: str, paper: Paper, reader_name: str, reader: Callable[[bytes], str]
) -> None:
    resume = sample_resume()
    text = reader(_pdf(template, paper))
    flat_text, lines = flat(text), lines_of(text)
    info = resume.personal_info
    for value in (info.name, info.email, info.phone, info.location, info.linkedin, info.github):
        assert value in flat_text, f"{reader_name} lost {value!r}"
    for heading in _headings(resume):
        assert heading.casefold() in lines, f"{reader_name} lost the heading {heading!r}"
    for bullet in _bullets(resume):
        assert bullet in flat_text, f"{reader_name} lost the bullet {bullet!r}"
    assert "English – native" in flat_text


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("template", TEMPLATE_IDS)
def test_our_parser_reads_the_export_back_to_the_same_resume(template: str, paper: Paper) -> None:
    resume = sample_resume()
    parsed = parse_resume(extract_document(_pdf(template, paper)))
    assert parsed.personal_info == resume.personal_info
    assert [section.kind for section in parsed.sections] == [section.kind for section in resume.sections]
    assert [(entry.title, entry.organization, entry.dates) for entry in parsed.work] == [
        (entry.title, entry.organization, entry.dates) for entry in resume.work
    ]
    assert [entry.bullets for entry in parsed.work] == [entry.bullets for entry in resume.work]
    assert parsed.skills == resume.skills


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("template", TEMPLATE_IDS)
def test_pages_have_the_chosen_paper_size(template: str, paper: Paper) -> None:
    sizes = page_sizes(_pdf(template, paper))
    assert 1 <= len(sizes) <= 3
    for width, height in sizes:
        assert width == pytest.approx(PAGE_SIZES[paper][0], abs=0.5)
        assert height == pytest.approx(PAGE_SIZES[paper][1], abs=0.5)


@pytest.mark.parametrize("template", TEMPLATE_IDS)
def test_only_shipped_fonts_are_used_and_all_are_embedded(template: str) -> None:
    pdf = _pdf(template, "letter")
    assert unembedded_fonts(pdf) == []
    for font in font_names(pdf):
        assert font.startswith(SHIPPED_FAMILIES), f"{font} is not one of the fonts shipped with the package"


def test_each_template_sets_its_own_type() -> None:
    families = [font_names(_pdf(template, "letter")) for template in ("classic", "modern", "compact")]
    assert any(font.startswith("CharisSIL") for font in families[0])
    assert any(font.startswith("Inter") for font in families[1])
    assert any(font.startswith("Carlito") for font in families[2])


def test_metadata_names_the_person() -> None:
    metadata = pypdf.PdfReader(io.BytesIO(_pdf("classic", "letter"))).metadata
    assert metadata is not None
    assert metadata.title == "Maya Castellanos – Resume"
    assert metadata.author == "Maya Castellanos"


def test_the_same_resume_renders_to_the_same_bytes() -> None:
    assert render_pdf(sample_resume(), template="modern", paper="a4") == _pdf("modern", "a4")


@pytest.mark.parametrize("where", ["bullet", "contact"])
def test_a_long_unbroken_run_wraps_instead_of_leaving_the_page(where: str) -> None:
    resume = sample_resume()
    run = "".join(f"{number:04d}" for number in range(100))
    if where == "bullet":
        resume.work[0].bullets.append(run)
    else:
        resume.personal_info.portfolio = f"example.com/{run}"
    text = pypdf_text(render_pdf(resume))
    assert run not in text  # set over several lines ...
    assert run in "".join(text.split())  # ... with nothing lost or added


@pytest.mark.parametrize("template", TEMPLATE_IDS)
def test_a_header_as_long_as_the_line_never_runs_into_its_dates(template: str) -> None:
    """Headers of every length up to the one that leaves the dates no room: a space always stands between."""
    resume = sample_resume()
    resume.work[0].organization = ""
    for length in range(8):
        last = "N" * length + "ord"
        resume.work[0].title = f"Diploma of European Studies in Computing, Networks and Security, Ecole {last}"
        words = pypdf_text(render_pdf(resume, template=template)).replace(",", " ").split()
        assert last in words


def test_a_resume_without_sections_is_laid_out_in_the_default_order() -> None:
    resume = sample_resume().model_copy(update={"sections": []})
    lines = lines_of(our_text(render_pdf(resume, template="compact")))
    order = ["summary", "experience", "education", "skills", "projects", "certifications"]
    assert all(heading in lines for heading in order)
    parsed = parse_resume(extract_document(render_pdf(resume, template="compact")))
    assert [section.kind for section in parsed.sections] == [
        SectionKind.SUMMARY,
        SectionKind.EXPERIENCE,
        SectionKind.EDUCATION,
        SectionKind.SKILLS,
        SectionKind.PROJECTS,
        SectionKind.CERTIFICATIONS,
    ]


def test_an_empty_resume_still_renders() -> None:
    assert render_pdf(ParsedResume()).startswith(b"%PDF-")


def test_unknown_template_or_paper_is_invalid_input() -> None:
    with pytest.raises(InvalidInput):
        render_pdf(sample_resume(), template="fancy")
    with pytest.raises(InvalidInput):
        render_pdf(sample_resume(), paper="legal")  # type: ignore[arg-type]


def test_one_renderer_serves_threads_at_once() -> None:
    renderer = PdfRenderer()
    resumes = [sample_resume() for _ in range(6)]
    for number, resume in enumerate(resumes):
        resume.personal_info.name = f"Person Number{number}"
    with ThreadPoolExecutor(max_workers=3) as pool:
        pdfs = list(pool.map(lambda resume: renderer.render(resume, template="modern"), resumes))
    for number, pdf in enumerate(pdfs):
        assert f"Person Number{number}" in pypdf_text(pdf)


@pytest.mark.parametrize("template", TEMPLATE_IDS)
def test_preview_pages_come_from_the_same_template(template: str) -> None:
    resume = sample_resume()
    resume.work[0].bullets.append("<script>alert(1)</script>")
    pages = render_svg_pages(resume, template=template, paper="a4")
    assert len(pages) == len(page_sizes(render_pdf(resume, template=template, paper="a4")))
    for page in pages:
        assert page.startswith(b"<svg")
        assert b'viewBox="0 0 595.' in page
        assert b"<script" not in page


@pytest.mark.parametrize("template", TEMPLATE_IDS)
def test_qpdf_and_poppler_open_the_pdf_without_a_warning(template: str, tmp_path: Path) -> None:
    tools = ("qpdf", "pdftoppm")
    if not all(shutil.which(tool) for tool in tools):
        pytest.skip("qpdf and poppler-utils (pdftoppm) are needed for this check")
    path = tmp_path / "resume.pdf"
    path.write_bytes(_pdf(template, "letter"))
    check = subprocess.run(["qpdf", "--check", str(path)], capture_output=True, text=True, check=False)
    assert check.returncode == 0, check.stdout + check.stderr
    drawn = subprocess.run(
        ["pdftoppm", "-r", "20", "-png", str(path), str(tmp_path / "page")], capture_output=True, text=True, check=False
    )
    assert drawn.returncode == 0
    assert drawn.stderr == ""


def test_a_document_past_the_page_cap_is_refused_not_rendered_on() -> None:
    """A resume of a thousand bullets (past the builder's caps, as a stored resume may be) runs to dozens of pages."""
    resume = sample_resume()
    work = resume.work[0].model_copy(
        update={"bullets": [f"Reconciled the {number}th ledger of the regional office." for number in range(1500)]}
    )
    long_resume = resume.model_copy(update={"work": [work]})
    with pytest.raises(InvalidInput) as refused:
        render_pdf(long_resume)
    assert refused.value.message.startswith("This resume runs to more than 20 pages")
    with pytest.raises(InvalidInput):
        render_svg_pages(long_resume)


@pytest.mark.parametrize("template", [template.id for template in templates()])
def test_names_written_with_pluses_keep_their_text_when_set_close(template: str) -> None:
    resume = ParsedResume.model_validate(
        {"personalInfo": {"name": "Ines Okafor"}, "skills": [{"name": "Languages", "skills": ["C++", "Notepad++"]}]}
    )
    # The pluses are set closer than a serif plus's side room would put them; the text layer still reads them whole.
    text = extract_document(render_pdf(resume, template=template)).text
    assert "C++" in text and "Notepad++" in text
