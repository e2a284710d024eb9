"""Resume text -> ParsedResume. Pure and deterministic: the same input always gives the same resume.

The parser reads plain text alone (TXT files, exports without layout) and uses layout hints when extraction kept
them: a line set in a larger font is a heading even when its wording is unusual, and the largest line near the top
is the name.
"""

import re
from collections import Counter
from dataclasses import replace

from vitae.documents.types import ExtractedDocument
from vitae.resume.columns import headings_side_by_side, read_across_columns
from vitae.resume.entries import parse_entries
from vitae.resume.entry_roles import settle_education_roles, settle_work_roles
from vitae.resume.headings import normalize_heading
from vitae.resume.headline import find_headline
from vitae.resume.locations import ADDRESS_LINE_CHARACTERS
from vitae.resume.mentions import find_mentions
from vitae.resume.model import Entry, ParsedResume, Section, SectionKind, SkillGroup
from vitae.resume.names import find_name, split_name_line
from vitae.resume.personal_info import read_personal_info
from vitae.resume.sections import SectionLines, split_sections
from vitae.resume.skills import merge_skill_groups, parse_skills
from vitae.resume.stray_jobs import TOP, read_stray_jobs, without_repeats
from vitae.resume.text_lines import ResumeLine, lines_from_document, lines_from_text
from vitae.resume.two_line_name import join_name_over_two_lines
from vitae.resume.volunteer import is_volunteer_heading, parse_volunteer

# Page numbers ('Page 2 of 3', '2/3', 'Jane Doe – 1/2', 'Jane Doe, page 2 of 3'); two digits at most, so that a month
# and year ('6/2014', 'DT Academy | 6/2010 – 6/2014') is not taken for one.
_PAGE_FURNITURE = re.compile(
    r"^(?:page\s*\d+(?:\s*(?:of|/)\s*\d+)?|\d{1,2}\s*(?:of|/)\s*\d{1,2}|-\s*\d+\s*-|.{0,60}\s[–—-]\s*\d{1,2}\s*/\s*\d{1,2}"
    r"|.{0,60}(?:\s[–—|-]|,)\s*page\s*\d+\s*(?:of|/)\s*\d+"
    r"|(?P<dated>last\s+updated(?:\s+(?:in|on))?\b.*))$",
    re.IGNORECASE,
)
# A page's footer run into the next page's first line ('Page 2 of 2 Harbor Corp.'): the line is what follows it.
_PAGE_MARKER = re.compile(r"^\s*(?:page|pg\.?)\s+\d+\s+(?:of|/)\s+\d+\s+", re.IGNORECASE)
_DEFAULT_WRAP_WIDTH = 80


def parse_resume_text(text: str) -> ParsedResume:
    """Parse plain text (no layout)."""
    return _parse(lines_from_text(text))


def parse_resume(document: ExtractedDocument) -> ParsedResume:
    """Parse extracted text, using the font sizes and weights the extractor kept."""
    return _parse(lines_from_document(document))


def _body_font_size(lines: list[ResumeLine]) -> float | None:
    sizes: Counter[float] = Counter()
    for line in lines:
        if line.font_size:
            sizes[round(line.font_size, 1)] += len(line.text)
    return sizes.most_common(1)[0][0] if sizes else None


def _wrap_width(lines: list[ResumeLine]) -> int:
    """The usual length of a full line, so that a line that long which stops mid-sentence is known to wrap."""
    lengths = sorted(len(line.text) for line in lines if len(line.text.split()) >= 5)
    if len(lengths) < 5:
        return _DEFAULT_WRAP_WIDTH
    return max(40, lengths[int(len(lengths) * 0.9) - 1])


def _paragraphs(lines: list[ResumeLine]) -> str:
    """Lines of prose rejoined where they wrapped; bullets and new blocks start new lines."""
    paragraphs: list[str] = []
    previous: ResumeLine | None = None
    for line in lines:
        joins = (
            previous is not None
            and not line.is_bullet
            and line.block == previous.block
            and not paragraphs[-1].rstrip().endswith((".", "!", "?", ":"))
        )
        if joins:
            paragraphs[-1] = f"{paragraphs[-1]} {line.text}"
        else:
            paragraphs.append(line.text)
        previous = line
    return "\n".join(paragraphs)


def _top_summary(top: list[ResumeLine]) -> str:
    """Prose under the name when the resume has no summary heading."""
    prose = [
        line
        for line in top
        if len(line.text.split()) >= 8
        and not line.facts.contact
        and (len(line.text) > ADDRESS_LINE_CHARACTERS or line.facts.place is None)
    ]
    return _paragraphs(prose)


def _group_name(heading: str) -> str:
    normalized = normalize_heading(heading)
    if normalized in {"skills", "skill", "skill set", "skillset"}:
        return "Skills"
    return heading.title() if heading.isupper() else heading


def _without_page_marker(line: ResumeLine) -> ResumeLine:
    text = _PAGE_MARKER.sub("", line.text)
    if text == line.text:
        return line
    columns = tuple(_PAGE_MARKER.sub("", column) for column in line.columns)
    return replace(line, text=text, columns=tuple(column for column in columns if column.strip()))


def _with_dated_notes(sections: list[SectionLines], raw_lines: list[ResumeLine]) -> list[list[str]]:
    """Each section's lines as written, with the 'Last updated May 2024' notes of its part of the page kept after
    the line they followed: page furniture to the structure, but the candidate's words, which the versions keep."""
    written = [[line.display for line in section.lines] for section in sections]
    where = {
        id(line): (number, index) for number, section in enumerate(sections) for index, line in enumerate(section.lines)
    }
    notes: dict[tuple[int, int], list[str]] = {}
    for index, line in enumerate(raw_lines):
        furniture = _PAGE_FURNITURE.match(line.text)
        if furniture is None or furniture.group("dated") is None:
            continue
        before = next((where[id(other)] for other in reversed(raw_lines[:index]) if id(other) in where), None)
        if before is not None:
            notes.setdefault(before, []).append(line.display)
    for (number, index), lines in sorted(notes.items(), reverse=True):
        written[number][index + 1 : index + 1] = lines
    return written


def _parse(raw_lines: list[ResumeLine]) -> ParsedResume:
    furniture = [line for line in raw_lines if _PAGE_FURNITURE.match(line.text)]
    lines = [_without_page_marker(line) for line in raw_lines if not _PAGE_FURNITURE.match(line.text)]
    body_size = _body_font_size(lines)
    wrap_width = _wrap_width(lines)
    name_index, name = find_name(lines, body_size, furniture)
    lines, name = join_name_over_two_lines(lines, name_index, name, body_size)
    lines = split_name_line(lines, name_index, name)
    top, sections = split_sections(lines, name_index, body_size, name)

    # Jobs under a summary, a stray part label or the name join the work; their section keeps its heading and kind.
    stray_jobs = read_stray_jobs(top, sections, wrap_width)
    top_prose, top_jobs = stray_jobs.get(TOP, (top, []))
    summaries: list[str] = []
    work: list[Entry] = list(top_jobs)
    education: list[Entry] = []
    projects: list[Entry] = []
    certifications: list[Entry] = []
    volunteer: list[Entry] = []
    skills: list[SkillGroup] = []
    for index, section in enumerate(sections):
        kind = section.heading.kind
        if index in stray_jobs:
            prose, jobs = stray_jobs[index]
            work.extend(jobs)
            if kind is SectionKind.SUMMARY:
                summaries.append(_paragraphs(prose))
            elif kind is SectionKind.EDUCATION:
                education.extend(settle_education_roles(entry) for entry in parse_entries(prose, kind, wrap_width))
        elif kind is SectionKind.SUMMARY:
            summaries.append(_paragraphs(section.lines))
        elif kind is SectionKind.EXPERIENCE:
            work.extend(settle_work_roles(entry) for entry in parse_entries(section.lines, kind, wrap_width))
        elif kind is SectionKind.EDUCATION:
            education.extend(settle_education_roles(entry) for entry in parse_entries(section.lines, kind, wrap_width))
        elif kind is SectionKind.PROJECTS:
            projects.extend(parse_entries(section.lines, kind, wrap_width))
        elif kind is SectionKind.CERTIFICATIONS:
            certifications.extend(parse_entries(section.lines, kind, wrap_width))
        elif kind is SectionKind.SKILLS:
            skills = merge_skill_groups(skills, parse_skills(section.lines, _group_name(section.heading.heading)))
        elif is_volunteer_heading(section.heading.heading, kind):
            volunteer.extend(parse_volunteer(section.lines, wrap_width))

    work = without_repeats(work, [job for _, jobs in stray_jobs.values() for job in jobs])
    headline = find_headline(top)
    written_lines = _with_dated_notes(sections, raw_lines)
    # A long headline is not also the summary: the line is shown once.
    summary = "\n".join(part for part in summaries if part) or _top_summary(
        [line for line in top_prose if line.text.strip() != headline]
    )
    return ParsedResume(
        personal_info=read_personal_info(
            name, top, sections, lines, lines[name_index].text if name_index >= 0 else ""
        ).model_copy(update={"headline": headline}),
        summary=summary,
        work=work,
        education=education,
        skills=skills,
        projects=projects,
        certifications=certifications,
        volunteer=volunteer,
        sections=[
            Section(
                heading=section.heading.heading,
                kind=section.heading.kind,
                lines=written_lines[index],
                known_heading=section.heading.known,
                side_by_side=read_across_columns(section.lines) or headings_side_by_side(sections, index),
            )
            for index, section in enumerate(sections)
        ],
        mentions=find_mentions(
            top, sections, work, education, headline, name_line=lines[name_index].text if name_index >= 0 else ""
        ),
    )
