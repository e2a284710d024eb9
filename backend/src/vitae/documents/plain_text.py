"""Plain text in any common encoding -> lines; blank lines separate blocks."""

from vitae.documents import messages
from vitae.documents.limits import MAX_RAW_TEXT_CHARACTERS
from vitae.documents.text_decoding import count_binary_controls, decode_text
from vitae.documents.types import DocumentLine, ExtractedDocument, FileType
from vitae.errors import InvalidInput

# A stray control character or two (a form feed, an escape pasted from a terminal) is tolerated and cleaned;
# more than this share of the text means binary data inside the file.
_MAX_CONTROL_SHARE = 0.001


def read_plain_text(data: bytes) -> ExtractedDocument:
    text = decode_text(data)
    if text is None:
        raise InvalidInput(messages.TEXT_UNKNOWN_ENCODING)
    if len(text) > MAX_RAW_TEXT_CHARACTERS:
        raise InvalidInput(messages.TOO_MUCH_TEXT)
    if "\x00" in text or count_binary_controls(text) > max(2, len(text) * _MAX_CONTROL_SHARE):
        raise InvalidInput(messages.TEXT_BINARY_CONTENT)
    lines: list[DocumentLine] = []
    block = 0
    for raw_line in text.splitlines():
        if not raw_line.strip():
            block += 1
            continue
        lines.append(DocumentLine(text=raw_line, block=block))
    return ExtractedDocument(file_type=FileType.TXT, lines=lines, page_count=1)
