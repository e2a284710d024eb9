"""Undo letter-spaced headings typed with spaces: "C O N T A C T  M E" -> "CONTACT ME".

Letters of a word are one space apart and words two or more. Where the author used one space throughout
("T E C H N I C A L C O M P E T E N C I E S"), the joined letters are split again with the words resume
headings are made of, when they cover the whole run.
"""

import re
from functools import lru_cache

_TOKENS = re.compile(r"( +)")
_MIN_RUN_LETTERS = 4
# A heading's letters start the field; mixed-case runs must fill it: "a s a S" in broken prose is no heading.
_MIN_MIXED_CASE_LETTERS = 6
_HEADING_WORDS = frozenset(
    (
        "about",
        "academic",
        "accomplishments",
        "achievements",
        "activities",
        "additional",
        "affiliations",
        "analyst",
        "and",
        "areas",
        "at",
        "awards",
        "background",
        "career",
        "certificates",
        "certifications",
        "competencies",
        "contact",
        "core",
        "courses",
        "coursework",
        "data",
        "details",
        "developer",
        "education",
        "employment",
        "engineer",
        "examples",
        "experience",
        "expertise",
        "extracurricular",
        "highlights",
        "history",
        "hobbies",
        "honors",
        "information",
        "interests",
        "key",
        "knowledge",
        "languages",
        "leadership",
        "licenses",
        "me",
        "memberships",
        "military",
        "objective",
        "of",
        "other",
        "personal",
        "professional",
        "profile",
        "project",
        "projects",
        "publications",
        "qualifications",
        "references",
        "relevant",
        "research",
        "selected",
        "service",
        "skills",
        "soft",
        "software",
        "strengths",
        "summary",
        "tech",
        "technical",
        "technologies",
        "tools",
        "training",
        "volunteer",
        "volunteering",
        "work",
    )
)
_LONGEST_HEADING_WORD = max(len(word) for word in _HEADING_WORDS)


def repair_letter_spacing(text: str) -> str:
    """The text with a leading letter-spaced run joined; surrounding spaces are dropped."""
    tokens = _TOKENS.split(text.strip(" "))
    words = tokens[0::2]
    gaps = tokens[1::2]
    output: list[str] = []
    index = 0
    while index < len(words):
        end = index
        while end < len(words) and len(words[end]) == 1:
            end += 1
        run_end = max(end, index + 1)
        if index == 0 and end > index and _is_letter_spaced(words[:end], whole_field=end == len(words)):
            output.append(_join_run(words[index:end], gaps[index : end - 1]))
        else:
            for position in range(index, run_end):
                output.append(words[position])
                if position < run_end - 1:
                    output.append(gaps[position])
        if run_end < len(words):
            output.append(gaps[run_end - 1])
        index = run_end
    return "".join(output)


def _is_letter_spaced(run: list[str], *, whole_field: bool) -> bool:
    letters = [char for char in run if char.isalpha()]
    if len(letters) < _MIN_RUN_LETTERS:
        return False
    if all(letter.isupper() for letter in letters):
        return True
    return whole_field and len(letters) >= _MIN_MIXED_CASE_LETTERS


def _join_run(run: list[str], gaps: list[str]) -> str:
    words: list[str] = []
    current = run[0]
    for char, gap in zip(run[1:], gaps, strict=True):
        if len(gap) > 1 or not char.isalnum() or not current[-1:].isalnum():
            words.append(current)
            current = char
        else:
            current += char
    words.append(current)
    return " ".join(_split_heading_words(word) for word in words)


def _split_heading_words(word: str) -> str:
    if not word.isalpha() or word.casefold() in _HEADING_WORDS:
        return word
    parts = _segment(word.casefold())
    if parts is None:
        return word
    pieces: list[str] = []
    start = 0
    for part in parts:
        pieces.append(word[start : start + len(part)])
        start += len(part)
    return " ".join(pieces)


@lru_cache(maxsize=256)
def _segment(word: str) -> tuple[str, ...] | None:
    """The fewest heading words that spell `word` exactly, or None."""
    best: list[tuple[str, ...] | None] = [None] * (len(word) + 1)
    best[0] = ()
    for end in range(1, len(word) + 1):
        for start in range(max(0, end - _LONGEST_HEADING_WORD), end):
            prefix = best[start]
            piece = word[start:end]
            if prefix is not None and piece in _HEADING_WORDS:
                candidate = (*prefix, piece)
                current = best[end]
                if current is None or len(candidate) < len(current):
                    best[end] = candidate
    return best[len(word)]
