"""The fast paths (content-stream reader, character boxes) must produce exactly what pdfminer produces."""

import io
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from pdfminer.converter import PDFLayoutAnalyzer
from pdfminer.layout import LTChar
from pdfminer.pdfcolor import PDFColorSpace
from pdfminer.pdfdocument import PDFDocument
from pdfminer.pdffont import PDFFont
from pdfminer.pdfinterp import PDFContentParser, PDFGraphicState, PDFPageInterpreter, PDFResourceManager
from pdfminer.pdfpage import PDFPage
from pdfminer.pdfparser import PDFParser
from pdfminer.pdftypes import PDFStream, stream_value
from pdfminer.psexceptions import PSException
from pdfminer.psparser import PSEOF
from pdfminer.utils import Matrix

from tests.unit.documents_builders import SINGLE_COLUMN_RESUME, TWO_COLUMN_RESUME, typst_pdf
from vitae.documents.pdf_characters import make_char
from vitae.documents.pdf_content import content_objects


def _comparable(item: Any) -> Any:
    if isinstance(item, PDFStream):
        return ("inline image", item.attrs, item.rawdata)
    if isinstance(item, list):
        return [_comparable(element) for element in item]
    if isinstance(item, dict):
        return {key: _comparable(value) for key, value in item.items()}
    return item


def _pdfminer_objects(data: bytes) -> list[Any] | None:
    """pdfminer's reading, or None where pdfminer gives up on malformed syntax (the fast reader skips it)."""
    parser = PDFContentParser([PDFStream({}, data)])
    objects: list[Any] = []
    while True:
        try:
            _, item = parser.nextobject()
        except PSEOF:
            return objects
        except PSException:
            return None
        objects.append(_comparable(item))


def _fast_objects(data: bytes) -> list[Any]:
    return [_comparable(item) for item in content_objects(data)]


def _page_contents(pdf: bytes) -> list[bytes]:
    document = PDFDocument(PDFParser(io.BytesIO(pdf)))
    return [
        b"\n".join(stream_value(stream).get_data() for stream in page.contents)
        for page in PDFPage.create_pages(document)
    ]


def test_same_objects_on_real_page_contents() -> None:
    for source in (SINGLE_COLUMN_RESUME, TWO_COLUMN_RESUME):
        for contents in _page_contents(typst_pdf(source)):
            assert _fast_objects(contents) == _pdfminer_objects(contents)


def test_every_construct() -> None:
    contents = (
        b"% a comment\n/F1 12 Tf 0 -1.5 +3 .25 -.5 5. Td (Hello \\(world\\) \\101\\102C\\n) Tj\n"
        b"[(Jo) -120 (hn) <4A6F 686e> <4>] TJ /Na#6De#20x BT ET T* ' \" true false null\n"
        b"(nested (parens) here) Tj (line\\\r\ncontinued) Tj (\\q unknown) Tj\n"
        b"/Span << /ActualText <FEFF0041> /K [1 2 <<>>] >> BDC EMC { 1 add } 0 0 m\n"
        b"BI /W 2 /H 2 /BPC 8 /CS /G ID \x00\xff\x10\x20 EI Q\n"
    )
    assert _fast_objects(contents) == _pdfminer_objects(contents)


_tokens = st.one_of(
    st.integers(-100_000, 100_000).map(lambda number: str(number).encode()),
    st.floats(-1000, 1000, allow_nan=False).map(lambda number: f"{number:.3f}".encode()),
    st.from_regex(rb"\A/[A-Za-z0-9_.+-]{0,8}\Z", fullmatch=True),
    st.binary(max_size=12).map(lambda raw: b"<" + raw.hex().encode() + b">"),
    st.text("abcXYZ 012()\\\n", max_size=16).map(lambda text: b"(" + _balanced(text).encode() + b")"),
    st.sampled_from([b"Tj", b"TJ", b"Tf", b"Td", b"BT", b"ET", b"q", b"Q", b"cm", b"re", b"f*", b"'", b'"']),
    st.sampled_from([b"[", b"]", b"<<", b">>", b"true", b"false", b"% note\n"]),
)


def _balanced(text: str) -> str:
    """A string body whose parentheses are escaped or balanced, and which does not end inside an escape."""
    escaped = text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
    return escaped + " (inner)"


@settings(max_examples=150, deadline=None)
@given(st.lists(_tokens, max_size=40), st.sampled_from([b" ", b"\n", b"\r\n", b"\t", b"  "]))
def test_same_objects_on_generated_streams(tokens: list[bytes], separator: bytes) -> None:
    contents = separator.join(tokens)
    fast = _fast_objects(contents)
    reference = _pdfminer_objects(contents)
    if reference is not None:
        assert fast == reference


def test_fast_characters_equal_pdfminer_characters() -> None:
    """Characters built by make_char carry the same attributes as pdfminer's own LTChar, rotated ones included."""
    source = SINGLE_COLUMN_RESUME + "\n#rotate(90deg)[Sideways note] #scale(x: -100%)[Mirrored] #text(size: 3pt)[tiny]"
    document = PDFDocument(PDFParser(io.BytesIO(typst_pdf(source))))
    resources = PDFResourceManager(caching=True)
    recorder = _RecordingDevice(resources)
    interpreter = PDFPageInterpreter(resources, recorder)
    for page in PDFPage.create_pages(document):
        interpreter.process_page(page)
    assert len(recorder.pairs) > 100
    for fast, reference in recorder.pairs:
        assert _attributes(fast) == _attributes(reference)


class _RecordingDevice(PDFLayoutAnalyzer):
    def __init__(self, resources: PDFResourceManager) -> None:
        super().__init__(resources, laparams=None)
        self.pairs: list[tuple[LTChar, LTChar]] = []

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
        arguments = (matrix, font, fontsize, scaling, rise, font.to_unichr(cid), font.char_width(cid))
        rest = (font.char_disp(cid), ncs, graphicstate)
        self.pairs.append((make_char(*arguments, *rest), LTChar(*arguments, *rest)))
        return self.pairs[-1][1].adv


def _attributes(char: LTChar) -> dict[str, Any]:
    return {name: value for name, value in vars(char).items()}
