"""Upload -> parsed and scored response over HTTP: p50 and p95 (target p50 ≤ 150 ms).

Two measures. The same two-page PDF and DOCX uploaded again and again, as before; and 40 different two-page PDFs,
each uploaded once. The second is what a server of many users sees: the scorer keeps what it learnt about recent
lines (tags, read-across checks, sentence vectors), and a file uploaded again finds all of it known. The different
PDFs are resumes-ner texts printed in the default template before the clock starts.
"""

import html
import re
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager

import httpx
from _server import SHARED_DATA, cpu_seconds, percentile, running_server_process

from vitae.render.pdf import page_count, render_pdf
from vitae.resume.parser import parse_resume_text

ROUNDS = 40
_TAG = re.compile(r"<[^>]+>")
SAMPLES = {
    "two-page PDF (rendercv-Classic.pdf)": SHARED_DATA / "resume-pdfs" / "rendercv-Classic.pdf",
    "DOCX (vanetik-31.docx)": SHARED_DATA / "resume-docx" / "vanetik-31.docx",
}


def main() -> None:
    if not SHARED_DATA.is_dir():
        print(f"skipped: no shared data at {SHARED_DATA}")
        return
    for label, path in SAMPLES.items():
        with _signed_in() as (client, _):
            data = path.read_bytes()
            _upload(client, path.name, data)  # the first request after start is not counted
            _report(f"{label}, the same file again", [_upload(client, path.name, data) for _ in range(ROUNDS)])
    different = _different_two_page_pdfs(ROUNDS + 1)
    # A server of its own, so that no worker is renewed (and loads its models) while the CPU time is counted.
    with _signed_in() as (client, server):
        _upload(client, "first.pdf", different[0])
        cpu_before = cpu_seconds(server)
        timings = [_upload(client, f"resume-{number}.pdf", data) for number, data in enumerate(different[1:])]
        cpu_ms = (cpu_seconds(server) - cpu_before) * 1000 / len(timings)
    _report(f"{len(timings)} different two-page PDFs, each once", timings)
    print(f"  CPU of the server and its workers per upload of a different PDF: {cpu_ms:.1f} ms")


@contextmanager
def _signed_in() -> Iterator[tuple[httpx.Client, int]]:
    with (
        running_server_process(VITAE_BASE_RESUME_LIMIT="100000") as (base_url, server),
        httpx.Client(base_url=base_url, timeout=60) as client,
    ):
        client.post(
            "/api/auth/register",
            json={"email": "bench@example.com", "password": "quarterly tortoise", "firstName": "B", "lastName": "M"},
        ).raise_for_status()
        yield client, server


def _upload(client: httpx.Client, name: str, data: bytes) -> float:
    """Milliseconds from sending the file to the scored answer."""
    started = time.perf_counter()
    response = client.post("/api/resumes", files={"resume": (name, data)})
    elapsed = (time.perf_counter() - started) * 1000
    if response.status_code != 201:
        sys.exit(f"{name}: upload failed with {response.status_code}: {response.text}")
    return elapsed


def _different_two_page_pdfs(count: int) -> list[bytes]:
    pdfs = []
    for xml in sorted((SHARED_DATA / "resumes-ner").glob("*.xml"), key=lambda path: int(path.stem)):
        text = html.unescape(_TAG.sub("", xml.read_text(encoding="utf-8")))
        pdf = render_pdf(parse_resume_text(text))
        if page_count(pdf) == 2:
            pdfs.append(pdf)
        if len(pdfs) == count:
            break
    return pdfs


def _report(label: str, timings: list[float]) -> None:
    print(
        f"upload -> scored, {label}: p50 {percentile(timings, 0.5):.1f} ms, "
        f"p95 {percentile(timings, 0.95):.1f} ms over {len(timings)} requests (target p50 <= 150 ms)"
    )


if __name__ == "__main__":
    main()
