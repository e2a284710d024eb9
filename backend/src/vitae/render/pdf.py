"""Resume -> PDF through the typst templates in `templates/`, with the fonts shipped in `fonts/`.

The resume reaches the template as JSON in `sys.inputs`, never as Typst source, so whatever the user wrote is printed
as text. Only the fonts of this package (and Typst's own) are used: the output is the same on every machine.
"""

import functools
import queue
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Literal

import typst

from vitae.render.catalogue import DEFAULT_TEMPLATE, Paper, check_paper, check_template, template_ids
from vitae.render.document import RenderDocument, build_render_document
from vitae.resume.model import ParsedResume

TEMPLATES_DIR = Path(__file__).parent / "templates"
FONTS_DIR = Path(__file__).parent / "fonts"
_TYPST_PAPER: dict[Paper, str] = {"letter": "us-letter", "a4": "a4"}


class _CompilerPool:
    """Compilers of one template. A typst Compiler keeps its parsed template and caches between runs but refuses
    concurrent use, so each render borrows an idle one and a new one is made only when all are busy."""

    def __init__(self, source: Path, fonts: typst.Fonts) -> None:
        self._source = source
        self._fonts = fonts
        self._idle: queue.SimpleQueue[typst.Compiler] = queue.SimpleQueue()

    @contextmanager
    def borrow(self) -> Iterator[typst.Compiler]:
        try:
            compiler = self._idle.get_nowait()
        except queue.Empty:
            compiler = typst.Compiler(str(self._source), root=str(self._source.parent), font_paths=self._fonts)
        try:
            yield compiler
        finally:
            self._idle.put(compiler)


class PdfRenderer:
    """Renders resumes with every template. Loads the fonts once; safe to share between threads."""

    def __init__(self) -> None:
        fonts = typst.Fonts(include_system_fonts=False, include_embedded_fonts=True, font_paths=[str(FONTS_DIR)])
        self._pools = {template: _CompilerPool(TEMPLATES_DIR / f"{template}.typ", fonts) for template in template_ids()}

    def render(self, resume: ParsedResume, *, template: str = DEFAULT_TEMPLATE, paper: Paper = "letter") -> bytes:
        return self.render_document(build_render_document(resume), template=template, paper=paper)

    def render_document(
        self, document: RenderDocument, *, template: str = DEFAULT_TEMPLATE, paper: Paper = "letter"
    ) -> bytes:
        pdf = self._compile(document, template, paper, "pdf")
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
        self, document: RenderDocument, template: str, paper: Paper, output: Literal["pdf", "svg"]
    ) -> bytes | list[bytes]:
        pool = self._pools[check_template(template)]
        inputs = {"data": template_data(document), "paper": _TYPST_PAPER[check_paper(paper)]}
        with pool.borrow() as compiler:
            result = compiler.compile(format=output, sys_inputs=inputs)
        if result is None:
            raise TypeError("typst wrote no output")
        return result


def template_data(document: RenderDocument) -> str:
    """The JSON a template reads from `sys.inputs.data`."""
    return document.model_dump_json()


@functools.cache
def default_renderer() -> PdfRenderer:
    """One renderer per process: the fonts and templates it loads are read-only package data."""
    return PdfRenderer()


def render_pdf(resume: ParsedResume, *, template: str = DEFAULT_TEMPLATE, paper: Paper = "letter") -> bytes:
    """The resume as an ATS-safe PDF. Raises InvalidInput for an unknown template or paper size."""
    return default_renderer().render(resume, template=template, paper=paper)


def render_svg_pages(resume: ParsedResume, *, template: str = DEFAULT_TEMPLATE, paper: Paper = "letter") -> list[bytes]:
    """The pages of the PDF `render_pdf` gives, as SVG images for a preview."""
    return default_renderer().render_svg_pages(resume, template=template, paper=paper)
