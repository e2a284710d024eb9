"""The layouts of the synthetic corpus: each prints a `SyntheticResume` as a file an upload would bring.

Three are the project's own templates (`vitae.render`, with the resume's own headings); four are typst layouts
written for this corpus (`synthetic/layouts/*.typ`: one column written employer first, two columns, headings in a left
margin column, a shaded sidebar with the name over two lines); one is a Word file built of tables and a text box;
one is plain text written as people type it. Every layout is deterministic: the same resume gives the same bytes.
"""

import io
import json
import random
from collections.abc import Callable
from functools import cache

import typst
from _synthetic_resumes import DATA_DIR, SyntheticResume
from docx import Document
from docx.oxml import parse_xml
from docx.shared import Pt
from docx.table import _Cell

from vitae.render.document import ContactItem, RenderDocument, RenderEntry, RenderSection, RenderSkillGroup
from vitae.render.pdf import FONTS_DIR, default_renderer

TYPST_LAYOUTS = ("one-column", "two-column", "left-margin", "sidebar")
TEMPLATES = ("classic", "modern", "compact")
LAYOUTS = (*TEMPLATES, *(f"typst-{name}" for name in TYPST_LAYOUTS), "docx-tables", "plain-text")
_LAYOUT_DIR = DATA_DIR / "layouts"


def render(layout: str, resume: SyntheticResume, rng: random.Random) -> bytes:
    """The file of `resume` in `layout`: PDF, DOCX or UTF-8 text."""
    if layout in TEMPLATES:
        return default_renderer().render_document(_render_document(resume), template=layout)
    if layout.startswith("typst-"):
        return _typst(layout.removeprefix("typst-"), resume)
    return _RENDERERS[layout](resume, rng)


def _contacts(resume: SyntheticResume) -> list[str]:
    return [resume.email, resume.phone, resume.city]


def _sections(resume: SyntheticResume) -> list[dict[str, object]]:
    jobs = [
        {"title": j.title, "organization": j.employer, "city": j.city, "dates": j.dates, "bullets": j.bullets}
        for j in resume.jobs
    ]
    studies = [
        {"title": s.degree, "organization": s.school, "city": s.city, "dates": s.dates, "bullets": []}
        for s in resume.studies
    ]
    return [
        {"kind": "paragraphs", "heading": resume.headings["summary"], "paragraphs": [resume.summary]},
        {"kind": "entries", "heading": resume.headings["experience"], "entries": jobs},
        {"kind": "entries", "heading": resume.headings["education"], "entries": studies},
        {"kind": "skills", "heading": resume.headings["skills"], "skills": resume.skills},
    ]


def _render_document(resume: SyntheticResume) -> RenderDocument:
    sections: list[RenderSection] = []
    for section in _sections(resume):
        heading = str(section["heading"])
        if section["kind"] == "entries":
            entries = [
                RenderEntry(
                    title=e["title"],
                    organization=e["organization"],
                    dates=e["dates"],
                    location=e["city"],
                    bullets=e["bullets"],
                )
                for e in section["entries"]  # type: ignore[attr-defined]
            ]
            sections.append(RenderSection(kind="entries", heading=heading, entries=entries))
        elif section["kind"] == "skills":
            group = RenderSkillGroup(skills=list(section["skills"]))  # type: ignore[call-overload]
            sections.append(RenderSection(kind="skills", heading=heading, skill_groups=[group]))
        else:
            sections.append(RenderSection(kind="paragraphs", heading=heading, paragraphs=[resume.summary]))
    contacts = [ContactItem(text=text) for text in _contacts(resume)]
    return RenderDocument(title=resume.name, name=resume.name, contacts=contacts, sections=sections)


@cache
def _compiler() -> typst.Compiler:
    fonts = typst.Fonts(include_system_fonts=False, include_embedded_fonts=True, font_paths=[str(FONTS_DIR)])
    return typst.Compiler(root=str(_LAYOUT_DIR), font_paths=fonts)


def _typst(name: str, resume: SyntheticResume) -> bytes:
    data = {
        "name": resume.name,
        "given": resume.given_name,
        "surname": resume.surname,
        "headline": resume.headline,
        "contacts": _contacts(resume),
        "sections": _sections(resume),
    }
    files = {
        "main.typ": (_LAYOUT_DIR / f"{name}.typ").read_bytes(),
        "input.json": json.dumps(data, ensure_ascii=False).encode(),
    }
    pdf = _compiler().compile(input=files, format="pdf")  # type: ignore[type-var]
    assert isinstance(pdf, bytes)
    return pdf


_TEXT_BOX = (
    '<w:r xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
    'xmlns:v="urn:schemas-microsoft-com:vml"><w:pict><v:shape style="width:220pt;height:60pt">'
    "<v:textbox><w:txbxContent>{paragraphs}</w:txbxContent></v:textbox></v:shape></w:pict></w:r>"
)


def _docx(resume: SyntheticResume, rng: random.Random) -> bytes:
    """A Word resume as many are made: the name and headline in a table beside a text box of contacts, each job a
    table row (dates in the left cell), the skills in a table of two columns."""
    word = Document()
    header = word.add_table(rows=1, cols=2)
    name_cell, contact_cell = header.rows[0].cells
    name_run = name_cell.paragraphs[0].add_run(resume.name)
    name_run.bold, name_run.font.size = True, Pt(20)
    name_cell.add_paragraph(resume.headline)
    paragraphs = "".join(
        f'<w:p xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:r><w:t>{_xml(text)}</w:t></w:r></w:p>'
        for text in _contacts(resume)
    )
    contact_cell.paragraphs[0]._p.append(parse_xml(_TEXT_BOX.format(paragraphs=paragraphs)))
    for section in _sections(resume):
        word.add_heading(str(section["heading"]), level=1)
        if section["kind"] == "paragraphs":
            word.add_paragraph(resume.summary)
        elif section["kind"] == "skills":
            skills = resume.skills
            table = word.add_table(rows=(len(skills) + 1) // 2, cols=2)
            for index, skill in enumerate(skills):
                table.cell(index // 2, index % 2).text = skill
        else:
            entries: list[dict[str, object]] = section["entries"]  # type: ignore[assignment]
            table = word.add_table(rows=len(entries), cols=2)
            for row, entry in zip(table.rows, entries, strict=True):
                row.cells[0].text = str(entry["dates"])
                _entry_cell(row.cells[1], entry)
    output = io.BytesIO()
    word.save(output)
    return output.getvalue()


def _entry_cell(cell: _Cell, entry: dict[str, object]) -> None:
    cell.paragraphs[0].add_run(str(entry["title"])).bold = True
    cell.add_paragraph(f"{entry['organization']}, {entry['city']}")
    for bullet in entry["bullets"]:  # type: ignore[attr-defined]
        cell.add_paragraph(bullet, style="List Bullet")


def _xml(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _plain_text(resume: SyntheticResume, rng: random.Random) -> bytes:
    """Typed text: headings in capitals or underlined, each job in one of the shapes people type."""
    lines = [resume.name, resume.headline, " | ".join(_contacts(resume)), ""]
    underline = rng.random() < 0.5
    shape = rng.choice(["stacked", "employer-first", "one-line"])
    for section in _sections(resume):
        heading = str(section["heading"])
        lines += [heading, "-" * len(heading)] if underline else [heading.upper()]
        if section["kind"] == "paragraphs":
            lines.append(resume.summary)
        elif section["kind"] == "skills":
            lines.append(", ".join(resume.skills))
        else:
            for entry in section["entries"]:  # type: ignore[attr-defined]
                title, organization, city, dates = entry["title"], entry["organization"], entry["city"], entry["dates"]
                if shape == "stacked":
                    lines += [title, f"{organization}, {city}", dates]
                elif shape == "employer-first":
                    lines += [f"{organization}, {city} - {title}", dates]
                else:
                    lines += [f"{dates}  {title}, {organization}, {city}"]
                lines += [f"• {bullet}" for bullet in entry["bullets"]]
                lines.append("")
        lines.append("")
    return "\n".join(lines).encode()


_RENDERERS: dict[str, Callable[[SyntheticResume, random.Random], bytes]] = {
    "docx-tables": _docx,
    "plain-text": _plain_text,
}
