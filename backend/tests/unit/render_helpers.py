"""Readers for the render tests: the text of a PDF as our extractor, pypdf and (where installed) pdftotext see it."""

import io
import re
import shutil
import subprocess
from collections.abc import Callable
from typing import cast

import pypdf
from pypdf.generic import ArrayObject, DictionaryObject

from vitae.documents.extraction import extract_document

PDFTOTEXT = shutil.which("pdftotext")


def our_text(pdf: bytes) -> str:
    return extract_document(pdf).text


def pypdf_text(pdf: bytes) -> str:
    return "\n".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(pdf)).pages)


def pdftotext_text(pdf: bytes) -> str:
    assert PDFTOTEXT is not None
    return subprocess.run(
        [PDFTOTEXT, "-enc", "UTF-8", "-", "-"], input=pdf, capture_output=True, check=True
    ).stdout.decode()


def independent_readers() -> list[tuple[str, Callable[[bytes], str]]]:
    readers: list[tuple[str, Callable[[bytes], str]]] = [("pypdf", pypdf_text)]
    if PDFTOTEXT:
        readers.append(("pdftotext", pdftotext_text))
    return readers


def flat(text: str) -> str:
    """White space made single spaces, so a bullet wrapped over two lines still reads as one string."""
    return " ".join(text.split())


def lines_of(text: str) -> set[str]:
    return {flat(line).casefold() for line in text.splitlines() if line.strip()}


def page_sizes(pdf: bytes) -> list[tuple[float, float]]:
    return [
        (float(page.mediabox.width), float(page.mediabox.height)) for page in pypdf.PdfReader(io.BytesIO(pdf)).pages
    ]


def _fonts(pdf: bytes) -> list[DictionaryObject]:
    fonts: list[DictionaryObject] = []
    for page in pypdf.PdfReader(io.BytesIO(pdf)).pages:
        resources = cast(DictionaryObject, page["/Resources"].get_object())
        for font in cast(DictionaryObject, resources["/Font"].get_object()).values():
            fonts.append(cast(DictionaryObject, font.get_object()))
    return fonts


def font_names(pdf: bytes) -> set[str]:
    """Base font names of every font the pages use, without the subset prefix ('ABCDEF+')."""
    return {re.sub(r"^[A-Z]{6}\+", "", str(font["/BaseFont"]).lstrip("/")) for font in _fonts(pdf)}


def unembedded_fonts(pdf: bytes) -> list[str]:
    missing: list[str] = []
    for font in _fonts(pdf):
        owner = font
        if "/DescendantFonts" in font:
            owner = cast(DictionaryObject, cast(ArrayObject, font["/DescendantFonts"].get_object())[0].get_object())
        descriptor = cast(DictionaryObject, owner["/FontDescriptor"].get_object())
        if not any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3")):
            missing.append(str(font["/BaseFont"]))
    return missing
