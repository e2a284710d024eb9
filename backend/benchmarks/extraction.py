"""Extraction time for a two-page PDF and a DOCX: in-process and through the bounded worker pool.

    uv run python benchmarks/extraction.py

Uses rendercv-Classic.pdf (two pages) and vanetik-32.docx from the shared data when present, otherwise a
two-page resume rendered with typst and a generated DOCX. Targets: two-page PDF p50 <= 60 ms in-process, and
>= 20 resumes per second per core.
"""

import io
import statistics
import threading
import time
from collections.abc import Callable
from pathlib import Path

import docx
import typst

from vitae.bounded import WorkerPool
from vitae.documents import DocumentReader, extract_document

SHARED_DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
ROUNDS = 60
WORKERS = 2
THROUGHPUT_DOCUMENTS = 120


def samples() -> dict[str, bytes]:
    pdf = SHARED_DATA / "resume-pdfs" / "rendercv-Classic.pdf"
    word = SHARED_DATA / "resume-docx" / "vanetik-32.docx"
    if pdf.exists() and word.exists():
        return {f"two-page PDF ({pdf.name})": pdf.read_bytes(), f"DOCX ({word.name})": word.read_bytes()}
    print(f"no shared data at {SHARED_DATA}: using generated documents")
    return {"two-page PDF (typst)": generated_pdf(), "DOCX (python-docx)": generated_docx()}


def generated_pdf() -> bytes:
    bullets = "\n".join(f"- Delivered project {index}, on time and under budget, for a client" for index in range(70))
    source = f"#text(size: 20pt)[Jane Smith]\n\njane@example.com\n\n== Experience\n{bullets}\n"
    return typst.compile(source.encode(), format="pdf")


def generated_docx() -> bytes:
    document = docx.Document()
    document.add_heading("Jane Smith", level=0)
    for index in range(40):
        document.add_paragraph(f"Delivered project {index}, on time and under budget", style="List Bullet")
    output = io.BytesIO()
    document.save(output)
    return output.getvalue()


def timings_ms(read: Callable[[bytes], object], data: bytes, clock: Callable[[], float]) -> list[float]:
    read(data)  # warm-up
    measured = []
    for _ in range(ROUNDS):
        started = clock()
        read(data)
        measured.append((clock() - started) * 1000)
    return measured


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def report(label: str, measured: list[float]) -> None:
    print(
        f"{label}: p50 {statistics.median(measured):.1f} ms, p95 {percentile(measured, 0.95):.1f} ms "
        f"({len(measured)} runs)"
    )


def throughput(reader: DocumentReader, data: bytes) -> float:
    """Documents per second with one caller thread per worker, all workers busy."""
    remaining = list(range(THROUGHPUT_DOCUMENTS))
    lock = threading.Lock()

    def work() -> None:
        while True:
            with lock:
                if not remaining:
                    return
                remaining.pop()
            reader.extract(data)

    threads = [threading.Thread(target=work) for _ in range(WORKERS)]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return THROUGHPUT_DOCUMENTS / (time.perf_counter() - started)


def main() -> None:
    documents = samples()
    for label, data in documents.items():
        report(f"in-process, {label}", timings_ms(extract_document, data, time.perf_counter))
        # Processor time of this process alone: what the machine's other work does not inflate.
        processor = timings_ms(extract_document, data, time.process_time)
        report(f"in-process, {label}, processor time", processor)
        print(f"  = {1000 / statistics.median(processor):.0f} documents per second on one core")
    with WorkerPool(workers=WORKERS) as pool:
        reader = DocumentReader(pool)
        for label, data in documents.items():
            report(f"bounded reader, {label}", timings_ms(reader.extract, data, time.perf_counter))
        for label, data in documents.items():
            rate = throughput(reader, data)
            per_core = rate / WORKERS
            print(f"bounded reader, {WORKERS} workers busy, {label}: {rate:.0f} documents/s, {per_core:.0f} per core")


if __name__ == "__main__":
    main()
