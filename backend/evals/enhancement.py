"""Enhancement against real resumes: the enhanced version of every resume must score at least as high as the
original and state no fact the original does not, and the comparison view must show no change that is not a listed
improvement. Also counts improvements by kind and times enhance_resume.

    uv run python evals/enhancement.py [--worst N] [--unread] [--spans N]

Unexplained diff spans: the comparison diffs the enhanced text against the original written the same way
(`comparison_base`) with the web app's word diff (look-ahead of 4, between the lines and list items both share;
ported in _word_diff.py); each run of changed words must take out and bring in only words that a listed improvement
takes out or brings in.

Reads ../shared/data beside the repository: every PDF in resume-pdfs (text from the project's document extractor)
and every resumes-ner XML (its text with the entity tags removed). The original is scored from its own text; the
enhanced version from its text alone, parsed again, as the application re-scores it.
"""

import argparse
import html
import re
import statistics
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from _word_diff import BULLET_GLYPH, ListedChange, anchored_diff, change_spans, explained_by

from vitae.ats import prepare_scoring, score_resume
from vitae.documents.extraction import extract_document
from vitae.render.text import resume_to_text
from vitae.resume.model import ParsedResume
from vitae.resume.parser import parse_resume, parse_resume_text
from vitae.writer import comparison_base, enhance_resume, find_new_facts
from vitae.writer.models import Enhancement, ImprovementKind, Layout

SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
_TAG = re.compile(r"<[^>]+>")


@dataclass(frozen=True)
class Source:
    name: str
    text: str
    resume: ParsedResume
    page_count: int | None


@dataclass(frozen=True)
class Outcome:
    name: str
    original: int
    enhanced: int
    improvements: int
    new_facts: list[str]  # against the original text and the resume as the parser read it
    unread_facts: list[str]  # against the original text alone: what the parser's reading brought in
    layout: str  # 'standard', 'original' (changed in place) or 'unchanged' (the original kept as it was)
    milliseconds: float
    scoring_milliseconds: float  # one score_resume of the enhanced text, which enhance_resume does once to check
    diff_spans: int  # runs of changed words the comparison view shows
    unexplained: list[str]  # those no listed improvement accounts for


def sources() -> Iterator[Source]:
    for pdf in sorted((SHARED_DATA / "resume-pdfs").glob("*.pdf")):
        document = extract_document(pdf.read_bytes())
        yield Source(pdf.name, document.text, parse_resume(document), document.page_count)
    for xml in sorted((SHARED_DATA / "resumes-ner").glob("*.xml"), key=lambda path: int(path.stem)):
        text = html.unescape(_TAG.sub("", xml.read_text(encoding="utf-8")))
        yield Source(xml.name, text, parse_resume_text(text), None)


def evaluate(source: Source, kinds: Counter[str]) -> Outcome:
    original = score_resume(source.resume, source.text, page_count=source.page_count)
    started = time.perf_counter()
    enhancement = enhance_resume(source.resume, original, source_text=source.text)
    elapsed = (time.perf_counter() - started) * 1000
    content = enhancement.enhanced_content
    scoring_started = time.perf_counter()
    enhanced = score_resume(parse_resume_text(content), content)
    scoring = (time.perf_counter() - scoring_started) * 1000
    unchanged = enhancement.layout is Layout.ORIGINAL and not enhancement.improvements
    layout = "unchanged" if unchanged else enhancement.layout.value
    kinds.update(improvement.kind.value for improvement in enhancement.improvements)
    # The source is the original text and the resume as read from it: the parser joins wrapped lines and columns,
    # and the enhanced version is written from that reading, so a name run on from two columns is the parser's.
    read = f"{source.text}\n{resume_to_text(enhancement.base_resume)}"
    new_facts = [f"{fact.kind.value}: {fact.text}" for fact in find_new_facts(read, content)]
    unread = [f"{fact.kind.value}: {fact.text}" for fact in find_new_facts(source.text, content)]
    return Outcome(
        source.name,
        original.overall_score,
        enhanced.overall_score,
        len(enhancement.improvements),
        new_facts,
        unread,
        layout,
        elapsed,
        scoring,
        *_diff_spans(enhancement),
    )


def _diff_spans(enhancement: Enhancement) -> tuple[int, list[str]]:
    """The comparison view's changed runs, and those no listed improvement explains."""
    spans = change_spans(anchored_diff(comparison_base(enhancement), enhancement.enhanced_content))
    bulleting = (ImprovementKind.SPLIT, ImprovementKind.BULLET_POINTS)
    moving = (ImprovementKind.SKILLS_GROUP, ImprovementKind.SKILLS_ORDER, ImprovementKind.BULLET_ORDER)
    changes = [
        ListedChange(item.before, item.after, item.kind in bulleting, item.kind in moving)
        for item in enhancement.improvements
    ]
    return len(spans), [
        span.describe() for span in spans if not explained_by(span, changes + _emptied_groups(enhancement))
    ]


def _emptied_groups(enhancement: Enhancement) -> list[ListedChange]:
    """A skill group whose every item a listed change drops goes with them, its name too."""
    dropped: Counter[int] = Counter()
    for item in enhancement.improvements:
        if item.kind is ImprovementKind.SKILLS_DEDUPE and item.target.startswith("skills."):
            dropped[int(item.target.split(".")[1])] += 1
    groups = enhancement.base_resume.skills
    return [
        # The name as the text writes it: 'Tools:', or '• Tools:' where the resume bulleted its groups.
        ListedChange(f"{BULLET_GLYPH} {groups[index].name.strip()}:", "")
        for index, count in dropped.items()
        if index < len(groups) and groups[index].name.strip() and count >= len(groups[index].skills)
    ]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--worst", type=int, default=10, help="list the resumes whose score changed least")
    parser.add_argument("--unread", action="store_true", help="list the facts new against the original text alone")
    parser.add_argument("--spans", type=int, default=0, help="list this many diff spans no improvement explains")
    arguments = parser.parse_args()
    if not SHARED_DATA.is_dir():
        print(f"shared data not found at {SHARED_DATA}: nothing to evaluate")
        return 0
    prepare_scoring()
    kinds: Counter[str] = Counter()
    outcomes = [evaluate(source, kinds) for source in sources()]
    dropped = [outcome for outcome in outcomes if outcome.enhanced < outcome.original]
    with_new_facts = [outcome for outcome in outcomes if outcome.new_facts]
    timings = sorted(outcome.milliseconds for outcome in outcomes)
    gains = [outcome.enhanced - outcome.original for outcome in outcomes]
    print(f"resumes: {len(outcomes)}")
    print(
        f"overall score: original mean {statistics.mean(o.original for o in outcomes):.1f}, enhanced mean "
        f"{statistics.mean(o.enhanced for o in outcomes):.1f}, mean gain {statistics.mean(gains):+.1f}, "
        f"min gain {min(gains):+d}, max gain {max(gains):+d}"
    )
    print(f"scores dropped: {len(dropped)}")
    print(f"new facts in enhanced versions: {sum(len(o.new_facts) for o in outcomes)} in {len(with_new_facts)} resumes")
    unread = [outcome for outcome in outcomes if outcome.unread_facts]
    print(
        f"  against the original text alone: {sum(len(o.unread_facts) for o in outcomes)} in {len(unread)} resumes "
        "(names the parser ran together from separate lines or columns)"
    )
    unexplained = sum(len(outcome.unexplained) for outcome in outcomes)
    print(
        f"comparison diff: {sum(outcome.diff_spans for outcome in outcomes)} changed spans, {unexplained} unexplained "
        f"by a listed improvement in {sum(bool(outcome.unexplained) for outcome in outcomes)} resumes (target 0)"
    )
    print(f"improvements per resume: mean {statistics.mean(o.improvements for o in outcomes):.1f}")
    layouts = Counter(outcome.layout for outcome in outcomes)
    print(
        f"layout: standard {layouts['standard']}, original changed in place {layouts['original']}, "
        f"original unchanged {layouts['unchanged']}"
    )
    print("improvements by kind: " + ", ".join(f"{kind} {count}" for kind, count in kinds.most_common()))
    scoring = sorted(outcome.scoring_milliseconds for outcome in outcomes)
    print(
        f"enhance_resume: p50 {statistics.median(timings):.1f} ms, p95 {timings[int(len(timings) * 0.95)]:.1f} ms, "
        f"max {timings[-1]:.1f} ms; of which checking the score (one score_resume) "
        f"p50 {statistics.median(scoring):.1f} ms"
    )
    for outcome in sorted(outcomes, key=lambda item: item.enhanced - item.original)[: arguments.worst]:
        print(f"  {outcome.name:28s} {outcome.original:3d} -> {outcome.enhanced:3d}")
    for outcome in dropped:
        print(f"DROP {outcome.name}: {outcome.original} -> {outcome.enhanced}")
    for outcome in with_new_facts:
        print(f"NEW FACTS {outcome.name}: {'; '.join(outcome.new_facts)}")
    shown = 0
    for outcome in outcomes:
        for span in outcome.unexplained[: max(0, arguments.spans - shown)]:
            print(f"  unexplained {outcome.name}: {span[:160]}")
            shown += 1
    for outcome in unread if arguments.unread else []:
        print(f"  read together {outcome.name}: {'; '.join(outcome.unread_facts)}")
    failed = bool(dropped or with_new_facts)
    print("targets met" if not failed else "targets missed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
