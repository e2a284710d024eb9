"""Resume text -> ParsedResume. Pure and deterministic: the same input always gives the same resume.

The parser reads plain text alone (TXT files, exports without layout) and uses layout hints when extraction kept
them: a line set in a larger font is a heading even when its wording is unusual, and the largest line near the top
is the name.
"""

import re
from collections import Counter
from dataclasses import dataclass, field

from vitae.documents.types import ExtractedDocument
from vitae.resume.contacts import (
    find_emails,
    find_github,
    find_linkedin,
    find_phones,
    find_portfolio,
    is_contact_line,
)
from vitae.resume.entries import parse_entries
from vitae.resume.headings import (
    SKILL_GROUP_LABELS,
    HeadingMatch,
    kind_of_heading,
    looks_like_layout_heading,
    match_heading,
    normalize_heading,
)
from vitae.resume.locations import find_location, is_location
from vitae.resume.model import Entry, ParsedResume, PersonalInfo, Section, SectionKind, SkillGroup
from vitae.resume.names import display_name, is_person_name, name_in_line
from vitae.resume.skills import parse_skills
from vitae.resume.text_lines import ResumeLine, lines_from_document, lines_from_text

_ENTRY_KINDS = frozenset({SectionKind.EXPERIENCE, SectionKind.EDUCATION, SectionKind.PROJECTS})
_CONTACT_HEADINGS = frozenset(
    {
        "contact",
        "contacts",
        "contact information",
        "contact info",
        "contact details",
        "personal details",
        "personal information",
        "personal data",
        "links",
        "online profiles",
        "social",
    }
)
_PAGE_FURNITURE = re.compile(
    r"^(?:page\s*\d+(?:\s*(?:of|/)\s*\d+)?|\d+\s*(?:of|/)\s*\d+|-\s*\d+\s*-|.{0,60}\s[–—-]\s*\d+\s*/\s*\d+"
    r"|last\s+updated(?:\s+(?:in|on))?\b.*)$",
    re.IGNORECASE,
)
_LOCATION_LABEL = re.compile(
    r"^\s*(?:address|location|residence|city\s+of\s+residence|based\s+in|lives\s+in|city)\s*[:\-]\s*", re.IGNORECASE
)
_CONTACT_SPLIT = re.compile(r"\s*(?:\||•|·|●|◆|▪|\t| {2,}| - | – | — )\s*")
_NAME_SEARCH_LINES = 12
_LAYOUT_HEADING_RATIO = 1.15
_NAME_FONT_RATIO = 1.3
_DEFAULT_WRAP_WIDTH = 80


@dataclass
class _SectionLines:
    heading: HeadingMatch
    lines: list[ResumeLine] = field(default_factory=list)


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


def _find_name(lines: list[ResumeLine], body_size: float | None) -> tuple[int, str]:
    window = lines[:_NAME_SEARCH_LINES]
    if body_size:
        sized = [(index, line) for index, line in enumerate(window) if line.font_size and line.page == 1]
        if sized:
            index, line = max(sized, key=lambda pair: (pair[1].font_size or 0.0, -pair[0]))
            candidate = name_in_line(_with_columns(line))
            large = (line.font_size or 0.0) >= body_size * _NAME_FONT_RATIO
            if large and candidate is not None and is_person_name(candidate, at_top=True):
                return index, display_name(candidate.name)
    for index, line in enumerate(window):
        if index > 0 and kind_of_heading(line.text) not in (None, SectionKind.OTHER):
            break  # past the first real section the name is no longer expected
        candidate = name_in_line(_with_columns(line))
        # One word alone is taken as a name only at the very top (anonymised resumes keep just a surname).
        if candidate is not None and is_person_name(candidate, at_top=index == 0):
            return index, display_name(candidate.name)
    return -1, ""


def _with_columns(line: ResumeLine) -> str:
    return "\t".join(line.columns) if line.columns else line.text


def _heading_at(
    line: ResumeLine,
    index: int,
    name_index: int,
    body_size: float | None,
    current: SectionKind | None,
    name: str = "",
) -> HeadingMatch | None:
    if index == name_index:
        return None
    match = match_heading(line.text)
    if match is not None and match.rest:
        label = normalize_heading(match.heading)
        if current is not None and label in SKILL_GROUP_LABELS:
            return None
        single_mixed_case = len(label.split()) == 1 and not match.heading.isupper()
        if current in _ENTRY_KINDS | {SectionKind.SKILLS} and single_mixed_case:
            return None
        if match.kind is current:
            return None
    if match is not None and line.is_bullet and (match.rest or len(line.text.split()) > 4):
        return None
    if match is not None:
        return match
    larger = bool(body_size and line.font_size and line.font_size >= body_size * _LAYOUT_HEADING_RATIO)
    if larger and name and line.text.strip().lower() == name.lower():
        return None  # the name printed again (a second column, a running header) is not a section
    if larger and looks_like_layout_heading(line.text) and not is_contact_line(line.text):
        return HeadingMatch(heading=line.text.strip(" :"), kind=SectionKind.OTHER, known=False)
    return None


def _split_sections(
    lines: list[ResumeLine], name_index: int, body_size: float | None, name: str = ""
) -> tuple[list[ResumeLine], list[_SectionLines]]:
    top: list[ResumeLine] = []
    sections: list[_SectionLines] = []
    for index, line in enumerate(lines):
        current = sections[-1].heading.kind if sections else None
        heading = _heading_at(line, index, name_index, body_size, current, name)
        if heading is not None:
            section = _SectionLines(heading=heading)
            sections.append(section)
            if heading.rest:
                section.lines.append(ResumeLine(text=heading.rest, page=line.page, block=line.block))
            continue
        if index == name_index:
            continue
        if sections:
            sections[-1].lines.append(line)
        else:
            top.append(line)
    return top, sections


def _first(found: list[str]) -> str:
    return found[0] if found else ""


def _location_in(lines: list[ResumeLine]) -> str:
    for line in lines:
        labelled = _LOCATION_LABEL.match(line.text)
        text = line.text[labelled.end() :] if labelled else line.text
        for piece in _CONTACT_SPLIT.split(text):
            piece = _LOCATION_LABEL.sub("", piece).strip(" ,.")
            if piece and is_location(piece):
                return piece
        span = find_location(text)
        if span is not None:
            return text[span[0] : span[1]].strip(" ,")
    return ""


def _personal_info(
    name: str, top: list[ResumeLine], sections: list[_SectionLines], all_lines: list[ResumeLine]
) -> PersonalInfo:
    contact_lines = top + [
        line
        for section in sections
        if normalize_heading(section.heading.heading) in _CONTACT_HEADINGS
        for line in section.lines
    ]
    contact_text = "\n".join(line.text for line in contact_lines)
    all_text = "\n".join(line.text for line in all_lines)
    return PersonalInfo(
        name=name,
        email=_first(find_emails(contact_text)) or _first(find_emails(all_text)),
        phone=_first(find_phones(contact_text)) or _first(find_phones(all_text[:2000])),
        location=_location_in(contact_lines[:15]),
        linkedin=find_linkedin(contact_text) or find_linkedin(all_text),
        github=find_github(contact_text) or find_github(all_text),
        portfolio=find_portfolio(contact_text),
    )


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
        if len(line.text.split()) >= 8 and not is_contact_line(line.text) and find_location(line.text) is None
    ]
    return _paragraphs(prose)


def _group_name(heading: str) -> str:
    normalized = normalize_heading(heading)
    if normalized in {"skills", "skill", "skill set", "skillset"}:
        return "Skills"
    return heading.title() if heading.isupper() else heading


def _parse(raw_lines: list[ResumeLine]) -> ParsedResume:
    lines = [line for line in raw_lines if not _PAGE_FURNITURE.match(line.text)]
    body_size = _body_font_size(lines)
    wrap_width = _wrap_width(lines)
    name_index, name = _find_name(lines, body_size)
    top, sections = _split_sections(lines, name_index, body_size, name)

    summaries: list[str] = []
    work: list[Entry] = []
    education: list[Entry] = []
    projects: list[Entry] = []
    certifications: list[Entry] = []
    skills: list[SkillGroup] = []
    for section in sections:
        kind = section.heading.kind
        if kind is SectionKind.SUMMARY:
            summaries.append(_paragraphs(section.lines))
        elif kind is SectionKind.EXPERIENCE:
            work.extend(parse_entries(section.lines, kind, wrap_width))
        elif kind is SectionKind.EDUCATION:
            education.extend(parse_entries(section.lines, kind, wrap_width))
        elif kind is SectionKind.PROJECTS:
            projects.extend(parse_entries(section.lines, kind, wrap_width))
        elif kind is SectionKind.CERTIFICATIONS:
            certifications.extend(parse_entries(section.lines, kind, wrap_width))
        elif kind is SectionKind.SKILLS:
            skills = _merge_skill_groups(skills, parse_skills(section.lines, _group_name(section.heading.heading)))

    summary = "\n".join(part for part in summaries if part) or _top_summary(top)
    return ParsedResume(
        personal_info=_personal_info(name, top, sections, lines),
        summary=summary,
        work=work,
        education=education,
        skills=skills,
        projects=projects,
        certifications=certifications,
        sections=[
            Section(
                heading=section.heading.heading,
                kind=section.heading.kind,
                lines=[line.display for line in section.lines],
            )
            for section in sections
        ],
    )


def _merge_skill_groups(groups: list[SkillGroup], more: list[SkillGroup]) -> list[SkillGroup]:
    by_name = {group.name.lower(): group for group in groups}
    merged = list(groups)
    for group in more:
        existing = by_name.get(group.name.lower())
        if existing is None:
            by_name[group.name.lower()] = group
            merged.append(group)
            continue
        seen = {skill.lower() for skill in existing.skills}
        existing.skills.extend(skill for skill in group.skills if skill.lower() not in seen)
    return merged
