"""Skills sections -> named groups: 'Languages: Python, Go' is the group 'Languages'; a plain list joins the default
group named after the section heading."""

import re

from vitae.resume.headings import SKILL_GROUP_LABELS, kind_of_heading, normalize_heading
from vitae.resume.model import SkillGroup
from vitae.resume.text_lines import ResumeLine

_LABEL = re.compile(r"^(?P<label>[A-Za-z][A-Za-z0-9 &/+#.()'-]{0,40}?)\s*[:：]\s*(?P<rest>.*)$")
_TOP_LEVEL_SEPARATORS = re.compile(r"[,;|•·●▪]|\s+/\s+|\s{3,}|\t")
_EXPERIENCE_NOTE = re.compile(
    r"\((?:[^()]*\b(?:years?|yrs?|months?|less than|expert|advanced|intermediate|beginner|basic|proficient|"
    r"familiar|fluent|native|\d+\+?\s*y|[ABC][12])\b[^()]*)\)",
    re.IGNORECASE,
)
# How well or how long a skill is known, written without brackets: 'Expert', '5 yrs', '3+ years', 'C1', '90%'.
_LEVEL = (
    r"(?:expert|advanced|intermediate|beginner|basic|elementary|novice|proficient|familiar|fluent|native|"
    r"conversational|bilingual|mother\s+tongue|working\s+knowledge|(?:upper[\s-]|lower[\s-])?intermediate|"
    r"[ABC][12]|\d+(?:\.\d+)?\+?\s*(?:years?|yrs?|y)(?:\s+(?:of\s+)?experience)?|\d{1,3}\s*%|"
    r"\d{1,2}\s*/\s*(?:5|10)|\[[^\[\]]*\])(?:\s+level)?"
)
_LEVEL_ONLY = re.compile(rf"^\s*{_LEVEL}\s*$", re.IGNORECASE)
# The level after the skill, behind a dash or a colon, or a percentage ('Python — 5 yrs', 'Go: Advanced', 'SQL 90%').
_LEVEL_AFTER = re.compile(
    rf"(?:\s+[-–—]\s*|\s*[-–—:]\s+){_LEVEL}\s*$|\s+(?:\d{{1,3}}\s*%|\d{{1,2}}\s*/\s*(?:5|10)|\[[^\[\]]*\])\s*$",
    re.IGNORECASE,
)
# A level heading the skills after it behind a dash ('Expert — Python, Go'), as a label with a colon does.
_LEVEL_LABEL = re.compile(rf"^(?P<label>{_LEVEL})\s*[-–—]\s+(?P<rest>\S.*)$", re.IGNORECASE)
# A rating drawn with symbols ('Python ●●●●○  Go ●●●○○'): it ends the skill before it.
_RATING = re.compile(r"[●○◉◎■□▪▫★☆✩✪⬤◯◆◇]{2,}")
_LEVEL_MARKS = frozenset("-–—:%/[")  # a level after a skill is set apart by one of these
_LONGEST_LEVEL = 30
_TRAILING_NOISE = re.compile(r"(?:\s*\b(?:etc|and more)\b\.?)+$|[\s.:;,-]+$", re.IGNORECASE)
# A dot glued to a word opens a name ('.NET'), not noise.
_LEADING_NOISE = re.compile(r"^(?:and|&)\s+|^(?:[\s:;,-]|\.(?![A-Za-z]))+", re.IGNORECASE)
_ALPHANUMERIC = re.compile(r"[^\W_]")
_MAX_LABEL_WORDS = 5
_MAX_COLUMN_LABEL_WORDS = 3
_MAX_SKILL_LENGTH = 80


def _split_top_level(text: str) -> list[str]:
    """Split on separators that are not inside parentheses: 'Spring (Boot, MVC), Kafka' -> two items."""
    items: list[str] = []
    depth = 0
    start = 0
    index = 0
    while index < len(text):
        character = text[index]
        if character in "([{":
            depth += 1
        elif character in ")]}":
            depth = max(0, depth - 1)
        elif depth == 0:
            match = _TOP_LEVEL_SEPARATORS.match(text, index)
            if match:
                items.append(text[start:index])
                start = index = match.end()
                continue
        index += 1
    items.append(text[start:])
    return items


def _is_level(text: str) -> bool:
    """'Expert', '5 yrs', 'B2'; not 'BASIC', the language, written in capitals."""
    word = text.strip()
    return _LEVEL_ONLY.match(word) is not None and not (word.isalpha() and word.isupper())


def _clean_skill(text: str) -> str:
    if len(text) <= _LONGEST_LEVEL and _is_level(text):
        return ""  # 'Python      Expert': the level in a column of its own
    text = _EXPERIENCE_NOTE.sub("", text) if "(" in text else text
    if not _LEVEL_MARKS.isdisjoint(text):
        text = _LEVEL_AFTER.sub("", text)
    text = _TRAILING_NOISE.sub("", _LEADING_NOISE.sub("", text.strip()))
    text = " ".join(text.split())
    if text.count("(") != text.count(")"):
        text = text.replace("(", "").replace(")", "").strip()
    return text


def _label_of(line: str) -> tuple[str, str] | None:
    match = _LABEL.match(line) or _LEVEL_LABEL.match(line)
    if match is None:
        return None
    label = match.group("label").strip()
    if label.count("(") != label.count(")"):
        return None  # 'Python (Level: Expert)': the colon is inside a note
    if not label or len(label.split()) > _MAX_LABEL_WORDS or not match.group("rest").strip():
        return None
    if _is_level(match.group("rest")):
        return None  # 'Python: Expert': a skill and its level, no group
    return label, match.group("rest")


def _logical_lines(lines: list[ResumeLine]) -> list[str]:
    """Join wrapped lines: a line continues the previous one when that one ends mid-list or has an open bracket."""
    logical: list[str] = []
    for line in lines:
        text = _RATING.sub(", ", "   ".join(line.columns) if line.columns else line.text)
        if len(line.columns) > 1 and all(_label_of(column) for column in line.columns):
            logical.extend(line.columns)  # 'Languages: Python, Go      Tools: Git': a group in each column
            continue
        if _labels_its_column(line.columns):
            logical.append(f"{line.columns[0]}: {line.columns[1]}")  # 'Languages      Python, SQL, R'
            continue
        if logical and not line.is_bullet and _label_of(text) is None:
            previous = logical[-1]
            open_bracket = previous.count("(") > previous.count(")")
            if open_bracket or previous.rstrip().endswith((",", "/", "&", " and", "-")):
                logical[-1] = f"{previous} {text}"
                continue
        logical.append(text)
    return logical


def _labels_its_column(columns: tuple[str, ...]) -> bool:
    """'Languages      Python, SQL, R', 'Soft skills    Mentoring, Hiring': a group's name in the first of two
    columns, the list in the second; not two skills side by side ('Python      Django')."""
    if len(columns) != 2 or not _is_short_label(columns[0]) or _label_of(columns[1]) is not None:
        return False
    return _is_group_label(columns[0]) or bool(_TOP_LEVEL_SEPARATORS.search(columns[1]))


def _is_short_label(text: str) -> bool:
    """A few capitalised words, no list: 'Cloud & DevOps', 'Languages'."""
    words = text.split()
    return 0 < len(words) <= _MAX_COLUMN_LABEL_WORDS and text[0].isupper() and not _TOP_LEVEL_SEPARATORS.search(text)


def _is_group_label(text: str) -> bool:
    """'Languages', 'Frameworks', 'Soft Skills': a name of a group of skills the heading table knows."""
    return normalize_heading(text) in SKILL_GROUP_LABELS or kind_of_heading(text) is not None


def _table_rows(lines: list[ResumeLine]) -> list[tuple[str, str]]:
    """A table whose first row names its columns ('Languages   Frameworks   Tools' / 'Python   Django   Docker'):
    each cell of the rows below as a labelled line of its column's group; [] when the lines are no such table."""
    header = lines[0].columns if lines else ()
    if len(header) < 2 or not all(_is_short_label(cell) for cell in header):
        return []
    if 2 * sum(_is_group_label(cell) for cell in header) < len(header):
        return []  # 'Python   Django   Docker': a row of skills, not the names of the columns
    rows = [line.columns for line in lines[1:]]
    if not rows or any(len(row) != len(header) for row in rows):
        return []
    return [(label, cell) for row in rows for label, cell in zip(header, row, strict=True)]


def parse_skills(lines: list[ResumeLine], default_group: str) -> list[SkillGroup]:
    groups: dict[str, list[str]] = {}
    names: dict[str, str] = {}
    table = _table_rows(lines)
    labelled_lines = table or [_label_of(text) or (default_group, text) for text in _logical_lines(lines)]
    for name, items_text in labelled_lines:
        key = name.lower()
        names.setdefault(key, name)
        bucket = groups.setdefault(key, [])
        for raw_item in _split_top_level(items_text):
            item = _clean_skill(raw_item)
            if item and len(item) <= _MAX_SKILL_LENGTH and _ALPHANUMERIC.search(item):
                # A skill written twice is kept twice: merging the two is an improvement the person may reject.
                bucket.append(item)
    return [SkillGroup(name=names[key], skills=skills) for key, skills in groups.items() if skills]


def merge_skill_groups(groups: list[SkillGroup], more: list[SkillGroup]) -> list[SkillGroup]:
    """Groups of several skills sections together; groups of the same name are one, without repeated skills."""
    merged: dict[str, SkillGroup] = {group.name.lower(): group for group in groups}
    for group in more:
        existing = merged.get(group.name.lower())
        if existing is None:
            merged[group.name.lower()] = group
            continue
        seen = {skill.lower() for skill in existing.skills}
        extra = [skill for skill in group.skills if skill.lower() not in seen]
        merged[group.name.lower()] = SkillGroup(name=existing.name, skills=[*existing.skills, *extra])
    return list(merged.values())
