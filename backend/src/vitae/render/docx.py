"""Resume -> DOCX with python-docx, laid out like the PDF templates and as plain as an ATS wants it: real Title and
Heading styles, bullets as Word list paragraphs, dates on a right tab stop; no tables, text boxes or images."""

import io
from datetime import UTC, datetime

from docx import Document
from docx.document import Document as WordDocument
from docx.enum.text import WD_TAB_ALIGNMENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Inches, Mm, Pt, RGBColor
from docx.styles.style import ParagraphStyle
from docx.text.paragraph import Paragraph

from vitae.render.catalogue import Paper, check_paper
from vitae.render.document import LineBlock, RenderDocument, RenderEntry, RenderSection, build_render_document
from vitae.resume.model import ParsedResume

# Calibri is on nearly every reader's machine; where it is not, office suites substitute the metric-compatible Carlito.
_FONT = "Calibri"
_INK = RGBColor(0x1B, 0x1B, 0x1B)
_MUTED = RGBColor(0x4A, 0x4A, 0x4A)
_PAGE_SIZES = {"letter": (Inches(8.5), Inches(11)), "a4": (Mm(210), Mm(297))}
_MARGIN = Inches(0.75)
_CONTACT_SEPARATOR = "  |  "


def render_docx(resume: ParsedResume, *, paper: Paper = "letter") -> bytes:
    return render_document_docx(build_render_document(resume), paper=paper)


def render_document_docx(document: RenderDocument, *, paper: Paper = "letter") -> bytes:
    word = Document()
    _set_up_page(word, check_paper(paper))
    _set_up_styles(word)
    _set_properties(word, document)
    if document.name:
        word.add_paragraph(document.name, style="Title")
    if document.headline:
        word.add_paragraph(document.headline)
    if document.contacts:
        contacts = word.add_paragraph(_CONTACT_SEPARATOR.join(contact.text for contact in document.contacts))
        contacts.paragraph_format.space_after = Pt(10)
    for section in document.sections:
        _add_section(word, section)
    output = io.BytesIO()
    word.save(output)
    return output.getvalue()


def _set_up_page(word: WordDocument, paper: Paper) -> None:
    section = word.sections[0]
    section.page_width, section.page_height = _PAGE_SIZES[paper]
    section.left_margin = section.right_margin = _MARGIN
    section.top_margin = section.bottom_margin = _MARGIN


def _text_width(word: WordDocument) -> int:
    section = word.sections[0]
    return int(section.page_width or 0) - int(section.left_margin or 0) - int(section.right_margin or 0)


def _set_up_styles(word: WordDocument) -> None:
    normal = _paragraph_style(word, "Normal")
    normal.font.name = _FONT
    normal.font.size = Pt(10.5)
    normal.font.color.rgb = _INK
    normal.paragraph_format.space_after = Pt(2)
    normal.paragraph_format.line_spacing = 1.08
    # The East Asian font slot is set too, or Word keeps the theme font for those scripts.
    fonts = normal.element.get_or_add_rPr().get_or_add_rFonts()
    fonts.set(qn("w:eastAsia"), _FONT)

    title = _paragraph_style(word, "Title")
    title.font.name = _FONT
    title.font.size = Pt(22)
    title.font.bold = True
    title.font.color.rgb = _INK
    title.paragraph_format.space_after = Pt(2)
    _remove_border(title)

    heading = _paragraph_style(word, "Heading 1")
    heading.font.name = _FONT
    heading.font.size = Pt(12)
    heading.font.bold = True
    heading.font.color.rgb = _INK
    heading.paragraph_format.space_before = Pt(12)
    heading.paragraph_format.space_after = Pt(4)
    heading.paragraph_format.keep_with_next = True
    _bottom_border(heading)

    bullet = _paragraph_style(word, "List Bullet")
    bullet.paragraph_format.space_after = Pt(1)


def _paragraph_style(word: WordDocument, name: str) -> ParagraphStyle:
    style = word.styles[name]
    if not isinstance(style, ParagraphStyle):
        raise TypeError(f"the default template's '{name}' is not a paragraph style")
    return style


def _remove_border(style: ParagraphStyle) -> None:
    properties = style.element.get_or_add_pPr()
    for border in properties.findall(qn("w:pBdr")):
        properties.remove(border)


def _bottom_border(style: ParagraphStyle) -> None:
    _remove_border(style)
    borders = OxmlElement("w:pBdr")
    bottom = OxmlElement("w:bottom")
    for attribute, value in (("w:val", "single"), ("w:sz", "6"), ("w:space", "1"), ("w:color", "1B1B1B")):
        bottom.set(qn(attribute), value)
    borders.append(bottom)
    style.element.get_or_add_pPr().append(borders)


def _set_properties(word: WordDocument, document: RenderDocument) -> None:
    properties = word.core_properties
    now = datetime.now(UTC).replace(microsecond=0)
    properties.title = document.title
    properties.subject = "Resume"
    properties.author = document.name
    properties.last_modified_by = document.name
    properties.comments = ""
    properties.keywords = ""
    properties.created = now
    properties.modified = now
    properties.revision = 1


def _add_section(word: WordDocument, section: RenderSection) -> None:
    if section.heading:  # lines written above the first heading have none
        word.add_heading(section.heading, level=1)
    for paragraph in section.paragraphs:
        word.add_paragraph(paragraph)
    for entry in section.entries:
        _add_entry(word, entry)
    for group in section.skill_groups:
        line = word.add_paragraph()
        if group.name:
            line.add_run(f"{group.name}: ").bold = True
        line.add_run(", ".join(group.skills))
    for block in section.blocks:
        _add_line_block(word, block)


def _add_entry(word: WordDocument, entry: RenderEntry) -> None:
    headline = word.add_paragraph()
    headline.paragraph_format.space_before = Pt(6)
    headline.paragraph_format.keep_with_next = True
    if entry.title:
        headline.add_run(entry.title).bold = True
    if entry.organization:
        headline.add_run(f", {entry.organization}" if entry.title else entry.organization)
    if entry.dates:
        headline.paragraph_format.tab_stops.add_tab_stop(_text_width(word), WD_TAB_ALIGNMENT.RIGHT)
        _muted(headline, f"\t{entry.dates}")
    if entry.location:
        location = word.add_paragraph()
        location.paragraph_format.keep_with_next = True
        _muted(location, entry.location)
    for block in entry.body:
        _add_line_block(word, block)


def _add_line_block(word: WordDocument, block: LineBlock) -> None:
    style = "List Bullet" if block.kind == "bullets" else None
    for line in block.lines:
        word.add_paragraph(line, style=style)


def _muted(paragraph: Paragraph, text: str) -> None:
    paragraph.add_run(text).font.color.rgb = _MUTED
