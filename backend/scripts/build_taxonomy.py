"""Compile the O*NET and ESCO source files into the compact skills taxonomy shipped with the `vitae.ats` package.

    uv run python scripts/build_taxonomy.py [SOURCE_DIR]

SOURCE_DIR defaults to the shared data folder beside the repository (`../shared/data/taxonomy`). The output,
`src/vitae/ats/data/taxonomy.json.gz`, is committed: scoring never reads the sources. Re-run this script whenever the
sources or `vitae/ats/curation.py` change; the output is byte-for-byte reproducible.
"""

import csv
import gzip
import json
import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from wordfreq import zipf_frequency

from vitae.ats import curation

BACKEND = Path(__file__).resolve().parents[1]
DEFAULT_SOURCE = BACKEND.parents[1] / "shared" / "data" / "taxonomy"
OUTPUT = BACKEND / "src" / "vitae" / "ats" / "data" / "taxonomy.json.gz"
FORMAT_VERSION = 1

# SOC 2018 major groups, which O*NET uses as its job families.
MAJOR_GROUPS = {
    "11": "Management",
    "13": "Business and Financial Operations",
    "15": "Computer and Mathematical",
    "17": "Architecture and Engineering",
    "19": "Life, Physical, and Social Science",
    "21": "Community and Social Service",
    "23": "Legal",
    "25": "Educational Instruction and Library",
    "27": "Arts, Design, Entertainment, Sports, and Media",
    "29": "Healthcare Practitioners and Technical",
    "31": "Healthcare Support",
    "33": "Protective Service",
    "35": "Food Preparation and Serving Related",
    "37": "Building and Grounds Cleaning and Maintenance",
    "39": "Personal Care and Service",
    "41": "Sales and Related",
    "43": "Office and Administrative Support",
    "45": "Farming, Fishing, and Forestry",
    "47": "Construction and Extraction",
    "49": "Installation, Maintenance, and Repair",
    "51": "Production",
    "53": "Transportation and Material Moving",
    "55": "Military Specific",
}

ACRONYM = re.compile(r"^[A-Z][A-Za-z0-9&/.+-]*$")
PARENTHESISED = re.compile(r"\s*\(([^)]+)\)\s*$")
WORD = re.compile(r"[a-z]+")
# Longest ESCO label kept: longer ones are descriptions of tasks rather than names of skills.
MAX_ESCO_WORDS = 3
# A lower-case word seen this often in O*NET's task statements is everyday English, not the name of a skill.
COMMON_WORD_COUNT = 25
# A one-word name this frequent in general English (Zipf scale: 4.4 is about 25 per million words: 'vision', 'expert',
# 'world', 'act', 'basic') is an everyday word first; 'python' (3.8) or 'excel' (3.7) are names first.
EVERYDAY_ZIPF = 4.4


@dataclass
class SkillRecord:
    name: str
    aliases: set[str] = field(default_factory=set)
    kinds: set[str] = field(default_factory=set)
    hot: bool = False
    occupations: set[int] = field(default_factory=set)
    in_demand: set[int] = field(default_factory=set)


def merge_key(name: str) -> str:
    """Spellings that differ only in case, spacing or punctuation are one skill ('Node.js', 'NodeJS')."""
    return re.sub(r"[^a-z0-9+#]", "", name.lower())


def read_tsv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))


def is_acronym(word: str) -> bool:
    uppercase = sum(character.isupper() for character in word)
    return bool(ACRONYM.match(word)) and 2 <= len(word) <= 7 and uppercase >= 2 and uppercase >= len(word) - 2


def is_description(words: list[str]) -> bool:
    """'Word processing', 'Structured query language': a capitalised first word and lower-case others."""
    return len(words) >= 2 and all(word[:1].islower() or not word[:1].isalpha() for word in words[1:])


def is_plain_words(surface: str) -> bool:
    """'Data Pipeline' (from 'Amazon Data Pipeline'): an alias made only of capitalised everyday-looking words, which
    names the product only when written just so and where a skill is expected."""
    return " " in surface and all(
        word.isalpha() and word[:1].isupper() and word[1:].islower() for word in surface.split()
    )


def is_everyday_word(surface: str) -> bool:
    """'Vision', 'EXPERT', 'I-DEAS' (read 'ideas'), 'Act!': a one-word name that is a frequent English word, in any
    case and with its punctuation dropped."""
    letters = re.sub(r"[^a-z]", "", surface.lower())
    plain = " " not in surface.strip() and surface[:1].isalpha()  # not ".NET"
    return plain and len(letters) >= 2 and zipf_frequency(letters, "en") >= EVERYDAY_ZIPF


def is_generic(words: list[str], ended_in_software: bool, common_words: set[str]) -> bool:
    """'Word processing software', 'Billing software': a kind of software, not a product a resume would name."""
    if len(words) == 1:
        return ended_in_software and words[0].lower() in common_words
    return is_description(words) and (ended_in_software or len(words) >= 3)


def derive_terms(example: str, common_words: set[str], plain_names: dict[str, str]) -> tuple[str, set[str]] | None:
    """A usable skill name and its aliases from an O*NET tool name, or None for a generic description of software.

    plain_names maps the merge key of every name written without an acronym to that name, so that an acronym of a
    description ('Real estate application contract transmission REACT') does not swallow a product ('React')."""
    aliases: set[str] = set()
    if example in curation.CANONICAL_NAMES:
        aliases.add(example)
    text = example.strip()
    parenthesised = PARENTHESISED.search(text)
    if parenthesised:
        inside = parenthesised.group(1).strip()
        if is_acronym(inside):
            aliases.add(inside)
        text = text[: parenthesised.start()].strip()
    ended_in_software = bool(re.search(r"\s(software|systems?)$", text, flags=re.IGNORECASE))
    if ended_in_software:
        text = re.sub(r"\s+software$", "", text, flags=re.IGNORECASE)
    words = text.split()
    canonical = text
    if len(words) >= 3 and is_acronym(words[-1]):
        acronym, phrase = words[-1], words[:-1]
        clashes = plain_names.get(merge_key(acronym), acronym) != acronym
        canonical = acronym if is_description(phrase) and not clashes else " ".join(phrase)
        if not clashes:
            aliases.add(acronym)
        aliases.add(" ".join(phrase))
    elif is_generic(words, ended_in_software, common_words):
        return None
    canonical = curation.CANONICAL_NAMES.get(example, canonical)
    for vendor in curation.VENDORS:
        if canonical.startswith(vendor + " ") and canonical not in curation.VENDORS:
            remainder = canonical[len(vendor) + 1 :].strip()
            everyday = all(word.lower() in common_words for word in remainder.split())  # 'Data Pipeline'
            if len(remainder) >= 2 and not everyday and not is_description(remainder.split()):
                aliases.add(remainder)
            break
    aliases.discard(canonical)
    return canonical, aliases


def common_english_words(tasks: list[dict[str, str]], occupations: list[dict[str, str]]) -> set[str]:
    counts: Counter[str] = Counter()
    for row in tasks:
        counts.update(WORD.findall(row["Task"]))
    for row in occupations:
        counts.update(WORD.findall(row["Description"]))
    return {word for word, count in counts.items() if count >= COMMON_WORD_COUNT}


def action_verbs(tasks: list[dict[str, str]]) -> list[str]:
    counts: Counter[str] = Counter()
    for row in tasks:
        first = row["Task"].split(maxsplit=1)[0].strip(",;:.").lower()
        if first.isalpha() and first not in curation.NOT_VERBS:
            counts[first] += 1
    verbs = {verb for verb, count in counts.items() if count >= 2}
    verbs.update(curation.EXTRA_ACTION_VERBS)
    return sorted(verbs)


def build(source: Path) -> dict[str, object]:
    occupation_rows = read_tsv(source / "onet-occupation-data.tsv")
    task_rows = read_tsv(source / "onet-task-statements.tsv")
    common_words = common_english_words(task_rows, occupation_rows)

    codes = [row["O*NET-SOC Code"] for row in occupation_rows]
    index_of = {code: index for index, code in enumerate(codes)}
    titles: list[set[str]] = [{row["Title"]} for row in occupation_rows]
    for row in read_tsv(source / "onet-alternate-titles.tsv"):
        index = index_of.get(row["O*NET-SOC Code"])
        if index is None:
            continue
        titles[index].add(row["Alternate Title"])
        if row["Short Title"] not in ("", "n/a"):
            titles[index].add(row["Short Title"])

    technology_rows = read_tsv(source / "onet-technology-skills.tsv")
    plain_names = {merge_key(name): name for name in [*curation.ALIASES, *curation.EXTRA_SKILLS]}
    for row in technology_rows:
        name = re.sub(r"\s+software$", "", row["Example"].strip(), flags=re.IGNORECASE)
        if not is_acronym(name.split()[-1]):
            plain_names.setdefault(merge_key(name), name)
    records: dict[str, SkillRecord] = {}

    def record_for(name: str) -> SkillRecord:
        key = merge_key(name)
        if key not in records:
            records[key] = SkillRecord(name=name)
        return records[key]

    for row in technology_rows:
        derived = derive_terms(row["Example"], common_words, plain_names)
        index = index_of.get(row["O*NET-SOC Code"])
        if derived is None or index is None:
            continue
        canonical, aliases = derived
        record = record_for(canonical)
        record.kinds.add("technology")
        record.aliases.update(aliases)
        record.hot = record.hot or row["Hot Technology"] == "Y"
        record.occupations.add(index)
        if row["In Demand"] == "Y":
            record.in_demand.add(index)

    for name in curation.EXTRA_SKILLS:
        record_for(name).kinds.add("technology")

    for line in (source / "esco-skills-en.txt").read_text(encoding="utf-8").splitlines():
        label = line.strip()
        words = label.split()
        if not words or len(words) > MAX_ESCO_WORDS or label in curation.ESCO_TOO_BROAD:
            continue
        if len(words) == 1 and label.islower() and label in common_words:
            continue
        record_for(label).kinds.add("competence")

    for canonical, curated_aliases in curation.ALIASES.items():
        record = record_for(canonical)
        if not record.kinds:
            record.kinds.add("technology")
        record.name = canonical
        record.aliases.update(curated_aliases)

    for name in curation.NOT_SKILLS:
        records.pop(merge_key(name), None)
    for record in records.values():
        record.aliases -= curation.NOT_SKILLS
    skills = resolve_alias_conflicts(records)
    ambiguous = sorted(
        {name for name in curation.AMBIGUOUS_NAMES}
        | {
            surface
            for skill in skills
            for surface in [skill.name, *skill.aliases]
            if (" " not in surface and surface.lower() in common_words and not is_acronym(surface))
            or ("technology" in skill.kinds and is_everyday_word(surface))
            or (surface in skill.aliases and is_plain_words(surface))
        }
    )
    return {
        "version": FORMAT_VERSION,
        "majorGroups": MAJOR_GROUPS,
        "occupations": [
            [code, row["Title"], sorted(titles[index] - {row["Title"]})]
            for index, (code, row) in enumerate(zip(codes, occupation_rows, strict=True))
        ],
        "skills": [
            [
                skill.name,
                sorted(skill.aliases),
                "technology" if "technology" in skill.kinds else "competence",
                skill.hot,
                sorted(skill.occupations),
                sorted(skill.in_demand),
            ]
            for skill in skills
        ],
        "ambiguous": ambiguous,
        "actionVerbs": action_verbs(task_rows),
        "irregularPast": dict(sorted(curation.IRREGULAR_PAST.items())),
    }


def resolve_alias_conflicts(records: dict[str, SkillRecord]) -> list[SkillRecord]:
    """One spelling names one skill: a skill's own name wins over another's alias, curated aliases win over derived
    ones, and a derived alias claimed by two skills is dropped."""
    curated = {
        merge_key(alias): merge_key(canonical) for canonical, items in curation.ALIASES.items() for alias in items
    }
    owners: defaultdict[str, set[str]] = defaultdict(set)
    for key, record in records.items():
        for alias in record.aliases:
            owners[merge_key(alias)].add(key)
    for record_key, record in records.items():
        kept = set()
        for alias in record.aliases:
            alias_key = merge_key(alias)
            if alias_key in curated:
                if curated[alias_key] == record_key:
                    kept.add(alias)
            elif alias_key not in records and len(owners[alias_key]) == 1:
                kept.add(alias)
        record.aliases = kept
    return sorted(records.values(), key=lambda record: record.name.lower())


def main() -> None:
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_SOURCE
    if not source.is_dir():
        sys.exit(f"taxonomy sources not found at {source}")
    payload = json.dumps(build(source), ensure_ascii=False, separators=(",", ":"), sort_keys=False)
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    # mtime=0 keeps the gzip header, and so the committed file, identical between runs.
    OUTPUT.write_bytes(gzip.compress(payload.encode("utf-8"), compresslevel=9, mtime=0))
    print(f"wrote {OUTPUT.relative_to(BACKEND)}: {OUTPUT.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
