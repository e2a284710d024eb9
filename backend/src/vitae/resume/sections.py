"""Lines -> sections: where each section starts (a heading from the synonym table, or a line set in a larger font),
and the lines above the first heading (name, contact details, headline)."""

import re
from collections import Counter
from dataclasses import dataclass, field

from vitae import lexicon
from vitae.resume.contacts import is_contact_line
from vitae.resume.dates import find_dates
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
from vitae.resume.locations import find_location
from vitae.resume.model import SectionKind
from vitae.resume.text_lines import ResumeLine
from vitae.resume.vocabulary import has_degree

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
    if len(without_rules(line.text)) > _LONGEST_HEADING_LINE and ":" not in line.text[:_LONGEST_HEADING_LINE]:
        return None  # long lines are content; only 'Heading: content' lines may be long
    match = match_heading(line.text)
    if match is not None and _ENDS_WRAPPED_SENTENCE.match(line.text):
        return None  # 'software.': the last word of a sentence that wrapped, not a heading
    if match is not None and match.rest:
        label = normalize_heading(match.heading)
        if current is not None and label in SKILL_GROUP_LABELS:
            return None
        single_mixed_case = len(label.split()) == 1 and not match.heading.isupper()
        if current in _ENTRY_KINDS | {SectionKind.SKILLS} and single_mixed_case and not _names_part(match.rest):
            return None
        if match.kind is current:
            return None
    if match is not None and line.is_bullet and (match.rest or len(line.text.split()) > 4):
        return None
    if match is not None and not match.rest and match.heading.endswith(")") and "(" not in match.heading:
        return None  # 'Experience or Related Work)': the end of a parenthesis opened on the line above
    if match is not None:
        return match
    larger = bool(body_size and line.font_size and line.font_size >= body_size * _LAYOUT_HEADING_RATIO)
    if larger and name and line.text.strip().lower() == name.lower():
        return None  # the name printed again (a second column, a running header) is not a section
    if larger and looks_like_layout_heading(line.text) and not is_contact_line(line.text):
        return HeadingMatch(heading=line.text.strip(" :"), kind=SectionKind.OTHER, known=False)
    return None


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


def _heads_entry_part(heading: HeadingMatch, section: SectionLines | None, repeated: Counter[str]) -> bool:
    """Whether a heading inside a section of jobs or projects heads a part of the current entry instead of a new
    section, so that the next job stays in the experience section."""
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


def _labels_entry_note(heading: HeadingMatch, current: SectionKind | None, following: list[ResumeLine]) -> bool:
    """'Relevant Coursework: Algorithms, Databases' under a degree, 'Tech Stack: Go, Kafka' under a job: a label and
    its values inside a section of entries, with more dated entries of that section right after it, are a note of
    the entry above, not a section that would take those entries with it."""
    if not heading.rest or current not in _ENTRY_KINDS or heading.kind in _ENTRY_KINDS:
        return False
    for line in following:
        if match_heading(line.text) is not None:
            return False
        if any(span.is_range for span in find_dates(line.text)):
            return True
    return False


def _names_employer_at_place(heading: HeadingMatch, current: SectionKind | None, following: list[ResumeLine]) -> bool:
    """'Brightpath Education' over 'Glen Haven, CA' inside the jobs: an employer whose name ends in a section's noun,
    written above its place, not a heading. Only headings guessed from their last word are so read; the table's
    own phrases ('Education') always head a section."""
    if current is not SectionKind.EXPERIENCE or heading.kind is SectionKind.EXPERIENCE or heading.rest:
        return False
    if normalize_heading(heading.heading) in HEADING_KINDS or not following:
        return False
    place = find_location(following[0].text)
    return place is not None and place == (0, len(following[0].text))


def _is_wrapped_word(
    heading: HeadingMatch, line: ResumeLine, section: SectionLines | None, previous: ResumeLine | None
) -> bool:
    """'Trained new staff on the tools before handing them' / 'training', 'Graduated with' / 'honors)', 'for a
    smooth user' / 'experience (surveys)': the end of a sentence that wrapped onto a line of its own, starting in
    lower case where the resume's headings do not. Read as a heading, it would cut the section in two."""
    if section is None or previous is None or heading.rest:
        return False
    text = line.text.strip()
    if not text[:1].islower() or section.heading.heading[:1].islower():
        return False
    if len(text.split()) != 1 and not text.endswith(")"):
        return False  # a qualified heading in lower case is kept only where a parenthesis closes it
    return previous.text.rstrip()[-1:].isalpha()


def _ends_cut_name(
    heading: HeadingMatch, line: ResumeLine, section: SectionLines | None, previous: ResumeLine | None
) -> bool:
    """'Lakeview Institute of' / 'Technology', 'Bachelor of Technology in Information' / 'Technology' in the
    education: the end of a name or of a degree's field, wrapped onto a line of its own, not a heading."""
    if section is None or previous is None or section.heading.kind is not SectionKind.EDUCATION or heading.rest:
        return False
    words = previous.text.split()
    if previous.block != line.block or len(words) < 2:
        return False
    if words[-1] in _CUT_NAME_ENDS:
        return True
    return is_end_of_field(line.text) and _FIELD_AT_END.search(previous.text) is not None and has_degree(previous.text)


_CUT_NAME_ENDS = frozenset({"of", "and", "&", "for"})
_FIELD_AT_END = re.compile(r"\s(?:in|of)\s+[A-Z][a-z]+$")


# 'A. Higher Education' / 'B. Primary/Secondary Education' under 'Employment History': parts of a section,
# lettered, named by a noun that would otherwise head a section of its own.
_LETTERED = re.compile(r"^\s*[A-H][.)]\s+\S")


def _is_lettered_part(heading: HeadingMatch, line: ResumeLine) -> bool:
    return _LETTERED.match(line.text) is not None and normalize_heading(heading.heading) not in HEADING_KINDS


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


def _is_subheading(heading: HeadingMatch, line: ResumeLine, section: SectionLines | None) -> bool:
    """'International Awards' set in 12 pt under 'Honors & Awards' in 16 pt: a part of the open section, set
    smaller than its heading, not a section of its own. Only between sections the parser reads as prose ('other'),
    so that a job, a degree or a skill group is never folded into a line."""
    if section is None or heading.rest or section.heading_size is None or line.font_size is None:
        return False
    if heading.kind is not SectionKind.OTHER or section.heading.kind is not SectionKind.OTHER:
        return False
    return line.font_size < section.heading_size * _SUBHEADING_RATIO


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
        heading = _heading_at(line, index, name_index, body_size, current, name)
        if heading is not None and _heads_entry_part(heading, open_section, repeated):
            heading = None
        if heading is not None and _labels_entry_note(heading, current, lines[index + 1 : index + 1 + _NOTE_LOOKAHEAD]):
            heading = None
        if heading is not None and _names_employer_at_place(heading, current, lines[index + 1 : index + 2]):
            heading = None
        if heading is not None and current is not None and _is_lettered_part(heading, line):
            heading = None
        previous = lines[index - 1] if index else None
        if heading is not None and _is_wrapped_word(heading, line, open_section, previous):
            heading = None
        if heading is not None and _ends_cut_name(heading, line, open_section, previous):
            heading = None
        if heading is not None and _is_subheading(heading, line, open_section):
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
