"""A seeded corpus of hostile uploads: every one must be refused with a 4xx and a message, never stored.

Cheap to build (a few seconds for 1,000 files): random bytes, truncated PDF/DOCX/DOC, zip bombs, PDFs declaring
millions of objects or pages, polyglots, binaries under resume-like names, text past the size limits, NUL-laden text.
Mutations that may still leave a readable document (bit flips) live in `damaged_documents`: those may be accepted.
"""

import io
import random
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache

from tests.factories import RESUME_TEXT, resume_docx
from tests.unit.documents_builders import (
    SINGLE_COLUMN_RESUME,
    docx_zip_bomb,
    encrypted_pdf,
    pdf_with_blank_pages,
    typst_pdf,
    word97_document,
)
from vitae.documents.limits import MAX_DOCX_UNCOMPRESSED_BYTES, MAX_UPLOAD_BYTES

RESUME_NAMES = ("resume.pdf", "resume.docx", "resume.doc", "resume.txt", "cv.PDF", "resume", "r\u00e9sum\u00e9.pdf")


@dataclass(frozen=True)
class HostileFile:
    kind: str
    name: str
    data: bytes


@cache
def valid_pdf() -> bytes:
    return typst_pdf(SINGLE_COLUMN_RESUME)


@cache
def valid_docx() -> bytes:
    return resume_docx()


@cache
def valid_doc() -> bytes:
    return word97_document(RESUME_TEXT.splitlines())


@cache
def zip_bomb() -> bytes:
    # Unpacks to 4x the reader's bound, which it must refuse from the zip's directory, before inflating.
    return docx_zip_bomb(4 * MAX_DOCX_UNCOMPRESSED_BYTES)


@cache
def pdf_declaring_millions_of_objects() -> bytes:
    """One blank page whose trailer claims five million objects and whose page tree claims five million pages."""
    pdf = pdf_with_blank_pages(1, declared_count=5_000_000)
    return pdf.replace(b"/Size 4 ", b"/Size 5000000 ")


@cache
def pdf_with_many_objects(count: int = 200_000) -> bytes:
    """A real PDF body of `count` tiny objects (no xref table: the reader has to scan for them)."""
    output = bytearray(b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n")
    output += b"2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
    output += b"3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n"
    output += b"".join(b"%d 0 obj\n[%d]\nendobj\n" % (number, number) for number in range(4, count + 4))
    output += b"trailer\n<< /Size %d /Root 1 0 R >>\n%%%%EOF\n" % (count + 4)
    return bytes(output)


def _zip_with(files: dict[str, bytes]) -> bytes:
    output = io.BytesIO()
    with zipfile.ZipFile(output, "w", zipfile.ZIP_DEFLATED) as package:
        for name, content in files.items():
            package.writestr(name, content)
    return output.getvalue()


def _random_bytes(rng: random.Random) -> bytes:
    # Long enough to be noise, not a word: a handful of random bytes can decode as a few characters of text.
    return rng.randbytes(rng.choice((512, 4096, 65_536)))


def _truncated(rng: random.Random, document: bytes) -> bytes:
    # Cut inside the first half: the rest of the document (and its text) is gone, not merely its trailer.
    return document[: rng.randrange(1, len(document) // 2)]


def _pdf_truncation(rng: random.Random) -> bytes:
    return _truncated(rng, valid_pdf())


def _docx_truncation(rng: random.Random) -> bytes:
    return _truncated(rng, valid_docx())


def _doc_truncation(rng: random.Random) -> bytes:
    return _truncated(rng, valid_doc())


def _pdf_header_then_garbage(rng: random.Random) -> bytes:
    return b"%PDF-1." + str(rng.randrange(10)).encode() + b"\n" + rng.randbytes(rng.randrange(16, 8192))


def _zip_of_garbage(rng: random.Random) -> bytes:
    return _zip_with({f"part{index}.bin": rng.randbytes(256) for index in range(rng.randrange(1, 5))})


def _pdf_zip_polyglot(rng: random.Random) -> bytes:
    # A zip (no Word parts) with a PDF header stuffed in its first kilobyte: sniffed as a PDF with no readable page.
    return b"%PDF-1.7\n%" + _zip_with({"payload.txt": rng.randbytes(128)})


def _zip_pdf_polyglot(rng: random.Random) -> bytes:
    # A PDF appended to a zip: starts as a zip without Word parts.
    return _zip_with({"evil.js": b"alert(1)"}) + valid_pdf()[: rng.randrange(64, 1024)]


def _html_as_resume(rng: random.Random) -> bytes:
    return (
        b"<!DOCTYPE html><html><body><script>alert(1)</script>" + rng.randbytes(32).hex().encode() + b"</body></html>"
    )


def _binary_under_resume_name(rng: random.Random) -> bytes:
    signature = rng.choice((b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff\xe0", b"GIF89a", b"\x7fELF", b"\x1f\x8b\x08", b"MZ"))
    return signature + bytes(rng.randrange(64, 2048))


def _nul_laden_text(rng: random.Random) -> bytes:
    words = RESUME_TEXT.encode().split()
    return b"\x00".join(rng.choice(words) + b"\x00" * rng.randrange(1, 4) for _ in range(rng.randrange(50, 400)))


def _utf16_nul_free_noise(rng: random.Random) -> bytes:
    # Control characters only: decodes, but there is no text in it.
    return bytes(rng.choice(b"\x01\x02\x03\x04\x05\x06\x0e\x0f\x10\x11\x7f") for _ in range(rng.randrange(16, 4096)))


def _empty(rng: random.Random) -> bytes:
    return b"" if rng.random() < 0.5 else b" \n\t" * rng.randrange(1, 100)


GENERATORS: tuple[tuple[str, Callable[[random.Random], bytes]], ...] = (
    ("random bytes", _random_bytes),
    ("truncated PDF", _pdf_truncation),
    ("truncated DOCX", _docx_truncation),
    ("truncated DOC", _doc_truncation),
    ("PDF header then garbage", _pdf_header_then_garbage),
    ("zip of garbage", _zip_of_garbage),
    ("PDF+ZIP polyglot", _pdf_zip_polyglot),
    ("ZIP+PDF polyglot", _zip_pdf_polyglot),
    ("HTML", _html_as_resume),
    ("binary under a resume name", _binary_under_resume_name),
    ("NUL-laden text", _nul_laden_text),
    ("control characters", _utf16_nul_free_noise),
    ("empty", _empty),
)


def special_files() -> list[HostileFile]:
    """The expensive few, each once: bombs, giant PDFs, huge text around the size limit."""
    huge_text = (RESUME_TEXT * (MAX_UPLOAD_BYTES // len(RESUME_TEXT) + 1)).encode()
    return [
        HostileFile("zip bomb", "resume.docx", zip_bomb()),
        HostileFile("PDF declaring millions of objects", "resume.pdf", pdf_declaring_millions_of_objects()),
        HostileFile("PDF with 200,000 objects", "resume.pdf", pdf_with_many_objects()),
        HostileFile("PDF with 60 pages", "resume.pdf", pdf_with_blank_pages(60)),
        HostileFile("encrypted PDF", "resume.pdf", encrypted_pdf("secret", "owner")),
        HostileFile("huge text just under the limit", "resume.txt", huge_text[: MAX_UPLOAD_BYTES - 1]),
        HostileFile("huge text just over the limit", "resume.txt", huge_text[: MAX_UPLOAD_BYTES + 1]),
        HostileFile("one long line", "resume.txt", b"A" * (MAX_UPLOAD_BYTES // 2)),
    ]


def hostile_files(count: int, seed: int = 20261122) -> Iterator[HostileFile]:
    """`count` files: the special ones first, then seeded draws from every generator in turn."""
    rng = random.Random(seed)
    specials = special_files()
    yield from specials[:count]
    for index in range(count - len(specials)):
        kind, generate = GENERATORS[index % len(GENERATORS)]
        yield HostileFile(kind, rng.choice(RESUME_NAMES), generate(rng))


def damaged_documents(count: int, seed: int = 7) -> Iterator[HostileFile]:
    """Valid documents with a few flipped bits: may still read (then they are a resume like any other)."""
    rng = random.Random(seed)
    sources = (("PDF", "resume.pdf", valid_pdf()), ("DOCX", "resume.docx", valid_docx()))
    for index in range(count):
        kind, name, original = sources[index % len(sources)]
        data = bytearray(original)
        for _ in range(rng.randrange(1, 9)):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        yield HostileFile(f"bit-flipped {kind}", name, bytes(data))
