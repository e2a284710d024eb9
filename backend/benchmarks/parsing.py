"""Resumes parsed per second on one core: the parse step alone and the whole pipeline (extract, parse, score)."""

import re
import time
from pathlib import Path

from _server import SHARED_DATA

from vitae.analysis import analyze_document
from vitae.ats import prepare_scoring
from vitae.documents.extraction import extract_document
from vitae.resume.parser import parse_resume_text

TAG = re.compile(r"</?label[^>]*>|</?cv[^>]*>")


def resume_texts() -> list[str]:
    return [
        TAG.sub("", path.read_text(encoding="utf-8")) for path in sorted((SHARED_DATA / "resumes-ner").glob("*.xml"))
    ]


def files() -> list[Path]:
    return sorted((SHARED_DATA / "resume-pdfs").glob("*.pdf")) + sorted((SHARED_DATA / "resume-docx").glob("*.docx"))


def main() -> None:
    if not SHARED_DATA.is_dir():
        print(f"skipped: no shared data at {SHARED_DATA}")
        return
    texts = resume_texts()
    started = time.perf_counter()
    for text in texts:
        parse_resume_text(text)
    elapsed = time.perf_counter() - started
    print(f"parser: {len(texts) / elapsed:.0f} resumes/s on one core ({len(texts)} resumes-ner texts; target >= 20)")

    prepare_scoring()
    documents = [path.read_bytes() for path in files()]
    started = time.perf_counter()
    for data in documents:
        analyze_document(extract_document(data))
    elapsed = time.perf_counter() - started
    print(
        f"extract + parse + score: {len(documents) / elapsed:.1f} files/s on one core ({len(documents)} PDF and DOCX)"
    )


if __name__ == "__main__":
    main()
