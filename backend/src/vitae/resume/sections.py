"""Lines -> sections: where each section starts (a heading from the synonym table, or a line set in a larger font),
and the lines above the first heading (name, contact details, headline)."""

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property

from vitae import lexicon
from vitae.resume.entry_roles import is_end_of_field
from vitae.resume.headings import (
    HEADING_KINDS,
    SKILL_GROUP_LABELS,
    HeadingMatch,
    kind_of_heading,
    looks_like_layout_heading,
    match_heading,
    normalize_heading,
    without_rules,
)
from vitae.resume.model import SectionKind
from vitae.resume.rules import RuleTable
from vitae.resume.text_lines import ResumeLine

_ENTRY_KINDS = frozenset({SectionKind.EXPERIENCE, SectionKind.EDUCATION, SectionKind.PROJECTS})
# Sections whose entries are often broken into parts under labels of their own ('Select achievements',
# 'Responsibilities', 'Technologies', 'Overview').
_PARTED_ENTRY_KINDS = frozenset({SectionKind.EXPERIENCE, SectionKind.PROJECTS})
_ENTRY_PART_LABELS = frozenset(lexicon.phrases("headings/entry-part"))
_AMBIGUOUS_PART_LABELS = frozenset(lexicon.phrases("headings/entry-part-or-section"))
_ACHIEVEMENT_LABELS = frozenset(label for label in _AMBIGUOUS_PART_LABELS if label.startswith(("select", "key")))
_ENDS_WRAPPED_SENTENCE = re.compile(r"^[a-z][a-z ]*\.$")
_LAYOUT_HEADING_RATIO = 1.15
_LONGEST_HEADING_LINE = 60


@dataclass
class SectionLines:
    heading: HeadingMatch
    lines: list[ResumeLine] = field(default_factory=list)
    heading_size: float | None = None  # the font size of the heading's line, where extraction kept it


@dataclass
class _LineAt:
    """A line where a section may start, with what the decision needs to know about its place."""

    line: ResumeLine
    index: int
    name_index: int
    body_size: float | None
    current: SectionKind | None  # the kind of the open section
    name: str

    @cached_property
    def match(self) -> HeadingMatch | None:
        return self.line.facts.heading

    @cached_property
    def larger(self) -> bool:
        size = self.line.font_size
        return bool(self.body_size and size and size >= self.body_size * _LAYOUT_HEADING_RATIO)


# Whether a line is a heading, by its words or its font: a HeadingMatch, or False for none.
Heading = HeadingMatch | bool


def _the_name_line(at: _LineAt) -> Heading | None:
    """The name is no heading."""
    return False if at.index == at.name_index else None


def _long_line(at: _LineAt) -> Heading | None:
    """Long lines are content; only 'Heading: content' lines may be long."""
    text = at.line.text
    return (
        False if len(without_rules(text)) > _LONGEST_HEADING_LINE and ":" not in text[:_LONGEST_HEADING_LINE] else None
    )


def _end_of_wrapped_sentence(at: _LineAt) -> Heading | None:
    """'software.': the last word of a sentence that wrapped, not a heading."""
    return False if at.match is not None and _ENDS_WRAPPED_SENTENCE.match(at.line.text) else None


def _skill_group_label(at: _LineAt) -> Heading | None:
    """'Languages: Python, Go' inside a section labels a group of skills, not a new section."""
    if at.match is None or not at.match.rest or at.current is None:
        return None
    return False if normalize_heading(at.match.heading) in SKILL_GROUP_LABELS else None


def _field_label_in_entries(at: _LineAt) -> Heading | None:
    """'Tools: Jira, Git' inside jobs, degrees, projects or skills: a one-word label in mixed case with values is a
    field of the entry, unless a section's name follows the colon ('Publications: Books')."""
    if at.match is None or not at.match.rest or at.current not in _ENTRY_KINDS | {SectionKind.SKILLS}:
        return None
    label = normalize_heading(at.match.heading)
    single_mixed_case = len(label.split()) == 1 and not at.match.heading.isupper()
    return False if single_mixed_case and not _names_part(at.match.rest) else None


def _label_of_the_open_section(at: _LineAt) -> Heading | None:
    """'Skills: Python' inside the skills: a line of the open section, labelled with its own name."""
    return False if at.match is not None and at.match.rest and at.match.kind is at.current else None


def _bullet_naming_a_section(at: _LineAt) -> Heading | None:
    """A bullet with more than a heading's words ('• Education outreach for 300 pupils') is a line of content."""
    if at.match is None or not at.line.is_bullet:
        return None
    return False if at.match.rest or len(at.line.text.split()) > 4 else None


def _end_of_parenthesis(at: _LineAt) -> Heading | None:
    """'Experience or Related Work)': the end of a parenthesis opened on the line above."""
    match = at.match
    if match is None or match.rest:
        return None
    return False if match.heading.endswith(")") and "(" not in match.heading else None


def _known_heading(at: _LineAt) -> Heading | None:
    """A heading of the lexicon, on its own or before a colon and its content."""
    return at.match


def _name_printed_again(at: _LineAt) -> Heading | None:
    """The name printed again (a second column, a running header) is not a section."""
    return False if at.larger and at.name and at.line.text.strip().lower() == at.name.lower() else None


def _set_apart_by_font(at: _LineAt) -> Heading | None:
    """A short line in a larger font than the body's, with no contact details: a heading the lexicon does not know
    ('Welcome to RenderCV')."""
    if not at.larger or not looks_like_layout_heading(at.line.text) or at.line.facts.contact:
        return None
    return HeadingMatch(heading=at.line.text.strip(" :"), kind=SectionKind.OTHER, known=False)


_heading_table: RuleTable[[_LineAt], Heading] = RuleTable(
    "heading",
    [
        _the_name_line,
        _long_line,
        _end_of_wrapped_sentence,
        _skill_group_label,
        _field_label_in_entries,
        _label_of_the_open_section,
        _bullet_naming_a_section,
        _end_of_parenthesis,
        _known_heading,
        _name_printed_again,
        _set_apart_by_font,
    ],
    default=False,
    subject=lambda at: at.line.text,
)


def _heading_at(at: _LineAt) -> HeadingMatch | None:
    found = _heading_table(at)
    return found if isinstance(found, HeadingMatch) else None


def _names_part(rest: str) -> bool:
    """'Publications: Books': what follows the colon is the first part of the section, not a value of a field
    ('Tools: Jira, Git')."""
    return rest.lower() != rest and kind_of_heading(rest, allow_head_noun=False) is not None


# A word of every ambiguous label, to skip most lines before normalising them.
_PART_LABEL_WORD = re.compile(r"achievement|accomplishment|highlight|technolog|tools|languages", re.IGNORECASE)


def _part_label_counts(lines: list[ResumeLine]) -> Counter[str]:
    """How often each label that may head a part of an entry stands alone on a line."""
    counts: Counter[str] = Counter()
    for line in lines:
        if len(line.text) <= _LONGEST_HEADING_LINE and _PART_LABEL_WORD.search(line.text):
            label = normalize_heading(line.text)
            if label in _AMBIGUOUS_PART_LABELS:
                counts[label] += 1
    return counts


@dataclass
class _Candidate:
    """A heading found on a line, with the section it would close and the lines around it."""

    heading: HeadingMatch
    line: ResumeLine
    index: int
    lines: list[ResumeLine]
    section: SectionLines | None  # the open section
    repeated: Counter[str]  # how often each label that may head an entry's part stands alone

    @property
    def current(self) -> SectionKind | None:
        return self.section.heading.kind if self.section else None

    @property
    def previous(self) -> ResumeLine | None:
        return self.lines[self.index - 1] if self.index else None

    def following(self, count: int) -> list[ResumeLine]:
        return self.lines[self.index + 1 : self.index + 1 + count]


def _heads_entry_part(candidate: _Candidate) -> bool:
    """A heading inside a section of jobs or projects that heads a part of the current entry instead of a new
    section, so that the next job stays in the experience section."""
    heading, section, repeated = candidate.heading, candidate.section, candidate.repeated
    if section is None or heading.rest:
        return False
    label = normalize_heading(heading.heading)
    if section.heading.kind is SectionKind.SUMMARY and heading.kind is SectionKind.OTHER:
        # Jobs written under a 'Career Overview', each with its 'Select Achievements' repeated.
        return label in _ACHIEVEMENT_LABELS and repeated[label] >= 2
    if section.heading.kind not in _PARTED_ENTRY_KINDS:
        return False
    if label.split()[:1] in (["responsibilities"], ["duties"]):
        return True  # 'Responsibilities and Experience': the duties of one job, whatever noun follows
    if heading.kind in _ENTRY_KINDS or heading.kind is SectionKind.CERTIFICATIONS:
        return False
    if label in _ENTRY_PART_LABELS:
        return True
    if label not in _AMBIGUOUS_PART_LABELS:
        return False
    return repeated[label] >= 2 or heading.heading.isupper() != section.heading.heading.isupper()


_NOTE_LOOKAHEAD = 4  # lines after a labelled line searched for the next dated entry


def _labels_entry_note(candidate: _Candidate) -> bool:
    """'Relevant Coursework: Algorithms, Databases' under a degree, 'Tech Stack: Go, Kafka' under a job: a label and
    its values inside a section of entries, with more dated entries of that section right after it, are a note of
    the entry above, not a section that would take those entries with it."""
    heading = candidate.heading
    if not heading.rest or candidate.current not in _ENTRY_KINDS or heading.kind in _ENTRY_KINDS:
        return False
    for line in candidate.following(_NOTE_LOOKAHEAD):
        if line.facts.heading is not None:
            return False
        if any(span.is_range for span in line.facts.dates):
            return True
    return False


def _names_employer_at_place(candidate: _Candidate) -> bool:
    """'Brightpath Education' over 'Glen Haven, CA' inside the jobs: an employer whose name ends in a section's noun,
    written above its place, not a heading. Only headings guessed from their last word are so read; the table's
    own phrases ('Education') always head a section."""
    heading, following = candidate.heading, candidate.following(1)
    if candidate.current is not SectionKind.EXPERIENCE or heading.kind is SectionKind.EXPERIENCE or heading.rest:
        return False
    if normalize_heading(heading.heading) in HEADING_KINDS or not following:
        return False
    place = following[0].facts.place
    return place is not None and place == (0, len(following[0].text))


def _is_wrapped_word(candidate: _Candidate) -> bool:
    """'Trained new staff on the tools before handing them' / 'training', 'Graduated with' / 'honors)', 'for a
    smooth user' / 'experience (surveys)': the end of a sentence that wrapped onto a line of its own, starting in
    lower case where the resume's headings do not. Read as a heading, it would cut the section in two."""
    heading, line, section, previous = candidate.heading, candidate.line, candidate.section, candidate.previous
    if section is None or previous is None or heading.rest:
        return False
    text = line.text.strip()
    if not text[:1].islower() or section.heading.heading[:1].islower():
        return False
    if len(text.split()) != 1 and not text.endswith(")"):
        return False  # a qualified heading in lower case is kept only where a parenthesis closes it
    return previous.text.rstrip()[-1:].isalpha()


def _ends_cut_name(candidate: _Candidate) -> bool:
    """'Lakeview Institute of' / 'Technology', 'Bachelor of Technology in Information' / 'Technology' in the
    education: the end of a name or of a degree's field, wrapped onto a line of its own, not a heading."""
    heading, line, section, previous = candidate.heading, candidate.line, candidate.section, candidate.previous
    if section is None or previous is None or section.heading.kind is not SectionKind.EDUCATION or heading.rest:
        return False
    words = previous.text.split()
    if previous.block != line.block or len(words) < 2:
        return False
    if words[-1] in _CUT_NAME_ENDS:
        return True
    return is_end_of_field(line.text) and _FIELD_AT_END.search(previous.text) is not None and previous.facts.degree


_CUT_NAME_ENDS = frozenset({"of", "and", "&", "for"})
_FIELD_AT_END = re.compile(r"\s(?:in|of)\s+[A-Z][a-z]+$")


# 'A. Higher Education' / 'B. Primary/Secondary Education' under 'Employment History': parts of a section,
# lettered, named by a noun that would otherwise head a section of its own.
_LETTERED = re.compile(r"^\s*[A-H][.)]\s+\S")


def _is_lettered_part(candidate: _Candidate) -> bool:
    """'A. Higher Education' inside a section: a lettered part of it (see above)."""
    return (
        candidate.current is not None
        and _LETTERED.match(candidate.line.text) is not None
        and normalize_heading(candidate.heading.heading) not in HEADING_KINDS
    )


_JOINER_AT_END = re.compile(r"(?:[,&/+]|\band)$", re.IGNORECASE)


def _joined_heading(heading: HeadingMatch | None, section: SectionLines | None) -> HeadingMatch | None:
    """'VOLUNTEER' / 'WORK', 'HONORS,' / 'AWARDS': one heading broken over two lines, read as the heading the two
    make together, where the first has no line of its own and together they name a section."""
    if heading is None or section is None or section.lines or heading.rest or section.heading.rest:
        return None
    combined = f"{section.heading.heading} {heading.heading}"
    joined = match_heading(combined)
    if joined is None or joined.rest:
        return None
    if normalize_heading(combined) in HEADING_KINDS or _JOINER_AT_END.search(section.heading.heading):
        return joined
    return None


_SUBHEADING_RATIO = 0.9


def _is_subheading(candidate: _Candidate) -> bool:
    """'International Awards' set in 12 pt under 'Honors & Awards' in 16 pt: a part of the open section, set
    smaller than its heading, not a section of its own. Only between sections the parser reads as prose ('other'),
    so that a job, a degree or a skill group is never folded into a line."""
    heading, line, section = candidate.heading, candidate.line, candidate.section
    if section is None or heading.rest or section.heading_size is None or line.font_size is None:
        return False
    if heading.kind is not SectionKind.OTHER or section.heading.kind is not SectionKind.OTHER:
        return False
    return line.font_size < section.heading_size * _SUBHEADING_RATIO


# A heading found on a line that is no section's start after all: the first veto that applies decides.
_vetoed = RuleTable(
    "heading vetoed",
    [
        _heads_entry_part,
        _labels_entry_note,
        _names_employer_at_place,
        _is_lettered_part,
        _is_wrapped_word,
        _ends_cut_name,
        _is_subheading,
    ],
    default=False,
    subject=lambda candidate: candidate.line.text,
    abstain=False,
)


def split_sections(
    lines: list[ResumeLine], name_index: int, body_size: float | None, name: str = ""
) -> tuple[list[ResumeLine], list[SectionLines]]:
    """(lines above the first heading, sections in reading order). Content written after a heading's colon
    ('Skills: Python, Go') becomes the section's first line."""
    top: list[ResumeLine] = []
    sections: list[SectionLines] = []
    repeated = _part_label_counts(lines)
    for index, line in enumerate(lines):
        open_section = sections[-1] if sections else None
        current = open_section.heading.kind if open_section else None
        heading = _heading_at(_LineAt(line, index, name_index, body_size, current, name))
        if heading is not None and _vetoed(_Candidate(heading, line, index, lines, open_section, repeated)):
            heading = None
        joined = _joined_heading(heading, open_section)
        if joined is not None and open_section is not None:
            open_section.heading = joined
            continue
        if heading is not None:
            section = SectionLines(heading=heading, heading_size=line.font_size)
            sections.append(section)
            if heading.rest:
                section.lines.append(ResumeLine(text=heading.rest, page=line.page, block=line.block))
            continue
        if index == name_index:
            continue
        if sections and sections[-1].lines and name and line.text.strip().lower() == name.lower():
            # The name repeated at the top of a page, amid a section's lines, is not a line of it; right under a
            # heading ('Personal details', 'Contact', 'Referees') it is what the section says.
            continue
        if sections:
            sections[-1].lines.append(line)
        else:
            top.append(line)
    return top, sections
