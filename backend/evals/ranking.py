"""Does the score track quality? Every real resume in ../shared/data (resume-docx, resume-pdfs) is scored as the
product scores an upload, then four worse copies of it: columns read across, contact details removed, bullets run
into one wall of text, half of the content dropped. A pair is ordered right when the copy scores strictly lower.

    uv run python evals/ranking.py

A held-out damage of the first kind (a side bar beside a main column, read across with a gap of spaces) is reported
apart: it was written before the scorer was changed for columns read across, and not looked at while changing it.

Printed: the share of pairs ordered right (target 100%), per kind of damage, with the mean drop; and the spread of
scores over the corpus (originals and damaged copies), so that a sound resume and a damaged one are seen to be far
apart. Nothing here was fitted: the damage is mechanical and the scorer's weights were set before this ran.
"""

import re
import statistics
import sys
from collections.abc import Callable
from pathlib import Path

from vitae.analysis import score_text
from vitae.ats.checks.ats_compliance import EMAIL
from vitae.ats.facts import BULLET_MARK
from vitae.documents import extract_document

SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
FOLDERS = ("resume-docx", "resume-pdfs")
CONTACT = re.compile(r"@|\+?\d[\d ().-]{7,}\d|https?://|www\.|linkedin|github|\.com\b", re.IGNORECASE)
HEADER_LINES = 12
SIDEBAR_WIDTH = 30  # a side bar's lines padded to its width, as a layout-keeping extractor does
SIDEBAR_GAP = " " * 4


def columns_read_across(text: str) -> str:
    """Two halves of the page side by side, read line by line across both, as extractors read two columns."""
    lines = text.split("\n")
    half = (len(lines) + 1) // 2
    left, right = lines[:half], lines[half:]
    return "\n".join(f"{first} {second}".strip() for first, second in zip(left, [*right, *[""] * half], strict=False))


def sidebar_read_across(text: str) -> str:
    """Held out (written before the scorer was changed for the damage above, and not used to design it): a side bar
    of the first third of the lines beside a main column of the rest, read across with the gap of spaces that
    layout-keeping extractors leave between columns."""
    lines = text.split("\n")
    third = (len(lines) + 2) // 3
    side, main = lines[:third], lines[third:]
    rows = max(len(side), len(main))
    side, main = [*side, *[""] * (rows - len(side))], [*main, *[""] * (rows - len(main))]
    read = (f"{left:<{SIDEBAR_WIDTH}}{SIDEBAR_GAP}{right}".rstrip() for left, right in zip(side, main, strict=True))
    return "\n".join(read)


def contacts_removed(text: str) -> str:
    lines = text.split("\n")
    return "\n".join(line for index, line in enumerate(lines) if index >= HEADER_LINES or not CONTACT.search(line))


def wall_of_text(text: str) -> str:
    """The first lines (name, contact) kept; everything else one paragraph, bullet marks gone."""
    lines = text.split("\n")
    body = " ".join(BULLET_MARK.sub("", line).strip() for line in lines[3:] if line.strip())
    return "\n".join([*lines[:3], body])


def half_dropped(text: str) -> str:
    lines = text.split("\n")
    return "\n".join(lines[: len(lines) // 2])


DAMAGES: dict[str, Callable[[str], str]] = {
    "columns read across": columns_read_across,
    "contacts removed": contacts_removed,
    "wall of text": wall_of_text,
    "half dropped": half_dropped,
}
HELD_OUT: dict[str, Callable[[str], str]] = {"side bar read across (held out)": sidebar_read_across}


def spread(values: list[int]) -> str:
    quartiles = statistics.quantiles(values, n=4)
    return f"min {min(values)}, quartiles {quartiles[0]:.0f}/{quartiles[1]:.0f}/{quartiles[2]:.0f}, max {max(values)}"


def main() -> int:
    if not SHARED_DATA.is_dir():
        print(f"skipped: shared data not found at {SHARED_DATA}")
        return 0
    files = sorted(path for folder in FOLDERS for path in (SHARED_DATA / folder).iterdir() if path.suffix != ".yaml")
    originals: list[int] = []
    damaged: list[int] = []
    ordered: dict[str, list[bool]] = {name: [] for name in DAMAGES}
    drops: dict[str, list[int]] = {name: [] for name in DAMAGES}
    held_out: dict[str, list[bool]] = {name: [] for name in HELD_OUT}
    held_out_drops: dict[str, list[int]] = {name: [] for name in HELD_OUT}
    for path in files:
        text = extract_document(path.read_bytes()).text
        score = score_text(text).overall_score
        originals.append(score)
        for name, damage in DAMAGES.items():
            worse = damage(text)
            if worse == text or (name == "contacts removed" and not EMAIL.search(text)):
                continue  # nothing to damage (no contact details to remove, say): no pair
            worse_score = score_text(worse).overall_score
            damaged.append(worse_score)
            ordered[name].append(worse_score < score)
            drops[name].append(score - worse_score)
        for name, damage in HELD_OUT.items():
            worse_score = score_text(damage(text)).overall_score
            held_out[name].append(worse_score < score)
            held_out_drops[name].append(score - worse_score)
    pairs = [right for results in ordered.values() for right in results]
    print(f"{len(files)} resumes, {len(pairs)} pairs: {sum(pairs) / len(pairs):.1%} ordered right (target 100%)")
    for name, results in ordered.items():
        print(
            f"  {name:22s} {sum(results):3d}/{len(results):3d} ordered right, "
            f"mean drop {statistics.mean(drops[name]):5.1f} points"
        )
    for name, results in held_out.items():
        print(
            f"  {name:22s} {sum(results):3d}/{len(results):3d} ordered right, "
            f"mean drop {statistics.mean(held_out_drops[name]):5.1f} points (not in the share above)"
        )
    print(f"scores of the resumes: {spread(originals)}")
    print(f"scores of the damaged copies: {spread(damaged)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
