"""Vitae: resume analysis, enhancement, tailoring, building and interview practice."""

__version__ = "0.1.0"
