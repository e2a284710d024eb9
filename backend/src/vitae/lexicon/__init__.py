"""Vocabulary as data: the words and phrases resumes are read with (section headings in every supported language,
job titles, degrees, institutions' words, legal forms, seniority, months), kept in the text files beside this module
so that a word is added without touching the logic that uses it.

Four shapes of file, all UTF-8 with `#` starting a comment line and blank lines ignored:
- a list of phrases, one a line (`headings/experience.txt`), read in file order by `phrases`;
- a set of single words, any number a line (`words/title.txt`), read by `words`;
- the alternatives of a regular expression, one a line (`patterns/degree.txt`), joined by `alternation` for a
  pattern that needs more than whole words ('b\\.?\\s?tech\\.?' for 'B.Tech', 'B Tech' and 'BTech');
- words and their values, one pair a line (`words/number.txt`: 'twelve 12'), read by `values`.
Each file is read once per process.
"""

from functools import cache
from importlib import resources


def _lines(name: str) -> list[str]:
    text = resources.files("vitae.lexicon").joinpath(f"{name}.txt").read_text(encoding="utf-8")
    return [line.strip() for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]


@cache
def phrases(name: str) -> tuple[str, ...]:
    """The phrases of one file, one a line, in the file's order: `phrases("headings/skills")`."""
    return tuple(_lines(name))


@cache
def words(name: str) -> frozenset[str]:
    """The words of one file, separated by any whitespace: `words("words/seniority")`."""
    return frozenset(word for line in _lines(name) for word in line.split())


@cache
def alternation(name: str) -> str:
    """The patterns of one file, one a line, as one regular-expression alternation ('a|b|c'), to be grouped by the
    pattern that uses it."""
    return "|".join(_lines(name))


@cache
def values(name: str) -> dict[str, int]:
    """The words of one file with the value written after each: `values("words/number")["twelve"] == 12`."""
    pairs = (line.split() for line in _lines(name))
    return {word: int(value) for word, value in pairs}
