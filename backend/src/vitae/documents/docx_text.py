"""DOCX -> lines in document order: headers, body (paragraphs, tables, text boxes), footers.

python-docx opens the package and parses its XML; the body is walked directly on the XML because its
paragraph API skips text boxes, content controls and tracked insertions, which resumes use for layout.
"""

import io
import zipfile
from collections import Counter
from dataclasses import dataclass, field
from typing import TypeVar

from docx.opc.constants import RELATIONSHIP_TYPE
from docx.opc.package import OpcPackage
from docx.opc.part import Part
from docx.oxml.ns import qn
from docx.oxml.parser import parse_xml
from lxml.etree import _Element

from vitae.documents import messages
from vitae.documents.docx_styles import Formatting, StyleTable, has_list_numbering, run_properties, toggle_value
from vitae.documents.limits import (
    MAX_DOCX_PARTS,
    MAX_DOCX_UNCOMPRESSED_BYTES,
    MAX_DOCX_XML_PART_BYTES,
    MAX_TABLE_NESTING,
)
from vitae.documents.types import DocumentLine, ExtractedDocument, FileType
from vitae.errors import InvalidInput, VitaeError

_MARKUP_COMPATIBILITY = "http://schemas.openxmlformats.org/markup-compatibility/2006"
_ALTERNATE_CONTENT = f"{{{_MARKUP_COMPATIBILITY}}}AlternateContent"
_CHOICE = f"{{{_MARKUP_COMPATIBILITY}}}Choice"
_BOLD_SHARE = 0.6
_Value = TypeVar("_Value", bool, float)
_LIST_MARK = "• "

# Elements whose children are walked as if they stood in their parent: wrappers without text of their own.
_TRANSPARENT = frozenset(
    qn(tag)
    for tag in ("w:hyperlink", "w:ins", "w:smartTag", "w:customXml", "w:fldSimple", "w:sdtContent", "w:moveTo", "w:dir")
)
_SKIPPED = frozenset(qn(tag) for tag in ("w:del", "w:moveFrom", "w:rPr", "w:pPr", "w:sdtPr", "w:sdtEndPr"))


def read_docx(data: bytes) -> ExtractedDocument:
    check_package_size(data)
    try:
        return _read_docx(data)
    except VitaeError:
        raise
    except MemoryError:
        raise InvalidInput(messages.EXTRACTION_OUT_OF_MEMORY) from None
    except RecursionError:
        raise InvalidInput(messages.WORD_TABLES_TOO_DEEP) from None
    except Exception as error:  # python-docx and lxml raise many kinds of errors on damaged packages
        if "depth" in str(error).casefold():
            raise InvalidInput(messages.WORD_TABLES_TOO_DEEP) from error
        raise InvalidInput(messages.WORD_DAMAGED) from error


def check_package_size(data: bytes) -> None:
    """Refuse a zip bomb from its directory, before anything is inflated.

    Python's zipfile stops inflating a member at its declared size, so the declared sizes bound the real ones."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as package:
            members = package.infolist()
    except Exception as error:
        raise InvalidInput(messages.WORD_DAMAGED) from error
    if (
        len(members) > MAX_DOCX_PARTS
        or sum(member.file_size for member in members) > MAX_DOCX_UNCOMPRESSED_BYTES
        or any(member.file_size > MAX_DOCX_XML_PART_BYTES for member in members if member.filename.endswith(".xml"))
    ):
        raise InvalidInput(messages.WORD_TOO_LARGE_UNPACKED)


def _read_docx(data: bytes) -> ExtractedDocument:
    package = OpcPackage.open(io.BytesIO(data))
    main = package.main_document_part
    body = _xml_of(main).find(qn("w:body"))
    if body is None:
        raise InvalidInput(messages.WORD_DAMAGED)
    styles = StyleTable(_related_xml(main, RELATIONSHIP_TYPE.STYLES))
    headers, footers = _header_and_footer_parts(main, body)
    walker = _Walker(styles)
    for header in headers:
        walker.walk_story(header)
    walker.walk_story(body)
    for footer in footers:
        walker.walk_story(footer, page=walker.page)
    return ExtractedDocument(file_type=FileType.DOCX, lines=walker.lines, page_count=walker.page)


def _xml_of(part: Part) -> _Element:
    element = getattr(part, "element", None)
    if isinstance(element, _Element):
        return element
    # Macro-enabled documents and templates load as plain parts; their XML is the same.
    return parse_xml(part.blob)


def _related_xml(part: Part, relationship_type: str) -> _Element | None:
    for relationship in part.rels.values():
        if relationship.reltype == relationship_type and not relationship.is_external:
            return _xml_of(relationship.target_part)
    return None


def _header_and_footer_parts(main: Part, body: _Element) -> tuple[list[_Element], list[_Element]]:
    """Headers and footers in the order sections reference them, each once."""
    headers: list[_Element] = []
    footers: list[_Element] = []
    seen: set[str] = set()
    for section in body.iter(qn("w:sectPr")):
        for reference in section:
            if reference.tag not in (qn("w:headerReference"), qn("w:footerReference")):
                continue
            relationship_id = reference.get(qn("r:id"))
            if relationship_id is None or relationship_id in seen or relationship_id not in main.rels:
                continue
            seen.add(relationship_id)
            story = _xml_of(main.rels[relationship_id].target_part)
            (headers if reference.tag == qn("w:headerReference") else footers).append(story)
    return headers, footers


@dataclass
class _Piece:
    text: str
    bold: bool
    size: float


@dataclass
class _VisualLine:
    pieces: list[_Piece] = field(default_factory=list)


class _Walker:
    """Turns block-level content (paragraphs, tables, content controls, text boxes) into lines, in order."""

    def __init__(self, styles: StyleTable) -> None:
        self.styles = styles
        self.lines: list[DocumentLine] = []
        self.block = 0
        self.page = 1
        self._page_break_pending = False
        self._table_depth = 0

    def walk_story(self, story: _Element, page: int | None = None) -> None:
        self._new_block()
        saved_page = self.page
        if page is not None:
            self.page = page
        self._walk_blocks(story)
        if page is not None:
            self.page = saved_page

    def _new_block(self) -> None:
        if self.lines and self.lines[-1].block == self.block:
            self.block += 1

    def _walk_blocks(self, container: _Element) -> None:
        for child in container:
            tag = child.tag
            if tag == qn("w:p"):
                self._paragraph(child)
            elif tag == qn("w:tbl"):
                self._table(child)
            elif tag == qn("w:sdt"):
                content = child.find(qn("w:sdtContent"))
                if content is not None:
                    self._walk_blocks(content)
            elif tag == _ALTERNATE_CONTENT:
                choice = child.find(_CHOICE)
                if choice is not None:
                    self._walk_blocks(choice)
            elif tag in _TRANSPARENT:
                self._walk_blocks(child)

    def _table(self, table: _Element) -> None:
        self._table_depth += 1
        if self._table_depth > MAX_TABLE_NESTING:
            raise InvalidInput(messages.WORD_TABLES_TOO_DEEP)
        self._new_block()
        for row in table.iter(qn("w:tr")):
            if row.getparent() is not table:
                continue  # rows of nested tables are read with their own table
            self._table_row(row)
        self._new_block()
        self._table_depth -= 1

    def _table_row(self, row: _Element) -> None:
        cells = [cell for cell in row if cell.tag in (qn("w:tc"), qn("w:sdt"))]
        cell_lines: list[list[DocumentLine]] = []
        for cell in cells:
            start = len(self.lines)
            self._new_block()
            self._walk_blocks(cell.find(qn("w:sdtContent")) if cell.tag == qn("w:sdt") else cell)
            cell_lines.append(self.lines[start:])
        filled = [lines for lines in cell_lines if lines]
        if len(filled) > 1 and all(len(lines) == 1 for lines in filled):
            # A row of one-line cells reads as one line ("Company <tab> Dates"); bigger cells are layout columns.
            del self.lines[len(self.lines) - len(filled) :]
            first = filled[0][0]
            merged = "\t".join(lines[0].text for lines in filled)
            self.block += 1
            self.lines.append(
                DocumentLine(text=merged, page=first.page, font_size=first.font_size, bold=first.bold, block=self.block)
            )
        self._new_block()

    def _paragraph(self, paragraph: _Element) -> None:
        properties = paragraph.find(qn("w:pPr"))
        style_element = properties.find(qn("w:pStyle")) if properties is not None else None
        style_id = style_element.get(qn("w:val")) if style_element is not None else self.styles.default_paragraph_style
        style = self.styles.formatting(style_id)
        if properties is not None and toggle_value(properties.find(qn("w:pageBreakBefore"))):
            self._page_break_pending = True
        visual_lines: list[_VisualLine] = [_VisualLine()]
        text_boxes: list[_Element] = []
        self._inline(paragraph, style, visual_lines, text_boxes)
        texts = [(line, "".join(piece.text for piece in line.pieces)) for line in visual_lines]
        if not any(text.strip() for _, text in texts):
            self._new_block()  # an empty paragraph is the visual break between blocks
        else:
            if style.is_heading:
                self._new_block()
            is_list = has_list_numbering(properties) or style.is_list
            for index, (line, text) in enumerate(texts):
                if not text.strip():
                    continue
                self._emit(line, (_LIST_MARK + text) if is_list and index == 0 else text)
            if style.is_heading:
                self._new_block()
        for text_box in text_boxes:
            self._new_block()
            self._walk_blocks(text_box)
            self._new_block()
        if properties is not None and properties.find(qn("w:sectPr")) is not None:
            section_type = properties.find(f"{qn('w:sectPr')}/{qn('w:type')}")
            if section_type is None or section_type.get(qn("w:val")) != "continuous":
                self._page_break_pending = True

    def _inline(
        self, container: _Element, style: Formatting, lines: list[_VisualLine], text_boxes: list[_Element]
    ) -> None:
        for child in container:
            tag = child.tag
            if tag == qn("w:r"):
                self._run(child, style, lines, text_boxes)
            elif tag == qn("w:sdt"):
                content = child.find(qn("w:sdtContent"))
                if content is not None:
                    self._inline(content, style, lines, text_boxes)
            elif tag == _ALTERNATE_CONTENT:
                choice = child.find(_CHOICE)
                if choice is not None:
                    self._inline(choice, style, lines, text_boxes)
            elif tag in _TRANSPARENT:
                self._inline(child, style, lines, text_boxes)

    def _run(self, run: _Element, style: Formatting, lines: list[_VisualLine], text_boxes: list[_Element]) -> None:
        properties = run.find(qn("w:rPr"))
        own = run_properties(properties)
        character_style_element = properties.find(qn("w:rStyle")) if properties is not None else None
        character_style = self.styles.formatting(
            character_style_element.get(qn("w:val")) if character_style_element is not None else None
        )
        bold = _first_known(own.bold, character_style.bold, style.bold) or False
        size = _first_known(own.size, character_style.size, style.size) or self.styles.default_size
        for child in run:
            tag = child.tag
            text: str | None = None
            if tag == qn("w:t"):
                text = child.text or ""
            elif tag in (qn("w:tab"), qn("w:ptab")):
                text = "\t"
            elif tag == qn("w:noBreakHyphen"):
                text = "-"
            elif tag == qn("w:sym"):
                text = _symbol(child)
            elif tag in (qn("w:br"), qn("w:cr")):
                if child.get(qn("w:type")) == "page":
                    self._page_break_pending = True
                lines.append(_VisualLine())
            elif tag == qn("w:lastRenderedPageBreak"):
                self._page_break_pending = self._page_break_pending or bool(self.lines)
            elif tag in (qn("w:drawing"), qn("w:pict"), qn("w:object"), _ALTERNATE_CONTENT):
                text_boxes.extend(_text_boxes(child))
            if text:
                lines[-1].pieces.append(_Piece(text, bold, size))

    def _emit(self, line: _VisualLine, text: str) -> None:
        if self._page_break_pending:
            self.page += 1
            self._page_break_pending = False
            self._new_block()
        visible = [piece for piece in line.pieces if piece.text.strip()]
        characters = sum(len(piece.text) for piece in visible)
        bold_characters = sum(len(piece.text) for piece in visible if piece.bold)
        sizes: Counter[float] = Counter()
        for piece in visible:
            sizes[piece.size] += len(piece.text)
        self.lines.append(
            DocumentLine(
                text=text,
                page=self.page,
                font_size=sizes.most_common(1)[0][0] if sizes else None,
                bold=characters > 0 and bold_characters >= characters * _BOLD_SHARE,
                block=self.block,
            )
        )


def _first_known(*values: _Value | None) -> _Value | None:
    return next((value for value in values if value is not None), None)


def _symbol(element: _Element) -> str:
    """<w:sym w:font="Symbol" w:char="F0B7"/>: symbol fonts live in the private-use area; clean-up maps bullets."""
    try:
        return chr(int(element.get(qn("w:char"), ""), 16))
    except (ValueError, OverflowError):
        return ""


def _text_boxes(element: _Element) -> list[_Element]:
    """Outermost text boxes inside a drawing, taking one rendering where Word stores two (Choice and Fallback)."""
    boxes: list[_Element] = []
    for box in element.iter(qn("w:txbxContent")):
        ancestor = box.getparent()
        nested_or_fallback = False
        while ancestor is not None and ancestor is not element:
            if ancestor.tag == qn("w:txbxContent") or (ancestor.tag == f"{{{_MARKUP_COMPATIBILITY}}}Fallback"):
                nested_or_fallback = True
                break
            ancestor = ancestor.getparent()
        if not nested_or_fallback:
            boxes.append(box)
    return boxes
