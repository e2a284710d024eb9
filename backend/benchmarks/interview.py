"""One interview turn over HTTP (answer -> next question with its MP3), p50 and p95, for each speech engine this
machine has (target p50 <= 250 ms with audio prepared ahead):

- prepared: the candidate takes a few seconds to answer, as people do, while the server voices what may come next;
- unprepared: answers sent back to back on a fresh server, so each turn may wait for its question's synthesis.

Every MP3 returned is decoded and its length checked against the question's words. Also times one synthesis.

    uv run python benchmarks/interview.py
"""

import base64
import io
import statistics
import sys
import time

import httpx
from _server import percentile, running_server
from mutagen.mp3 import MP3

from vitae.interview.bank import question_bank
from vitae.interview.speech import EspeakSpeech, PiperSpeech

ANSWER = (
    "At my last company our checkout service kept timing out during sales, and I was responsible for fixing it. "
    "I profiled the slow PostgreSQL queries, added an index and a Redis cache, and moved email to a queue. "
    "As a result, p99 latency fell from 2 seconds to 300 ms and we handled three times the traffic."
)
ROLES = ("Backend Engineer", "Data Scientist", "Product Manager", "Registered Nurse")
THINKING_SECONDS = 4.0  # how long the benchmark's candidate takes to answer in the prepared scenario
WARM_UP_SECONDS = 20.0  # after the first start: the voice model loads and the first questions are voiced
WORDS_PER_SECOND = 2.5


def start(client: httpx.Client, role: str) -> tuple[str, str]:
    body = {"type": "Mixed", "jobType": role, "level": "Mid-Level", "jobDescription": "", "duration": 45}
    response = client.post("/api/interview/start", json=body, timeout=120)
    response.raise_for_status()
    return response.json()["sessionId"], response.json()["question"]


def audio_is_valid(question: str, audio: str | None) -> bool:
    if not audio:
        return False
    seconds = float(MP3(io.BytesIO(base64.b64decode(audio))).info.length)
    expected = len(question.split()) / WORDS_PER_SECOND
    return expected / 10 <= seconds <= expected * 10


def run_interview(client: httpx.Client, role: str, thinking: float) -> tuple[list[float], int, int]:
    session_id, _question = start(client, role)
    timings: list[float] = []
    valid = 0
    while True:
        time.sleep(thinking)
        started = time.perf_counter()
        response = client.post(
            "/api/interview/evaluate",
            json={"sessionId": session_id, "answer": ANSWER, "isFinal": False, "spokenSeconds": 40},
            timeout=120,
        )
        timings.append((time.perf_counter() - started) * 1000)
        response.raise_for_status()
        reply = response.json()
        valid += audio_is_valid(reply["nextQuestion"], reply["audio"])
        if reply["isComplete"]:
            return timings, valid, len(timings)


def report(label: str, timings: list[float], valid: int, turns: int) -> None:
    print(
        f"  {label}: p50 {percentile(timings, 0.5):.0f} ms, p95 {percentile(timings, 0.95):.0f} ms over {turns} turns, "
        f"valid MP3 {valid}/{turns} (target p50 <= 250 ms)"
    )


def bench_engine(engine: str) -> None:
    print(f"speech engine {engine}:")
    with running_server(VITAE_SPEECH_ENGINE=engine) as base_url, httpx.Client(base_url=base_url, timeout=60) as client:
        client.post(
            "/api/auth/register",
            json={
                "email": "bench@example.com",
                "password": "quarterly tortoise",
                "firstName": "Bench",
                "lastName": "Mark",
            },
        ).raise_for_status()
        timings, valid, turns = run_interview(client, ROLES[0], thinking=0.0)
        report("unprepared (answers back to back, fresh server)", timings, valid, turns)
        time.sleep(WARM_UP_SECONDS)
        all_timings: list[float] = []
        all_valid = all_turns = 0
        for role in ROLES[1:3]:
            timings, valid, turns = run_interview(client, role, thinking=THINKING_SECONDS)
            all_timings += timings
            all_valid += valid
            all_turns += turns
        report(f"prepared (the candidate answers in {THINKING_SECONDS:.0f} s)", all_timings, all_valid, all_turns)


def pace(engine: PiperSpeech | EspeakSpeech) -> str:
    """Words a minute as a listener hears them, over a spread of the question bank (target about 160)."""
    texts = [question.text for family in question_bank().values() for question in family.questions][::8]
    rates = [
        60 * len(text.split()) / float(MP3(io.BytesIO(engine.synthesize(text) or b"")).info.length) for text in texts
    ]
    return (
        f"pace median {statistics.median(rates):.0f} words a minute (range {min(rates):.0f}-{max(rates):.0f}, "
        f"{len(texts)} questions; target about 160)"
    )


def bench_synthesis() -> None:
    question = "Tell me about a time you led a team through a difficult deadline. What was the result?"
    for engine in (PiperSpeech(), EspeakSpeech()):
        if not engine.available():
            continue
        started = time.perf_counter()
        engine.synthesize("Hello.")
        first = (time.perf_counter() - started) * 1000
        samples = []
        for _ in range(3):
            started = time.perf_counter()
            engine.synthesize(question)
            samples.append((time.perf_counter() - started) * 1000)
        print(
            f"synthesis {engine.name}: first call {first:.0f} ms (loads the voice), "
            f"then {statistics.median(samples):.0f} ms for a {len(question.split())}-word question; {pace(engine)}"
        )


def main() -> int:
    bench_synthesis()
    candidates = (("piper", PiperSpeech.available()), ("espeak", EspeakSpeech.available()))
    engines = [name for name, available in candidates if available]
    if not engines:
        print("no speech engine on this machine: turns are timed without audio")
        engines = ["none"]
    for engine in engines:
        bench_engine(engine)
    return 0


if __name__ == "__main__":
    sys.exit(main())
