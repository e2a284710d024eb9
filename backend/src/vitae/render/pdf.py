"""Resume -> PDF through the typst templates in `templates/`, with the fonts shipped in `fonts/`.

The resume reaches the template as a JSON file, never as Typst source, so whatever the user wrote is printed as
text. Only the fonts of this package (and Typst's own) are used: the output is the same on every machine.

Speed by design: the fonts are indexed once per process and the templates read once, and each compiler is kept warm
between renders. The resume travels as an in-memory file rather than in `sys.inputs`: Typst's memoized evaluation
and layout depend on `sys.inputs`, so new inputs would void every cached result, while a changed file voids only
what read it. Everything the resume does not change (the template, its styles, headings, dates, names) is then laid
out once and reused, and no temporary file is written.
"""

import functools
import json
import queue
import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Literal

import typst

from vitae.bounded import Refusals
from vitae.errors import InvalidInput
from vitae.render.catalogue import DEFAULT_TEMPLATE, Paper, check_paper, check_template, template_ids
from vitae.render.document import RenderDocument, build_render_document
from vitae.resume.model import ParsedResume

TEMPLATES_DIR = Path(__file__).parent / "templates"
FONTS_DIR = Path(__file__).parent / "fonts"
SHARED_LAYOUT = "resume.typ"  # the layout every template imports
INPUT_FILE = "input.json"  # what the templates read: {"paper": ..., "longWords": {...}, "document": {...}}
_MAIN_FILE = "main.typ"  # the name the typst binding takes for the entry point of in-memory files
_TYPST_PAPER: dict[Paper, str] = {"letter": "us-letter", "a4": "a4"}
# A run of this many characters without a space (a URL, a pasted hash) could run off the page: the template then
# lets it wrap. Known beforehand, so the far slower rule that looks for such runs runs only over the parts (the header,
# a section) that hold one.
_LONG_WORD = re.compile(r"\S{30,}")
# Typst marks its tagged PDFs '/MarkInfo<</Marked true/Suspects false>>'. Poppler (22.x) warns 'Suspects object is
# wrong type (boolean)' on any '/Suspects' but true; false is the default, so the entry is blanked out: the same
# number of spaces keeps every byte offset of the cross-reference table right.
_SUSPECTS_FALSE = b"/Suspects false"
# A long resume has three or four pages; the builder's caps keep its content well within this.
MAX_PAGES = 20
TOO_MANY_PAGES = (
    f"This resume runs to more than {MAX_PAGES} pages, far more than a resume, so it was not made. "
    "Please shorten it (recruiters read one to three pages)."
)
RENDER_REFUSALS = Refusals(
    timed_out="Making this PDF took too long, so it was stopped. Please shorten the resume and try again.",
    out_of_memory="Making this PDF needed too much memory, so it was stopped. Please shorten the resume.",
    failed="This PDF could not be made. Please try again, or try another template.",
)
MAX_FIT = 4  # the tightest layout step of the templates (see `_fitted` in resume.typ)
_PAGE_OBJECT = re.compile(rb"/Type\s*/Page(?![a-zA-Z])")


class _CompilerPool:
    """Compilers of one template. A typst Compiler keeps its caches between runs but refuses concurrent use, so
    each render borrows an idle one and a new one is made only when all are busy."""

    def __init__(self, fonts: typst.Fonts) -> None:
        self._fonts = fonts
        self._idle: queue.SimpleQueue[typst.Compiler] = queue.SimpleQueue()

    @contextmanager
    def borrow(self) -> Iterator[typst.Compiler]:
        try:
            compiler = self._idle.get_nowait()
        except queue.Empty:
            # The root holds only the templates; every file a render reads is given in memory.
            compiler = typst.Compiler(root=str(TEMPLATES_DIR), font_paths=self._fonts)
        try:
            yield compiler
        finally:
            self._idle.put(compiler)


class PdfRenderer:
    """Renders resumes with every template. Loads the fonts and reads the templates once; safe to share between
    threads."""

    def __init__(self) -> None:
        fonts = typst.Fonts(include_system_fonts=False, include_embedded_fonts=True, font_paths=[str(FONTS_DIR)])
        shared = (TEMPLATES_DIR / SHARED_LAYOUT).read_bytes()
        self._sources = {
            template: {_MAIN_FILE: (TEMPLATES_DIR / f"{template}.typ").read_bytes(), SHARED_LAYOUT: shared}
            for template in template_ids()
        }
        self._pools = {template: _CompilerPool(fonts) for template in template_ids()}

    def render(
        self,
        resume: ParsedResume,
        *,
        template: str = DEFAULT_TEMPLATE,
        paper: Paper = "letter",
        max_pages: int | None = None,
    ) -> bytes:
        """The resume as a PDF; with `max_pages` (the pages of the document it came from), laid out tighter, step
        by step, until it takes no more pages, or as tight as the template allows."""
        return self.render_document(build_render_document(resume), template=template, paper=paper, max_pages=max_pages)

    def render_document(
        self,
        document: RenderDocument,
        *,
        template: str = DEFAULT_TEMPLATE,
        paper: Paper = "letter",
        max_pages: int | None = None,
    ) -> bytes:
        for fit in range(MAX_FIT + 1):
            pdf = self._compile_pdf(document, template, paper, fit)
            if max_pages is None or page_count(pdf) <= max_pages:
                break
        return without_default_suspects(pdf)

    def _compile_pdf(self, document: RenderDocument, template: str, paper: Paper, fit: int) -> bytes:
        pdf = self._compile(document, template, paper, "pdf", fit)
        if not isinstance(pdf, bytes):
            raise TypeError("typst returned pages instead of one PDF")
        return pdf

    def render_svg_pages(
        self, resume: ParsedResume, *, template: str = DEFAULT_TEMPLATE, paper: Paper = "letter"
    ) -> list[bytes]:
        """One SVG per page, from the same template as the PDF: a preview that matches the download. Text is drawn
        as glyph outlines, so no resume text becomes SVG markup."""
        pages = self._compile(build_render_document(resume), template, paper, "svg")
        return [pages] if isinstance(pages, bytes) else list(pages)

    def _compile(
        self, document: RenderDocument, template: str, paper: Paper, output: Literal["pdf", "svg"], fit: int = 0
    ) -> bytes | list[bytes]:
        template = check_template(template)
        files = {**self._sources[template], INPUT_FILE: template_input(document, check_paper(paper), fit)}
        with self._pools[template].borrow() as compiler:
            # The type stubs of typst 0.15 name only a path or bytes; the binding also takes a dict of files.
            result = compiler.compile(input=files, format=output)  # type: ignore[type-var]
        if result is None:
            raise TypeError("typst wrote no output")
        if output == "pdf":
            pages = page_count(result) if isinstance(result, bytes) else 0
        else:
            pages = 1 if isinstance(result, bytes) else len(result)
        if pages > MAX_PAGES:
            raise InvalidInput(TOO_MANY_PAGES)
        return result


def without_default_suspects(pdf: bytes) -> bytes:
    """The PDF without its '/Suspects false' mark-info entry (the default), which poppler warns about."""
    return pdf.replace(_SUSPECTS_FALSE, b" " * len(_SUSPECTS_FALSE), 1)


def page_count(pdf: bytes) -> int:
    """The pages of a PDF typst wrote (its page objects are written out, not packed in object streams)."""
    return len(_PAGE_OBJECT.findall(pdf))


def template_input(document: RenderDocument, paper: Paper, fit: int = 0) -> bytes:
    """The JSON file a template reads: the document, the paper name, and which parts (the header, each section) hold
    a word long enough to need wrapping."""
    data = document.model_dump(mode="json")
    header = [data["name"], data["headline"], *(contact["text"] for contact in data["contacts"])]
    long_words = {
        "header": _has_long_word(header),
        "sections": [_has_long_word(_texts(section)) for section in data["sections"]],
    }
    payload = {"paper": _TYPST_PAPER[paper], "longWords": long_words, "fit": fit, "document": data}
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode()


def _has_long_word(texts: Iterable[str]) -> bool:
    return any(_LONG_WORD.search(text) for text in texts)


def _texts(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _texts(item)
    elif isinstance(value, list):
        for item in value:
            yield from _texts(item)


@functools.cache
def default_renderer() -> PdfRenderer:
    """One renderer per process: the fonts and templates it loads are read-only package data."""
    return PdfRenderer()


def render_pdf(
    resume: ParsedResume, *, template: str = DEFAULT_TEMPLATE, paper: Paper = "letter", max_pages: int | None = None
) -> bytes:
    """The resume as an ATS-safe PDF (see `PdfRenderer.render`). Raises InvalidInput for an unknown template or paper
    size."""
    return default_renderer().render(resume, template=template, paper=paper, max_pages=max_pages)


def render_svg_pages(resume: ParsedResume, *, template: str = DEFAULT_TEMPLATE, paper: Paper = "letter") -> list[bytes]:
    """The pages of the PDF `render_pdf` gives, as SVG images for a preview."""
    return default_renderer().render_svg_pages(resume, template=template, paper=paper)
