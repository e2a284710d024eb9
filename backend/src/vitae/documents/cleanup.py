"""Text clean-up shared by every format: ligatures, icon glyphs, control characters, bullets, letter-spacing."""

import re
import unicodedata
from dataclasses import replace

from vitae.documents.letter_spacing import repair_letter_spacing
from vitae.documents.types import DocumentLine

BULLET = "•"

# Symbol and Wingdings bullets arrive as private-use code points (Word maps the symbol fonts to U+F0xx).
_PRIVATE_USE_BULLETS = frozenset("\uf0b7\uf0a7\uf0a8\uf06c\uf06e\uf06f\uf071\uf075\uf076\uf0d8\uf0fc")
_SYMBOL_BULLETS = frozenset("•▪▫◦‣●○■□◆◇◈►▸▹▶➢➤➣➔→✓✔✗❖⁃∙·⦁⚫⚬❑❒")
# ASCII and dash bullets count only when a space follows, so that "-5%" or "*nix" stay as they are.
_SPACED_BULLETS = frozenset("-*–—o")
_LEADING_BULLET = re.compile(r"^\s*(?P<mark>\S)(?P<space>\s*)")

_UNDECODED_GLYPH = re.compile(r"\(cid:\d+\)")
_SPACE_RUNS = re.compile(r" {2,}")
_SPACES_AROUND_TABS = re.compile(r" *\t[ \t]*")

_DROPPED_FORMAT_CHARACTERS = frozenset("\u00ad\u200b\u200c\u200d\u2060\ufeff\u200e\u200f\u202a\u202b\u202c\u202d\u202e")


def clean_lines(lines: list[DocumentLine]) -> list[DocumentLine]:
    """Clean every line, drop the ones left empty, and number blocks 0, 1, 2... in reading order."""
    cleaned: list[DocumentLine] = []
    block_numbers: dict[int, int] = {}
    previous_block: int | None = None
    for line in lines:
        text = clean_text(line.text)
        if not text:
            continue
        if line.block != previous_block:
            block_numbers[line.block] = len(block_numbers)
            previous_block = line.block
        cleaned.append(replace(line, text=text, block=block_numbers[line.block]))
    return cleaned


def clean_text(text: str) -> str:
    """One line of text as the parser wants it: NFKC, no icons or controls, "• " bullets, single spaces."""
    text = unicodedata.normalize("NFKC", text)
    text = _UNDECODED_GLYPH.sub("", text)
    text, bulleted = _strip_leading_bullet(text)
    text = "".join(char for char in text if _is_kept(char))
    text = "\t".join(repair_letter_spacing(field) for field in text.split("\t"))
    text = _SPACE_RUNS.sub(" ", text)
    text = _SPACES_AROUND_TABS.sub("\t", text).strip(" \t")
    if bulleted and text:
        return f"{BULLET} {text}"
    return text


def _strip_leading_bullet(text: str) -> tuple[str, bool]:
    """The text without its bullet marks (a list mark may precede a typed one), and whether there were any."""
    bulleted = False
    while True:
        text, stripped = _strip_one_bullet(text)
        if not stripped:
            return text, bulleted
        bulleted = True


def _strip_one_bullet(text: str) -> tuple[str, bool]:
    match = _LEADING_BULLET.match(text)
    if match is None:
        return text, False
    mark, space = match.group("mark"), match.group("space")
    rest = text[match.end() :]
    if not rest:
        return text, False
    if mark in _PRIVATE_USE_BULLETS or mark in _SYMBOL_BULLETS:
        return rest, True
    if mark in _SPACED_BULLETS and space and (mark != "o" or rest[:1].isupper()):
        return rest, True
    return text, False


def _is_kept(char: str) -> bool:
    if char == "\t":
        return True
    if char in _DROPPED_FORMAT_CHARACTERS:
        return False
    codepoint = ord(char)
    if 0xE000 <= codepoint <= 0xF8FF or codepoint >= 0xF0000:
        return False  # private use: icon fonts (FontAwesome, Wingdings) that mean nothing as text
    if 0x1F000 <= codepoint <= 0x1FAFF or 0x2600 <= codepoint <= 0x27BF or 0xFE00 <= codepoint <= 0xFE0F:
        return False  # emoji, pictographs, dingbats and their variation selectors: decoration, not words
    category = unicodedata.category(char)
    return category not in ("Cc", "Cs", "Co")
