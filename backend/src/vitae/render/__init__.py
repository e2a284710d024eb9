"""Resume -> files the user downloads: PDF through typst templates (and SVG pages of it for previews), DOCX, JSON
Resume; and their file names."""

from vitae.render.catalogue import DEFAULT_TEMPLATE, PAPERS, Paper, TemplateInfo, templates
from vitae.render.docx import render_docx
from vitae.render.filenames import comparison_file_name, content_disposition, detail_file_name, tweak_file_name
from vitae.render.json_resume import render_json_resume
from vitae.render.pdf import PdfRenderer, render_pdf, render_svg_pages

__all__ = [
    "DEFAULT_TEMPLATE",
    "PAPERS",
    "Paper",
    "PdfRenderer",
    "TemplateInfo",
    "comparison_file_name",
    "content_disposition",
    "detail_file_name",
    "render_docx",
    "render_json_resume",
    "render_pdf",
    "render_svg_pages",
    "templates",
    "tweak_file_name",
]
