"""The attacks of issue 26 against a running server, with the server's memory watched throughout: a burst of
sign-in attempts, builder PDFs of 40,000 bullets, large uploads and pathological text, while a legitimate user
uploads a small resume. Each reports its answers, the worst request time and the peak resident memory."""

import asyncio
import os
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from stress.cluster import Server
from stress.uploads import StressUser

MIB = 1024 * 1024
SIGN_IN_BURST = 120
BUILDER_BULLETS = 40_000
BUILDER_PDFS = 3
LARGE_UPLOADS = 20
LARGE_UPLOAD_BYTES = 9_800_000
# Invented shapes of the issue's slow uploads: degree words, a repeated full stop, tab columns (each ~60,000
# characters, the most text analysed), and the same past the cap.
PATHOLOGICAL_TEXTS = {
    "degree words": "Bachelor of Science Master of Arts PhD B.S. M.S. MBA Associate Degree Diploma ",
    "full stops": ".",
    "tab columns": "Python\tJava\tSQL\tDocker\n",
}
ANALYSED_CHARACTERS = 59_000
WARM_UP_UPLOADS_PER_PROCESS = 3
SMALL_RESUME = (
    "Jordan Rivera\njordan.rivera@example.com | +1 415 555 0142\n\nEXPERIENCE\nBackend Engineer, Example Payments\n"
    "Jan 2021 - Present\n- Built a ledger service in Python used by 40 teams.\n\nSKILLS\nPython, SQL\n"
)


@dataclass
class MemoryWatch:
    """Samples the resident memory of the server's processes: the largest web server process (each serves requests
    and owns a pool of analysis workers) and all of them together (workers included)."""

    server: Server
    server_depth: int  # 0 when the root process serves requests itself, 1 under uvicorn's supervisor
    peak_server_bytes: int = 0
    peak_total_bytes: int = 0
    _stop: threading.Event = field(default_factory=threading.Event)

    def sample(self) -> None:
        processes = _process_group(self.server)
        depths = _depths(processes, self.server.process.pid if self.server.process else -1)
        servers = [rss for pid, (_, rss) in processes.items() if depths.get(pid) == self.server_depth]
        self.peak_server_bytes = max(self.peak_server_bytes, max(servers, default=0))
        self.peak_total_bytes = max(self.peak_total_bytes, sum(rss for _, rss in processes.values()))

    @contextmanager
    def running(self) -> Iterator["MemoryWatch"]:
        def loop() -> None:
            while not self._stop.wait(0.05):
                self.sample()

        sampler = threading.Thread(target=loop, daemon=True)
        sampler.start()
        try:
            yield self
        finally:
            self._stop.set()
            sampler.join()

    def reset(self) -> None:
        self.peak_server_bytes = self.peak_total_bytes = 0


def _process_group(server: Server) -> dict[int, tuple[int, int]]:
    """pid -> (parent pid, resident bytes) of every process the server started."""
    found = {}
    page = os.sysconf("SC_PAGE_SIZE")
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
            resident = int((stat.parent / "statm").read_text().split()[1]) * page
        except (OSError, IndexError, ValueError):
            continue
        if server.process is not None and int(fields[2]) == server.process.pid:
            found[int(stat.parent.name)] = (int(fields[1]), resident)
    return found


def _depths(processes: dict[int, tuple[int, int]], root: int) -> dict[int, int]:
    depths = {root: 0}
    for pid in processes:
        chain = [pid]
        while chain[-1] not in depths and chain[-1] in processes and len(chain) < 10:
            chain.append(processes[chain[-1]][0])
        base = depths.get(chain[-1])
        if base is not None:
            for steps, member in enumerate(reversed(chain[:-1]), start=1):
                depths[member] = base + steps
    return depths


@dataclass
class AttackResult:
    name: str
    statuses: dict[str, int]
    worst_seconds: float
    peak_server_mib: float
    peak_total_mib: float
    legitimate_seconds: float | None = None

    def summary(self) -> str:
        legitimate = (
            f"; a small upload meanwhile took {self.legitimate_seconds:.1f} s" if self.legitimate_seconds else ""
        )
        return (
            f"{self.name}: statuses {self.statuses}, worst request {self.worst_seconds:.1f} s, peak RSS "
            f"{self.peak_server_mib:.0f} MiB per server process, {self.peak_total_mib:.0f} MiB with its workers"
            f"{legitimate}"
        )

    @property
    def server_errors(self) -> int:
        return sum(count for status, count in self.statuses.items() if status.startswith("5"))


Request = Callable[[httpx.AsyncClient], Awaitable[httpx.Response]]


async def _timed(client: httpx.AsyncClient, request: Request) -> tuple[str, float]:
    started = time.perf_counter()
    try:
        status = str((await request(client)).status_code)
    except httpx.HTTPError as error:
        status = f"no answer ({type(error).__name__})"
    return status, time.perf_counter() - started


async def _attack(
    base_url: str, requests: list[Request], *, cookie: str = "", legitimate: Request | None = None
) -> tuple[dict[str, int], float, float | None]:
    """Sends every request at once (and the legitimate one a moment later); the statuses, the worst time and the
    legitimate request's time."""
    headers = {"Cookie": cookie} if cookie else {}
    limits = httpx.Limits(max_connections=len(requests) + 1)
    async with httpx.AsyncClient(base_url=base_url, timeout=600, limits=limits, headers=headers) as client:
        tasks = [asyncio.create_task(_timed(client, request)) for request in requests]
        legitimate_seconds = None
        if legitimate is not None:
            await asyncio.sleep(1.0)
            async with httpx.AsyncClient(base_url=base_url, timeout=600) as other:
                _, legitimate_seconds = await _timed(other, legitimate)
        outcomes = await asyncio.gather(*tasks)
    statuses: dict[str, int] = {}
    for status, _ in outcomes:
        statuses[status] = statuses.get(status, 0) + 1
    return statuses, max(seconds for _, seconds in outcomes), legitimate_seconds


def _small_upload(client: httpx.AsyncClient) -> Awaitable[httpx.Response]:
    return client.post("/api/resumes", files={"resume": ("resume.txt", SMALL_RESUME.encode())})


def _sign_in(email: str, guess: int) -> Request:
    return lambda client: client.post("/api/auth/login", json={"email": email, "password": f"wrong guess {guess}"})


def _builder_pdf(client: httpx.AsyncClient) -> Awaitable[httpx.Response]:
    bullets = [f"Task {number}" for number in range(BUILDER_BULLETS)]
    item = {"title": "Analyst", "subtitle": "Example Labs", "date": "2020", "description": "", "bullets": bullets}
    data = {
        "personalInfo": {"name": "Ada Lovelace", "email": "ada@example.com"},
        "sections": [{"id": "work-experience", "title": "Experience", "items": [item]}],
    }
    return client.post("/api/resumes/generate-pdf", json={"resumeData": data, "title": "CV"})


def padded_pdf(pdf: bytes, size: int) -> bytes:
    """A real resume PDF grown to `size` bytes by an unreferenced stream of random bytes (as a large embedded image
    would), put after its cross-reference table so that every offset stays right."""
    end = pdf.rfind(b"startxref")
    filler = os.urandom(max(0, size - len(pdf) - 64))
    stream = b"\n9999 0 obj\n<< /Length %d >>\nstream\n%b\nendstream\nendobj\n" % (len(filler), filler)
    return pdf[:end] + stream + pdf[end:]


def _large_upload(number: int, data: bytes) -> Request:
    # Each from a browser without a cookie, as a client that drops it would send them.
    return lambda client: client.post("/api/resumes", files={"resume": (f"cv{number}.pdf", data)})


def _text_upload(name: str, length: int) -> Request:
    unit = PATHOLOGICAL_TEXTS[name]
    data = (unit * (length // len(unit) + 1))[:length].encode()
    return lambda client: client.post("/api/resumes", files={"resume": (f"{name}.txt", data)})


def run_attacks(server: Server, user: StressUser, server_depth: int, sample_pdf: Path) -> list[AttackResult]:
    """Each attack with the server's memory watched; the sign-in burst aims at `user`'s account, the large uploads
    are `sample_pdf` grown to just under the upload limit."""
    base_url = server.base_url
    large = padded_pdf(sample_pdf.read_bytes(), LARGE_UPLOAD_BYTES)
    attacks: list[tuple[str, list[Request], str]] = [
        (f"{SIGN_IN_BURST} concurrent sign-in attempts", [_sign_in(user.email, n) for n in range(SIGN_IN_BURST)], ""),
        (
            f"{BUILDER_PDFS} builder PDFs of {BUILDER_BULLETS:,} bullets",
            [_builder_pdf] * BUILDER_PDFS,
            user.cookie_header,
        ),
        (
            f"{LARGE_UPLOADS} anonymous uploads of {LARGE_UPLOAD_BYTES / 1e6:.1f} MB",
            [_large_upload(n, large) for n in range(LARGE_UPLOADS)],
            "",
        ),
        (
            "pathological text uploads (60,000 and 75,000 characters)",
            [_text_upload(name, length) for name in PATHOLOGICAL_TEXTS for length in (ANALYSED_CHARACTERS, 75_000)],
            "",
        ),
    ]
    # Every server process's workers ready first: their start (loading the scoring data) is not the attacks' cost.
    for _ in range(2 * WARM_UP_UPLOADS_PER_PROCESS):
        httpx.post(f"{base_url}/api/resumes", files={"resume": ("resume.txt", SMALL_RESUME.encode())}, timeout=600)
    results = []
    watch = MemoryWatch(server, server_depth)
    with watch.running():
        for name, requests, cookie in attacks:
            watch.reset()
            watch.sample()
            statuses, worst, legitimate = asyncio.run(
                _attack(base_url, requests, cookie=cookie, legitimate=_small_upload)
            )
            watch.sample()
            result = AttackResult(
                name, statuses, worst, watch.peak_server_bytes / MIB, watch.peak_total_bytes / MIB, legitimate
            )
            print(f"   {result.summary()}", flush=True)
            results.append(result)
    return results
