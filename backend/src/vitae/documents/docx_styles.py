"""Bold, size and list formatting that Word paragraphs and runs inherit from their styles."""

from dataclasses import dataclass

from docx.oxml.ns import qn
from lxml.etree import _Element

# Word's own default when a document states no size: 10 pt.
_WORD_DEFAULT_SIZE = 10.0
_MAX_STYLE_CHAIN = 32
_FALSE_VALUES = frozenset({"0", "false", "off"})


@dataclass(frozen=True)
class Formatting:
    bold: bool | None = None
    size: float | None = None
    is_list: bool = False
    is_heading: bool = False


def toggle_value(element: _Element | None) -> bool | None:
    """A Word on/off property (<w:b/>, <w:b w:val="0"/>), or None when absent."""
    if element is None:
        return None
    return element.get(qn("w:val"), "true").lower() not in _FALSE_VALUES


def run_properties(properties: _Element | None) -> Formatting:
    if properties is None:
        return Formatting()
    size_element = properties.find(qn("w:sz"))
    return Formatting(bold=toggle_value(properties.find(qn("w:b"))), size=_half_points(size_element))


def has_list_numbering(paragraph_properties: _Element | None) -> bool:
    if paragraph_properties is None:
        return False
    number = paragraph_properties.find(f"{qn('w:numPr')}/{qn('w:numId')}")
    return number is not None and number.get(qn("w:val"), "0") != "0"


class StyleTable:
    """Styles of one document, each resolved through its `basedOn` chain."""

    def __init__(self, styles_root: _Element | None) -> None:
        self._own: dict[str, tuple[str | None, Formatting]] = {}
        self._resolved: dict[str, Formatting] = {}
        self.default_paragraph_style: str | None = None
        self.default_size = _WORD_DEFAULT_SIZE
        if styles_root is not None:
            self._read(styles_root)

    def _read(self, root: _Element) -> None:
        default_run = root.find(f"{qn('w:docDefaults')}/{qn('w:rPrDefault')}/{qn('w:rPr')}")
        default_size = _half_points(default_run.find(qn("w:sz")) if default_run is not None else None)
        if default_size is not None:
            self.default_size = default_size
        for style in root.iter(qn("w:style")):
            style_id = style.get(qn("w:styleId"))
            if style_id is None:
                continue
            if style.get(qn("w:type")) == "paragraph" and style.get(qn("w:default")) in ("1", "true", "on"):
                self.default_paragraph_style = style_id
            based_on = style.find(qn("w:basedOn"))
            name = style.find(qn("w:name"))
            name_value = (name.get(qn("w:val"), "") if name is not None else "").casefold()
            paragraph_properties = style.find(qn("w:pPr"))
            run = run_properties(style.find(qn("w:rPr")))
            outline = paragraph_properties.find(qn("w:outlineLvl")) if paragraph_properties is not None else None
            self._own[style_id] = (
                based_on.get(qn("w:val")) if based_on is not None else None,
                Formatting(
                    bold=run.bold,
                    size=run.size,
                    is_list=has_list_numbering(paragraph_properties),
                    is_heading=name_value.startswith(("heading", "title")) or outline is not None,
                ),
            )

    def formatting(self, style_id: str | None) -> Formatting:
        if style_id is None or style_id not in self._own:
            return Formatting()
        if style_id not in self._resolved:
            self._resolved[style_id] = self._resolve(style_id)
        return self._resolved[style_id]

    def _resolve(self, style_id: str) -> Formatting:
        bold: bool | None = None
        size: float | None = None
        is_list = False
        is_heading = False
        current: str | None = style_id
        for _ in range(_MAX_STYLE_CHAIN):
            if current is None or current not in self._own:
                break
            based_on, own = self._own[current]
            bold = own.bold if bold is None else bold
            size = own.size if size is None else size
            is_list = is_list or own.is_list
            is_heading = is_heading or own.is_heading
            current = based_on
        return Formatting(bold=bold, size=size, is_list=is_list, is_heading=is_heading)


def _half_points(element: _Element | None) -> float | None:
    if element is None:
        return None
    try:
        return int(element.get(qn("w:val"), "")) / 2
    except ValueError:
        return None
