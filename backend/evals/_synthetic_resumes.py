"""Invented resumes with perfect truth, for the synthetic layout corpus (`synthetic_layouts.py`).

A resume is drawn, seeded, from the parts in `synthetic/`: a country gives the language, the person's name, city,
phone shape, employers, schools and degrees; the language gives the section headings, month names, the word for an
ongoing job, and the sentences of the summary and bullets; job titles are O*NET alternate titles
(`synthetic/titles.txt`, built from `../shared/data/taxonomy` by `build_titles`). What is drawn is both what is
printed and the truth the parse is scored against.
"""

import csv
import random
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

DATA_DIR = Path(__file__).parent / "synthetic"
TITLES_FILE = DATA_DIR / "titles.txt"
_TITLE_SHAPE = re.compile(r"^[A-Z][A-Za-z]+(?: [A-Za-z][A-Za-z-]*){1,3}$")
TITLES_PER_GROUP = 14


@dataclass(frozen=True)
class Job:
    title: str
    employer: str
    city: str
    dates: str
    bullets: list[str]


@dataclass(frozen=True)
class Study:
    degree: str
    school: str
    city: str
    dates: str


@dataclass(frozen=True)
class SyntheticResume:
    """What is printed, and so what the parse must give back."""

    language: str
    given_name: str
    surname: str
    email: str
    phone: str
    city: str
    headline: str
    summary: str
    headings: dict[str, str]  # section kind -> the heading printed
    jobs: list[Job]
    studies: list[Study]
    skills: list[str]

    @property
    def name(self) -> str:
        return f"{self.given_name} {self.surname}"


@cache
def countries() -> dict[str, dict[str, Any]]:
    data: dict[str, dict[str, Any]] = yaml.safe_load((DATA_DIR / "countries.yaml").read_text(encoding="utf-8"))
    return data


@cache
def languages() -> dict[str, dict[str, Any]]:
    data: dict[str, dict[str, Any]] = yaml.safe_load((DATA_DIR / "languages.yaml").read_text(encoding="utf-8"))
    return data


@cache
def titles() -> list[str]:
    lines = TITLES_FILE.read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line and not line.startswith("#")]


def build_titles(taxonomy: Path) -> int:
    """Draw job titles of every trade from O*NET's alternate titles: a few of each major occupation group (the first
    two digits of the code), of two to four plain words. Returns how many were written."""
    by_group: dict[str, list[str]] = {}
    with (taxonomy / "onet-alternate-titles.tsv").open(encoding="utf-8") as file:
        for row in csv.DictReader(file, delimiter="\t"):
            title = row["Alternate Title"].strip()
            if _TITLE_SHAPE.match(title) and not title.isupper():
                by_group.setdefault(row["O*NET-SOC Code"][:2], []).append(title)
    rng = random.Random(24)
    chosen: list[str] = []
    for group in sorted(by_group):
        unique = sorted(set(by_group[group]))
        chosen.extend(rng.sample(unique, min(TITLES_PER_GROUP, len(unique))))
    header = (
        "# Job titles of every trade for the synthetic layout corpus: O*NET 29.2 alternate titles (U.S. Department of\n"
        "# Labor, CC BY 4.0), a few of each major occupation group. Rebuild: python evals/synthetic_layouts.py "
        "--build-titles\n"
    )
    TITLES_FILE.write_text(header + "\n".join(chosen) + "\n", encoding="utf-8")
    return len(chosen)


def _digits(shape: str, rng: random.Random) -> str:
    # A first digit of 0 after a country code or area code would be no real number; keep digits 2-9 there.
    return "".join(str(rng.randint(2, 9)) if char == "#" else char for char in shape)


def _ascii(text: str) -> str:
    table = str.maketrans(
        "áàâäãåçéèêëíìîïñóòôöõúùûüßÁÀÂÄÃÇÉÈÊËÍÎÏÑÓÒÔÖÕÚÙÛÜ", "aaaaaaceeeeiiiinooooouuuusAAAAACEEEEIIINOOOOOUUUU"
    )
    return re.sub(r"[^a-z]", "", text.translate(table).lower())


def _date_range(rng: random.Random, words: dict[str, Any], style: str, start: int, end: int | None) -> str:
    start_month, end_month = rng.randint(1, 12), rng.randint(1, 12)

    def one(year: int, month: int) -> str:
        if style == "month":
            return f"{words['months'][month - 1]} {year}"
        if style == "short":
            return f"{words['short_months'][month - 1]} {year}"
        if style == "numeric":
            return f"{month:02d}/{year}"
        return str(year)

    dash = rng.choice([" – ", " - ", " — "])
    finish = rng.choice(words["present"]) if end is None else one(end, end_month)
    return one(start, start_month) + dash + finish


def generate(rng: random.Random, country_code: str) -> SyntheticResume:
    country = countries()[country_code]
    words = languages()[country["language"]]
    given, surname = rng.choice(country["given"]), rng.choice(country["surnames"])
    city = rng.choice(country["cities"])
    local = rng.choice([f"{_ascii(given)}.{_ascii(surname)}", f"{_ascii(given)[0]}{_ascii(surname)}"])
    email = f"{local}@{rng.choice(country['domains'])}"
    job_titles = rng.sample(titles(), 3)
    date_style = rng.choice(["month", "short", "numeric", "year"])
    year = rng.randint(2018, 2022)
    jobs: list[Job] = []
    for index, title in enumerate(job_titles[: rng.randint(2, 3)]):
        length = rng.randint(1, 4)
        end = None if index == 0 else year
        start = year - length
        employer = " ".join(
            part
            for part in (
                rng.choice(country["company_words"]),
                rng.choice(country["trades"]),
                rng.choice(country["legal_forms"]),
            )
            if part
        )
        bullets = [_fill(sentence, rng, title, city) for sentence in rng.sample(words["bullets"], 2)]
        jobs.append(
            Job(
                title, employer, rng.choice(country["cities"]), _date_range(rng, words, date_style, start, end), bullets
            )
        )
        year = start
    studies: list[Study] = []
    for _ in range(rng.randint(1, 2)):
        school = rng.choice(country["schools"]).format(place=rng.choice(country["school_places"]))
        degree = rng.choice(country["degrees"]).format(field=rng.choice(country["fields"]))
        if any(study.school == school or study.degree == degree for study in studies):
            continue
        start = year - rng.randint(2, 4)
        studies.append(
            Study(degree, school, rng.choice(country["cities"]), _date_range(rng, words, "year", start, year))
        )
        year = start
    headings = {kind: rng.choice(options) for kind, options in words["headings"].items()}
    return SyntheticResume(
        language=country["language"],
        given_name=given,
        surname=surname,
        email=email,
        phone=_digits(rng.choice(country["phones"]), rng),
        city=city,
        headline=job_titles[0],
        summary=_fill(words["summary"], rng, job_titles[0], city),
        headings=headings,
        jobs=jobs,
        studies=studies,
        skills=rng.sample(words["skills"], 5),
    )


def _fill(sentence: str, rng: random.Random, title: str, city: str) -> str:
    return sentence.format(
        title=title,
        city=city.split(",")[0],
        years=rng.randint(3, 15),
        number=rng.randint(20, 90),
        small=rng.randint(2, 6),
        percent=rng.randint(10, 40),
    )


def corpus(seed: int, count: int) -> list[SyntheticResume]:
    """`count` resumes, the countries taken in turn so that every language is in every layout."""
    rng = random.Random(seed)
    codes = sorted(countries())
    return [generate(rng, codes[index % len(codes)]) for index in range(count)]
