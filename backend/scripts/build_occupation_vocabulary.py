"""Compile O*NET's words of work into the vocabulary the job match reads: how common each word is in descriptions of
work, and a term profile of every occupation.

    uv run python scripts/build_occupation_vocabulary.py [SOURCE_DIR]

SOURCE_DIR defaults to the shared data folder beside the repository (`../shared/data/taxonomy`). The output,
`src/vitae/ats/data/occupation-vocabulary.json.gz`, is committed: matching never reads the sources. It holds

- the document frequency of every word stem over O*NET's 18,796 task statements and 1,016 occupation descriptions,
  from which the match weighs words: 'develop' says little, 'django' or 'inference' a lot;
- for each occupation, its most telling stems (TF-IDF over its title, description, task statements and the tools
  it lists), so that a posting or a resume can be placed among occupations by its words.

Words are read exactly as `vitae.ats.term_vectors` reads them at run time, so the two agree. The output is
byte-for-byte reproducible.
"""

import csv
import gzip
import json
import math
import sys
from collections import Counter, defaultdict
from pathlib import Path

from vitae.ats.term_vectors import VOCABULARY_FORMAT, term_counts

BACKEND = Path(__file__).resolve().parents[1]
DEFAULT_SOURCE = BACKEND.parents[1] / "shared" / "data" / "taxonomy"
OUTPUT = BACKEND / "src" / "vitae" / "ats" / "data" / "occupation-vocabulary.json.gz"
PROFILE_TERMS = 200  # stems kept per occupation: the rest carry under a tenth of its weight
WEIGHT_SCALE = 1000  # weights are stored as integers per thousand of the profile's largest


def read_tsv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))


def build(source: Path) -> dict[str, object]:
    occupations = read_tsv(source / "onet-occupation-data.tsv")
    tasks = read_tsv(source / "onet-task-statements.tsv")
    tools = read_tsv(source / "onet-technology-skills.tsv")
    documents = [row["Task"] for row in tasks] + [row["Description"] for row in occupations]
    frequency: Counter[str] = Counter()
    for document in documents:
        frequency.update(set(term_counts(document)))
    total = len(documents)

    def idf(term: str) -> float:
        return math.log((total + 1) / (frequency.get(term, 0) + 1))

    texts: dict[str, list[str]] = defaultdict(list)
    for row in occupations:
        texts[row["O*NET-SOC Code"]].extend((row["Title"], row["Description"]))
    for row in tasks:
        texts[row["O*NET-SOC Code"]].append(row["Task"])
    for row in tools:
        texts[row["O*NET-SOC Code"]].append(row["Example"])
    vocabulary: dict[str, int] = {}
    profiles: list[list[object]] = []
    for code in sorted(texts):
        counts = term_counts("\n".join(texts[code]))
        weights = {term: (1 + math.log(count)) * idf(term) for term, count in counts.items()}
        top = sorted(weights.items(), key=lambda item: (-item[1], item[0]))[:PROFILE_TERMS]
        largest = top[0][1] if top else 1.0
        entries = []
        for term, weight in top:
            scaled = round(WEIGHT_SCALE * weight / largest)
            if scaled > 0:
                entries.append([vocabulary.setdefault(term, len(vocabulary)), scaled])
        profiles.append([code, entries])
    return {
        "version": VOCABULARY_FORMAT,
        "documents": total,
        "documentFrequency": dict(sorted(frequency.items())),
        "profileTerms": list(vocabulary),
        "profiles": profiles,
    }


def main() -> None:
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_SOURCE
    if not source.is_dir():
        sys.exit(f"O*NET sources not found at {source}")
    payload = json.dumps(build(source), ensure_ascii=False, separators=(",", ":"))
    # mtime=0 keeps the gzip header, and so the committed file, identical between runs.
    OUTPUT.write_bytes(gzip.compress(payload.encode("utf-8"), compresslevel=9, mtime=0))
    print(f"wrote {OUTPUT.relative_to(BACKEND)}: {OUTPUT.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
