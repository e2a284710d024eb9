"""The one entry point from bytes to text: refuse what is not a resume file, read it, clean it."""

from collections.abc import Callable
from dataclasses import replace

from vitae.documents import messages
from vitae.documents.cleanup import clean_lines
from vitae.documents.doc_text import read_doc
from vitae.documents.docx_text import read_docx
from vitae.documents.limits import MAX_RAW_TEXT_CHARACTERS, MAX_TEXT_CHARACTERS, MAX_UPLOAD_BYTES
from vitae.documents.pdf_text import read_pdf
from vitae.documents.plain_text import read_plain_text
from vitae.documents.sniffing import sniff_file_type
from vitae.documents.types import ExtractedDocument, FileType
from vitae.errors import FileTooLarge, InvalidInput

_READERS: dict[FileType, Callable[[bytes], ExtractedDocument]] = {
    FileType.PDF: read_pdf,
    FileType.DOCX: read_docx,
    FileType.DOC: read_doc,
    FileType.TXT: read_plain_text,
}


def extract_document(data: bytes) -> ExtractedDocument:
    """Text and layout hints of an uploaded resume, in reading order.

    Raises FileTooLarge (413), UnsupportedFileType (415) or InvalidInput (422), each with a message for the user.
    Runs in the calling process without time or memory bounds: servers use DocumentReader instead.
    """
    if not data:
        raise InvalidInput(messages.EMPTY_FILE)
    if len(data) > MAX_UPLOAD_BYTES:
        raise FileTooLarge(messages.FILE_TOO_LARGE)
    file_type = sniff_file_type(data)
    document = _READERS[file_type](data)
    if sum(len(line.text) for line in document.lines) > MAX_RAW_TEXT_CHARACTERS:
        raise InvalidInput(messages.TOO_MUCH_TEXT)
    lines = clean_lines(document.lines)
    if not lines:
        raise InvalidInput(messages.NO_READABLE_TEXT)
    if sum(len(line.text) for line in lines) > MAX_TEXT_CHARACTERS:
        raise InvalidInput(messages.TOO_MUCH_TEXT)
    return replace(document, lines=lines, page_count=max(document.page_count, 1))
