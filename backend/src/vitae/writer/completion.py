"""Lines the parser read inside a section but could not place in an entry or a skill group ('Role: SAP SD lead'
under a job, 'magna cum laude' under a degree) are put back where they stood, so that the enhanced version, which
is written from the structure, keeps everything the candidate wrote.
"""

import re

from vitae.render.text import resume_to_text
from vitae.resume.contacts import EMAIL_PATTERN, find_phones, is_contact_line
from vitae.resume.dates import find_dates
from vitae.resume.headings import match_heading, normalize_heading
from vitae.resume.model import Entry, ParsedResume, Section, SectionKind, SkillGroup
from vitae.resume.text_lines import lines_from_text

_BULLET_DISPLAY = "• "
_WORD = re.compile(r"[a-z0-9]+")
_SEGMENT_SEPARATORS = re.compile(r"\s[-–—|]\s|(?<!\d),|,(?!\d)|[;|]|\s@\s|\s{2,}")
_BRACKETED = re.compile(r"\([^()]*\)?|^[^(]*\)")
_NOTE = re.compile(r"([^,;|()•]+?)\s*(\([^()]{1,40}\))")
_SHORT_LINE_WORDS = 8  # header lines up to this long count as placed when all their words are in the entry
_MONTH_WORDS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_SKILL_LINE_COVERED = 0.5  # share of a skills line's words found among the skills for it to count as placed
_SEARCH_AHEAD = 3  # entries after the current one in which a placed line is looked for

_URL = re.compile(r"(?:https?://|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|in|me|dev)(?:/\S*)?", re.I)
_CONTACT_LABELS = re.compile(
    r"\b(?:phone|mobile|mob|cell|tel|telephone|contact|address|linkedin|github|portfolio|website|web|location)\b",
    re.IGNORECASE,
)
_BULLETED_LINE = re.compile(r"^[ \t]*[➢➤►▶●○◦■□◆◇▪▫✓✔❖⁃∙‣⦿•·*>][ \t]*(\S.*)$", re.MULTILINE)
_MIN_EXTRA_WORDS = 2  # words beyond contact details and their labels that make a contact line worth keeping as written
ENTRY_KINDS: dict[SectionKind, str] = {
    SectionKind.EXPERIENCE: "work",
    SectionKind.EDUCATION: "education",
    SectionKind.PROJECTS: "projects",
    SectionKind.CERTIFICATIONS: "certifications",
}


def complete_resume(resume: ParsedResume, source_text: str = "") -> ParsedResume:
    """The resume with every unplaced section line restored to the entry or skill group it followed and, when the
    text it was parsed from is given, the lines above the first heading that it kept nowhere (a headline, a
    training note, the wrapped end of an unheaded summary) restored under the name."""
    completed = _complete_sections(resume)
    if not source_text.strip():
        return completed
    return _restore_top(_restore_bullet_marks(completed, source_text), source_text)


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


def _normalise(text: str) -> str:
    return " ".join(_WORD.findall(text.lower()))


def _entry_text(entry: Entry) -> str:
    fields = (entry.title, entry.organization, entry.dates, entry.location, entry.description, *entry.bullets)
    return " " + _normalise(" ".join(fields)) + " "


def _is_placed(line: str, text: str) -> bool:
    """Whether a section line is in an entry's text: whole, piece by piece when the parser split a header, or, for
    a short header line, word by word with its dates read as dates ('DevOps Engineer Sep. 2023' is placed in an
    entry titled 'DevOps Engineer' dated 'Sep 2023 – Mar 2024')."""
    whole = _normalise(line)
    if not whole or f" {whole} " in text:
        return True
    pieces = [_normalise(piece) for piece in _SEGMENT_SEPARATORS.split(line)]
    if all(f" {piece} " in text for piece in pieces if piece):
        return True
    if len(whole.split()) > _SHORT_LINE_WORDS:
        return False
    spans = find_dates(line)
    rest = line
    for span in reversed(spans):
        rest = rest[: span.start] + " " + rest[span.end :]
    known = set(text.split())
    dates_placed = all(_date_in(point, known) for span in spans for point in (span.start_date, span.end_date) if point)
    return dates_placed and all(word in known for word in _normalise(rest).split())


def _date_in(iso: str, words: set[str]) -> bool:
    """Whether an entry's words hold a date: '2023-09' needs '2023' and a word for September."""
    if iso == "present":
        return True
    year, _, month = iso.partition("-")
    if year not in words:
        return False
    return not month or any(word.startswith(_MONTH_WORDS[int(month) - 1]) for word in words)


def _missing_pieces(line: str, text: str) -> list[str]:
    """The pieces of a header line ('Title, Organization, Place') that an entry's text lacks."""
    return [
        piece.strip()
        for piece in _SEGMENT_SEPARATORS.split(line)
        if _normalise(piece) and f" {_normalise(piece)} " not in text
    ]


def _complete_entries(entries: list[Entry], lines: list[str]) -> list[Entry]:
    if not lines or not entries:
        return entries  # a section without entries is written as it was read
    texts = [_entry_text(entry) for entry in entries]
    lost: dict[int, list[str]] = {}
    current = 0
    for line in lines:
        window = range(current, min(len(entries), current + _SEARCH_AHEAD + 1))
        found = next((index for index in window if _is_placed(line, texts[index])), None)
        if found is not None:
            current = found
            continue
        if any(_is_placed(line, text) for text in texts):
            continue  # printed twice, once placed elsewhere
        partly = next(
            (
                index
                for index in window
                if len(_missing_pieces(line, texts[index])) < len(_SEGMENT_SEPARATORS.split(line))
            ),
            None,
        )
        if partly is not None and not line.startswith(_BULLET_DISPLAY):
            current = partly
            lost.setdefault(current, []).append(", ".join(_missing_pieces(line, texts[partly])))
            continue
        lost.setdefault(current, []).append(line)
    if not lost:
        return entries
    completed = [entry.model_copy(deep=True) for entry in entries]
    normalised_lines = [f" {_normalise(line)} " for line in lines]
    for index, restored in lost.items():
        entry = completed[min(index, len(completed) - 1)]
        for line in restored:
            if line.startswith(_BULLET_DISPLAY):
                entry.bullets.append(line[len(_BULLET_DISPLAY) :].strip())
            elif not _extends_header(entry, line, normalised_lines):
                entry.description = f"{entry.description}\n{line}".strip("\n")
    return completed


def _extends_header(entry: Entry, missing: str, normalised_lines: list[str]) -> bool:
    """'University of California, Berkeley' read as the organisation 'University of California': the piece the
    parser dropped right after the organisation or the title goes back to it."""
    for field_name in ("organization", "title"):
        value: str = getattr(entry, field_name)
        if not value:
            continue
        joined = f"{value}, {missing}"
        wanted = f" {_normalise(joined)} "
        if any(wanted in line for line in normalised_lines):
            setattr(entry, field_name, joined)
            return True
    return False


def _with_notes(groups: list[SkillGroup], lines: list[str]) -> list[SkillGroup]:
    """'C++ (Less than 1 year)': the note the parser left out of a skill is the candidate's, and is kept."""
    text = " ".join(" ".join(line.split()) for line in lines)
    if "(" not in text:
        return groups
    notes: dict[str, str] = {}  # the words before a bracketed note -> the note
    for match in _NOTE.finditer(text):
        notes.setdefault(match.group(1).strip().lower(), match.group(2))
    noted: list[SkillGroup] = []
    changed = False
    for group in groups:
        skills = []
        for skill in group.skills:
            note = next(
                (
                    value
                    for written, value in notes.items()
                    if written == skill.lower() or written.endswith(f" {skill.lower()}")
                ),
                None,
            )
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
    known = set(_WORD.findall(" ".join(f"{group.name} {' '.join(group.skills)}" for group in groups).lower()))
    lost: list[str] = []
    for line in lines:
        # Notes in brackets ('(Less than 1 year)') are left out of skills on purpose.
        words = _WORD.findall(_BRACKETED.sub(" ", line).lower())
        if words and sum(word in known for word in words) / len(words) < _SKILL_LINE_COVERED:
            lost.append(line.removeprefix(_BULLET_DISPLAY).strip())
    if not lost:
        return groups
    completed = [group.model_copy(deep=True) for group in groups]
    completed[-1].skills.extend(lost)
    return completed


def _restore_top(resume: ParsedResume, source_text: str) -> ParsedResume:
    first_heading = normalize_heading(resume.sections[0].heading) if resume.sections else None
    rendered = " " + _normalise(resume_to_text(resume)) + " "
    summary = " " + _normalise(resume.summary) + " "
    unheaded_summary = not any(section.kind is SectionKind.SUMMARY for section in resume.sections)
    summary_lines = resume.summary.split("\n") if resume.summary else []
    top: list[str] = []
    previous_in_summary = False
    for line in lines_from_text(source_text):
        heading = match_heading(line.text)
        if first_heading is not None and heading is not None and normalize_heading(heading.heading) == first_heading:
            break
        in_summary = unheaded_summary and bool(summary_lines) and _is_placed(line.text, summary)
        if not in_summary and previous_in_summary and not line.is_bullet and not is_contact_line(line.text):
            # The wrapped end of a summary written under the name, too short for the parser to take as prose.
            summary_lines[-1] = f"{summary_lines[-1]} {line.text}"
            continue
        previous_in_summary = in_summary
        if _is_placed(line.text, rendered) and not (
            is_contact_line(line.text) and _has_more_than_contacts(line.text, resume)
        ):
            continue
        if is_contact_line(line.text) and not _has_more_than_contacts(line.text, resume):
            continue
        top.append(line.display)
    update: dict[str, object] = {}
    if summary_lines and "\n".join(summary_lines) != resume.summary:
        update["summary"] = "\n".join(summary_lines)
    if top:
        update["sections"] = [Section(heading="", kind=SectionKind.OTHER, lines=top), *resume.sections]
    return resume.model_copy(update=update) if update else resume


def _restore_bullet_marks(resume: ParsedResume, source_text: str) -> ParsedResume:
    """Lines of sections kept as written that were bullets in the source ('➢ Attended a seminar'), whose mark the
    parser read as an icon, are bullets again."""
    bulleted = {_normalise(match.group(1)) for match in _BULLETED_LINE.finditer(source_text)}
    if not bulleted:
        return resume
    sections = []
    changed = False
    for section in resume.sections:
        if section.kind is SectionKind.OTHER:
            lines = [
                f"{_BULLET_DISPLAY}{line}"
                if not line.startswith(_BULLET_DISPLAY) and _normalise(line) in bulleted
                else line
                for line in section.lines
            ]
            changed = changed or lines != section.lines
            section = section.model_copy(update={"lines": lines})
        sections.append(section)
    return resume.model_copy(update={"sections": sections}) if changed else resume


def _has_more_than_contacts(line: str, resume: ParsedResume) -> bool:
    rest = EMAIL_PATTERN.sub(" ", line)
    for value in resume.personal_info.model_dump().values():
        if value:
            rest = rest.replace(value, " ")
    rest = _URL.sub(" ", rest)
    for phone in find_phones(rest):
        rest = rest.replace(phone, " ")
    rest = _CONTACT_LABELS.sub(" ", rest)
    return len(_WORD.findall(rest.lower())) >= _MIN_EXTRA_WORDS
