"""File types are judged by content: the name and the browser's media type are never consulted."""

import io
import zipfile

import pytest

from tests.unit.documents_builders import docx_file, simple_resume_docx, typst_pdf, word97_document
from vitae.documents import UNSUPPORTED_FILE_TYPE, FileType, sniff_file_type
from vitae.errors import UnsupportedFileType


def _zip(**members: bytes) -> bytes:
    output = io.BytesIO()
    with zipfile.ZipFile(output, "w") as package:
        for name, content in members.items():
            package.writestr(name.replace("__", "/"), content)
    return output.getvalue()


def test_pdf_by_its_header_even_after_leading_junk() -> None:
    pdf = typst_pdf("Hello")
    assert sniff_file_type(pdf) is FileType.PDF
    assert sniff_file_type(b"\r\n  " + pdf) is FileType.PDF


def test_word_formats() -> None:
    assert sniff_file_type(docx_file(simple_resume_docx)) is FileType.DOCX
    assert sniff_file_type(word97_document(["Jane Smith"])) is FileType.DOC


def test_truncated_docx_is_still_a_word_upload() -> None:
    package = docx_file(simple_resume_docx)
    assert sniff_file_type(package[: len(package) // 2]) is FileType.DOCX


@pytest.mark.parametrize(
    "encoded",
    [
        b"Jane Smith\nEngineer",
        "\ufeffJane Smith – Résumé".encode(),
        "Jane Smith – Résumé\r\n".encode("cp1252"),
        "Jane Smith\nIngénieure".encode("utf-16"),
        "Jane Smith\nIngénieure".encode("utf-16-le"),
        "Jane Smith\nIngénieure".encode("utf-16-be"),
        "Анна Иванова, инженер".encode("cp1251"),
    ],
)
def test_plain_text_in_common_encodings(encoded: bytes) -> None:
    assert sniff_file_type(encoded) is FileType.TXT


@pytest.mark.parametrize(
    "content",
    [
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89",
        b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00" + bytes(range(256)),
        b"GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,",
        b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00\xb8" + bytes(200),
        b"\x7fELF\x02\x01\x01\x00" + bytes(100),
        _zip(xl__workbook_xml=b"<workbook/>", **{"[Content_Types].xml": b"spreadsheetml"}),
        _zip(notes_txt=b"just a zip"),
        b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + "Workbook".encode("utf-16-le") + bytes(600),
        b"{\\rtf1\\ansi Jane Smith}",
        b"<?xml version='1.0'?><svg xmlns='http://www.w3.org/2000/svg'/>",
        b"<!DOCTYPE html><html><body>Jane</body></html>",
        bytes(range(256)) * 8,
    ],
    ids=["png", "jpeg", "gif", "exe", "elf", "xlsx", "zip", "xls", "rtf", "svg", "html", "binary"],
)
def test_anything_else_is_refused_with_the_upload_message(content: bytes) -> None:
    with pytest.raises(UnsupportedFileType) as refusal:
        sniff_file_type(content)
    assert refusal.value.message == UNSUPPORTED_FILE_TYPE == "Invalid file type: please upload a PDF, Word or TXT file"


def test_empty_input_is_not_text() -> None:
    with pytest.raises(UnsupportedFileType):
        sniff_file_type(b"")


@pytest.mark.parametrize(
    "head",
    [
        b"\x89PNG\r\n\x1a\n",
        b"\xff\xd8\xff\xe0",
        b"GIF89a",
        b"\x7fELF",
        b"\x1f\x8b\x08",
        b"ID3\x04",
        b"RIFF\x00\x00\x00\x00WEBP",
    ],
)
def test_binary_signatures_are_refused_even_with_text_after_them(head: bytes) -> None:
    with pytest.raises(UnsupportedFileType):
        sniff_file_type(head + b"Jordan Rivera, Backend Engineer " * 20)
