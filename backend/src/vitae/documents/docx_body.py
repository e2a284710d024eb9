"""The body of a Word document as lines, in document order: paragraphs (with their line breaks, list bullets,
bold and size), tables (a row of one-line cells as one tab-separated line, bigger cells one after another),
content controls, text boxes (each once, though Word stores two renderings) and tracked insertions."""

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TypeVar

from docx.oxml.ns import qn
from lxml.etree import _Element

from vitae.documents import messages
from vitae.documents.docx_styles import Formatting, StyleTable, has_list_numbering, run_properties, toggle_value
from vitae.documents.limits import MAX_TABLE_NESTING
from vitae.documents.types import DocumentLine
from vitae.errors import InvalidInput

_MARKUP_COMPATIBILITY = "http://schemas.openxmlformats.org/markup-compatibility/2006"
_ALTERNATE_CONTENT = f"{{{_MARKUP_COMPATIBILITY}}}AlternateContent"
_CHOICE = f"{{{_MARKUP_COMPATIBILITY}}}Choice"
_BOLD_SHARE = 0.6
_Value = TypeVar("_Value", bool, float)
_LIST_MARK = "• "

# Elements whose children are walked as if they stood in their parent: wrappers without text of their own.
# Anything not named here or handled below is skipped, deleted text (w:del, w:moveFrom) included.
_TRANSPARENT = frozenset(
    qn(tag)
    for tag in (
        "w:hyperlink",
        "w:ins",
        "w:smartTag",
        "w:customXml",
        "w:fldSimple",
        "w:sdtContent",
        "w:moveTo",
        "w:dir",
        "w:bdo",
    )
)


@dataclass
class _Piece:
    text: str
    bold: bool
    size: float


@dataclass
class _VisualLine:
    pieces: list[_Piece] = field(default_factory=list)


class BodyWalker:
    """Turns block-level content (paragraphs, tables, content controls, text boxes) into lines, in order."""

    def __init__(self, styles: StyleTable) -> None:
        self.styles = styles
        self.links: dict[str, str] = {}  # relationship id -> target of the story's external hyperlinks
        self.lines: list[DocumentLine] = []
        self.block = 0
        self.page = 1
        self._page_break_pending = False
        self._table_depth = 0

    def walk_story(self, story: _Element, page: int | None = None, links: dict[str, str] | None = None) -> None:
        self._new_block()
        self.links = links or {}
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
        for row in _wrapped_children(table, qn("w:tr")):
            self._table_row(row)
        self._new_block()
        self._table_depth -= 1

    def _table_row(self, row: _Element) -> None:
        cell_lines: list[list[DocumentLine]] = []
        for cell in _wrapped_children(row, qn("w:tc")):
            start = len(self.lines)
            self._new_block()
            self._walk_blocks(cell)
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
            elif tag == qn("w:hyperlink"):
                self._hyperlink(child, style, lines, text_boxes)
            elif tag in _TRANSPARENT:
                self._inline(child, style, lines, text_boxes)

    def _hyperlink(
        self, link: _Element, style: Formatting, lines: list[_VisualLine], text_boxes: list[_Element]
    ) -> None:
        """The link's text, followed by its address where the text only names it ('LinkedIn', 'Email me', an
        icon): the address is the contact detail the reader gets by clicking."""
        first_line, first_piece = len(lines) - 1, len(lines[-1].pieces)
        self._inline(link, style, lines, text_boxes)
        target = self.links.get(link.get(qn("r:id"), ""), "")
        if not target:
            return
        shown = "".join(piece.text for piece in lines[first_line].pieces[first_piece:])
        shown += "".join(piece.text for line in lines[first_line + 1 :] for piece in line.pieces)
        address = _contact_address(shown, target)
        if address:
            last = lines[-1].pieces[-1] if lines[-1].pieces else None
            size = last.size if last else style.size or self.styles.default_size
            lines[-1].pieces.append(_Piece(f" {address} " if shown.strip() else f"{address} ", False, size))

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


# Link texts that only name what the link leads to, with the site the link must lead to for the text to be read
# so ('GitHub' in a list of tools may link anywhere); None where any web address fits ('Portfolio'). An empty text
# is an icon.
_LINK_LABELS: dict[str, tuple[str, ...] | None] = {
    "": ("linkedin.com/", "github.com/", "gitlab.com/"),
    "linkedin": ("linkedin.com/",),
    "linkedin profile": ("linkedin.com/",),
    "my linkedin": ("linkedin.com/",),
    "github": ("github.com/", "github.io"),
    "github profile": ("github.com/",),
    "my github": ("github.com/",),
    "gitlab": ("gitlab.com/",),
    "portfolio": None,
    "my portfolio": None,
    "website": None,
    "my website": None,
    "personal website": None,
    "homepage": None,
    "blog": None,
}
_LONGEST_ADDRESS = 200


def _contact_address(shown: str, target: str) -> str:
    """The address a hyperlink leads to when its text only names it: the e-mail of a 'mailto:' link, or the web
    address of a link whose text is a label ('LinkedIn', 'Portfolio') or empty (an icon); '' otherwise."""
    target = target.strip()
    if len(target) > _LONGEST_ADDRESS or any(character.isspace() for character in target):
        return ""
    if target.casefold().startswith("mailto:"):
        address = target[len("mailto:") :].split("?", 1)[0]
        return address if "@" in address and address.casefold() not in shown.casefold() else ""
    label = " ".join(shown.casefold().replace(":", " ").split())
    if not target.casefold().startswith(("http://", "https://")) or label not in _LINK_LABELS:
        return ""
    sites = _LINK_LABELS[label]
    return target if sites is None or any(site in target.casefold() for site in sites) else ""


def _first_known(*values: _Value | None) -> _Value | None:
    return next((value for value in values if value is not None), None)


def _wrapped_children(element: _Element, tag: str) -> Iterator[_Element]:
    """Children with `tag`, also where a content control or custom XML wraps them (rows, cells)."""
    for child in element:
        if child.tag == tag:
            yield child
        elif child.tag == qn("w:sdt"):
            content = child.find(qn("w:sdtContent"))
            if content is not None:
                yield from _wrapped_children(content, tag)
        elif child.tag == qn("w:customXml"):
            yield from _wrapped_children(child, tag)


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
