"""Sections of entries (jobs, degrees, projects, certificates) -> Entry records.

Prepared lines (see entry_lines) are grouped into entries: one starts at a header after body text, at a second
date, or (in education) at a second degree or institution. Each group's header then becomes fields (see
entry_fields) and its bullets and prose the entry's bullets and description. An education section's lines are
made ready first (education_lines); the entries of a work or education section are settled afterwards
(work_entries, education_entries).
"""

import re
from dataclasses import dataclass, field, replace
from functools import lru_cache

from vitae.resume.dates import find_dates
from vitae.resume.education_entries import education_from_prose, settle_education_entries
from vitae.resume.education_fields import is_entry_note, pick_degree_and_institution
from vitae.resume.education_lines import prepare_education_lines
from vitae.resume.entry_fields import (
    SPACED_DASH_OR_BAR,
    clean_value,
    date_fields,
    pick_title_and_organization,
    read_header,
    segments_of,
)
from vitae.resume.entry_lines import EntryLine, Role, joined_prose, looks_like_header, prepare_lines, remove_dates
from vitae.resume.entry_roles import is_employer_name, names_board, names_column, names_field_of_study, reads_as_title
from vitae.resume.institution_mentions import names_school
from vitae.resume.line_facts import facts_of
from vitae.resume.locations import find_location, is_known_place, is_location, is_region
from vitae.resume.model import Entry, SectionKind
from vitae.resume.rules import RuleTable
from vitae.resume.text_lines import ResumeLine
from vitae.resume.vocabulary import (
    has_degree,
    is_institution,
    names_a_function,
    names_programme,
    organization_score,
    reads_as_post,
    title_score,
)
from vitae.resume.work_entries import settle_work_entries

_WORKED_AS = re.compile(
    r"^(?:currently\s+)?(?:work(?:ing|ed)|employed|serv(?:ing|ed))\s+as\s+(?:an?\s+)?(?P<title>[^,;]+?)\s+"
    r"(?:at|for|with|in)\s+(?P<organization>[^,;(]+?)(?=\s*[,;(]|\s+(?:from|since|during)\b|\.?$)",
    re.IGNORECASE,
)


def _worked_as(text: str) -> tuple[str, str] | None:
    """'Working as Sr. Python developer for Acme Solutions Ltd., Nagpur, from March 2012': the title and employer
    of a job written as a sentence, or None."""
    match = _WORKED_AS.match(text)
    return (match.group("title").strip(), match.group("organization").strip(" .")) if match else None


_ABBREVIATED_END = re.compile(r"\b(?:inc|ltd|co|corp|jr|sr|st|[a-z])\.$", re.IGNORECASE)


@dataclass
class _Draft:
    header: list[EntryLine] = field(default_factory=list)
    body: list[EntryLine] = field(default_factory=list)
    meta: list[str] = field(default_factory=list)
    opened_by_title: bool = False  # opened by a 'Title / Employer' header after another, not by dates

    def has_dates(self) -> bool:
        return any(line.dates for line in self.header) or any(find_dates(text) for text in self.meta)

    def header_lines(self) -> list[EntryLine]:
        return [line for line in self.header if line.role is Role.HEADER]

    def header_texts(self) -> list[str]:
        return [line.text for line in self.header_lines()]


_NAME_AND_DETAILS = re.compile(rf"\S{SPACED_DASH_OR_BAR}\S")


# Whether a line opens a new entry, given the entry drafted so far: the first rule with an opinion decides.


def _after_prose(draft: _Draft, line: EntryLine, kind: SectionKind, order: str) -> bool | None:
    """After the entry's bullets or prose, any header opens the next entry; only dates under an undated entry's prose
    stay with it, in a section whose entries open with their degree or institution ('Lakeview University / Ph.D.
    Physics / Thesis: ... / May 2015')."""
    if not draft.body:
        return None
    dates_only = bool(line.dates) and not remove_dates(line.text).strip(" []()|,;:-–—")
    return not (order and dates_only and not draft.has_dates())


def _label_again(draft: _Draft, line: EntryLine, kind: SectionKind, order: str) -> bool | None:
    """A label the entry already has ('Employer:', 'Title:') opens the next one."""
    return True if line.labelled and any(other.labelled == line.labelled for other in draft.header) else None


def _second_dates(draft: _Draft, line: EntryLine, kind: SectionKind, order: str) -> bool | None:
    """Dates on a line of an entry that has its dates already open the next entry."""
    return True if line.dates and draft.has_dates() else None


def _next_row_of_dated_table(draft: _Draft, line: EntryLine, kind: SectionKind, order: str) -> bool | None:
    """'Harbor Labs   Intern   2017 – 2018' under another row of a table of jobs: dates in a column of their own."""
    return True if kind is SectionKind.EXPERIENCE and _dated_column(line) and draft.has_dates() else None


def _job_header(line: EntryLine, kind: SectionKind) -> bool:
    return kind is SectionKind.EXPERIENCE and line.role is Role.HEADER and not line.labelled


def _employer_after_whole_job(draft: _Draft, line: EntryLine, kind: SectionKind, order: str) -> bool | None:
    """An employer's name past a blank line, after a whole job written on one line (see `_follows_whole_job`)."""
    return True if _job_header(line, kind) and _follows_whole_job(draft, line) else None


def _a_job_a_line(draft: _Draft, line: EntryLine, kind: SectionKind, order: str) -> bool | None:
    """'Waiter, Rosa's Grill, Wayne, NE / Clerk, Fresh Foods, Wayne, NE': an undated job a line, each naming its
    title and employer."""
    if not _job_header(line, kind) or not _names_title_and_employer(line.text):
        return None
    return True if any(_names_title_and_employer(text) for text in draft.header_texts()) else None


def _second_title(draft: _Draft, line: EntryLine, kind: SectionKind, order: str) -> bool | None:
    """'Technical Architect / Accenture - Pune / Software Engineer / Microsoft - Redmond': a second title after a title
    and its employer opens the next job, even when the first job printed no dates. Any other line of a job's header
    stays in it."""
    if not _job_header(line, kind):
        return None
    previous = draft.header_texts()
    return (
        _is_plain_title(line.text)
        and any(_is_plain_title(text) for text in previous)
        and any(_names_employer(text) for text in previous)
    )


def _project_a_line(draft: _Draft, line: EntryLine, kind: SectionKind, order: str) -> bool | None:
    """'Harbor Migrator — Rust' / 'Budget Dashboard — React, D3': a project a line, each named with its details."""
    if kind is not SectionKind.PROJECTS or line.role is not Role.HEADER:
        return None
    previous = draft.header_texts()
    return bool(previous) and all(_NAME_AND_DETAILS.search(text) for text in [*previous, line.text])


def _education_header(line: EntryLine, kind: SectionKind) -> bool:
    return kind is SectionKind.EDUCATION and line.role is Role.HEADER


def _institution_first(draft: _Draft, line: EntryLine, kind: SectionKind, order: str) -> bool | None:
    """In a section that writes each institution before its degrees: see `_opens_institution_entry`."""
    if not _education_header(line, kind) or order != _INSTITUTION_FIRST or not line.facts.institution:
        return None
    return _opens_institution_entry(draft, line, draft.header_texts())


def _college_of_institution_above(draft: _Draft, line: EntryLine, kind: SectionKind, order: str) -> bool | None:
    """'B.E. / 2006 / Lakeview University / Lakeview Institute of Technology' then 'HSC': the institution's college,
    not an entry without a degree."""
    if not _education_header(line, kind) or order != _DEGREE_FIRST or line.dates:
        return None
    previous = draft.header_texts()
    return False if previous and _names_college_of(line, previous[-1]) else None


def _degree_after_degreeless_institution(draft: _Draft, line: EntryLine, kind: SectionKind, order: str) -> bool | None:
    """'B.E. / 2006 / Lakeview University / Harbor School' then 'HSC': in a section that writes each degree before its
    institution, an institution without a degree above a degree is an entry of its own."""
    if not _education_header(line, kind) or order != _DEGREE_FIRST:
        return None
    previous = draft.header_texts()
    opens = (
        line.facts.degree
        and not line.facts.institution
        and any(facts_of(text).institution for text in previous)
        and not any(map(_names_degree, previous))
    )
    return True if opens else None


def _second_institution(draft: _Draft, line: EntryLine, kind: SectionKind, order: str) -> bool | None:
    """An institution after another opens an entry; the board a school's examination was taken under ('CBSE' /
    'Delhi Public School') does not."""
    if not _education_header(line, kind) or not line.facts.institution:
        return None
    return any(facts_of(text).institution and not names_board(text) for text in draft.header_texts())


def _second_degree(draft: _Draft, line: EntryLine, kind: SectionKind, order: str) -> bool | None:
    """A degree after another opens an entry."""
    if not _education_header(line, kind) or not line.facts.degree:
        return None
    return any(_names_degree(text) for text in draft.header_texts())


_starts_new_entry = RuleTable(
    "new entry",
    [
        _after_prose,
        _label_again,
        _second_dates,
        _next_row_of_dated_table,
        _employer_after_whole_job,
        _a_job_a_line,
        _second_title,
        _project_a_line,
        _institution_first,
        _college_of_institution_above,
        _degree_after_degreeless_institution,
        _second_institution,
        _second_degree,
    ],
    default=False,
    subject=lambda draft, line, kind, order: line.text,
)


def _dated_column(line: EntryLine) -> bool:
    """A header line with its dates in a column of their own, split off as its details."""
    return line.role is Role.HEADER and any(map(find_dates, line.meta))


def _follows_whole_job(draft: _Draft, line: EntryLine) -> bool:
    """'Data Scientist, Lumen Health, 2016 – 2017', a blank line, then 'Kestrel Labs': after a whole job written on
    one line, an employer's name past a blank line opens the next job (a title there may be the job's post)."""
    if len(draft.header) != 1 or line.dates:
        return False
    header = draft.header[0]
    return (
        header.role is Role.HEADER
        and bool(header.dates)
        and header.source.block != line.source.block
        and line.facts.title_score <= 0
        and is_employer_name(line.text)
        and _names_title_and_employer(header.text)
    )


_DEGREE_FIRST, _INSTITUTION_FIRST = "degree", "institution"


def _education_order(lines: list[EntryLine]) -> str:
    """Whether an education section writes each degree on a line before its institution's or after it, as its first
    entry does: its first header line names one of them, and the next line naming either names the other (past the
    lines of the same institution's college or campus right under it). '' when the first entry is not that clear
    ('Lakeview College / 2012 / Harbor University / 2015 / B.A.' may be two entries either way), and when the section
    writes each entry's dates first: they open its entries."""
    first = next((line for line in lines if line.role in (Role.HEADER, Role.META)), None)
    if first is None or first.dates or names_column(first.text):
        return ""
    kinds = (  # read lazily: only the first two lines that name something are needed
        (line.facts.degree_outside_place, line.facts.institution, line.role is Role.HEADER and not line.dates)
        for line in lines[lines.index(first) :]
        if line.role in (Role.HEADER, Role.META)
    )
    opening = next(kinds)[:2]
    if sum(opening) != 1:
        return ""
    named = None
    beside_institution = opening[1]  # the institution's own college or campus lines right under it name nothing
    for kind in kinds:
        if beside_institution and kind == (False, True, True):
            continue
        beside_institution = False
        if any(kind[:2]):
            named = kind[:2]
            break
    if named != (opening[1], opening[0]):
        return ""
    return _DEGREE_FIRST if opening[0] else _INSTITUTION_FIRST


# Credentials a school, a board or a training body gives as well as a university: not taken where the degree above was.
_NOT_A_DEGREE = re.compile(r"(?i)\b(?:certif\w*|credentials?|licen[cs]\w*|courses?|courseworks?|training)\b")


def _institutions_over_degrees(drafts: list[_Draft]) -> list[_Draft]:
    """'Lakeview University / Ph.D. Physics / 2015 / M.S. Physics / 2012' in a section that writes each institution
    before its degrees: a degree written under another one, with no institution of its own, was taken at the
    institution above, the first line of its name (with no degree in it) copied to the degree's header."""
    institution: EntryLine | None = None
    for draft in drafts:
        texts = draft.header_texts()
        if not texts:
            continue
        if any(map(is_institution, texts)):
            named = (line for line in draft.header if line.role is Role.HEADER and line.facts.institution)
            institution = next((line for line in named if not line.facts.degree_outside_place), None)
            if not any(map(_names_degree, texts)):
                institution = None  # an institution alone is joined to the degree under it later
        elif institution is not None and all(has_degree(text) and not _NOT_A_DEGREE.search(text) for text in texts):
            name = remove_dates(institution.text).strip(" ,.;")
            draft.header.insert(0, EntryLine(source=institution.source, text=name, role=Role.HEADER))
        else:
            institution = None
    return drafts


def _opens_institution_entry(draft: _Draft, line: EntryLine, previous: list[str]) -> bool:
    """In a section that writes each institution before its degrees, an institution opens an entry after a degree
    or dates, or after another institution with something between; right under another institution it is that
    one's college or campus ('Lakeview University' / 'School of Law, North Campus' / 'Juris Doctor')."""
    if any(map(_names_degree, previous)):
        return True
    if not any(map(is_institution, previous)):
        return False
    return draft.has_dates() or not _names_college_of(line, previous[-1])


# A unit of an institution: 'School of Law', 'Faculty of Arts', 'North Campus'.
_UNIT = re.compile(r"(?i)\b(?:(?:school|college|faculty|department|division)\s+of|campus)\b")
_NAME_WORD = re.compile(r"\b[A-Z][A-Za-z]{2,}\b")


def _names_college_of(line: EntryLine, above: str) -> bool:
    """A line naming an institution and no degree right under another such line, as one of its units ('Lakeview
    University' / 'School of Law, North Campus') or by a word of its name ('Lakeview University' / 'Lakeview
    Institute of Technology'): the college or campus of that one, unless either names a school below college."""
    names_institution = line.facts.institution and not (line.facts.degree_outside_place or names_board(line.text))
    if not names_institution or not facts_of(above).institution or _names_degree(above):
        return False
    if names_school(line.text) or names_school(above):
        return False
    shared = {word for word in _NAME_WORD.findall(line.text) if not is_institution(word)} & set(
        _NAME_WORD.findall(above)
    )
    return _UNIT.search(line.text) is not None or bool(shared)


def _names_degree(text: str) -> bool:
    """A degree outside the place the line ends with (see LineFacts.degree_outside_place)."""
    return facts_of(text).degree_outside_place


def _is_plain_title(text: str) -> bool:
    """A job title and nothing else: no dates beside it."""
    return reads_as_post(text) and not find_dates(text)


def _header_pieces(text: str) -> tuple[list[str], list[str]]:
    """The pieces of a one-line job header without its dates, and those of them that are no place."""
    segments = segments_of(remove_dates(text), SectionKind.EXPERIENCE)
    return segments, [segment for segment in segments if not (is_location(segment) or is_known_place(segment))]


@lru_cache(maxsize=1024)  # asked of every header line again as each next line of a section is weighed
def _names_title_and_employer(text: str) -> bool:
    """A whole job on one line: a job title and an employer, the employer known by its words or by the place that
    follows it ('Sales Associate, Northgate Outfitters, Lincoln, NE')."""
    if text.rstrip().endswith(".") and not _ABBREVIATED_END.search(text.rstrip()):
        return False  # 'Advocates, Acme House, Nairobi.': more likely the wrapped end of the header above
    segments, named = _header_pieces(text)
    if len(named) < 2 or not any(_is_plain_title(segment) for segment in named):
        return False
    employers = [segment for segment in named if title_score(segment) <= 0]
    placed = find_location(text) is not None or len(named) < len(segments)
    return any(organization_score(segment) > 0 or placed for segment in employers)


def _names_employer(text: str) -> bool:
    """A header line that names an employer: by its words, or written before a place ('Microsoft - Redmond -')."""
    if title_score(text) > 0:
        return False
    return organization_score(text) > 0 or find_location(text) is not None or text.rstrip().endswith((" -", " –"))


def _segment(lines: list[EntryLine], kind: SectionKind, order: str = "") -> list[_Draft]:
    drafts: list[_Draft] = []
    dates_first: bool | None = None  # whether this section writes each entry's dates before its header
    for line in lines:
        under_header = line.role is Role.PROSE and drafts and drafts[-1].header and not drafts[-1].body
        if drafts and kind is SectionKind.EXPERIENCE and _names_project_under_whole_job(drafts[-1], line):
            line.role, under_header = Role.PROSE, False
        if under_header and looks_like_header(line.text, after_header=True, dates=line.dates):
            # A short line right under a header is still header ('oracle' under 'Associate Software Engineer').
            line.role = Role.HEADER
        if line.role in (Role.HEADER, Role.META):
            if dates_first is None and (
                line.dates or kind is not SectionKind.EXPERIENCE or not _labels_group(line.text)
            ):
                # Not 'Legal Work' over a group of jobs: the label of a group decides nothing.
                dates_first = bool(line.dates)
            by_title = bool(drafts) and kind is SectionKind.EXPERIENCE and _opens_by_title(drafts[-1], line)
            if (
                not drafts
                or _starts_new_entry(drafts[-1], line, kind, order)
                or by_title
                or (dates_first and _dates_after_titled_job(drafts[-1], line))
            ):
                # Header lines after an entry's dates open the next entry ('B.Tech / Christ University / 2018 /
                # Class XII / Delhi Public School'), unless this section writes the dates first.
                carried = _trailing_header(drafts[-1], order, bool(line.dates)) if drafts and not dates_first else []
                drafts.append(
                    _Draft(
                        header=carried,
                        meta=[text for carried_line in carried for text in carried_line.meta],
                        opened_by_title=by_title,
                    )
                )
            drafts[-1].header.append(line)
        else:
            if not drafts:
                drafts.append(_Draft())
            drafts[-1].body.append(line)
        drafts[-1].meta.extend(line.meta)
    if dates_first and kind is SectionKind.EXPERIENCE:
        for draft in drafts:
            _names_after_dates_first(draft)
    return drafts


def _names_project_under_whole_job(draft: _Draft, line: EntryLine) -> bool:
    """'Senior Engineer | Quillbyte | 2020 – Present' over 'Payments Infrastructure Rewrite': under a job whose title,
    employer and dates are on one line, a line with no place, no date and no job's title names a project of the
    job, in its body."""
    if len(draft.header) != 1 or draft.body or line.dates or line.meta or line.labelled:
        return False
    header = draft.header[0]
    return (
        line.role in (Role.HEADER, Role.PROSE)
        and header.role is Role.HEADER
        and header.source.block == line.source.block  # past a blank line, the next job may open
        and any(character.isalpha() for character in line.text)
        and bool(header.dates)
        and _names_title_and_name(header.text)
        and line.facts.title_score <= 0
        and line.facts.organization_score <= 0  # 'University of Southern California': the employer's name, wrapped
        and not line.facts.institution
        and not header.text.rstrip().endswith(",")
        and line.facts.place is None
        and not line.facts.known_place
    )


@lru_cache(maxsize=1024)  # as _names_title_and_employer
def _names_title_and_name(text: str) -> bool:
    """'Senior Engineer | Quillbyte | 2020 – Present': a job title and a name beside it that can be an employer's."""
    _, named = _header_pieces(text)
    return any(map(_is_plain_title, named)) and any(
        title_score(segment) <= 0 and is_employer_name(segment) for segment in named
    )


def _names_after_dates_first(draft: _Draft) -> None:
    """In a section that writes each job's dates before its title and employer, names on the lines above a job's
    dates ('Lakeside AS' / '2008 – 2011' / 'Consultant' / 'Harbor Tech AB') are read after those under them: they
    end the job above, written after its body, or label a group of jobs."""
    dated = next((index for index, line in enumerate(draft.header) if line.dates), 0)
    before, after = draft.header[:dated], draft.header[dated:]
    if any(line.role is Role.HEADER for line in before) and any(line.role is Role.HEADER for line in after[1:]):
        draft.header = after + before


# 'Intern engineer / Zentrik, Ashby': a job title, a slash, then the employer and maybe its place.
_TITLE_SLASH = re.compile(r"^(?P<title>[^/]{2,60}?)\s+/\s+(?P<rest>[A-Z][^/]*)$")


def _title_slash(text: str) -> re.Match[str] | None:
    """A header that opens with a job title and a slash ('Book editor / Lakeside Press')."""
    match = _TITLE_SLASH.match(text)
    return match if match is not None and _is_plain_title(match.group("title")) else None


def _opens_by_title(draft: _Draft, line: EntryLine) -> bool:
    """'Book editor / Lakeside Press' ... 'Developer / Zentrik, Ashby': in a run of undated headers each written
    'Title / Employer', a second one opens the next job; not a second title ('Developer / Tester')."""
    if draft.body or line.role is not Role.HEADER or line.labelled or line.dates:
        return False
    match = _title_slash(line.text)
    if match is None or not any(_title_slash(text) for text in draft.header_texts()):
        return False
    employer = segments_of(match.group("rest"), SectionKind.EXPERIENCE)
    return bool(employer) and title_score(employer[0]) <= 0


def _dates_after_titled_job(draft: _Draft, line: EntryLine) -> bool:
    """In a section that writes each job's dates first, a line of dates after a job opened by its 'Title /
    Employer' header, with no dates of its own, are the next job's."""
    return draft.opened_by_title and line.role is Role.META and bool(line.dates) and not draft.has_dates()


def _labels_group(text: str) -> bool:
    """'Legally Related', 'Voluntary': a short line naming neither a job nor an employer, the label of a group of
    jobs."""
    return len(text.split()) <= 3 and title_score(text) <= 0 and organization_score(text) <= 0 and not has_degree(text)


def _trailing_header(draft: _Draft, order: str = "", by_dates: bool = True) -> list[EntryLine]:
    """Header lines after a draft's dates, when the next dates arrive before any body: in 'Title / Company /
    Dates / Title / Company / Dates' the second title and company open the next entry. In an education section
    whose entries open with a degree (or an institution), only the lines from one naming a degree (an institution)
    go, and none when the next entry opens at a header line and they name only what closes an entry: in 'B.E. /
    2006 / Lakeview University / M.E. / 2008 / Harbor University' the university is the B.E.'s."""
    if draft.body:
        return []
    # Dates in a right-hand column ('Site Reliability Engineer<TAB>Feb. 2021 - Mar. 2021') date their line too.
    last_dated = max(
        (index for index, line in enumerate(draft.header) if line.dates or any(map(find_dates, line.meta))),
        default=-1,
    )
    if last_dated < 0:
        return []
    trailing = draft.header[last_dated + 1 :]
    if order:
        opens, closes = (_names_degree, is_institution) if order == _DEGREE_FIRST else (is_institution, _names_degree)
        first = next((index for index, line in enumerate(trailing) if opens(line.text)), None)
        if first is None and not by_dates and any(closes(line.text) for line in trailing):
            return []
        last_dated, trailing = last_dated + (first or 0), trailing[first or 0 :]
    if not any(line.role is Role.HEADER for line in trailing):
        return []
    del draft.header[last_dated + 1 :]
    carried_meta = sum(len(line.meta) for line in trailing)  # their places go with them
    del draft.meta[len(draft.meta) - carried_meta :]
    return trailing


def _assign_orphans(drafts: list[_Draft]) -> list[_Draft]:
    """Dates and places printed apart from their entries (a right column read after the left one) go back, in
    order, to the entries that lack them."""
    kept: list[_Draft] = []
    orphans: list[_Draft] = []
    for draft in drafts:
        if not draft.header_texts() and not draft.body and (draft.header or draft.meta):
            orphans.append(draft)
        else:
            kept.append(draft)
    undated = [draft for draft in kept if draft.header_texts() and not draft.has_dates()]
    for orphan, target in zip(orphans, undated, strict=False):
        target.meta.extend(line.text for line in orphan.header)
        target.meta.extend(orphan.meta)
    return kept


def _body_fields(body: list[EntryLine]) -> tuple[str, list[str]]:
    bullets = [line.text for line in body if line.role is Role.BULLET]
    prose = [line.text for line in body if line.role is not Role.BULLET]
    return "\n".join(prose), bullets


def _entry_from_draft(draft: _Draft, kind: SectionKind) -> Entry:
    header = read_header(draft.header, draft.meta, kind)
    dates_text, start_date, end_date = date_fields(header.dates)
    notes: list[str] = []
    if kind is SectionKind.EDUCATION:
        title, organization, rest = pick_degree_and_institution(header.segments)
        # 'Minor in Spanish', 'First Class Honours' beside the degree: notes of the entry, not lost with the header's
        # other pieces.
        notes = [piece.strip() for piece in rest if is_entry_note(piece.strip())]
    elif kind is SectionKind.EXPERIENCE:
        title, organization, _ = pick_title_and_organization(header.segments, header.placed)
        texts = draft.header_texts()
        if texts and (worked_as := _worked_as(texts[0])):  # 'Working as a Software Engineer in Acme Labs, Dover'
            title, organization = worked_as
    else:
        title = header.segments[0] if header.segments else ""
        organization = header.segments[1] if len(header.segments) > 1 else ""
    if kind is SectionKind.EXPERIENCE and _employer_beside_labelled_title(header.labelled, title, organization):
        organization = title  # 'Harbor Tolls S.A.' over 'Position held: Legal Director': the name is the employer's
    if header.labelled:
        title = header.labelled.get("title", title)
        organization = header.labelled.get("organization", organization if organization != title else "")
    title, organization = clean_value(title), clean_value(organization)
    location = header.locations[0] if header.locations else ""
    if kind is SectionKind.EXPERIENCE:
        organization, location = _employer_read_as_town(organization, location)
    description, bullets = _body_fields(draft.body)
    if notes:
        description = joined_prose(", ".join(notes), description)
    return Entry(
        title=title,
        organization=organization,
        dates=dates_text,
        start_date=start_date,
        end_date=end_date,
        location=location,
        description=description,
        bullets=bullets,
    )


def _employer_beside_labelled_title(labelled: dict[str, str], title: str, organization: str) -> bool:
    """A name taken for the title, with no employer, in a header whose title is labelled: the employer's name."""
    return (
        "title" in labelled
        and "organization" not in labelled
        and not organization
        and title_score(title) <= 0
        and is_employer_name(title)
    )


# Departments written as a short form ('QA', 'HR'), which name no employer.
_DEPARTMENT_SHORT_FORMS = frozenset({"qa", "qc", "it", "hr", "r&d", "mis", "ops"})


def _employer_read_as_town(organization: str, location: str) -> tuple[str, str]:
    """'Release Manager, QA' over 'Brightwave, Canada': the department was read as the employer and the employer as
    the town of a place. A name the place lists do not know, before a country or a region, is then the employer."""
    if not organization or not (organization.casefold() in _DEPARTMENT_SHORT_FORMS or names_a_function(organization)):
        return organization, location
    name, comma, region = location.partition(",")
    name, region = name.strip(), region.strip()
    if not comma or not _names_country_or_state(region) or is_known_place(name) or is_region(name):
        return organization, location
    if not is_employer_name(name):
        return organization, location
    return name, region


def _names_country_or_state(text: str) -> bool:
    """'Canada', 'Ontario': a region written out, not a state's code ('MO'), after which a town is the rule."""
    return len(text) > 2 and not text.isupper() and is_region(text)


def _split_label(text: str) -> tuple[str, str]:
    """'QuantSoftware Toolkit: Open source Python library' -> ('QuantSoftware Toolkit', 'Open source ...')."""
    for separator in (": ", " – ", " — ", " - "):
        head, found, tail = text.partition(separator)
        if found and 0 < len(head.split()) <= 8:
            return head.strip(), tail.strip()
    return (text, "") if len(text.split()) <= 12 else ("", text)


def _entries_from_lines(lines: list[EntryLine], kind: SectionKind) -> list[Entry]:
    """Projects or certificates written one per line, without headers."""
    entries: list[Entry] = []
    for line in lines:
        spans = line.dates
        rest = remove_dates(line.text).strip(" ,;|()-–—")
        dates_text, start_date, end_date = date_fields(spans)
        organization = description = ""
        if kind is SectionKind.CERTIFICATIONS:
            parts = segments_of(rest, kind)
            title, organization = (parts[0], ", ".join(parts[1:])) if parts else (rest, "")
        else:
            title, description = _split_label(re.sub(r"\s{2,}", " ", rest))
        entries.append(
            Entry(
                title=title,
                organization=organization,
                dates=dates_text,
                start_date=start_date,
                end_date=end_date,
                description=description,
            )
        )
    return entries


def _entry_from_sentence(line: EntryLine) -> Entry | None:
    """'Working as Sr. Python developer for Acme Solutions Ltd., Nagpur, from March 2012 to till date.'"""
    worked_as = _worked_as(line.text)
    if worked_as is None:
        return None
    dates_text, start_date, end_date = date_fields(line.dates)
    return Entry(
        title=worked_as[0],
        organization=worked_as[1],
        dates=dates_text,
        start_date=start_date,
        end_date=end_date,
        description=line.text,
    )


def _is_plausible(draft: _Draft, kind: SectionKind) -> bool:
    """Whether a header really opens an entry: a degree or an institution in education; a date, a job title or an
    organisation in work. Anything else is a line of the previous entry that looked like a header."""
    texts = draft.header_texts()
    if not texts:
        return False
    if any(line.labelled == "organization" for line in draft.header):
        return True  # 'Company: Grupo Andino S.A.': the resume says what the line is
    if kind is SectionKind.EDUCATION:
        # A dated bootcamp or online course is schooling too, though it names no degree and no school.
        dated = draft.has_dates()
        return any(has_degree(text) or is_institution(text) or (dated and names_programme(text)) for text in texts)
    if kind is SectionKind.EXPERIENCE:
        if draft.has_dates():
            return True
        return any(title_score(text) > 0 or organization_score(text) > 0 for text in texts)
    return True


# 'Harbor Grill and Bar (Dunmore) I work here in the holidays ...', 'Marsh & Reeve 2 weeks shadowing a partner':
# an employer's name run straight into the sentence about the job, the place maybe in brackets between.
_EMPLOYER_THEN_SENTENCE = re.compile(
    r"^(?P<name>[A-Z][\w'’&.-]*(?:\s+(?:&|and|of|the|[A-Z][\w'’&.-]*)){0,5}?)"
    r"(?:\s+\((?P<place>[A-Z][\w.'’ -]*)\))?"
    r"\s+(?=(?:I|We)\s+[a-z]|\d{1,2}\s+(?:weeks?|months?|days?)\s+[a-z])"
)


def _employer_out_of_sentence(draft: _Draft) -> list[_Draft]:
    """A job dated on a line of its own whose first line of prose opens with the employer's name: the name heads
    the entry, the rest of the line stays its description. A later paragraph that opens the same way is another job
    of the same dates ('2005' over two summer placements, one paragraph each)."""
    if draft.header_texts() or not draft.has_dates():
        return [draft]
    dates = [header_line for header_line in draft.header if header_line.role is Role.META]
    drafts = [draft]
    body, draft.body = draft.body, []
    for line in body:
        if line.role is Role.PROSE:
            following = draft if not draft.body else _Draft(header=list(dates), meta=list(draft.meta))
            if _opens_with_employer(line, following):
                if following is not draft:
                    drafts.append(following)
                following.body.append(line)
                continue
        drafts[-1].body.append(line)
    return drafts


def _opens_with_employer(line: EntryLine, draft: _Draft) -> bool:
    match = _EMPLOYER_THEN_SENTENCE.match(line.text)
    if match is None:
        return False
    name = match.group("name")
    if len(name.split()) < 2 or reads_as_title(name) or not is_employer_name(name) or is_location(name):
        return False
    draft.header.append(EntryLine(source=line.source, text=name, role=Role.HEADER, labelled="organization"))
    place = match.group("place") or ""
    if is_location(place) or is_known_place(place):
        draft.meta.append(place)  # a town the place lists do not know is left out, not read as the employer
    line.text = line.text[match.end() :]
    return True


# 'Store Manager, (Continued)', 'Northwind Traders, continued': a job's header repeated at the top of a page.
_CONTINUED = re.compile(r"^(?P<name>.+?)[\s,:–-]*\(?(?:continued|cont'd|contd)\.?\)?:?$", re.IGNORECASE)


def _continues_job(draft: _Draft, previous: Entry) -> bool:
    """Whether a draft is the job above going on after a page break: a header line repeats its title or employer
    with the word 'continued' (its other header lines are the page's running name and address)."""
    names = {previous.title.casefold(), previous.organization.casefold()} - {""}
    for text in draft.header_texts():
        match = _CONTINUED.match(text)
        if match is not None and match.group("name").strip(" ,").casefold() in names:
            return not any(line.dates for line in draft.header)
    return False


def _opens_with_field(draft: _Draft) -> bool:
    """'Electrical engineering' over 'KPTU, Pune' opening an education section: the field studied heads the entry,
    even with no degree and no institution's word beside it."""
    texts = draft.header_texts()
    return bool(texts) and len(texts[0].split()) <= 4 and names_field_of_study(texts[0])


def parse_entries(lines: list[ResumeLine], kind: SectionKind, wrap_width: int) -> list[Entry]:
    prepared = prepare_lines(lines, wrap_width)
    if not prepared:
        return []
    if kind is SectionKind.CERTIFICATIONS and not any(line.role is Role.BULLET for line in prepared):
        return _entries_from_lines(prepared, kind)
    if kind is SectionKind.EDUCATION:
        prepared = prepare_education_lines(prepared)
    order = _education_order(prepared) if kind is SectionKind.EDUCATION else ""
    drafts = _assign_orphans(_segment(prepared, kind, order))
    if order == _INSTITUTION_FIRST:
        drafts = _institutions_over_degrees(drafts)
    headed = [draft for draft in drafts if draft.header_texts()]
    if not headed:
        if kind is SectionKind.EXPERIENCE:
            sentences = [entry for line in prepared if (entry := _entry_from_sentence(line)) is not None]
            if sentences:
                return sentences
        if kind in (SectionKind.PROJECTS, SectionKind.CERTIFICATIONS):
            return _entries_from_lines([line for line in prepared if line.role is not Role.META], kind)
        prose = [line.text for line in prepared if line.role is not Role.META]
        if kind is SectionKind.EDUCATION and (degrees := education_from_prose(prose)):
            return degrees
    entries: list[Entry] = []
    if kind is SectionKind.EXPERIENCE:
        drafts = [part for draft in drafts for part in _employer_out_of_sentence(draft)]
    for draft in drafts:
        if not _is_plausible(draft, kind) and not (
            kind is SectionKind.EDUCATION and not entries and _opens_with_field(draft)
        ):
            if entries:  # a line that only looked like a header is prose of the entry above, not text to lose
                draft.body = [replace(line, role=Role.PROSE) for line in draft.header_lines()] + draft.body
            draft.header = []
        if not draft.header_texts() or (entries and _continues_job(draft, entries[-1])):
            if entries and draft.body:
                previous = entries[-1]
                description, bullets = _body_fields(draft.body)
                entries[-1] = previous.model_copy(
                    update={
                        "bullets": previous.bullets + bullets,
                        "description": joined_prose(previous.description, description),
                    }
                )
                continue
            if not draft.body:
                continue
        entries.append(_entry_from_draft(draft, kind))
    if kind is SectionKind.EXPERIENCE:
        entries = settle_work_entries(entries)
    kept = [entry for entry in entries if entry.title or entry.organization or entry.bullets or entry.description]
    if kind is SectionKind.EDUCATION:
        return settle_education_entries(kept)
    return kept
