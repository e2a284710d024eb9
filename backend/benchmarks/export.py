"""PDF export speed: p50 of `render_pdf` per page for a two-page resume in each template (target p50 <= 40 ms per
page), beside headless Chromium printing the same resume as HTML in the same run, the way browser-based resume
builders export, and the ratio (goal >= 20x faster).

Chromium is measured twice: warm (one browser, a new tab per export through the DevTools protocol, as builders using
Puppeteer or a Browserless service do) and cold (a new `chromium --print-to-pdf` process per export). The HTML uses
the same shipped fonts and the same text. Every round changes the words of every bullet and of the summary, so no
cache hands back an earlier result; what a round leaves alone (name, contacts, headings, titles, dates) typst lays out
once and reuses, as it does between real exports. The ratio sets warm Chromium against typst measured in turns with
it, so other work on the machine weighs on both sides alike.
"""

import base64
import html
import io
import json
import os
import random
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import count
from pathlib import Path
from typing import Any

import pypdf
from _server import percentile
from websockets.sync.client import ClientConnection, connect

from vitae.render import render_pdf, templates
from vitae.render.document import LineBlock, RenderDocument, RenderEntry, RenderSection, build_render_document
from vitae.render.pdf import FONTS_DIR, PdfRenderer
from vitae.render.sample import sample_resume
from vitae.resume.model import ParsedResume

ROUNDS = 40
TURNS = 5  # the side-by-side measurement: Chromium and typst in turns
PRINTS_PER_TURN = 4
RENDERS_PER_TURN = 8
PAUSE_SECONDS = 0.3
CHROMIUM_COLD_ROUNDS = 5
TARGET_MS_PER_PAGE = 40.0
GOAL_RATIO = 20.0
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
]


def two_page_resume(template: str) -> ParsedResume:
    """The sample resume, with earlier jobs added until this template sets it on two pages."""
    resume = sample_resume()
    earlier = [entry.model_copy(deep=True) for entry in resume.work[1:]]
    for number in count():
        if page_count(render_pdf(resume, template=template)) >= 2:
            return resume
        extra = earlier[number % len(earlier)].model_copy(deep=True)
        extra.title = f"{extra.title} ({number + 1})"
        resume.work.append(extra)
    raise AssertionError("count() never ends")


def varied(resume: ParsedResume, round_number: int) -> ParsedResume:
    """The same resume with the words of every bullet and of the summary shuffled: new text of the same length, so
    each round is laid out afresh (typst memoizes layout across runs; equal text would be served from that cache)."""
    shuffler = random.Random(round_number)
    changed = resume.model_copy(deep=True)
    for entry in changed.work + changed.education + changed.projects:
        entry.bullets = [_shuffled(bullet, shuffler) for bullet in entry.bullets]
    changed.summary = _shuffled(changed.summary, shuffler)
    return changed


def _shuffled(text: str, shuffler: random.Random) -> str:
    words = text.split()
    shuffler.shuffle(words)
    return " ".join(words)


def page_count(pdf: bytes) -> int:
    return len(pypdf.PdfReader(io.BytesIO(pdf)).pages)


def milliseconds_since(started: float) -> float:
    return (time.perf_counter() - started) * 1000


def typst_ms_per_page(resume: ParsedResume, template: str) -> tuple[float, float, int]:
    """(cold start in ms: a new renderer loading fonts and template and rendering once; p50 ms per page; pages)."""
    first = varied(resume, 0)
    started = time.perf_counter()
    first_pdf = PdfRenderer().render(first, template=template)
    cold_start = milliseconds_since(started)
    per_page = []
    for round_number in range(1, ROUNDS + 1):
        changed = varied(resume, round_number)
        started = time.perf_counter()
        pdf = render_pdf(changed, template=template)
        per_page.append(milliseconds_since(started) / page_count(pdf))
    return cold_start, percentile(per_page, 0.5), page_count(first_pdf)


# The HTML export: the same document and fonts as the classic template, every value escaped.
def _font_faces() -> str:
    faces = [
        ("Charis SIL", "charis-sil/CharisSIL-Regular.ttf", 400),
        ("Charis SIL", "charis-sil/CharisSIL-Bold.ttf", 700),
    ]
    return "".join(
        f"@font-face{{font-family:'{family}';src:url('{(FONTS_DIR / path).as_uri()}');font-weight:{weight}}}"
        for family, path, weight in faces
    )


_STYLE = (
    "@page{size:letter;margin:0.7in 0.8in}"
    "body{font-family:'Charis SIL',serif;font-size:10.5pt;color:#1b1b1b;margin:0;line-height:1.3}"
    "h1{font-size:22pt;text-align:center;margin:0 0 4pt}"
    ".contacts{text-align:center;color:#4a4a4a;font-size:10pt;margin-bottom:12pt}"
    "h2{font-variant:small-caps;font-size:11.5pt;margin:14pt 0 6pt}"
    "h2{border-bottom:0.6pt solid #1b1b1b;padding-bottom:3pt}"
    ".headline{display:flex;justify-content:space-between;margin-top:8pt}.muted{color:#4a4a4a}"
    "ul{margin:3pt 0 0;padding-left:1.2em}li{margin:2pt 0}p{margin:3pt 0}"
)


def _html_entry(entry: RenderEntry) -> str:
    head = ", ".join(html.escape(part) for part in (entry.title, entry.organization) if part)
    parts = [f'<div class="headline"><span>{head}</span><span class="muted">{html.escape(entry.dates)}</span></div>']
    if entry.location:
        parts.append(f'<div class="muted">{html.escape(entry.location)}</div>')
    parts.extend(_html_block(block) for block in entry.body)
    return "".join(parts)


def _html_block(block: LineBlock) -> str:
    if block.kind == "bullets":
        return "<ul>" + "".join(f"<li>{html.escape(line)}</li>" for line in block.lines) + "</ul>"
    return "".join(f"<p>{html.escape(line)}</p>" for line in block.lines)


def _html_section(section: RenderSection) -> str:
    body = "".join(f"<p>{html.escape(paragraph)}</p>" for paragraph in section.paragraphs)
    body += "".join(_html_entry(entry) for entry in section.entries)
    body += "".join(
        f"<p><b>{html.escape(group.name)}:</b> {html.escape(', '.join(group.skills))}</p>"
        if group.name
        else f"<p>{html.escape(', '.join(group.skills))}</p>"
        for group in section.skill_groups
    )
    body += "".join(_html_block(block) for block in section.blocks)
    return f"<h2>{html.escape(section.heading)}</h2>{body}"


def resume_html(document: RenderDocument) -> str:
    contacts = " | ".join(html.escape(contact.text) for contact in document.contacts)
    sections = "".join(_html_section(section) for section in document.sections)
    return (
        f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{html.escape(document.title)}</title>'
        f"<style>{_font_faces()}{_STYLE}</style></head><body><h1>{html.escape(document.name)}</h1>"
        f'<div class="contacts">{contacts}</div>{sections}</body></html>'
    )


class DevTools:
    """The few DevTools protocol calls a print needs, over one browser-level WebSocket."""

    def __init__(self, connection: ClientConnection, browser_pid: int) -> None:
        self._connection = connection
        self._ids = count(1)
        self.browser_pid = browser_pid

    def call(self, method: str, session: str | None = None, **params: Any) -> dict[str, Any]:
        message_id = next(self._ids)
        message: dict[str, Any] = {"id": message_id, "method": method, "params": params}
        if session:
            message["sessionId"] = session
        self._connection.send(json.dumps(message))
        while True:
            reply = json.loads(self._connection.recv(timeout=60))
            if reply.get("id") == message_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return dict(reply.get("result", {}))

    def wait_for(self, event: str, session: str) -> None:
        while True:
            message = json.loads(self._connection.recv(timeout=60))
            if message.get("method") == event and message.get("sessionId") == session:
                return

    def print_page(self, url: str) -> bytes:
        """A new tab per export, as a builder's request handler opens one: load, print, close."""
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        self.call("Page.enable", session)
        self.call("Page.navigate", session, url=url)
        self.wait_for("Page.loadEventFired", session)
        printed = self.call("Page.printToPDF", session, preferCSSPageSize=True, printBackground=True)
        self.call("Target.closeTarget", targetId=target)
        return base64.b64decode(printed["data"])


@contextmanager
def running_chromium(profile: Path) -> Iterator[DevTools]:
    process = subprocess.Popen(
        [CHROMIUM, *CHROMIUM_FLAGS, "--remote-debugging-port=0", f"--user-data-dir={profile}", "about:blank"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        port_file = profile / "DevToolsActivePort"
        deadline = time.monotonic() + 30
        while not port_file.exists() or len(port_file.read_text().splitlines()) < 2:
            if time.monotonic() > deadline or process.poll() is not None:
                raise RuntimeError("Chromium did not open its DevTools port")
            time.sleep(0.05)
        port, path = port_file.read_text().splitlines()[:2]
        with connect(f"ws://127.0.0.1:{port}{path}", max_size=None) as connection:
            yield DevTools(connection, process.pid)
    finally:
        process.terminate()
        process.wait(timeout=20)


@dataclass(frozen=True)
class SideBySide:
    typst_ms_per_page: float  # p50 wall time
    chromium_ms_per_page: float
    typst_cpu_ms_per_page: float  # mean CPU time: this process, every thread
    chromium_cpu_ms_per_page: float  # mean CPU time: the browser and every process it started
    pages: int


def side_by_side(resume: ParsedResume, folder: Path) -> SideBySide:
    """Warm Chromium and typst classic measured in turns: a few prints, then a few renders, and again, so that other
    work on the machine, which comes and goes, weighs on both alike. Each turn starts after a short pause, so a
    closing tab's work is not counted against typst. CPU time is counted too, which other work barely changes."""
    typst_per_page: list[float] = []
    chromium_per_page: list[float] = []
    typst_cpu = chromium_cpu = 0.0
    typst_pages = chromium_pages = pages = 0
    with running_chromium(folder / "profile") as devtools:
        devtools.print_page(_written_page(resume, folder, 0).as_uri())  # the first print warms the browser up
        for turn in range(TURNS):
            time.sleep(PAUSE_SECONDS)
            cpu_before = process_tree_cpu_seconds(devtools.browser_pid)
            for round_number in range(turn * PRINTS_PER_TURN, (turn + 1) * PRINTS_PER_TURN):
                page = _written_page(resume, folder, round_number + 1)
                started = time.perf_counter()
                pdf = devtools.print_page(page.as_uri())
                elapsed, pages = milliseconds_since(started), page_count(pdf)
                chromium_per_page.append(elapsed / pages)
                chromium_pages += pages
            time.sleep(PAUSE_SECONDS)  # the closed tabs' processes finish and are counted
            chromium_cpu += process_tree_cpu_seconds(devtools.browser_pid) - cpu_before
            for round_number in range(turn * RENDERS_PER_TURN, (turn + 1) * RENDERS_PER_TURN):
                changed = varied(resume, ROUNDS + round_number + 1)
                started, cpu_started = time.perf_counter(), time.process_time()
                pdf = render_pdf(changed, template="classic")
                elapsed, cpu = milliseconds_since(started), time.process_time() - cpu_started
                typst_per_page.append(elapsed / page_count(pdf))
                typst_cpu += cpu
                typst_pages += page_count(pdf)
    return SideBySide(
        percentile(typst_per_page, 0.5),
        percentile(chromium_per_page, 0.5),
        typst_cpu * 1000 / typst_pages,
        chromium_cpu * 1000 / chromium_pages,
        pages,
    )


def process_tree_cpu_seconds(root: int) -> float:
    """CPU time of a process and all its descendants, living or reaped, from /proc."""
    parents: dict[int, int] = {}
    seconds: dict[int, float] = {}
    ticks = os.sysconf("SC_CLK_TCK")
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            # After the command name: state, ppid, ... utime (11), stime, cutime, cstime (14), in clock ticks.
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents[int(entry.name)] = int(fields[1])
        seconds[int(entry.name)] = sum(int(field) for field in fields[11:15]) / ticks
    total = 0.0
    for pid, cpu in seconds.items():
        ancestor = pid
        while ancestor not in (root, 0, 1) and ancestor in parents:
            ancestor = parents[ancestor]
        if ancestor == root:
            total += cpu
    return total


def _written_page(resume: ParsedResume, folder: Path, round_number: int) -> Path:
    page = folder / f"resume-{round_number}.html"
    page.write_text(resume_html(build_render_document(varied(resume, round_number))), encoding="utf-8")
    return page


def chromium_cold_ms_per_page(resume: ParsedResume, folder: Path) -> float:
    per_page = []
    for round_number in range(CHROMIUM_COLD_ROUNDS):
        page, output = folder / f"cold-{round_number}.html", folder / f"cold-{round_number}.pdf"
        page.write_text(resume_html(build_render_document(varied(resume, round_number))), encoding="utf-8")
        command = [
            CHROMIUM,
            *CHROMIUM_FLAGS,
            f"--user-data-dir={folder / f'cold-profile-{round_number}'}",
            "--no-pdf-header-footer",
            f"--print-to-pdf={output}",
            page.as_uri(),
        ]
        started = time.perf_counter()
        subprocess.run(command, capture_output=True, check=True)
        per_page.append(milliseconds_since(started) / page_count(output.read_bytes()))
    return percentile(per_page, 0.5)


def main() -> None:
    for template in templates():
        resume = two_page_resume(template.id)
        cold_start, p50, pages = typst_ms_per_page(resume, template.id)
        print(
            f"typst {template.id}: p50 {p50:.1f} ms per page over {ROUNDS} renders of a {pages}-page resume "
            f"(cold start {cold_start:.0f} ms; target <= {TARGET_MS_PER_PAGE:.0f} ms per page)"
        )

    if not os.access(CHROMIUM, os.X_OK):
        print(f"Chromium: skipped, no browser at {CHROMIUM} (apt-get install chromium)")
        return
    # The HTML mirrors the classic template (same fonts, sizes and text), so that is the typst figure it is set against.
    resume = two_page_resume("classic")
    with tempfile.TemporaryDirectory() as folder:
        measured = side_by_side(resume, Path(folder))
        cold = chromium_cold_ms_per_page(resume, Path(folder))
    classic, warm = measured.typst_ms_per_page, measured.chromium_ms_per_page
    print(
        f"Chromium, warm browser, new tab per export (DevTools printToPDF): p50 {warm:.1f} ms per page over "
        f"{TURNS * PRINTS_PER_TURN} prints of the same resume as HTML ({measured.pages} pages); typst classic in "
        f"turns with it: p50 {classic:.1f} ms per page over {TURNS * RENDERS_PER_TURN} renders"
    )
    print(
        f"CPU time per page, the same rounds: typst {measured.typst_cpu_ms_per_page:.1f} ms, Chromium and its "
        f"processes {measured.chromium_cpu_ms_per_page:.1f} ms "
        f"({measured.chromium_cpu_ms_per_page / measured.typst_cpu_ms_per_page:.1f}x)"
    )
    print(f"Chromium, new process per export (--print-to-pdf): p50 {cold:.0f} ms per page over {CHROMIUM_COLD_ROUNDS}")
    print(
        f"typst classic is {warm / classic:.1f}x faster than a warm Chromium and {cold / classic:.0f}x faster than a "
        f"new Chromium process (goal >= {GOAL_RATIO:.0f}x)"
    )


if __name__ == "__main__":
    main()
