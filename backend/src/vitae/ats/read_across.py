"""Lines of two columns read across: an extractor that reads a page line by line across side-by-side columns puts a
line of one column and a line of the other on one line. What opens a line of its own (a heading, a bullet, a date
range) then stands beside or inside other text."""

import re
from functools import lru_cache

from vitae.ats.facts import BULLET_MARK, glued_heading_kind, heading_kind
from vitae.resume.headings import kind_of_heading

# Two bulleted items on one line ('• Led the team • Python, Go'): columns read across. A line that only uses bullets
# as separators ('Java • Spring • SQL') does not open with one.
_MID_LINE_BULLET = re.compile(r"^\s*[•●▪◦‣■]\s.{3,}?\s[•●▪◦‣■]\s")
# Two date ranges on one line ('Mar 2021 – Present Sep 2013 – May 2017'): two entries side by side.
_DATE_RANGE = re.compile(
    r"\b(?:19|20)\d{2}\s*[–—-]+\s*(?:[A-Za-z]{3,9}\.?\s+)?(?:(?:19|20)\d{2}|present|now|current)\b", re.I
)
# A bullet after text, before a sentence of its own ('... platform • Designed the billing service'). A dash or star
# only counts as a bullet after a finished sentence ('... inventory control. - Counted stock weekly'): inside a line
# it joins a title and an employer ('Engineer - Acme').
_BULLET_BEFORE_SENTENCE = re.compile(r"(?:\S\s+[•●▪◦‣■]|[.;!?]\s+[-–*])\s+[A-Z]\w+\s+\w+\s+\w+")
_WORDS_AROUND = 4
# A label of one to three words closing a line after other text ('... Symfony, flask Education:'), and a label opening
# a line ('Work experience: ...').
_LABEL_AT_END = re.compile(r"^(?P<before>.*\S)\s+(?P<label>[A-Z][\w&/-]*(?:\s+[\w&/-]+){0,2}):$")
_OPENING_LABEL = re.compile(r"^(?P<label>[A-Z][\w&/ -]{0,30}):\s")
_INNER_PUNCTUATION = re.compile(r"[,.;:)]")  # a heading of its own has none: 'Course Papers:'
_JOINERS = frozenset({"and", "&", "of", "for", "in", "the", "with"})


def _two_headings(line: str) -> bool:
    """'Work Experience Education', 'SUMMARY EDUCATION': headings of two different sections side by side."""
    words = line.split()
    for cut in range(1, len(words)):
        first, second = heading_kind(" ".join(words[:cut])), heading_kind(" ".join(words[cut:]))
        if first is not None and second is not None and first != second:
            return True
    return False


def _label_after_text(line: str) -> bool:
    """Whether a line ends with a section's label after other text: a heading of the column beside read onto the end
    of this one ('Frameworks: Laravel, Symfony, flask Education:', 'Haifa, Israel Course Papers:'), or two labels of a
    table of labels and values read across ('Work experience: Languages knowledge:'). A label closes its own line
    only; a line that is one label ('Technical Skills:') is a heading."""
    found = _LABEL_AT_END.match(line.strip())
    whole = line.strip().rstrip(":")
    if found is None or heading_kind(whole) or (not _INNER_PUNCTUATION.search(whole) and kind_of_heading(whole)):
        return False
    before = found["before"].split()
    if before[-1].lower() in _JOINERS:
        return False  # 'Professional Experience and Key Achievements:': one heading of two parts
    if not _INNER_PUNCTUATION.search(found["before"]) and all(word[:1].isupper() for word in before):
        return False  # 'Course Work:': capitalised words without a break are one heading, known or not
    words = found["label"].split()
    if any(kind_of_heading(" ".join(words[-size:]), labelled=True) for size in range(len(words), 0, -1)):
        return True
    opening = _OPENING_LABEL.match(found["before"] + " ")
    return opening is not None and kind_of_heading(opening["label"], labelled=True) is not None


def _starts_mid_line(line: str) -> bool:
    """Whether what opens a line of its own (a bullet, a date range) stands in the middle of this one, between runs of
    words: '... on the new platform • Designed the billing ...', '... with the sales team Mar 2019 – May 2021 Led the
    ...', or a section's heading follows an entry's dates. An entry's header ends or opens with its dates; a list of
    names uses bullets as separators, not before a sentence."""
    if _BULLET_BEFORE_SENTENCE.search(line) and not BULLET_MARK.match(line):
        return True
    for dates in _DATE_RANGE.finditer(line):
        before, after = line[: dates.start()].split(), line[dates.end() :].split()
        if 0 < len(after) <= 3 and heading_kind(" ".join(after)) is not None:
            return True  # 'Mar 2021 - Present Skills': an entry's dates, then the heading of the column beside
        # Lower case before and a capital after: one text ends and another begins ('... through the 2019 – 2020
        # expansion' is one sentence).
        if (
            len(before) >= _WORDS_AROUND
            and len(after) >= _WORDS_AROUND
            and before[-1][-1:].islower()
            and after[0][:1].isupper()
        ):
            return True
    return False


# Cached: every scoring of a resume asks about the same lines (the analysis, then the enhanced text and its checks).
@lru_cache(maxsize=4096)
def read_across(line: str) -> bool:
    """Whether a line mixes two columns: two bulleted items, two date ranges, two headings, a heading glued to the
    text beside it, a label closing a line of other text, or a bullet or a date range between two runs of text."""
    words = line.split()
    if len(words) <= 6 and _two_headings(line):
        return True
    if line.isupper() and len(words) <= 4:
        return False  # a heading of its own, standard or not ('PET PROJECTS', 'TOOLS & TECH')
    return bool(
        _MID_LINE_BULLET.search(line)
        or len(_DATE_RANGE.findall(line)) >= 2
        or (glued_heading_kind(line, capitals_only=True) is not None and heading_kind(line) is None)
        or _starts_mid_line(line)
        or (line.endswith(":") and _label_after_text(line))
    )
