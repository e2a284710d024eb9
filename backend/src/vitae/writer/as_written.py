"""Sections the parser could not read without losing words are kept as written, with the improvements made in place.

A section's structure (entries, skill groups, the summary) is what the enhanced version and every export are written
from. Where that structure holds fewer of the words than the lines it was read from (a portfolio read as a skills
list, a location the parser left out, a column read across), the section is written as its lines instead, each
text edit of its fields made where its words stand in those lines, and an entry's bullets put in a new order trading
places there: what the candidate wrote is never traded for a tidier structure. Other changes of structure (bullets
from a paragraph, regrouped skills) and edits whose words the lines do not hold in one run are not offered for such
a section.
"""

import re
from collections import Counter
from collections.abc import Iterable

from vitae.ats.text import STOPWORDS
from vitae.resume.model import Entry, ParsedResume, Section, SectionKind, SkillGroup
from vitae.resume.parser import parse_resume_text
from vitae.writer.layout import in_original_layout
from vitae.writer.models import Improvement, UncertainReason, UncertainSection
from vitae.writer.placement import read_lines
from vitae.writer.source_lines import restore_top_lines

_WORD = re.compile(r"[^\W_]+")
_ENTRY_FIELDS: dict[SectionKind, str] = {
    SectionKind.EXPERIENCE: "work",
    SectionKind.EDUCATION: "education",
    SectionKind.PROJECTS: "projects",
    SectionKind.CERTIFICATIONS: "certifications",
}


def content_words(texts: Iterable[str]) -> Counter[str]:
    return Counter(
        word for text in texts for word in _WORD.findall(text.lower()) if word not in STOPWORDS and len(word) > 1
    )


def lossy_kinds(resume: ParsedResume) -> list[SectionKind]:
    """The kinds of section whose structure lacks words of the lines it was read from, those read across two
    columns, and those the resume wrote under more than one heading ('Work Experience' and 'Earlier Employment'):
    the structure holds one list per kind and cannot say which entry stood under which heading, so it would merge
    them under the first."""
    by_words = _lossy_by_words(resume)
    lossy = [
        kind
        for kind in _structured_texts(resume)
        if kind in by_words
        or _written_apart(resume, kind)
        or _read_across(resume, kind)
        or _entries_from_other_sections(resume, kind)
    ]
    return lossy + _read_from_other_sections(resume, lossy)


def _entries_from_other_sections(resume: ParsedResume, kind: SectionKind) -> bool:
    """Whether an entry of the kind was read from the lines of an 'other' section (a job written under
    'Accomplishments') and not from its own section's: that section is printed as its lines, so the entry, written
    from the structure where the kind's own section stands, would be printed twice."""
    entries: list[Entry] = getattr(resume, _ENTRY_FIELDS[kind], []) if kind in _ENTRY_FIELDS else []
    own = [section for section in resume.sections if section.kind is kind]
    if not entries or not own:
        return False  # a kind without a section of its own is _read_from_other_sections'
    other = content_words(
        line for section in resume.sections if section.kind is SectionKind.OTHER for line in section.lines
    )
    written = content_words(line for section in own for line in section.lines)
    for entry in entries:
        words = content_words(_entry_texts(entry))
        if words and not words - other and words - written:
            return True
    return False


def _written_apart(resume: ParsedResume, kind: SectionKind) -> bool:
    return sum(section.kind is kind for section in resume.sections) > 1


def _read_across(resume: ParsedResume, kind: SectionKind) -> bool:
    return any(section.side_by_side for section in resume.sections if section.kind is kind)


def _read_from_other_sections(resume: ParsedResume, lossy: list[SectionKind]) -> list[SectionKind]:
    """Kinds with a structure but no section of their own, read from lines of sections that are written as their
    lines ('other' ones, lossy ones): written from the structure too, they would be printed twice."""
    as_lines = content_words(
        line
        for section in resume.sections
        if section.kind is SectionKind.OTHER or section.kind in lossy
        for line in section.lines
    )
    own = {section.kind for section in resume.sections}
    return [
        kind
        for kind, written in _structured_texts(resume).items()
        if kind not in own and kind not in lossy and not content_words(written) - as_lines
    ]


def uncertain_sections(resume: ParsedResume) -> list[UncertainSection]:
    """The sections whose reading is a guess, and why: read across two columns, under a heading no vocabulary
    knows, or with lines the structure could not place. Each is written as its lines in every version and export."""
    lossy = set(_lossy_by_words(resume))
    uncertain = []
    for section in resume.sections:
        if not section.heading.strip():
            continue  # the lines above the first heading, kept as written
        if section.side_by_side:
            reason = UncertainReason.COLUMNS
        elif not section.known_heading:
            reason = UncertainReason.UNKNOWN_HEADING
        elif section.kind in lossy:
            reason = UncertainReason.UNPLACED_LINES
        else:
            continue
        uncertain.append(UncertainSection(heading=section.heading, kind=section.kind, reason=reason))
    return uncertain


def _lossy_by_words(resume: ParsedResume) -> list[SectionKind]:
    """The kinds whose structure lacks words of the lines of their sections, with a word hyphenated at a line's
    end read as one word ('Con-' and 'sul' as 'Consul') or as two ('multi-' and 'account'), as the parser joined it."""
    lossy = []
    for kind, written in _structured_texts(resume).items():
        lines = [line for section in resume.sections if section.kind is kind for line in section.lines]
        joined = [" ".join((line.text, *line.columns)) for line in read_lines(lines)]
        lost = (content_words(lines) - content_words(written)) & (content_words(joined) - content_words(written))
        if kind is SectionKind.SKILLS:  # a skill listed twice is there once it is listed
            lost = Counter(set(lost) - set(content_words(written)))
        if lost:
            lossy.append(kind)
    return lossy


def field_of(kind: SectionKind) -> str:
    """The first segment of the targets of a kind's fields: 'work' for experience."""
    return _ENTRY_FIELDS.get(kind) or kind.value


def written_in_place(
    base: ParsedResume, enhanced: ParsedResume, improvements: list[Improvement]
) -> tuple[ParsedResume, list[Improvement]]:
    """`enhanced` (base with `improvements` applied) with every lossy kind of section written as its lines, the
    improvements of that kind made in place; and the improvements that found no place there."""
    kinds = lossy_kinds(base)
    if not kinds:
        return enhanced, []
    fields = {field_of(kind): kind for kind in kinds}
    placed: set[str] = set()
    sections = []
    for section in enhanced.sections:
        if section.kind in kinds:
            mine = [item for item in improvements if fields.get(item.target.split(".")[0]) is section.kind]
            text, applied = in_original_layout("\n".join(section.lines), mine)
            placed.update(item.id for item in applied)
            section = section.model_copy(update={"lines": text.split("\n")})
        sections.append(section)
    unplaced = [item for item in improvements if item.target.split(".")[0] in fields and item.id not in placed]
    written = enhanced.model_copy(update={"sections": sections})
    return kept_as_written(written, kinds), unplaced


def written_as_text(text: str, read: ParsedResume | None = None) -> ParsedResume:
    """The resume as `text` (the original with changes made in place) writes it, for every export of that version:
    the contact details read from it head it, and every line is printed as the text holds it, in its section and
    in its order. Written from the structure instead, an export would move what the text keeps in place (a
    summary's bullets, a note between two bullets of a job). `read`, the text as already parsed, saves a reading."""
    read = read or parse_resume_text(text)
    as_lines = read.model_copy(
        update={"summary": "", "work": [], "education": [], "projects": [], "certifications": [], "skills": []}
    )
    # Nothing is structured but the header: every line above the first heading it does not show is kept.
    return restore_top_lines(as_lines, text, header_only=True)


def kept_as_written(resume: ParsedResume, kinds: Iterable[SectionKind]) -> ParsedResume:
    """The resume with the structure of these kinds of section left out, so that they are written as read."""
    update: dict[str, object] = {}
    for kind in kinds:
        if kind is SectionKind.SUMMARY:
            update["summary"] = ""
            if _summary_above_headings(resume):
                update["sections"] = _with_leading_lines(resume.sections, resume.summary.split("\n"))
        elif kind is SectionKind.SKILLS:
            update["skills"] = []
        elif kind in _ENTRY_FIELDS:
            update[_ENTRY_FIELDS[kind]] = []
    return resume.model_copy(update=update) if update else resume


def _summary_above_headings(resume: ParsedResume) -> bool:
    """Whether the summary was read from lines above the first heading, which no section of the resume holds."""
    lines = [line for section in resume.sections if section.kind is SectionKind.SUMMARY for line in section.lines]
    return bool(resume.summary.strip()) and bool(content_words([resume.summary]) - content_words(lines))


def _with_leading_lines(sections: list[Section], lines: list[str]) -> list[Section]:
    """The sections with `lines` kept without a heading after the other lines above the first heading."""
    first_headed = next((index for index, section in enumerate(sections) if section.heading.strip()), len(sections))
    leading = Section(heading="", kind=SectionKind.OTHER, lines=[line for line in lines if line.strip()])
    return [*sections[:first_headed], leading, *sections[first_headed:]]


def _structured_texts(resume: ParsedResume) -> dict[SectionKind, list[str]]:
    texts: dict[SectionKind, list[str]] = {
        SectionKind.SUMMARY: [resume.summary] if resume.summary.strip() else [],
        SectionKind.SKILLS: [text for group in resume.skills for text in _group_texts(group)],
    }
    for kind, field_name in _ENTRY_FIELDS.items():
        entries: list[Entry] = getattr(resume, field_name)
        texts[kind] = [text for entry in entries for text in _entry_texts(entry)]
    return {kind: written for kind, written in texts.items() if written}


def _entry_texts(entry: Entry) -> list[str]:
    return [entry.title, entry.organization, entry.dates, entry.location, entry.description, *entry.bullets]


def _group_texts(group: SkillGroup) -> list[str]:
    return [group.name, *group.skills]
