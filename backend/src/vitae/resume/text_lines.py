"""Raw resume text or extracted layout -> clean lines the parser reads.

Text reaches the parser from PDFs, Word files, plain text and exports that lost their line breaks, so this module
repairs what is common: byte escapes and mojibake, private-use icon glyphs, letter-spaced headings, bullets drawn
with any symbol, and documents flattened into a few very long lines where runs of spaces stand for line breaks.
"""

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from vitae.documents.types import ExtractedDocument
from vitae.resume.broken_words import repair_broken_words
from vitae.resume.dates import repair_dropped_dash, repair_lost_dashes
from vitae.resume.flattened_text import segment_flattened
from vitae.resume.inline_headings import split_inline_headings
from vitae.resume.line_facts import LineFacts, facts_of

_BYTE_ESCAPES = re.compile(r"(?:\\x[0-9a-fA-F]{2})+")
_MOJIBAKE_RUN = re.compile(
    r"[\u00c0-\u00ff][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013-\u203a\u20ac\u2122]+"
)
_SPACE_LIKE = re.compile(r"[\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
# A zero-width space with at most one space on either side, not inside a run of spaces that stands for a break.
_ZERO_WIDTH_GAP = re.compile(r"(?<![ \t]) ?[\u200b\ufeff]+ ?(?![ \t])")
_PRIVATE_USE = re.compile(r"[\ue000-\uf8ff\U000f0000-\U000fffff]")
_SYMBOL_GLYPHS = re.compile(r"[\U0001f300-\U0001faff\u2600-\u27bf\u2190-\u21ff\u2b00-\u2bff]")
_ICON = re.compile(f"{_PRIVATE_USE.pattern}|{_SYMBOL_GLYPHS.pattern}")
_ICONS_WITH_SPACES = re.compile(rf"[^\S\n]*(?:(?:{_ICON.pattern})[^\S\n]*)+")
_BULLET_MARKER = re.compile(
    r"^\s*(?:[•·▪▫●○◦■□►▸▶▹➢➤➣➔→✓✔✗❖◆◇♦⁃∙‣⦿⦾*~>]+|[-–—](?=\s|[A-Za-z])|o(?=\s+[A-Z])|\(?\d{1,2}[.)](?=\s)|\(?[a-z][.)](?=\s))\s*"
)
_CURLY_YEAR = re.compile(r"(?<=[A-Za-z.,][ ])[‘’](?=\d{2}\b)")
_LETTER_SPACED = re.compile(r"^(?:\S ){2,}\S$")
_LONG_LINE = 220
_FLATTENED_CHARACTERS_PER_LINE = 200
_SPACE_RUN = re.compile(r"[ \t]{2,}")
_SPARSE_RUN_CHARACTERS = 150  # characters per run of spaces above which the runs are few
_SPARSE_PIECE = 40
_PARAGRAPH_RUN = re.compile(r"[ \t]{4,}")
_WHITESPACE = re.compile(r"\s+")
_ALPHANUMERIC = re.compile(r"[^\W_]")
_COLUMN_GAP = re.compile(r"\t+| {3,}")
_LONE_LETTER = re.compile(r"(?<!\S)([^\W\d_])(?=[ \t]+\S)")
_WORD_OF_LETTERS = re.compile(r"[^\W\d_]{2,}")
_LATIN_WORD = re.compile(r"[A-Za-z]{2}")
_LEAST_BULLETS = 3
_SEPARATED_PART_WORDS = 3  # pieces this short on both sides of a marker are parts of one line it separates
# 'x\x03 Explored ...': a letter with a control character after it, where a symbol font's glyph was extracted as the
# letter at its code point and a code no font draws.
_SYMBOL_FONT_LETTER = re.compile(r"(?<!\S)([^\W\d_])[\x00-\x08\x0e-\x1f]+(?=[ \t]|$)", re.MULTILINE)


@dataclass(frozen=True)
class ResumeLine:
    """One line of the resume, cleaned, with the layout hints that survived extraction."""

    text: str  # without the bullet marker, spaces collapsed
    is_bullet: bool = False
    columns: tuple[str, ...] = ()  # pieces separated by wide gaps (tabs, 3+ spaces) when there were any
    font_size: float | None = None
    bold: bool = False
    x0: float | None = None
    page: int = 1
    block: int = 0

    @property
    def display(self) -> str:
        return f"• {self.text}" if self.is_bullet else self.text

    @property
    def facts(self) -> LineFacts:
        """What the stages ask of the line's text, worked out once (see line_facts)."""
        return facts_of(self.text)


def _decode_byte_escapes(match: re.Match[str]) -> str:
    raw = bytes.fromhex(match.group(0).replace("\\x", ""))
    decoded = raw.decode("utf-8", errors="replace").replace("\ufffd", " ")
    return _repair_mojibake(decoded)


def _repair_run(match: re.Match[str]) -> str:
    run = match.group(0)
    for codec in ("cp1252", "latin-1"):
        try:
            return run.encode(codec).decode("utf-8")
        except (UnicodeEncodeError, UnicodeDecodeError):
            continue
    return run


def _repair_mojibake(text: str) -> str:
    """UTF-8 read as Windows-1252 ('â€¢', 'Ã©'), possibly twice, back to the characters meant."""
    for _ in range(2):
        repaired = _MOJIBAKE_RUN.sub(_repair_run, text)
        if repaired == text:
            break
        text = repaired
    return text


def _bullet_icons(text: str) -> str:
    """A long line spaced with single spaces (a paste from a web form) with its icons as bullets ('... in time
    <icon> Drafted ...' -> '... in time • Drafted ...'): there an icon stood where a list item or a contact detail
    began, and the run of spaces an icon otherwise leaves would make the line read as one whose line breaks became
    runs of spaces, each stretch between two icons a line of its own."""
    lines = text.split("\n")
    for index, line in enumerate(lines):
        if len(line) > _LONG_LINE and _ICON.search(line) and len(_SPACE_RUN.findall(_SPACE_LIKE.sub(" ", line))) < 3:
            lines[index] = _ICONS_WITH_SPACES.sub(" • ", line)
    return "\n".join(lines)


def _script(character: str) -> str:
    return unicodedata.name(character, "").partition(" ")[0]


def _foreign_letters_as_bullets(text: str) -> str:
    """'Ⴙ Budget Control  Ⴙ Six Sigma': a letter of a script the text writes no word in, standing alone before an
    item again and again, is a bullet a symbol font drew, read as the letter at its code point."""
    counts = Counter(
        match.group(1)
        for match in _LONE_LETTER.finditer(text)
        if not match.group(1).isascii() and match.group(1).isalpha()
    )
    lone = {letter for letter, count in counts.items() if count >= _LEAST_BULLETS}
    if not lone:
        return text
    written = {"LATIN"} if _LATIN_WORD.search(text) else set()  # 'à la carte' in English text is a word
    characters = set("".join(word for word in _WORD_OF_LETTERS.findall(text) if not word.isascii()))
    written |= {_script(character) for character in characters if not character.isascii()}
    bullets = {letter for letter in lone if _script(letter) not in written}
    if not bullets:
        return text
    return _LONE_LETTER.sub(lambda match: "•" if match.group(1) in bullets else match.group(0), text)


def _symbol_font_bullets(text: str) -> str:
    """A letter that stands before an item again and again with a control character after it is a bullet a symbol
    font drew ('x\x03 Explored ...'); a lone letter in text, which has no such code after it, is left alone."""
    counts = Counter(match.group(1) for match in _SYMBOL_FONT_LETTER.finditer(text))
    bullets = {letter for letter, count in counts.items() if count >= _LEAST_BULLETS}
    if not bullets:
        return text
    return _SYMBOL_FONT_LETTER.sub(lambda match: "•" if match.group(1) in bullets else match.group(0), text)


def clean_text(text: str, *, icons_as_bullets: bool = False) -> str:
    """Character-level repairs that do not change the line structure. With `icons_as_bullets`, the icons of a
    long single-spaced line become bullets (see _bullet_icons)."""
    if "\\x" in text:
        text = _BYTE_ESCAPES.sub(_decode_byte_escapes, text)
    text = _repair_mojibake(text)
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = text.replace("\u00ad", "-").replace("\u2010", "-").replace("\u2011", "-")
    text = unicodedata.normalize("NFKC", text)
    if icons_as_bullets and _ICON.search(text):
        text = _bullet_icons(text)
    # Icon fonts (phone, envelope, map pin) land in private-use code points; at the start of a line they are bullets.
    if _PRIVATE_USE.search(text):  # one scan for the common text without any
        text = re.sub(r"(?m)^([ \t]*)[\ue000-\uf8ff]", r"\1• ", text)
        text = _PRIVATE_USE.sub("  ", text)
    text = _SYMBOL_GLYPHS.sub(" ", text)
    text = _foreign_letters_as_bullets(_symbol_font_bullets(text))
    if "‘" in text or "’" in text:
        text = _CURLY_YEAR.sub("'", text)  # 'Aug ‘09': the year's apostrophe as dates are read
    if "\u200b" in text or "\ufeff" in text:
        # A zero-width space has no width: with a space beside it, it is one space ('built \u200b Acme'), never a
        # run of spaces that would stand for a line break.
        text = _ZERO_WIDTH_GAP.sub(" ", text)
    return _SPACE_LIKE.sub(" ", text)


def _unspace_letters(line: str) -> str:
    """'W O R K   E X P E R I E N C E' -> 'WORK EXPERIENCE'."""
    stripped = line.strip()
    if len(stripped) < 5 or stripped[1] != " " or not _LETTER_SPACED.match(_WHITESPACE.sub(" ", stripped)):
        return line
    words = [re.sub(r" ", "", word) for word in re.split(r" {2,}", stripped)]
    if all(len(word) >= 2 for word in words) or len(words) == 1:
        return " ".join(words)
    return line


def is_flattened(lines: list[str]) -> bool:
    """Whether a document lost its line breaks: (almost) none for its length. A long paragraph in a laid-out
    document (a Word paragraph, a summary) is not flattened; a whole resume on one or two lines is."""
    written = [line for line in lines if line.strip()]
    return sum(len(line) for line in written) > _FLATTENED_CHARACTERS_PER_LINE * max(len(written), 1)


def split_raw_lines(text: str, *, flattened: bool | None = None) -> list[tuple[str, int]]:
    """Clean raw text into (line, block) pairs. A blank line starts a block, as does a wide run of spaces in text
    that was flattened into very long lines. `flattened` says whether the whole document lost its line breaks
    (decided from `text` itself when not given)."""
    text = clean_text(text, icons_as_bullets=True)
    if flattened is None:
        flattened = is_flattened(text.split("\n"))
    pairs: list[tuple[str, int]] = []
    block = 0
    for raw_line in text.split("\n"):
        if not raw_line.strip():
            block += 1
            continue
        runs = len(_SPACE_RUN.findall(raw_line)) if len(raw_line) > _LONG_LINE else 0
        if runs >= 3:
            # An export that turned line breaks into spaces: two spaces were a line break, four a paragraph break.
            # Runs far apart stand for a few breaks only (a paste whose icons alone left runs of spaces behind): the
            # text between them lost its breaks and is cut as single-spaced text.
            sparse = len(raw_line) > _SPARSE_RUN_CHARACTERS * runs
            for paragraph in _PARAGRAPH_RUN.split(repair_lost_dashes(raw_line)):
                for piece in _with_lone_markers_joined(_SPACE_RUN.split(paragraph)):
                    if len(piece) > _LONG_LINE or (sparse and len(piece) > _SPARSE_PIECE):
                        # A stretch that lost its breaks even so (a paste whose icons alone left runs of spaces).
                        pairs.extend((part, block) for part in segment_flattened(piece, top=not pairs))
                    elif piece.strip():
                        pairs.extend((part, block) for part in split_inline_headings(piece, flattened=True))
                block += 1
            continue
        if flattened and len(raw_line) > _LONG_LINE:
            # Flattened with single spaces: nothing marks the breaks, so headings, bullets and dates do.
            pairs.extend((part, block) for part in segment_flattened(repair_lost_dashes(raw_line)))
            continue
        pairs.extend((part, block) for part in split_inline_headings(raw_line))
    return pairs


def _with_lone_markers_joined(pieces: list[str]) -> list[str]:
    """A bullet marker the runs of spaces left on a piece of its own ('•', 'Explored ...') opens the next piece;
    between two short pieces ('12 Elm Road  ▪  Leeds LS1 4AB') it separates the parts of one line, as before."""
    joined: list[str] = []
    for index, piece in enumerate(pieces):
        before = pieces[index - 2] if index >= 2 else ""
        separator = all(
            sum(bool(_ALPHANUMERIC.search(word)) for word in part.split()) <= _SEPARATED_PART_WORDS
            for part in (before, piece)
        )
        if joined and _is_lone_marker(joined[-1]) and not separator:
            joined[-1] = f"{joined[-1].strip()} {piece}"
        else:
            joined.append(piece)
    return joined


def _is_lone_marker(piece: str) -> bool:
    marker = _BULLET_MARKER.match(piece)
    return marker is not None and marker.end() == len(piece) and not _ALPHANUMERIC.search(piece)


def make_line(
    raw: str,
    *,
    font_size: float | None = None,
    bold: bool = False,
    x0: float | None = None,
    page: int = 1,
    block: int = 0,
) -> ResumeLine | None:
    """One cleaned line, or None when nothing readable is left."""
    raw = repair_dropped_dash(repair_broken_words(_unspace_letters(raw)))
    if raw.count('"') % 2:
        # Exports wrap the whole document in quotes; a lone quote at either end is not part of the line.
        raw = raw.strip().strip('"')
    marker = _BULLET_MARKER.match(raw)
    is_bullet = False
    if marker and marker.end() < len(raw):
        is_bullet = True
        raw = raw[marker.end() :]
    # Only a tab or a run of three spaces splits columns; most lines have neither.
    has_gap = "\t" in raw or "   " in raw
    columns = tuple(part.strip() for part in _COLUMN_GAP.split(raw.strip()) if part.strip()) if has_gap else ()
    text = " ".join(raw.split())  # str.split() and the regex \s agree on what whitespace is
    if not text or not _ALPHANUMERIC.search(text):
        return None
    return ResumeLine(
        text=text,
        is_bullet=is_bullet,
        columns=columns if len(columns) > 1 else (),
        font_size=font_size,
        bold=bold,
        x0=x0,
        page=page,
        block=block,
    )


def lines_from_text(text: str) -> list[ResumeLine]:
    return list(_lines_of_text(text))


@lru_cache(maxsize=8)
def _lines_of_text(text: str) -> tuple[ResumeLine, ...]:
    # The parser reads a text's lines, and the enhancer again to restore what the parse left out: split once.
    lines: list[ResumeLine] = []
    for raw, block in split_raw_lines(text):
        line = make_line(raw, block=block)
        if line is not None:
            lines.append(line)
    return tuple(lines)


def lines_from_document(document: ExtractedDocument) -> list[ResumeLine]:
    lines: list[ResumeLine] = []
    flattened = is_flattened([source.text for source in document.lines])
    for source in document.lines:
        for raw, _ in split_raw_lines(source.text, flattened=flattened):
            line = make_line(
                raw,
                font_size=source.font_size,
                bold=source.bold,
                x0=source.x0,
                page=source.page,
                block=source.block,
            )
            if line is not None:
                lines.append(line)
    return lines
