"""Lines the parser read inside a section but could not place in an entry or a skill group ('Role: SAP SD lead'
under a job, 'magna cum laude' under a degree) are put back where they stood, so that the enhanced version, which
is written from the structure, keeps everything the candidate wrote.
"""

import re

from vitae.resume.dates import is_duration, split_trailing_duration
from vitae.resume.model import Entry, ParsedResume, Section, SectionKind, SkillGroup
from vitae.writer.placement import (
    BULLET_DISPLAY,
    WORD,
    is_placed,
    missing_pieces,
    normalise,
    piece_count,
    read_lines,
)
from vitae.writer.source_lines import restore_bullet_marks, restore_top_lines, summary_as_written
from vitae.writer.written_order import in_written_order

_BRACKETED = re.compile(r"\([^()]*\)?|^[^(]*\)")
_NOTE = re.compile(r"([^,;|()•]+?)\s*(\([^()]{1,40}\))")
_SKILL_LINE_COVERED = 0.5  # share of a skills line's words found among the skills for it to count as placed
_SEARCH_AHEAD = 3  # entries after the current one in which a placed line is looked for
ENTRY_KINDS: dict[SectionKind, str] = {
    SectionKind.EXPERIENCE: "work",
    SectionKind.EDUCATION: "education",
    SectionKind.PROJECTS: "projects",
    SectionKind.CERTIFICATIONS: "certifications",
}


def complete_resume(resume: ParsedResume, source_text: str = "") -> ParsedResume:
    """The resume with every unplaced section line restored to the entry or skill group it followed and, when the
    text it was parsed from is given, the lines above the first heading that it kept nowhere (a headline, a
    training note, a summary written there) kept as written under the name, and the line breaks between the
    statements of a summary kept. An entry's description lines keep their places between its bullets."""
    completed = in_written_order(_complete_sections(resume))
    if not source_text.strip():
        return completed
    return restore_top_lines(summary_as_written(restore_bullet_marks(completed, source_text), source_text), source_text)


def _complete_sections(resume: ParsedResume) -> ParsedResume:
    update: dict[str, object] = {}
    for kind, field_name in ENTRY_KINDS.items():
        lines = _section_lines(resume.sections, kind)
        entries: list[Entry] = getattr(resume, field_name)
        completed = _complete_entries(entries, lines)
        if completed is not entries:
            update[field_name] = completed
    skills = _complete_skills(resume.skills, _section_lines(resume.sections, SectionKind.SKILLS))
    if skills is not resume.skills:
        update["skills"] = skills
    return resume.model_copy(update=update, deep=True) if update else resume


def _section_lines(sections: list[Section], kind: SectionKind) -> list[str]:
    return [line for section in sections if section.kind is kind for line in section.lines if line.strip()]


def _entry_text(entry: Entry) -> str:
    fields = (entry.title, entry.organization, entry.dates, entry.location, entry.description, *entry.bullets)
    return " " + normalise(" ".join(fields)) + " "


def _header_text(entry: Entry) -> str:
    return " " + normalise(" ".join((entry.title, entry.organization, entry.dates, entry.location))) + " "


def _complete_entries(entries: list[Entry], lines: list[str]) -> list[Entry]:
    if not lines or not entries:
        return entries  # a section without entries is written as it was read
    texts = [_entry_text(entry) for entry in entries]
    headers = [_header_text(entry) for entry in entries]
    lost: dict[int, list[str]] = {}
    durations: dict[int, list[str]] = {}
    current = 0

    def placed_in(line: str, window: range) -> int | None:
        return next((index for index in window if is_placed(line, texts[index], header=headers[index])), None)

    for read in read_lines(lines):
        line, columns = read.text, list(read.columns)
        window = range(current, min(len(entries), current + _SEARCH_AHEAD + 1))
        found = placed_in(line, window)
        if found is None and not columns:
            # The duration a template prints under the dates, run onto the end of the line beside it.
            bare, trailing = split_trailing_duration(line)
            found = (placed_in(bare, window) if normalise(bare) else current) if trailing else None
            line, columns = (bare, [trailing]) if found is not None else (line, [])
        if found is not None:
            current = found
            for column in columns:
                if is_duration(column):
                    durations.setdefault(current, []).append(column)
                elif not is_placed(column, texts[current]):
                    lost.setdefault(current, []).append(column)
            continue
        line = " ".join([line, *columns])
        if any(is_placed(line, text) for text in texts):
            continue  # printed twice, once placed elsewhere
        # A header line some of whose pieces an entry holds goes with the entry that holds most of them.
        missing = {index: missing_pieces(line, texts[index]) for index in window}
        partly = min(
            (index for index in window if len(missing[index]) < piece_count(line)),
            key=lambda index: len(missing[index]),
            default=None,
        )
        if partly is not None and not line.startswith(BULLET_DISPLAY):
            current = partly
            lost.setdefault(current, []).append(", ".join(missing[partly]))
            continue
        lost.setdefault(current, []).append(line)
    if not lost and not durations:
        return entries
    completed = [entry.model_copy(deep=True) for entry in entries]
    for index, spans in durations.items():
        completed[index].dates = _with_durations(completed[index].dates, spans, texts[index])
    normalised_lines = [f" {normalise(line)} " for line in lines]
    for index, restored in lost.items():
        entry = completed[min(index, len(completed) - 1)]
        for line in restored:
            if line.startswith(BULLET_DISPLAY):
                entry.bullets.append(line[len(BULLET_DISPLAY) :].strip())
            elif not _extends_header(entry, line, normalised_lines):
                entry.description = f"{entry.description}\n{line}".strip("\n")
    return completed


def _with_durations(dates: str, durations: list[str], text: str) -> str:
    """'May 2022 – Aug 2022' and '4 months' printed under it -> 'May 2022 – Aug 2022 (4 months)'."""
    for duration in durations:
        if f" {normalise(duration)} " in text:
            continue
        bracketed = duration if duration.startswith("(") else f"({duration})"
        dates = f"{dates} {bracketed}".strip()
    return dates


def _extends_header(entry: Entry, missing: str, normalised_lines: list[str]) -> bool:
    """'University of California, Berkeley' read as the organisation 'University of California': the piece the
    parser dropped right after the organisation or the title goes back to it."""
    for field_name in ("organization", "title"):
        value: str = getattr(entry, field_name)
        if not value:
            continue
        joined = f"{value}, {missing}"
        wanted = f" {normalise(joined)} "
        if any(wanted in line for line in normalised_lines):
            setattr(entry, field_name, joined)
            return True
    return False


def _with_notes(groups: list[SkillGroup], lines: list[str]) -> list[SkillGroup]:
    """'C++ (Less than 1 year)': the note the parser left out of a skill is the candidate's, and is kept."""
    text = " ".join(" ".join(line.split()) for line in lines)
    if "(" not in text:
        return groups
    # The words before each bracketed note and the note, in the order written: each note goes to one skill, the
    # first read after the skill before it ('Management (2 years)' then 'Management (10+ years)').
    notes = [(match.group(1).strip().lower(), match.group(2)) for match in _NOTE.finditer(text)]
    taken: set[int] = set()
    noted: list[SkillGroup] = []
    changed = False
    for group in groups:
        skills = []
        for skill in group.skills:
            name = skill.lower()
            index = next(
                (
                    index
                    for index, (written, _) in enumerate(notes)
                    if index not in taken and (written == name or written.endswith(f" {name}"))
                ),
                None,
            )
            note = notes[index][1] if index is not None else None
            if index is not None:
                taken.add(index)
            skills.append(f"{skill} {note}" if note and note not in skill else skill)
            changed = changed or note is not None
        noted.append(group.model_copy(update={"skills": skills}))
    return noted if changed else groups


def _rejoin_numbers(groups: list[SkillGroup]) -> list[SkillGroup]:
    """'$40,000' split at its comma into the items '$40' and '000' is one item again."""
    if not any(re.fullmatch(r"\d{3}\b.*", skill) for group in groups for skill in group.skills):
        return groups
    rejoined = []
    for group in groups:
        skills: list[str] = []
        for skill in group.skills:
            if skills and re.match(r"\d{3}\b", skill) and re.search(r"\d$", skills[-1]):
                skills[-1] = f"{skills[-1]},{skill}"
            else:
                skills.append(skill)
        rejoined.append(group.model_copy(update={"skills": skills}))
    return rejoined


def _complete_skills(groups: list[SkillGroup], lines: list[str]) -> list[SkillGroup]:
    groups = _with_notes(_rejoin_numbers(groups), lines)
    if not lines or not groups:
        return groups
    known = set(WORD.findall(" ".join(f"{group.name} {' '.join(group.skills)}" for group in groups).lower()))
    lost: list[str] = []
    for line in lines:
        # Notes in brackets ('(Less than 1 year)') are left out of skills on purpose.
        words = WORD.findall(_BRACKETED.sub(" ", line).lower())
        if words and sum(word in known for word in words) / len(words) < _SKILL_LINE_COVERED:
            lost.append(line.removeprefix(BULLET_DISPLAY).strip())
    if not lost:
        return groups
    completed = [group.model_copy(deep=True) for group in groups]
    completed[-1].skills.extend(lost)
    return completed
