"""pdfminer text lines -> positioned text segments: icon fonts dropped, word gaps measured, letter-spacing undone."""

import re
import statistics
from collections import Counter
from collections.abc import Iterable
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


@dataclass(frozen=True, slots=True)
class _Glyph:
    text: str
    x0: float
    x1: float
    size: float
    bold: bool
    space_before: bool  # an explicit space character came before this glyph


def segment_from_line(line: LTTextLineHorizontal, page_height: float) -> TextSegment | None:
    glyphs = _glyphs(char for char in line if isinstance(char, LTChar))
    if not glyphs:
        return None
    text = _join_glyphs(glyphs)
    if not text.strip():
        return None
    sizes = Counter(round(glyph.size * 2) / 2 for glyph in glyphs)
    bold_glyphs = sum(1 for glyph in glyphs if glyph.bold)
    return TextSegment(
        text=text,
        x0=min(glyph.x0 for glyph in glyphs),
        x1=max(glyph.x1 for glyph in glyphs),
        top=page_height - line.y1,
        bottom=page_height - line.y0,
        font_size=sizes.most_common(1)[0][0],
        bold=bold_glyphs >= len(glyphs) * _BOLD_SHARE,
    )


@lru_cache(maxsize=512)
def is_icon_font(font_name: str) -> bool:
    return bool(_ICON_FONT.search(font_name))


@lru_cache(maxsize=512)
def _is_bold_font(font_name: str) -> bool:
    return bool(_BOLD_FONT.search(font_name))


def _glyphs(chars: Iterable[LTChar]) -> list[_Glyph]:
    glyphs: list[_Glyph] = []
    pending_space = False
    for char in chars:
        text = char.get_text()
        if not text or is_icon_font(char.fontname):
            continue
        if text.isspace():
            pending_space = True
            continue
        # pdfminer reports the soft hyphen where fonts map their hyphen glyph to U+00AD: on paper it is a hyphen.
        text = text.replace("\u00ad", "-")
        glyphs.append(
            _Glyph(
                text=text,
                x0=char.x0,
                x1=char.x1,
                size=char.size,
                bold=_is_bold_font(char.fontname),
                space_before=pending_space,
            )
        )
        pending_space = False
    return glyphs


def _join_glyphs(glyphs: list[_Glyph]) -> str:
    gaps = [current.x0 - previous.x1 for previous, current in zip(glyphs, glyphs[1:], strict=False)]
    word_breaks = _word_breaks(glyphs, gaps)
    parts = [glyphs[0].text]
    for glyph, is_break in zip(glyphs[1:], word_breaks, strict=True):
        if is_break:
            parts.append(" ")
        parts.append(glyph.text)
    return "".join(parts)


def _word_breaks(glyphs: list[_Glyph], gaps: list[float]) -> list[bool]:
    following = glyphs[1:]
    plain = [glyph.space_before or gap > _WORD_GAP_EMS * glyph.size for glyph, gap in zip(following, gaps, strict=True)]
    letter_pairs = [
        (index, gap)
        for index, (previous, current, gap) in enumerate(zip(glyphs[:-1], following, gaps, strict=True))
        if previous.text.isalnum() and current.text.isalnum()
    ]
    if len(letter_pairs) < _MIN_LETTER_SPACED_PAIRS:
        return plain
    wide = sum(1 for index, _ in letter_pairs if plain[index])
    if wide < len(letter_pairs) * _LETTER_SPACED_SHARE:
        return plain
    # Letter-spaced: every pair looks like a word gap, so only gaps clearly wider than the tracking are words.
    tracking = statistics.median(gap for _, gap in letter_pairs)
    return [
        gap > tracking + _LETTER_SPACED_WORD_GAP_EMS * glyph.size
        or (glyph.space_before and gap > tracking + 0.05 * glyph.size)
        for glyph, gap in zip(following, gaps, strict=True)
    ]
