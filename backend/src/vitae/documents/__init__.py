"""Bytes -> text in reading order (PDF, DOCX, DOC, TXT), with type sniffing and bounded extraction."""

from vitae.documents.bounded import DocumentReader, extract_document_bounded
from vitae.documents.extraction import extract_document
from vitae.documents.limits import MAX_UPLOAD_BYTES
from vitae.documents.messages import FILE_TOO_LARGE, UNSUPPORTED_FILE_TYPE
from vitae.documents.sniffing import sniff_file_type
from vitae.documents.types import MEDIA_TYPES, DocumentLine, ExtractedDocument, FileType

__all__ = [
    "FILE_TOO_LARGE",
    "MAX_UPLOAD_BYTES",
    "MEDIA_TYPES",
    "UNSUPPORTED_FILE_TYPE",
    "DocumentLine",
    "DocumentReader",
    "ExtractedDocument",
    "FileType",
    "extract_document",
    "extract_document_bounded",
    "sniff_file_type",
]
