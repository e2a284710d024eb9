"""Parser field F1 by layout on a synthetic corpus with perfect truth.

    uv run python evals/synthetic_layouts.py [--per-layout N] [--seed S] [--show LAYOUT] [--save DIR]
    uv run python evals/synthetic_layouts.py --build-titles     # synthetic/titles.txt from ../shared/data/taxonomy

Invented resumes of many countries, trades and languages (`_synthetic_resumes.py`) are rendered through every layout
(`_synthetic_render.py`: the three project templates, four typst layouts, a Word file of tables and a text box, plain
text), extracted and parsed as an upload would be, and scored field by field against what was printed. Single values
(name, email, phone) count one expected value a resume and a predicted one when the parse gives any; the rest are
sets of values (the section headings, the employers and titles of the jobs, the schools and degrees of the
education), each value matched at most once. Values are compared after case folding and with punctuation and
spacing made uniform; phones on their digits. The corpus is the same on every run (seeded) and needs nothing
beside the repository: titles are read from the committed `synthetic/titles.txt`.
"""

import argparse
import random
import re
import sys
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from _synthetic_render import LAYOUTS, render
from _synthetic_resumes import SyntheticResume, build_titles, corpus

from vitae.documents.extraction import extract_document
from vitae.resume.model import ParsedResume
from vitae.resume.parser import parse_resume, parse_resume_text

TAXONOMY = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "taxonomy"
FIELDS = ("name", "email", "phone", "headings", "employers", "titles", "schools", "degrees")
DEFAULT_SEED = 24
DEFAULT_PER_LAYOUT = 26  # two resumes of each of the 13 countries


@dataclass
class Tally:
    right: int = 0
    predicted: int = 0
    expected: int = 0

    def f1(self) -> float:
        if not self.predicted or not self.expected:
            return 1.0 if self.predicted == self.expected else 0.0
        precision, recall = self.right / self.predicted, self.right / self.expected
        return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


def _plain(text: str) -> str:
    return " ".join(re.sub(r"[^\w+@.']+", " ", text.casefold()).replace(" .", " ").split()).strip(" .")


def _digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def truth_of(resume: SyntheticResume) -> dict[str, list[str]]:
    return {
        "name": [resume.name],
        "email": [resume.email],
        "phone": [resume.phone],
        "headings": list(resume.headings.values()),
        "employers": [job.employer for job in resume.jobs],
        "titles": [job.title for job in resume.jobs],
        "schools": [study.school for study in resume.studies],
        "degrees": [study.degree for study in resume.studies],
    }


def predicted_of(parsed: ParsedResume) -> dict[str, list[str]]:
    info = parsed.personal_info

    def present(value: str) -> list[str]:
        return [value] if value else []

    return {
        "name": present(info.name),
        "email": present(info.email),
        "phone": present(info.phone),
        "headings": [section.heading for section in parsed.sections],
        "employers": [entry.organization for entry in parsed.work if entry.organization],
        "titles": [entry.title for entry in parsed.work if entry.title],
        "schools": [entry.organization for entry in parsed.education if entry.organization],
        "degrees": [entry.title for entry in parsed.education if entry.title],
    }


def score(field: str, predicted: list[str], expected: list[str]) -> tuple[int, list[str], list[str]]:
    """(right, predicted values left unmatched, expected values missed)."""
    key = _digits if field == "phone" else _plain
    unmatched = Counter(key(value) for value in expected)
    right, wrong = 0, []
    for value in predicted:
        if unmatched[key(value)] > 0:
            unmatched[key(value)] -= 1
            right += 1
        else:
            wrong.append(value)
    missed = [value for value in expected if unmatched[key(value)] > 0 and not unmatched.subtract([key(value)])]
    return right, wrong, missed


def parse_file(layout: str, data: bytes) -> ParsedResume:
    if layout == "plain-text":
        return parse_resume_text(data.decode())
    return parse_resume(extract_document(data))


def run(seed: int, per_layout: int, show: str | None, save: Path | None) -> dict[str, dict[str, Tally]]:
    resumes = corpus(seed, per_layout)
    table: dict[str, dict[str, Tally]] = {}
    for layout in LAYOUTS:
        tallies = table.setdefault(layout, {field: Tally() for field in FIELDS})
        rng = random.Random(f"{seed}-{layout}")
        for index, resume in enumerate(resumes):
            data = render(layout, resume, rng)
            if save:
                suffix = {"plain-text": "txt", "docx-tables": "docx"}.get(layout, "pdf")
                (save / f"{layout}-{index:02d}.{suffix}").write_bytes(data)
            predicted, expected = predicted_of(parse_file(layout, data)), truth_of(resume)
            for field in FIELDS:
                right, wrong, missed = score(field, predicted[field], expected[field])
                tally = tallies[field]
                tally.right += right
                tally.predicted += len(predicted[field])
                tally.expected += len(expected[field])
                if show == layout and (wrong or missed):
                    print(f"{layout} #{index} ({resume.language}) {field}: gave {wrong}, missed {missed}")
    return table


def print_table(table: dict[str, dict[str, Tally]]) -> None:
    print(f"{'layout':<19}" + "".join(f"{field:>10}" for field in FIELDS))
    for layout, tallies in table.items():
        print(f"{layout:<19}" + "".join(f"{tallies[field].f1():>10.3f}" for field in FIELDS))
    worst = min(tally.f1() for tallies in table.values() for tally in tallies.values())
    print(f"lowest field F1 of any layout: {worst:.3f} (target >= 0.95)")


def main(arguments: Iterable[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--per-layout", type=int, default=DEFAULT_PER_LAYOUT)
    parser.add_argument("--show", choices=LAYOUTS, help="print every miss of this layout")
    parser.add_argument("--save", type=Path, help="write every rendered file to this folder")
    parser.add_argument("--build-titles", action="store_true", help="rebuild synthetic/titles.txt from O*NET")
    options = parser.parse_args(list(arguments))
    if options.build_titles:
        if not TAXONOMY.is_dir():
            print(f"no O*NET taxonomy at {TAXONOMY}")
            return 1
        print(f"{build_titles(TAXONOMY)} titles written")
        return 0
    if options.save:
        options.save.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    table = run(options.seed, options.per_layout, options.show, options.save)
    print_table(table)
    count = options.per_layout * len(LAYOUTS)
    print(f"{count} resumes in {len(LAYOUTS)} layouts, {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
