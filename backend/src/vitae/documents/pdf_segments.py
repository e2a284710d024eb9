"""pdfminer text lines -> positioned text segments: icon fonts dropped, word gaps measured, letter-spacing undone."""

import re
import statistics
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from pdfminer.layout import LTChar, LTTextLineHorizontal


@dataclass(frozen=True)
class TextSegment:
    """A run of text on one baseline, as pdfminer grouped it. Coordinates grow rightwards and downwards."""

    text: str
    x0: float
    x1: float
    top: float
    bottom: float
    font_size: float
    bold: bool

    @property
    def height(self) -> float:
        return self.bottom - self.top


# Icon fonts draw pictures through text: their "characters" are glyph names or private-use code points.
_ICON_FONT = re.compile(
    r"awesome|fontello|icomoon|octicons|academicons|ionicons|typicons|entypo|feather|tabler|remixicon|"
    r"bootstrap-?icons|material(?:icons|symbols|-?design-?icons)|simple-?icons|glyphicons|devicon|lineicons",
    re.IGNORECASE,
)
_BOLD_FONT = re.compile(r"bold|black|heavy|semibold|demi|extrab|ultrab|cmbx|cmb\d|sfbx|-bd\b|,bd\b", re.IGNORECASE)
# Word gaps are at least a fifth of an em in every typeface; kerning and tracking stay well below a tenth.
_WORD_GAP_EMS = 0.1
# Tracked ("letter-spaced") headings widen every gap; word gaps then exceed the letter gap by a clear margin.
_LETTER_SPACED_SHARE = 0.8
_MIN_LETTER_SPACED_PAIRS = 3
_LETTER_SPACED_WORD_GAP_EMS = 0.15
_BOLD_SHARE = 0.6


@dataclass
class _Glyphs:
    """The visible characters of one line, as parallel lists (a line has dozens of them; this is a hot path)."""

    texts: list[str]
    x0: list[float]
    x1: list[float]
    sizes: list[float]
    bold: list[bool]
    space_before: list[bool]  # an explicit space character came before the glyph


def segment_from_line(line: LTTextLineHorizontal, page_height: float) -> TextSegment | None:
    glyphs = _glyphs(line)
    if glyphs is None:
        return None
    text = _join_glyphs(glyphs)
    if not text.strip():
        return None
    sizes = Counter(round(size * 2) / 2 for size in glyphs.sizes)
    return TextSegment(
        text=text,
        x0=min(glyphs.x0),
        x1=max(glyphs.x1),
        top=page_height - line.y1,
        bottom=page_height - line.y0,
        font_size=sizes.most_common(1)[0][0],
        bold=sum(glyphs.bold) >= len(glyphs.bold) * _BOLD_SHARE,
    )


@lru_cache(maxsize=512)
def is_icon_font(font_name: str) -> bool:
    return bool(_ICON_FONT.search(font_name))


@lru_cache(maxsize=512)
def _is_bold_font(font_name: str) -> bool:
    return bool(_BOLD_FONT.search(font_name))


def _glyphs(line: LTTextLineHorizontal) -> _Glyphs | None:
    chars = [char for char in line if isinstance(char, LTChar)]
    # Rotated characters (a sideways "last updated" in the margin) are decoration beside upright text.
    if not all(char.upright for char in chars) and any(char.upright for char in chars):
        chars = [char for char in chars if char.upright]
    glyphs = _Glyphs([], [], [], [], [], [])
    pending_space = False
    for char in chars:
        text = char.get_text()
        font_name = char.fontname
        if not text or is_icon_font(font_name):
            continue
        if text.isspace():
            pending_space = True
            continue
        # pdfminer reports the soft hyphen where fonts map their hyphen glyph to U+00AD: on paper it is a hyphen.
        glyphs.texts.append(text.replace("\u00ad", "-"))
        glyphs.x0.append(char.x0)
        glyphs.x1.append(char.x1)
        glyphs.sizes.append(char.size)
        glyphs.bold.append(_is_bold_font(font_name))
        glyphs.space_before.append(pending_space)
        pending_space = False
    return glyphs if glyphs.texts else None


def _join_glyphs(glyphs: _Glyphs) -> str:
    texts = glyphs.texts
    gaps = [left - right for left, right in zip(glyphs.x0[1:], glyphs.x1, strict=False)]
    parts = [texts[0]]
    for text, is_break in zip(texts[1:], _word_breaks(glyphs, gaps), strict=True):
        if is_break:
            parts.append(" ")
        parts.append(text)
    return "".join(parts)


def _word_breaks(glyphs: _Glyphs, gaps: list[float]) -> list[bool]:
    sizes = glyphs.sizes[1:]
    spaced = glyphs.space_before[1:]
    plain = [space or gap > _WORD_GAP_EMS * size for space, gap, size in zip(spaced, gaps, sizes, strict=True)]
    texts = glyphs.texts
    letter_gaps = [
        (index, gap) for index, gap in enumerate(gaps) if texts[index].isalnum() and texts[index + 1].isalnum()
    ]
    if len(letter_gaps) < _MIN_LETTER_SPACED_PAIRS:
        return plain
    wide = sum(1 for index, _ in letter_gaps if plain[index])
    if wide < len(letter_gaps) * _LETTER_SPACED_SHARE:
        return plain
    # Letter-spaced: every pair looks like a word gap, so only gaps clearly wider than the tracking are words.
    tracking = statistics.median(gap for _, gap in letter_gaps)
    return [
        gap > tracking + _LETTER_SPACED_WORD_GAP_EMS * size or (space and gap > tracking + 0.05 * size)
        for space, gap, size in zip(spaced, gaps, sizes, strict=True)
    ]
