"""What extraction hands to the parser: the text in reading order, and per line the layout hints that survive."""

from dataclasses import dataclass, field
from enum import StrEnum


class FileType(StrEnum):
    PDF = "pdf"
    DOCX = "docx"
    DOC = "doc"
    TXT = "txt"


MEDIA_TYPES = {
    FileType.PDF: "application/pdf",
    FileType.DOCX: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    FileType.DOC: "application/msword",
    FileType.TXT: "text/plain",
}


@dataclass(frozen=True)
class DocumentLine:
    """One visual line. Layout hints are None where the format does not carry them (plain text).

    Fields set far apart on one row (a title and its dates, table cells) are separated by a tab."""

    text: str
    page: int = 1
    font_size: float | None = None
    bold: bool = False
    x0: float | None = None  # left edge in points, for indentation and columns
    block: int = 0  # lines of one paragraph / text block share a number; a new number means a visual break


@dataclass(frozen=True)
class ExtractedDocument:
    file_type: FileType
    lines: list[DocumentLine] = field(default_factory=list)
    page_count: int = 1

    @property
    def text(self) -> str:
        """Lines in reading order; a blank line between blocks."""
        parts: list[str] = []
        previous_block: int | None = None
        for line in self.lines:
            if previous_block is not None and line.block != previous_block:
                parts.append("")
            parts.append(line.text)
            previous_block = line.block
        return "\n".join(parts)
