"""Builders of document files for the extraction tests: real PDFs from typst, DOCX from python-docx, a Word 97
file written sector by sector, and hostile files (bombs, deep nesting, huge page counts)."""

import io
import struct
import zipfile
import zlib
from collections.abc import Callable

import docx
import typst
from docx.document import Document
from docx.oxml import parse_xml
from pypdf import PdfReader, PdfWriter

SINGLE_COLUMN_RESUME = """
#set page(paper: "us-letter", margin: 0.8in)
#set text(size: 10.5pt)
#align(center)[
  #text(size: 22pt, weight: "bold")[Jane Smith] \\
  jane.smith\\@example.com | +1 555 010 2000 | Austin, TX
]
#text(weight: "bold", size: 13pt)[Summary]

Backend engineer with eight years of experience building payment systems, efficient and fine-grained APIs.

#text(weight: "bold", size: 13pt)[Experience]

*Senior Software Engineer*, Initech #h(1fr) 2020 – Present

- Designed a ledger service handling 40 million transactions a month
- Reduced checkout latency by 35% through caching and query tuning

*Software Engineer*, Globex #h(1fr) 2016 – 2020

- Built the first fraud scoring pipeline in Python and Kafka

#text(weight: "bold", size: 13pt)[Education]

*BSc Computer Science*, University of Texas #h(1fr) 2016

#text(weight: "bold", size: 13pt)[Skills]

Python, Go, PostgreSQL, Kafka, Kubernetes
"""

TWO_COLUMN_RESUME = """
#set page(paper: "a4", margin: 1.5cm)
#set text(size: 10pt)
#text(size: 22pt, weight: "bold")[Maria Lopez]

Senior Data Engineer

#grid(
  columns: (5cm, 1fr),
  column-gutter: 0.8cm,
  [
    #text(weight: "bold", tracking: 2pt)[CONTACT]

    maria.lopez\\@example.com

    +34 600 123 456

    Madrid, Spain

    #text(weight: "bold", tracking: 2pt)[SKILLS]

    Python, SQL, Spark

    Airflow, dbt, Kafka

    #text(weight: "bold", tracking: 2pt)[LANGUAGES]

    Spanish (native)

    English (fluent)
  ],
  [
    #text(weight: "bold", size: 12pt)[Experience]

    *Data Engineer*, Acme Analytics #h(1fr) 2019 – 2024

    - Built streaming pipelines that process two billion events a day
    - Cut warehouse costs by 30% with partitioning and clustering

    *Junior Data Engineer*, Beta Bank #h(1fr) 2016 – 2019

    - Wrote nightly ETL jobs in Python and SQL for the finance team

    #text(weight: "bold", size: 12pt)[Education]

    *MSc Computer Science*, Universidad Politécnica de Madrid #h(1fr) 2016
  ],
)
"""


def typst_pdf(source: str) -> bytes:
    return typst.compile(source.encode(), format="pdf")


def two_page_resume_pdf() -> bytes:
    bullets = "\n".join(f"- Delivered project number {index} on time and under budget" for index in range(60))
    return typst_pdf(SINGLE_COLUMN_RESUME + '\n#text(weight: "bold", size: 13pt)[Projects]\n\n' + bullets)


def encrypted_pdf(user_password: str, owner_password: str) -> bytes:
    reader = PdfReader(io.BytesIO(typst_pdf(SINGLE_COLUMN_RESUME)))
    writer = PdfWriter()
    for page in reader.pages:
        writer.add_page(page)
    writer.encrypt(user_password=user_password, owner_password=owner_password, algorithm="AES-128")
    output = io.BytesIO()
    writer.write(output)
    return output.getvalue()


def pdf_with_blank_pages(page_count: int, *, declared_count: int | None = None) -> bytes:
    """A minimal PDF written by hand (fast for any page count); `declared_count` may lie about the count."""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids ["
        + b" ".join(b"%d 0 R" % (3 + index) for index in range(page_count))
        + b"] /Count %d >>" % (page_count if declared_count is None else declared_count),
    ]
    objects.extend(b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>" for _ in range(page_count))
    output = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(output))
        output += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref_offset = len(output)
    output += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    output += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    output += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref_offset)
    return bytes(output)


def docx_file(build: Callable[[Document], object]) -> bytes:
    document = docx.Document()
    build(document)
    output = io.BytesIO()
    document.save(output)
    return output.getvalue()


def simple_resume_docx(document: Document) -> None:
    document.add_heading("Jane Smith", level=0)
    document.add_paragraph("jane.smith@example.com | +1 555 010 2000")
    document.add_heading("Experience", level=1)
    document.add_paragraph("Senior Software Engineer, Initech\t2020 – Present")
    document.add_paragraph("Designed a ledger service", style="List Bullet")
    document.add_paragraph("")
    document.add_heading("Education", level=1)
    document.add_paragraph("BSc Computer Science, University of Texas")


def text_box_xml(text: str) -> str:
    """A DrawingML text box as Word writes it: the box in mc:Choice and a VML copy in mc:Fallback."""
    return f"""
<w:r xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"
     xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"
     xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"
     xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"
     xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"
     xmlns:v="urn:schemas-microsoft-com:vml">
  <mc:AlternateContent>
    <mc:Choice Requires="wps">
      <w:drawing><wp:anchor><a:graphic><a:graphicData>
        <wps:wsp><wps:txbx><w:txbxContent>
          <w:p><w:r><w:t>{text}</w:t></w:r></w:p>
        </w:txbxContent></wps:txbx></wps:wsp>
      </a:graphicData></a:graphic></wp:anchor></w:drawing>
    </mc:Choice>
    <mc:Fallback>
      <w:pict><v:shape><v:textbox><w:txbxContent>
        <w:p><w:r><w:t>{text}</w:t></w:r></w:p>
      </w:txbxContent></v:textbox></v:shape></w:pict>
    </mc:Fallback>
  </mc:AlternateContent>
</w:r>"""


def add_text_box(document: Document, text: str) -> None:
    paragraph = document.add_paragraph()
    paragraph._p.append(parse_xml(text_box_xml(text)))


def nested_tables_docx(depth: int, innermost_text: str) -> bytes:
    """A document whose only table holds a table that holds a table... `depth` levels down."""
    namespace = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
    inner = f"<w:p><w:r><w:t>{innermost_text}</w:t></w:r></w:p>"
    for _ in range(depth):
        inner = f"<w:tbl><w:tr><w:tc>{inner}<w:p/></w:tc></w:tr></w:tbl>"
    body = f"<w:document {namespace}><w:body><w:p><w:r><w:t>Resume</w:t></w:r></w:p>{inner}</w:body></w:document>"
    return replace_docx_part(docx_file(lambda _document: None), "word/document.xml", body.encode())


def replace_docx_part(package: bytes, name: str, content: bytes) -> bytes:
    source = zipfile.ZipFile(io.BytesIO(package))
    output = io.BytesIO()
    with zipfile.ZipFile(output, "w", zipfile.ZIP_DEFLATED) as target:
        for member in source.infolist():
            target.writestr(member.filename, content if member.filename == name else source.read(member.filename))
    return output.getvalue()


def docx_zip_bomb(unpacked_bytes: int) -> bytes:
    """A valid DOCX plus one part of zeros that deflates ~1000:1 (written in chunks: fast, little memory)."""
    output = io.BytesIO(docx_file(simple_resume_docx))
    chunk = bytes(1024 * 1024)
    with (
        zipfile.ZipFile(output, "a", zipfile.ZIP_DEFLATED) as package,
        package.open("word/media/padding.bin", "w", force_zip64=True) as padding,
    ):
        for _ in range(unpacked_bytes // len(chunk)):
            padding.write(chunk)
    return output.getvalue()


_SECTOR = 512
_FREE = 0xFFFFFFFF
_END_OF_CHAIN = 0xFFFFFFFE
_FAT_SECTOR = 0xFFFFFFFD
_NO_STREAM = 0xFFFFFFFF


def word97_document(paragraphs: list[str], *, extra_streams: dict[str, bytes] | None = None) -> bytes:
    """A minimal Word 97-2003 .doc: an OLE compound file with a WordDocument stream (FIB + text) and a 1Table
    stream holding a one-piece table, enough for a piece-table reader."""
    text = "\r".join(paragraphs).encode("cp1252") + b"\r"
    text_start = 0x200
    word_document = bytearray(text_start) + text
    struct.pack_into("<H", word_document, 0x00, 0xA5EC)  # FIB identifier of Word 97
    struct.pack_into("<H", word_document, 0x0A, 0x0200)  # the piece table is in 1Table
    struct.pack_into("<II", word_document, 0x18, text_start, text_start + len(text))
    piece_table = struct.pack("<II", 0, len(text)) + struct.pack("<HIH", 0, (text_start * 2) | 0x40000000, 0)
    table = b"\x00" * 16 + b"\x02" + struct.pack("<I", len(piece_table)) + piece_table
    streams = {"WordDocument": bytes(word_document), "1Table": table, **(extra_streams or {})}
    return _compound_file(streams)


def _compound_file(streams: dict[str, bytes]) -> bytes:
    sectors: list[bytes] = []
    fat: list[int] = [_FAT_SECTOR, _END_OF_CHAIN]  # sector 0: the FAT, sector 1: the directory
    starts: dict[str, int] = {}
    next_sector = 2
    for name, content in streams.items():
        padded = content + bytes(-len(content) % _SECTOR)
        count = max(1, len(padded) // _SECTOR)
        starts[name] = next_sector
        fat.extend(next_sector + index + 1 for index in range(count - 1))
        fat.append(_END_OF_CHAIN)
        sectors.extend(padded[index * _SECTOR : (index + 1) * _SECTOR] or bytes(_SECTOR) for index in range(count))
        next_sector += count
    if len(fat) > _SECTOR // 4 or len(streams) > 3:
        raise ValueError("this small builder handles up to three streams in one FAT sector")
    fat_sector = struct.pack(f"<{_SECTOR // 4}I", *(fat + [_FREE] * (_SECTOR // 4 - len(fat))))
    entries = [_directory_entry("Root Entry", 5, _END_OF_CHAIN, 0, child=1)]
    entries += [_directory_entry(name, 2, starts[name], len(content)) for name, content in streams.items()]
    directory = b"".join(entries) + bytes(_SECTOR - 128 * len(entries))
    header = bytearray(_SECTOR)
    header[0:8] = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
    struct.pack_into("<HHHHH", header, 0x18, 0x3E, 3, 0xFFFE, 9, 6)
    struct.pack_into("<IIII", header, 0x2C, 1, 1, 0, 0)  # one FAT sector; directory at sector 1; cutoff 0
    struct.pack_into("<IIII", header, 0x3C, _END_OF_CHAIN, 0, _END_OF_CHAIN, 0)
    struct.pack_into("<109I", header, 0x4C, 0, *([_FREE] * 108))
    return bytes(header) + fat_sector + directory + b"".join(sectors)


def _directory_entry(name: str, object_type: int, start: int, size: int, *, child: int = _NO_STREAM) -> bytes:
    entry = bytearray(128)
    encoded = name.encode("utf-16-le") + b"\x00\x00"
    entry[: len(encoded)] = encoded
    struct.pack_into("<HBB", entry, 64, len(encoded), object_type, 1)
    struct.pack_into("<III", entry, 68, _NO_STREAM, _NO_STREAM, child)
    struct.pack_into("<IQ", entry, 116, start, size)
    return bytes(entry)


def png_image(width: int, height: int) -> bytes:
    """A grey PNG, as a scanner would produce (without the text)."""

    def chunk(kind: bytes, payload: bytes) -> bytes:
        return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload))

    rows = b"".join(b"\x00" + bytes([200]) * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def pdf_with_compressed_page(unpacked_bytes: int) -> bytes:
    """One page whose content stream inflates to `unpacked_bytes` of white space: a PDF decompression bomb."""
    compressor = zlib.compressobj(1)
    chunk = b" " * (1024 * 1024)
    packed = b"".join(compressor.compress(chunk) for _ in range(unpacked_bytes // len(chunk))) + compressor.flush()
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(packed) + packed + b"\nendstream",
    ]
    output = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(output))
        output += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref_offset = len(output)
    output += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    output += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    output += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref_offset)
    return bytes(output)
