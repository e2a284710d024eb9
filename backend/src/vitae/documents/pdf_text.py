"""PDF -> lines in reading order, with pdfminer.six layout analysis (lines) and our own column detection (order)."""

import io
import itertools
from collections.abc import Iterator

from pdfminer.converter import PDFPageAggregator
from pdfminer.layout import LAParams, LTComponent, LTContainer, LTCurve, LTImage, LTPage, LTTextLineHorizontal
from pdfminer.pdfcolor import PDFColorSpace
from pdfminer.pdfdocument import PDFDocument, PDFEncryptionError
from pdfminer.pdffont import PDFFont, PDFUnicodeNotDefined
from pdfminer.pdfinterp import PDFGraphicState, PDFResourceManager
from pdfminer.pdfpage import PDFPage
from pdfminer.pdfparser import PDFParser
from pdfminer.pdftypes import resolve1
from pdfminer.utils import Matrix

from vitae.documents import messages
from vitae.documents.drawn_bullets import Mark, with_drawn_bullets
from vitae.documents.limits import MAX_PDF_CHARACTERS, MAX_PDF_OBJECTS, MAX_PDF_PAGES
from vitae.documents.pdf_characters import make_char
from vitae.documents.pdf_content import FastPageInterpreter
from vitae.documents.pdf_segments import TextSegment, segment_from_line
from vitae.documents.reading_order import Row, reading_order
from vitae.documents.running_lines import PageSegments, remove_running_lines
from vitae.documents.types import DocumentLine, ExtractedDocument, FileType
from vitae.errors import InvalidInput, VitaeError

# pdfminer's defaults, except: no box ordering (columns are found by reading_order) and text inside
# form XObjects analysed too (some generators draw the whole page as one form).
LAYOUT = LAParams(line_overlap=0.5, char_margin=2.0, line_margin=0.5, word_margin=0.1, boxes_flow=None, all_texts=True)
# A new block starts where the white space between two lines exceeds this share of the font size.
_BLOCK_GAP_EMS = 0.6
# Fewer visible characters than this on pages that carry images or drawings: a scan with a stray caption.
_SCANNED_MAX_CHARACTERS = 20


class _Refusal(Exception):
    """Raised inside pdfminer's callbacks to stop early; turned into InvalidInput at the boundary."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class _CountingAggregator(PDFPageAggregator):
    """pdfminer's page collector, counting characters as they are drawn (a page with a million glyphs stops
    early) and building them with make_char; undecodable glyphs are counted instead of written as "(cid:N)"."""

    def __init__(self, resources: PDFResourceManager) -> None:
        super().__init__(resources, laparams=LAYOUT)
        self.characters = 0
        self.undecodable_characters = 0

    def render_char(
        self,
        matrix: Matrix,
        font: PDFFont,
        fontsize: float,
        scaling: float,
        rise: float,
        cid: int,
        ncs: PDFColorSpace,
        graphicstate: PDFGraphicState,
    ) -> float:
        self.characters += 1
        if self.characters > MAX_PDF_CHARACTERS:
            raise _Refusal(messages.PDF_TOO_MUCH_TEXT)
        try:
            text = font.to_unichr(cid)
        except PDFUnicodeNotDefined:
            text = self.handle_undefined_char(font, cid)
        item = make_char(
            matrix, font, fontsize, scaling, rise, text, font.char_width(cid), font.char_disp(cid), ncs, graphicstate
        )
        self.cur_item.add(item)
        return item.adv

    def handle_undefined_char(self, font: PDFFont, cid: int) -> str:
        self.undecodable_characters += 1
        return ""


def read_pdf(data: bytes) -> ExtractedDocument:
    try:
        return _read_pdf(data)
    except VitaeError:
        raise
    except _Refusal as refusal:
        raise InvalidInput(refusal.message) from None
    except PDFEncryptionError:  # a user password is needed, or the encryption is not one pdfminer can undo
        raise InvalidInput(messages.PDF_ENCRYPTED) from None
    except MemoryError:
        raise InvalidInput(messages.EXTRACTION_OUT_OF_MEMORY) from None
    except Exception as error:  # pdfminer raises anything from KeyError to struct.error on damaged files
        raise InvalidInput(messages.PDF_DAMAGED) from error


def _read_pdf(data: bytes) -> ExtractedDocument:
    if data.count(b" obj") > MAX_PDF_OBJECTS:
        raise InvalidInput(messages.PDF_TOO_COMPLEX)
    document = PDFDocument(PDFParser(io.BytesIO(data)), password="")
    pages = _bounded_pages(document)
    if not pages:
        raise InvalidInput(messages.PDF_DAMAGED)
    resources = PDFResourceManager(caching=True)
    device = _CountingAggregator(resources)
    interpreter = FastPageInterpreter(resources, device)
    page_segments: list[PageSegments] = []
    has_graphics = False
    for number, page in enumerate(pages, start=1):
        # Text is read in the page's own upright coordinates: a /Rotate for display does not change the words.
        page.rotate = 0
        interpreter.process_page(page)
        layout = device.get_result()
        segments, page_has_graphics = _page_segments(layout)
        has_graphics = has_graphics or page_has_graphics
        page_segments.append(PageSegments(number, layout.width, layout.height, tuple(segments)))
    visible = sum(len(segment.text.replace(" ", "")) for page in page_segments for segment in page.segments)
    if visible == 0 or (visible < _SCANNED_MAX_CHARACTERS and has_graphics):
        if device.undecodable_characters > visible:
            raise InvalidInput(messages.PDF_UNDECODABLE_FONTS)
        raise InvalidInput(messages.PDF_WITHOUT_TEXT_LAYER)
    if device.undecodable_characters > visible:
        raise InvalidInput(messages.PDF_UNDECODABLE_FONTS)
    lines = _lines(remove_running_lines(page_segments))
    return ExtractedDocument(file_type=FileType.PDF, lines=lines, page_count=len(pages))


def _bounded_pages(document: PDFDocument) -> list[PDFPage]:
    page_tree = resolve1(document.catalog.get("Pages"))
    declared = resolve1(page_tree.get("Count")) if isinstance(page_tree, dict) else None
    if isinstance(declared, int) and declared > MAX_PDF_PAGES:
        raise InvalidInput(messages.PDF_TOO_MANY_PAGES)
    pages = list(itertools.islice(PDFPage.create_pages(document), MAX_PDF_PAGES + 1))
    if len(pages) > MAX_PDF_PAGES:
        raise InvalidInput(messages.PDF_TOO_MANY_PAGES)
    return pages


def _page_segments(layout: LTPage) -> tuple[list[TextSegment], bool]:
    segments: list[TextSegment] = []
    marks: list[Mark] = []
    has_graphics = False
    for item in _walk(layout):
        if isinstance(item, LTTextLineHorizontal):
            segment = segment_from_line(item, layout.height)
            if segment is not None:
                segments.append(segment)
        elif isinstance(item, LTImage | LTCurve):
            has_graphics = True
            if isinstance(item, LTCurve) and item.fill:
                marks.append(Mark(item.x0, item.x1, layout.height - item.y1, layout.height - item.y0))
    return with_drawn_bullets(marks, segments), has_graphics


def _walk(container: LTComponent) -> Iterator[LTComponent]:
    """Text lines, images and drawings of a page, looking inside text boxes and figures."""
    stack: list[LTComponent] = [container]
    while stack:
        item = stack.pop()
        if isinstance(item, LTTextLineHorizontal | LTImage | LTCurve):
            yield item
        elif isinstance(item, LTContainer):
            stack.extend(reversed(list(item)))


def _lines(pages: list[PageSegments]) -> list[DocumentLine]:
    lines: list[DocumentLine] = []
    block = 0
    for page in pages:
        for flow in reading_order(page.segments):
            previous: Row | None = None
            block += 1
            for row in flow:
                if previous is not None and _starts_block(previous, row):
                    block += 1
                lines.append(
                    DocumentLine(
                        text=row.text,
                        page=page.number,
                        font_size=row.font_size,
                        bold=row.bold,
                        x0=round(row.x0, 1),
                        block=block,
                    )
                )
                previous = row
    return lines


def _starts_block(previous: Row, row: Row) -> bool:
    return row.top - previous.bottom > _BLOCK_GAP_EMS * max(previous.font_size, row.font_size)
