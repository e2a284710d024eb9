"""Upload -> parsed and scored response over HTTP, for a two-page PDF and a DOCX: p50 and p95 (target p50 ≤ 150 ms)."""

import sys
import time

import httpx
from _server import SHARED_DATA, percentile, running_server

ROUNDS = 40
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
            print(
                f"upload -> scored, {label}: p50 {percentile(timings, 0.5):.1f} ms, "
                f"p95 {percentile(timings, 0.95):.1f} ms over {ROUNDS} requests (target p50 <= 150 ms)"
            )


if __name__ == "__main__":
    main()
