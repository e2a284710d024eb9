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

import httpx
from _server import SHARED_DATA, percentile, running_server

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
    with (
        running_server(VITAE_BASE_RESUME_LIMIT="100000") as base_url,
        httpx.Client(base_url=base_url, timeout=60) as client,
    ):
        client.post(
            "/api/auth/register",
            json={
                "email": "bench@example.com",
                "password": "quarterly tortoise",
                "firstName": "Bench",
                "lastName": "Mark",
            },
        ).raise_for_status()
        for label, path in SAMPLES.items():
            data = path.read_bytes()
            timings = []
            for round_number in range(ROUNDS + 1):
                started = time.perf_counter()
                response = client.post("/api/resumes", files={"resume": (path.name, data)})
                elapsed = (time.perf_counter() - started) * 1000
                if response.status_code != 201:
                    sys.exit(f"{label}: upload failed with {response.status_code}: {response.text}")
                if round_number:  # the first request after start is not counted
                    timings.append(elapsed)
            _report(f"{label}, the same file again", timings)
        timings = []
        for number, data in enumerate(_different_two_page_pdfs(ROUNDS)):
            started = time.perf_counter()
            response = client.post("/api/resumes", files={"resume": (f"resume-{number}.pdf", data)})
            timings.append((time.perf_counter() - started) * 1000)
            if response.status_code != 201:
                sys.exit(f"different PDFs: upload failed with {response.status_code}: {response.text}")
        _report(f"{len(timings)} different two-page PDFs, each once", timings)


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
