"""Legacy Word (.doc) -> lines, with legacy-doc's piece-table reader and a text-run scan when that fails."""

import re

from legacy_doc import LegacyDocError, extract_text

from vitae.documents import messages
from vitae.documents.sniffing import OLE_ENCRYPTED_PACKAGE
from vitae.documents.types import DocumentLine, ExtractedDocument, FileType
from vitae.errors import InvalidInput

# Word 97 stores text either as cp1252 bytes or as UTF-16LE; paragraphs end with a carriage return.
# 0xFF is left out: it fills unused OLE structures, and "ÿ" hardly occurs in a resume.
_EIGHT_BIT_RUN = re.compile(rb"[\x20-\x7e\x80-\xfe\t\r\x0b]{8,}")
# UTF-16LE: Latin-1 characters, Greek to Hebrew (U+01xx-U+05xx), and punctuation such as dashes (U+20xx).
_SIXTEEN_BIT_RUN = re.compile(rb"(?:[\t\x0b\r\x20-\x7e\xa0-\xff]\x00|[\x00-\xff][\x01-\x05]|[\x10-\x26]\x20)+")
_MIN_RECOVERED_LINE = 3
# Filler repeats one byte; words use several different letters.
_MIN_DISTINCT_CHARACTERS = 4
# Names of OLE streams, styles and fonts that every .doc holds; they are structure, not the author's text.
_STRUCTURE_WORDS = re.compile(
    r"^(?:root entry|worddocument|[01]table|data|objectpool|compobj|summaryinformation|documentsummaryinformation|"
    r"microsoft (?:office )?word.*|normal(?:\.dot.?)?|default paragraph font|table normal|no list|times new roman|"
    r"arial|calibri|cambria|symbol|wingdings|courier new|heading \d|title|msworddoc|word\.document\.\d+)$",
    re.IGNORECASE,
)


def read_doc(data: bytes) -> ExtractedDocument:
    if OLE_ENCRYPTED_PACKAGE in data:
        raise InvalidInput(messages.WORD_ENCRYPTED)
    try:
        text = extract_text(data).text
    except LegacyDocError as error:
        if "encrypt" in str(error).casefold():
            raise InvalidInput(messages.WORD_ENCRYPTED) from error
        text = recover_text_runs(data)
    except MemoryError:
        raise InvalidInput(messages.EXTRACTION_OUT_OF_MEMORY) from None
    except Exception:  # legacy-doc is young; whatever it trips on, the text-run scan may still succeed
        text = recover_text_runs(data)
    if not text.strip():
        raise InvalidInput(messages.WORD_DAMAGED)
    lines: list[DocumentLine] = []
    block = 0
    for raw_line in text.split("\n"):
        if not raw_line.strip():
            block += 1
            continue
        lines.append(DocumentLine(text=raw_line, block=block))
    return ExtractedDocument(file_type=FileType.DOC, lines=lines, page_count=1)


def recover_text_runs(data: bytes) -> str:
    """Readable runs of text found anywhere in the file, in file order: rough, but it keeps the words."""
    eight_bit = [run.decode("cp1252", errors="replace") for run in _EIGHT_BIT_RUN.findall(data)]
    sixteen_bit = [_decode_utf16(run) for run in _SIXTEEN_BIT_RUN.findall(data) if len(run) >= 16]
    candidates = max((_readable_lines(eight_bit), _readable_lines(sixteen_bit)), key=lambda lines: sum(map(len, lines)))
    return "\n".join(candidates)


def _decode_utf16(run: bytes) -> str:
    return run[: len(run) // 2 * 2].decode("utf-16-le", errors="replace")


def _readable_lines(runs: list[str]) -> list[str]:
    lines: list[str] = []
    for run in runs:
        for line in re.split(r"[\r\x0b]", run):
            line = line.strip()
            if len(line) < _MIN_RECOVERED_LINE or len(set(line)) < _MIN_DISTINCT_CHARACTERS:
                continue
            if _STRUCTURE_WORDS.match(line):
                continue
            letters = sum(1 for char in line if char.isalpha())
            if letters >= len(line) * 0.5 and "\ufffd" not in line:
                lines.append(line)
    return lines
