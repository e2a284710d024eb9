"""Compile what the resume writer learns from O*NET into `src/vitae/writer/data/lexicon.json.gz`:

1. stewardship verbs by object: for 'Responsible for <noun>' the writer says what the person did with the noun,
   choosing among verbs that claim no more than responsibility (manage, oversee, supervise, ...). For each noun, how
   often O*NET task statements that open with each of those verbs name it ('Supervise staff', 'Maintain records').
2. skill groups: the O*NET commodity of each tool and technology ('Data base management system software'), read as
   one of a few groups people use on resumes ('Databases'), keyed by the canonical name the skills matcher gives.

    uv run python scripts/build_writer_lexicon.py [SOURCE_DIR]

SOURCE_DIR defaults to the shared data folder beside the repository (`../shared/data/taxonomy`). The output is
committed and byte-for-byte reproducible; the writer never reads the sources.
"""

import csv
import gzip
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

from vitae.ats import default_matcher
from vitae.resume.vocabulary import word_set
from vitae.writer.lexicon import COMMODITY_GROUPS, SKILL_GROUP_OVERRIDES, STEWARDSHIP_VERBS, noun_key

BACKEND = Path(__file__).resolve().parents[1]
DEFAULT_SOURCE = BACKEND.parents[1] / "shared" / "data" / "taxonomy"
OUTPUT = BACKEND / "src" / "vitae" / "writer" / "data" / "lexicon.json.gz"
FORMAT_VERSION = 1
WORD = re.compile(r"[A-Za-z][a-z'-]*|[,;.]")
MIN_NOUN_COUNT = 2  # a noun seen with stewardship verbs fewer times than this is not kept
# Words that end the object of a task statement's verb ('Maintain records | of ...').
OBJECT_END = word_set(
    """of for to in on at with by from into through during such including that which as and or , ; . so according
    while when where whether using"""
)
DETERMINERS = word_set("a an the all any each every other their its his her one or and")


def read_tsv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def objects_of(words: list[str]) -> list[str]:
    """The head nouns of a task statement's object: 'Maintain student records of ...' -> ['records'];
    'Direct or coordinate activities of workers' -> ['activities', 'workers']."""
    index = 1
    while (
        index + 1 < len(words)
        and words[index].lower() in ("or", "and")
        and words[index + 1].lower() in STEWARDSHIP_VERBS
    ):
        index += 2  # 'Direct or coordinate ...': alternatives of the verb
    heads: list[str] = []
    chunk: list[str] = []
    for word in words[index:]:
        lowered = word.lower()
        if lowered in OBJECT_END:
            if chunk:
                heads.append(chunk[-1])
            if lowered != "of" or len(heads) > 1:
                break
            chunk = []
            continue
        if lowered not in DETERMINERS:
            chunk.append(lowered)
    else:
        if chunk:
            heads.append(chunk[-1])
    return heads[:2]


def stewardship_counts(tasks: list[dict[str, str]]) -> dict[str, dict[str, int]]:
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for row in tasks:
        words = WORD.findall(row["Task"])
        if not words or words[0].lower() not in STEWARDSHIP_VERBS:
            continue
        verb = words[0].lower()
        for noun in {noun_key(word) for word in objects_of(words)}:
            counts[noun][verb] += 1
    return {
        noun: dict(sorted(verbs.items()))
        for noun, verbs in sorted(counts.items())
        if sum(verbs.values()) >= MIN_NOUN_COUNT and noun
    }


def skill_groups(technology: list[dict[str, str]]) -> dict[str, str]:
    matcher = default_matcher()
    votes: dict[str, Counter[str]] = defaultdict(Counter)
    for row in technology:
        group = COMMODITY_GROUPS.get(row["Commodity Title"])
        if group is None:
            continue
        mentions = matcher.find(row["Example"])
        if len(mentions) == 1:
            votes[mentions[0].name.lower()][group] += 1
    groups = {name: max(sorted(groups), key=lambda group: groups[group]) for name, groups in sorted(votes.items())}
    return {**groups, **SKILL_GROUP_OVERRIDES}


def build(source: Path) -> dict[str, object]:
    return {
        "version": FORMAT_VERSION,
        "stewardship": stewardship_counts(read_tsv(source / "onet-task-statements.tsv")),
        "skillGroups": skill_groups(read_tsv(source / "onet-technology-skills.tsv")),
    }


def main() -> None:
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_SOURCE
    if not source.is_dir():
        sys.exit(f"taxonomy sources not found at {source}")
    payload = json.dumps(build(source), ensure_ascii=False, separators=(",", ":"))
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    # mtime=0 keeps the gzip header, and so the committed file, identical between runs.
    OUTPUT.write_bytes(gzip.compress(payload.encode("utf-8"), compresslevel=9, mtime=0))
    print(f"wrote {OUTPUT.relative_to(BACKEND)}: {OUTPUT.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
