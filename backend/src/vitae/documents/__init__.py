"""Bytes -> text in reading order (PDF, DOCX, DOC, TXT), with type sniffing and bounded extraction."""
