"""File type from content, never from the name: the browser's file name and media type are only claims."""

import io
import re
import zipfile

from vitae.documents import messages
from vitae.documents.text_decoding import decode_text, is_mostly_text
from vitae.documents.types import FileType
from vitae.errors import UnsupportedFileType

PDF_MAGIC = b"%PDF-"
# Readers accept a PDF header anywhere in the first kilobyte (some generators prepend junk).
PDF_HEADER_WINDOW = 1024
ZIP_MAGIC = b"PK\x03\x04"
OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
WORD_MAIN_PART = "word/document.xml"
# A Word package may name its main part differently; its content type still says what it is.
CONTENT_TYPES_PART = "[Content_Types].xml"
CONTENT_TYPES_READ_BYTES = 256 * 1024
WORD_MAIN_CONTENT_TYPE = b"wordprocessingml.document.main+xml"
# OLE directory entries carry their names in UTF-16LE: enough to tell Word from Excel or PowerPoint.
OLE_WORD_STREAM = "WordDocument".encode("utf-16-le")
# A password-protected DOCX is an OLE file holding the encrypted package: still a Word upload, refused later.
OLE_ENCRYPTED_PACKAGE = "EncryptedPackage".encode("utf-16-le")
TEXT_SAMPLE_BYTES = 64 * 1024
# Signatures of common binary formats: refused outright, even when the rest of the bytes would decode as text.
BINARY_SIGNATURES = (
    b"\x89PNG\r\n\x1a\n",
    b"\xff\xd8\xff",  # JPEG
    b"GIF87a",
    b"GIF89a",
    b"II*\x00",  # TIFF
    b"MM\x00*",
    b"\x7fELF",
    b"\x1f\x8b",  # gzip
    b"7z\xbc\xaf\x27\x1c",
    b"Rar!\x1a\x07",
    b"OggS",
    b"ID3",  # MP3
    b"\x00\x00\x01\x00",  # ICO
)

# Text formats that decode fine but are not a resume's plain text: markup, RTF, PostScript.
_NOT_PLAIN_TEXT = re.compile(
    rb"\A(?:\xef\xbb\xbf)?\s*(?:\{\\rtf|<\?xml|<svg|<!doctype\s+html|<html|%!PS)",
    re.IGNORECASE,
)


def sniff_file_type(data: bytes) -> FileType:
    """The type of an upload judged by its bytes; raises UnsupportedFileType for anything but PDF, Word or text."""
    if PDF_MAGIC in data[:PDF_HEADER_WINDOW]:
        return FileType.PDF
    if data.startswith(ZIP_MAGIC):
        if _is_word_package(data):
            return FileType.DOCX
        raise UnsupportedFileType(messages.UNSUPPORTED_FILE_TYPE)
    if data.startswith(OLE_MAGIC):
        if OLE_WORD_STREAM in data or OLE_ENCRYPTED_PACKAGE in data:
            return FileType.DOC
        raise UnsupportedFileType(messages.UNSUPPORTED_FILE_TYPE)
    if data.startswith(BINARY_SIGNATURES) or (data[:4] == b"RIFF" and data[8:12] in (b"WEBP", b"WAVE", b"AVI ")):
        raise UnsupportedFileType(messages.UNSUPPORTED_FILE_TYPE)
    if data and _looks_like_plain_text(data):
        return FileType.TXT
    raise UnsupportedFileType(messages.UNSUPPORTED_FILE_TYPE)


def _is_word_package(data: bytes) -> bool:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as package:
            if WORD_MAIN_PART in package.namelist():
                return True
            if CONTENT_TYPES_PART not in package.namelist():
                return False
            with package.open(CONTENT_TYPES_PART) as content_types:
                return WORD_MAIN_CONTENT_TYPE in content_types.read(CONTENT_TYPES_READ_BYTES)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, EOFError, ValueError, NotImplementedError):
        # A truncated package has no central directory; its local headers still name the Word parts.
        return WORD_MAIN_PART.encode() in data


def _looks_like_plain_text(data: bytes) -> bool:
    if _NOT_PLAIN_TEXT.match(data[:256]):
        return False
    sample = data[:TEXT_SAMPLE_BYTES]
    text = decode_text(sample, truncated=len(data) > len(sample))
    return text is not None and is_mostly_text(text)
