"""Sections of entries (jobs, degrees, projects, certificates) -> Entry records.

Prepared lines (see entry_lines) are grouped into entries: one starts at a header after body text, at a second
date, or (in education) at a second degree or institution. Each group's header then becomes fields (see
entry_fields) and its bullets and prose the entry's bullets and description.
"""

import re
from dataclasses import dataclass, field
from functools import lru_cache

from vitae.resume.dates import DateSpan, find_dates
from vitae.resume.degree_mentions import find_degree_phrases, is_field_label
from vitae.resume.entry_fields import (
    clean_value,
    date_fields,
    pick_degree_and_institution,
    pick_title_and_organization,
    read_header,
    segments_of,
)
from vitae.resume.entry_lines import EntryLine, Role, looks_like_header, prepare_lines, remove_dates
from vitae.resume.entry_roles import (
    GENERIC_CREDENTIALS,
    is_employer_name,
    is_end_of_field,
    names_board,
    names_column,
    names_field_of_study,
    reads_as_title,
    settle_education_roles,
    settle_work_roles,
)
from vitae.resume.headings import HEADING_KINDS, kind_of_heading, normalize_heading
from vitae.resume.institution_mentions import (
    find_institutions,
    is_field_word,
    names_school,
    split_field_and_institution,
)
from vitae.resume.locations import find_location, is_known_place, is_location, is_region
from vitae.resume.model import Entry, SectionKind
from vitae.resume.text_lines import ResumeLine
from vitae.resume.vocabulary import (
    find_degree,
    has_degree,
    is_institution,
    names_a_function,
    names_a_post,
    organization_score,
    title_score,
)

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

    def header_texts(self) -> list[str]:
        return [line.text for line in self.header if line.role is Role.HEADER]


def _starts_new_entry(draft: _Draft, line: EntryLine, kind: SectionKind, order: str = "") -> bool:
    if draft.body:
        # 'Lakeview University / Ph.D. Physics / Thesis: ... / May 2015': in a section whose entries open with their
        # degree or institution, dates under an undated entry's prose are still that entry's.
        dates_only = bool(line.dates) and not remove_dates(line.text).strip(" []()|,;:-–—")
        return not (order and dates_only and not draft.has_dates())
    if line.labelled and any(other.labelled == line.labelled for other in draft.header):
        return True
    if line.dates and draft.has_dates():
        return True
    if kind is SectionKind.EXPERIENCE and line.role is Role.HEADER and not line.labelled:
        # 'Technical Architect / Accenture - Pune / Software Engineer / Microsoft - Redmond': a second title after
        # a title and its employer opens the next job, even when the first job printed no dates.
        previous = draft.header_texts()
        if _names_title_and_employer(line.text) and any(_names_title_and_employer(text) for text in previous):
            return True  # 'Waiter, Rosa's Grill, Wayne, NE / Clerk, Fresh Foods, Wayne, NE': a job a line, undated
        return (
            _is_plain_title(line.text)
            and any(_is_plain_title(text) for text in previous)
            and any(_names_employer(text) for text in previous)
        )
    if kind is SectionKind.EDUCATION and line.role is Role.HEADER:
        previous = draft.header_texts()
        if order == _INSTITUTION_FIRST and is_institution(line.text):
            return _opens_institution_entry(draft, line, previous)
        if order == _DEGREE_FIRST and previous and _names_college_of(line, previous[-1]) and not line.dates:
            # 'B.E. / 2006 / Lakeview University / Lakeview Institute of Technology' then 'HSC': the institution's
            # college, not an entry without a degree.
            return False
        if (
            order == _DEGREE_FIRST
            and has_degree(line.text)
            and not is_institution(line.text)
            and any(is_institution(text) for text in previous)
            and not any(map(_names_degree, previous))
        ):
            # 'B.E. / 2006 / Lakeview University / Harbor School' then 'HSC': in a section that writes each degree
            # before its institution, an institution without a degree above a degree is an entry of its own.
            return True
        if is_institution(line.text):
            # 'CBSE' / 'Delhi Public School': the board a school's examination was taken under opens no entry.
            return any(is_institution(text) and not names_board(text) for text in previous)
        if has_degree(line.text):
            return any(_names_degree(text) for text in previous)
    return False


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
        (_names_degree(line.text), is_institution(line.text), line.role is Role.HEADER and not line.dates)
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
            named = (line for line in draft.header if line.role is Role.HEADER and is_institution(line.text))
            institution = next((line for line in named if not _names_degree(line.text)), None)
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
    names_institution = is_institution(line.text) and not (_names_degree(line.text) or names_board(line.text))
    if not names_institution or not is_institution(above) or _names_degree(above):
        return False
    if names_school(line.text) or names_school(above):
        return False
    shared = {word for word in _NAME_WORD.findall(line.text) if not is_institution(word)} & set(
        _NAME_WORD.findall(above)
    )
    return _UNIT.search(line.text) is not None or bool(shared)


@lru_cache(maxsize=1024)
def _names_degree(text: str) -> bool:
    """A degree outside the place the line ends with: 'Lakeview University, Springfield, MA' names none, its state code
    only spells one."""
    place = find_location(text)
    return has_degree(text if place is None else text[: place[0]] + text[place[1] :])


def _is_plain_title(text: str) -> bool:
    """A job title and nothing else ('Software Engineer': 'software' alone does not make it a company)."""
    score = title_score(text)
    return score > 0 and score >= organization_score(text) and not find_dates(text)


@lru_cache(maxsize=1024)
def _names_title_and_employer(text: str) -> bool:
    """A whole job on one line: a job title and an employer, the employer known by its words or by the place that
    follows it ('Sales Associate, Northgate Outfitters, Lincoln, NE')."""
    if text.rstrip().endswith(".") and not _ABBREVIATED_END.search(text.rstrip()):
        return False  # 'Advocates, Acme House, Nairobi.': more likely the wrapped end of the header above
    segments = segments_of(remove_dates(text), SectionKind.EXPERIENCE)
    named = [segment for segment in segments if not (is_location(segment) or is_known_place(segment))]
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
        # 'Minor in Spanish' beside the degree: a note of the entry, not lost with the header's other pieces.
        notes = [piece.strip() for piece in rest if is_field_label(piece.strip())]
    elif kind is SectionKind.EXPERIENCE:
        title, organization, _ = pick_title_and_organization(header.segments, header.placed)
        texts = draft.header_texts()
        if texts and (worked_as := _worked_as(texts[0])):  # 'Working as a Software Engineer in Acme Labs, Dover'
            title, organization = worked_as
    else:
        title = header.segments[0] if header.segments else ""
        organization = header.segments[1] if len(header.segments) > 1 else ""
    if header.labelled:
        title = header.labelled.get("title", title)
        organization = header.labelled.get("organization", organization if organization != title else "")
    title, organization = clean_value(title), clean_value(organization)
    location = header.locations[0] if header.locations else ""
    if kind is SectionKind.EXPERIENCE:
        organization, location = _employer_read_as_town(organization, location)
    description, bullets = _body_fields(draft.body)
    if notes:
        description = _joined_prose(", ".join(notes), description)
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
        spans = find_dates(line.text)
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
        return any(has_degree(text) or is_institution(text) for text in texts)
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
        prepared = _pair_degree_column(
            _join_wrapped_names(_degree_lines_as_headers(_degrees_under_institutions(prepared)))
        )
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
        if kind is SectionKind.EDUCATION and (degrees := _degrees_in_prose(prose)):
            return _split_double_degrees(degrees)
    entries: list[Entry] = []
    if kind is SectionKind.EXPERIENCE:
        drafts = [part for draft in drafts for part in _employer_out_of_sentence(draft)]
    for draft in drafts:
        if not _is_plausible(draft, kind) and not (
            kind is SectionKind.EDUCATION and not entries and _opens_with_field(draft)
        ):
            draft.header = []
        if not draft.header_texts() or (entries and _continues_job(draft, entries[-1])):
            if entries and draft.body:
                previous = entries[-1]
                description, bullets = _body_fields(draft.body)
                entries[-1] = previous.model_copy(
                    update={
                        "bullets": previous.bullets + bullets,
                        "description": _joined_prose(previous.description, description),
                    }
                )
                continue
            if not draft.body:
                continue
        entries.append(_entry_from_draft(draft, kind))
    if kind is SectionKind.EXPERIENCE:
        entries = _earlier_roles_at_employer(
            _fold_repeated_spans(
                _fold_lines_read_as_jobs(
                    _roles_under_employer(_join_titles_after_descriptions(_without_heading_titles(entries)))
                )
            )
        )
    kept = [entry for entry in entries if entry.title or entry.organization or entry.bullets or entry.description]
    if kind is SectionKind.EDUCATION:
        kept = _degrees_of_opening_prose(kept)
        return _split_double_degrees(
            _fields_from_notes(
                _join_notes(
                    _header_run_into_description(
                        _join_degrees_and_institutions([_settled_education(entry) for entry in kept])
                    )
                )
            )
        )
    return kept


def _joined_prose(first: str, second: str) -> str:
    """The prose of two entries made one, a line each."""
    return "\n".join(part for part in (first, second) if part)


_MOST_DEGREE_WORDS = 6
_MOST_WRAPPED_WORDS = 4
_WRAP_JOINERS = frozenset({"in", "and", "of", "&", "for"})  # words after which a name goes on


def _wraps_onto(line: EntryLine, following: EntryLine) -> bool:
    """'Diploma in Business Administration in Marketing and' / 'Human Resource', 'B.E. in Electronics' / 'and
    Communication', 'Lakeview Institute of' / 'Technology': a degree or an institution wrapped after a joining word,
    or before the last word of its field, goes on on the next line."""
    text, rest = line.text.rstrip(), following.text.strip()
    if (
        line.role is not Role.HEADER
        or following.role is not Role.HEADER
        or line.dates
        or following.dates
        or following.meta
        or not text
        or not rest
    ):
        return False
    last_word, first_word = text.split()[-1].lower(), rest.split()[0]
    if not (last_word in _WRAP_JOINERS or first_word in _WRAP_JOINERS or is_end_of_field(first_word)):
        return False
    place = find_location(rest)
    if place is not None and place[0] > 0 and not rest[place[1] :].strip(" ,.-–|"):
        rest = rest[: place[0]].strip(" ,-–|")  # 'Economics - Dover, Delaware': the name's end before its place
    words = rest.split()
    if (
        not 1 <= len(words) <= _MOST_WRAPPED_WORDS
        or is_institution(rest)
        or has_degree(rest)
        or is_location(rest)
        or not all(word[0].isupper() or word in _WRAP_JOINERS for word in words)
        or not (has_degree(text) or is_institution(text))
    ):
        return False
    field_end = is_end_of_field(rest) and has_degree(text) and " in " in f" {text.lower()} "
    return last_word in _WRAP_JOINERS or words[0] in _WRAP_JOINERS or field_end


_MOST_DEGREE_LINE_WORDS = 14
_MOST_DEGREE_BODY_WORDS = 10


def _degrees_under_institutions(lines: list[EntryLine]) -> list[EntryLine]:
    """'Lakeview University, Dover, DE' / 'May 2016' / 'Bachelor of Science: Biology' read as prose or a bullet: the
    degree taken at an institution named above it without one is the entry's, not its description."""
    institution = degree = False  # what the header lines since the last line of a body name
    for line in lines:
        text = line.text.strip()
        if line.role is Role.HEADER:
            institution, degree = institution or is_institution(text), degree or has_degree(text)
            continue
        if line.role is Role.META:
            continue
        named = find_degree_phrases(text) if institution and not degree else []
        if (
            named
            and text.startswith(named[0])
            and not is_field_label(named[0])
            and len(text.split()) <= _MOST_DEGREE_BODY_WORDS
        ):
            line.role = Role.HEADER
            degree = True
            continue
        institution = degree = False
    return lines


def _degree_lines_as_headers(lines: list[EntryLine]) -> list[EntryLine]:
    """'masters in journalism and communication' / 'lakeview college - Dover, Delaware' typed in lower case: a line
    that opens with a degree's name is an entry's header all the same, not prose, and so is the name and place of
    its institution right under it."""
    promoted = False
    for line in lines:
        text = line.text.strip()
        lower = line.role is Role.PROSE and not line.source.is_bullet and text[:1].islower() and not text.endswith(".")
        degree = find_degree(text) if lower else None
        if (
            lower
            and degree is not None
            and degree.start() == 0
            and degree.group(0).lower() not in GENERIC_CREDENTIALS
            and len(text.split()) <= _MOST_DEGREE_LINE_WORDS
        ):
            line.role, promoted = Role.HEADER, True
            continue
        if lower and promoted and _names_something_at_place(text):
            line.role = Role.HEADER
        promoted = False
    return lines


_MOST_NAME_WORDS = 6


def _names_something_at_place(text: str) -> bool:
    """'lakeview college - Dover, Delaware': a short name, then the place the line ends with."""
    place = find_location(text)
    if place is None or text[place[1] :].strip(" ,."):
        return False
    name = text[: place[0]].strip(" ,-–|")
    return 1 <= len(name.split()) <= _MOST_NAME_WORDS


def _join_wrapped_names(lines: list[EntryLine]) -> list[EntryLine]:
    """Education header lines with the wrapped end of their degree or institution put back on them."""
    joined: list[EntryLine] = []
    for line in lines:
        if joined and _wraps_onto(joined[-1], line):
            previous = joined[-1]
            previous.text = f"{previous.text.rstrip()} {line.text.strip()}"
            continue
        joined.append(line)
    return joined


def _is_degree_only(line: EntryLine) -> bool:
    return (
        line.role is Role.HEADER
        and not line.dates
        and len(line.text.split()) <= _MOST_DEGREE_WORDS
        and has_degree(line.text)
        and not is_institution(line.text)
    )


def _pair_degree_column(lines: list[EntryLine]) -> list[EntryLine]:
    """'Ph.D. / M.A. / B.A. / Lakeview University, 2001 / Harbor College, 1995 / ...': a column of degrees read
    before the column of their institutions and years is put back row by row, each degree before its own line."""
    paired = list(lines)
    index = 0
    while index < len(paired):
        count = 0
        while index + count < len(paired) and _is_degree_only(paired[index + count]):
            count += 1
        rows = paired[index + count : index + 2 * count]
        if (
            count >= 2
            and len(rows) == count
            and all(line.role is Role.HEADER and line.dates and not _is_degree_only(line) for line in rows)
        ):
            degrees = paired[index : index + count]
            paired[index : index + 2 * count] = [line for row in zip(degrees, rows, strict=True) for line in row]
            index += 2 * count
        else:
            index += max(count, 1)
    return paired


def _join_notes(entries: list[Entry]) -> list[Entry]:
    """'Concentration: Geology' / 'GPA: 3.6' under a degree, left with neither degree, institution nor dates once
    the entry's roles are settled: notes of the entry above, not an entry of their own."""
    joined: list[Entry] = []
    for entry in entries:
        if joined and not (entry.title or entry.organization or entry.dates):
            previous = joined[-1]
            joined[-1] = previous.model_copy(
                update={
                    "description": _joined_prose(previous.description, entry.description),
                    "bullets": previous.bullets + entry.bullets,
                }
            )
            continue
        joined.append(entry)
    return joined


# A degree named without its field: 'Bachelor of Science', "Master's Degree", 'B.A.', 'BSc'.
_BARE_DEGREE = re.compile(
    r"(?i:(?:bachelor|master|associate)(?:['’]?s)?(?:\s+degree)?(?:\s+of\s+(?:applied\s+|fine\s+)?(?:arts|science)"
    r"(?:\s+degree)?)?)"
    r"|[BMA]\.?[^\S\n]?(?:A|S|Sc|SC)\.?"
)
# The major written as a note under its degree: 'Major: Marketing', 'Majoring in Biology', 'Majors: History'.
_MAJOR_NOTE = re.compile(r"(?:Majors?|Majoring|MAJORS?)(?:[^\S\n]*:[^\S\n]*|[^\S\n]+(?:in|IN)[^\S\n]+)(?P<field>.+)")
# Without a major, the concentration of a degree is its field ('MBA' / 'Concentration: Finance').
_CONCENTRATION_NOTE = re.compile(
    r"(?:Concentration|CONCENTRATION|Speciali[sz]ation|SPECIALI[SZ]ATION)(?:[^\S\n]*:[^\S\n]*|[^\S\n]+(?:in|IN)"
    r"[^\S\n]+)(?P<field>.+)"
)


def _major_of(entry: Entry) -> str:
    """The field of the entry's first major note, as its degree phrase reads it ('Major: Marketing' -> 'Marketing'),
    else that of its first concentration."""
    notes = [
        phrases[0]
        for text in [*entry.description.split("\n"), *entry.bullets]
        if (phrases := find_degree_phrases(text)) and text.lstrip(" •·-*").startswith(phrases[0])
    ]
    for pattern in (_MAJOR_NOTE, _CONCENTRATION_NOTE):
        for note in notes:
            if (found := pattern.fullmatch(note)) is not None:
                return found.group("field")
    return ""


def _is_bare_degree(title: str) -> bool:
    """'Bachelor of Science', 'B.A.', 'MBA': a degree without its field."""
    return _BARE_DEGREE.fullmatch(title) is not None or (" " not in title and find_degree_phrases(title) == [title])


def _fields_from_notes(entries: list[Entry]) -> list[Entry]:
    """'Bachelor of Science' / 'Major: Elementary Education': the major noted under a degree written without its
    field is the degree's field ('Bachelor of Science in Elementary Education'); the note stays in the
    description. A minor or a concentration stays a note only."""
    fielded: list[Entry] = []
    for entry in entries:
        major = _major_of(entry) if _is_bare_degree(entry.title.strip()) else ""
        fielded.append(entry.model_copy(update={"title": f"{entry.title.strip()} in {major}"}) if major else entry)
    return fielded


# What may stand between two degrees written as one title: 'BCA, MBA', 'Bachelor of Laws/Bachelor of Arts'.
_BETWEEN_DEGREES = re.compile(r"(?i)\s*(?:[,/&+;|]|\band\b)\s*")


def _degrees_of_title(title: str) -> list[str]:
    """The degrees a title is made of, when it is two or more of them and nothing else ('BCA, MBA'); else []."""
    phrases = find_degree_phrases(title)
    if len(phrases) < 2 or any(is_field_label(phrase) for phrase in phrases):
        return []
    position = 0
    slashed = False
    for index, phrase in enumerate(phrases):
        start = title.find(phrase, position)
        if (
            start < 0
            or (index and not _BETWEEN_DEGREES.fullmatch(title[position:start]))
            or (not index and title[:start].strip())
        ):
            return []
        slashed = slashed or "/" in title[position:start]
        position = start + len(phrase)
    if slashed and any(" " not in phrase for phrase in phrases):
        return []  # 'B.S./M.S. in Physics', 'PGDM/MBA': a field the two share, or one program under two names
    return phrases if not title[position:].strip(" .,") else []


def _split_double_degrees(entries: list[Entry]) -> list[Entry]:
    """'BCA, MBA' / 'Lakeview College', 'Bachelor of Laws/Bachelor of Arts': two degrees written as one title are
    two entries at the same institution, the first keeping the description and bullets."""
    split: list[Entry] = []
    for entry in entries:
        degrees = _degrees_of_title(entry.title)
        if not degrees:
            split.append(entry)
            continue
        split.append(entry.model_copy(update={"title": degrees[0]}))
        split.extend(
            entry.model_copy(update={"title": degree, "description": "", "bullets": []}) for degree in degrees[1:]
        )
    return split


def _join_degrees_and_institutions(entries: list[Entry]) -> list[Entry]:
    """'Lakeview University, 2012' / (a line of another column) / 'Bachelor of Science in Physics': an institution
    without a degree next to a degree without an institution is one entry, when at most one of them is dated."""
    joined: list[Entry] = []
    for entry in entries:
        previous = joined[-1] if joined else None
        if previous is not None and not (previous.dates and entry.dates) and not (previous.bullets or entry.bullets):
            institution_first = previous.organization and not previous.title and entry.title and not entry.organization
            degree_first = previous.title and not previous.organization and entry.organization and not entry.title
            if institution_first or degree_first:
                dated = previous if previous.dates else entry
                joined[-1] = previous.model_copy(
                    update={
                        "title": previous.title or entry.title,
                        "organization": previous.organization or entry.organization,
                        "dates": dated.dates,
                        "start_date": dated.start_date,
                        "end_date": dated.end_date,
                        "location": previous.location or entry.location,
                        "description": _joined_prose(previous.description, entry.description),
                    }
                )
                continue
        joined.append(entry)
    return joined


# What may stand between a degree and the institution it was taken at: 'MBA, Lakeview University', 'B.A. from ...'.
_BEFORE_INSTITUTION = re.compile(r"[\s,;:–(-]*(?:(?:from|at|with)\s+)?(?:[Tt]he\s+)?")


def _degrees_of_opening_prose(entries: list[Entry]) -> list[Entry]:
    """Prose opening an education section above its first header ('Lakeview Law School: J.D. degree, 1995 ...'), read
    as an entry with neither degree nor institution: the entries of the degrees it names, the first taking its
    dates, the last its bullets."""
    if not entries or entries[0].title or entries[0].organization or not entries[0].description:
        return entries
    opening = entries[0]
    texts = opening.description.split("\n")
    phrases = find_degree_phrases(texts[0])
    if not phrases or not _opens_with_degree(texts[0], texts[0].find(phrases[0])):
        return entries  # an objective or a note that names a degree on its way
    degrees = _degrees_in_prose(texts)
    if not degrees:
        return entries
    if not degrees[0].dates:
        dates = {"dates": opening.dates, "start_date": opening.start_date, "end_date": opening.end_date}
        degrees[0] = degrees[0].model_copy(update=dates)
    degrees[-1] = degrees[-1].model_copy(update={"bullets": opening.bullets})
    return [*degrees, *entries[1:]]


# A degree named by its field ('an Arts degree', 'a Law graduate'): the degree of an entry named again.
_NAMED_BY_FIELD = re.compile(r"^(?!(?:Bachelor|Master|Associate|Doctor|BACHELOR|MASTER))\S.*\s(?:degree|graduate)$")


_MOST_WORDS_AFTER_INSTITUTION = 3


def _opens_with_degree(text: str, position: int) -> bool:
    """Whether a line of prose opens with the degree at `position`: nothing but dates before it, or an institution
    and its place ('Lakeview Law School, Dover: J.D. degree ...')."""
    before = remove_dates(text[:position]).strip(" ,;:–|-")
    if not before:
        return True
    named = find_institutions(before)
    return bool(named) and len(before.split(named[-1])[-1].split()) <= _MOST_WORDS_AFTER_INSTITUTION


def _degrees_in_prose(texts: list[str]) -> list[Entry]:
    """An education section written as prose only ('2012 PhD in Physics, Lakeview University Thesis: ... 2008 MSc in
    Physics, Lakeview University', a single-spaced resume): an entry for each degree it names, with the text from
    that degree to the next as its description. Its institution is the one written right after it, or, when the
    line opens with an institution before its first degree, the last one written before it (that of the degree
    before when none is)."""
    entries: list[Entry] = []
    for text in texts:
        phrases = [
            phrase
            for phrase in find_degree_phrases(text)
            if not (is_field_label(phrase) or _NAMED_BY_FIELD.match(phrase))
        ]
        spans: list[tuple[int, int]] = []
        for phrase in phrases:
            start = text.find(phrase, spans[-1][1] if spans else 0)
            if start >= 0:
                spans.append((start, start + len(phrase)))
        institution_first = bool(spans) and bool(find_institutions(text[: spans[0][0]]))
        for index, (start, end) in enumerate(spans):
            following = spans[index + 1][0] if index + 1 < len(spans) else len(text)
            if institution_first:
                named = find_institutions(text[spans[index - 1][1] if index else 0 : start])
                institution = named[-1] if named else entries[-1].organization
            else:
                after = text[end:following]
                gap = _BEFORE_INSTITUTION.match(after)
                rest = after[gap.end() :] if gap is not None else after
                institution = _opening_institution(rest)
            dates = _dates_of_degree(text, spans, index, following, institution_first=institution_first)
            dates_text, start_date, end_date = date_fields(dates)
            entries.append(
                Entry(
                    title=text[start:end],
                    organization=institution,
                    dates=dates_text,
                    start_date=start_date,
                    end_date=end_date,
                    description=text[start:following].strip(),
                )
            )
    return entries


# What may stand between a degree and its dates written before it ('2012 PhD', '1999 – 2003: B.A.', '2002: completed').
_BEFORE_DEGREE = re.compile(r"[\s:,;–-]*(?:(?:completed|awarded|earned|received)\s+)?", re.IGNORECASE)


def _dates_of_degree(
    text: str, degrees: list[tuple[int, int]], index: int, following: int, *, institution_first: bool
) -> list[DateSpan]:
    """The dates of one of the degrees a line of prose names. Where each institution comes first, the last dates
    between the degree before and this one ('2011 Lakeview University, Dover MSc in Physics'). Else those written
    right before each degree when the line writes them so before its first ('2012 PhD in Physics ... 2008 MSc in
    Physics'), or the first after the degree and before the next ('MSc in Physics, Lakeview University, 2008')."""
    spans = find_dates(text)
    if institution_first:
        opening = degrees[index - 1][1] if index else 0
        return [span for span in spans if opening <= span.start and span.end <= degrees[index][0]][-1:]

    def right_before(position: int) -> list[DateSpan]:
        return [span for span in spans if span.end <= position and _BEFORE_DEGREE.fullmatch(text[span.end : position])]

    if right_before(degrees[0][0]):
        return right_before(degrees[index][0])[-1:]
    return [span for span in spans if degrees[index][1] <= span.start < following][:1]


def _opening_institution(text: str) -> str:
    """The institution `text` opens with ('Lakeview University, Dover ...' -> 'Lakeview University'), or ''."""
    named = find_institutions(text)
    return named[0] if named and text.startswith(named[0]) else ""


def _settled_education(entry: Entry) -> Entry:
    """An education entry with its degree and institution told apart (settle_education_roles), and a degree or its
    field run into the institution's name on one line given back to the degree."""
    return _field_cut_from_institution(_degree_cut_from_institution(settle_education_roles(entry)))


# The first word of a degree's field, never of an institution's name: 'of Science in Physics Lakeview University'.
_FIELD_OPENING = re.compile(r"(?:of|in|OF|IN)\s")


def _degree_cut_from_institution(entry: Entry) -> Entry:
    """'Bachelor' / 'of Science in Physics Lakeview University': a degree run into its institution on one line (a
    single-spaced resume) cut after its first word is read again, the degree up to the institution's name."""
    if not entry.title or not _FIELD_OPENING.match(entry.organization):
        return entry
    split = split_field_and_institution(f"{entry.title} {entry.organization}")
    if split is None or not has_degree(split[0]):
        return entry
    institution = _opening_institution(split[1])
    if not institution:
        return entry
    return entry.model_copy(update={"title": split[0].rstrip(" ,;-–"), "organization": institution})


# An institution's keyword that opens its name and is a name with what follows ('University of Lakeview'); a
# 'School of ...' or 'College of ...' after a field word may be that field's school ('Business School of Lakeview').
_UNIVERSITY_OF = re.compile(r"(?:Universit(?:y|ies)|UNIVERSIT(?:Y|IES))\s+(?:of|OF)\s")
_ARTICLE = re.compile(r"^(?:The|THE)\s+")


def _field_cut_from_institution(entry: Entry) -> Entry:
    """'M.A.' / '(Economics) The Lakeview University', 'BSc' / 'Physics University of Lakeview': the field of a
    degree written without one, run into the name of its institution (a single-spaced resume runs its lines on),
    goes back to the degree."""
    if not entry.title or not _is_bare_degree(entry.title.strip()):
        return entry
    split = split_field_and_institution(entry.organization)
    if split is None:
        return entry
    field, name = split
    if not all(is_field_word(word) for word in field.split()):
        return entry
    if not (_UNIVERSITY_OF.match(name) or not is_institution(name.split()[0])):
        return entry  # 'Business School of Lakeview', 'Engineering College': the field names the institution
    institution = _opening_institution(_ARTICLE.sub("", name))
    if not institution:
        return entry
    title = f"{entry.title.strip()} {field}" if field.startswith("(") else f"{entry.title.strip()}, {field}"
    return entry.model_copy(update={"title": title, "organization": institution})


def _header_run_into_description(entries: list[Entry]) -> list[Entry]:
    """'Bachelor of Arts' / 'Westfield College, Dover, DE Major: Biology ...' read as prose (a single-spaced resume
    runs the header's last line on into the next): the institution the first line of a degree's description opens
    with is the degree's, and the degree the first line of an institution's description opens with is the
    institution's ('Lakeview University' / 'MBA with a focus on Finance, 2001 ...'), when the entry has none."""
    settled: list[Entry] = []
    for entry in entries:
        first = " ".join(entry.description.split("\n", 1)[0].split())
        if first and entry.title and not entry.organization:
            if institution := _opening_institution(first):
                entry = entry.model_copy(update={"organization": institution})
        elif first and entry.organization and not entry.title:
            degrees = find_degree_phrases(first)
            if degrees and first.startswith(degrees[0]) and not is_field_label(degrees[0]):
                entry = entry.model_copy(update={"title": degrees[0]})
        settled.append(entry)
    return settled


# The longest description of an employer written between its header and the job title, in characters.
_MOST_EMPLOYER_DESCRIPTION = 200


def _join_titles_after_descriptions(entries: list[Entry]) -> list[Entry]:
    """'LEANDER CORPORATION, Boston, MA / 2000 to Present / World leader in analytical instruments. / Vice
    President of Sales / ...': a job title written after a line describing the employer belongs to that employer's
    entry, not to an entry of its own, and brings its dates when the employer's line had none."""
    joined: list[Entry] = []
    for entry in entries:
        previous = joined[-1] if joined else None
        if (
            previous is not None
            and previous.organization
            and not previous.title
            and not previous.bullets
            and len(previous.description) <= _MOST_EMPLOYER_DESCRIPTION
            and entry.title
            and not _names_employer_of_its_own(entry)
            and not (entry.dates and previous.dates)
        ):
            description = _joined_prose(previous.description, entry.description)
            dated = previous if previous.dates else entry
            joined[-1] = previous.model_copy(
                update={
                    "title": entry.title,
                    "description": description,
                    "bullets": entry.bullets,
                    "dates": dated.dates,
                    "start_date": dated.start_date,
                    "end_date": dated.end_date,
                    "location": previous.location or entry.location,
                }
            )
            continue
        joined.append(entry)
    return joined


# The words a known heading opens with ('PROFESSIONAL' of 'PROFESSIONAL QUALIFICATIONS'), each run of them.
_HEADING_OPENINGS = frozenset(
    " ".join(phrase.split()[:count]) for phrase in HEADING_KINDS for count in range(1, len(phrase.split()))
)


def _reads_as_heading(entry: Entry) -> bool:
    """'Professional Experience', 'Relevant Skills', or an undated 'PROFESSIONAL' cut from 'PROFESSIONAL
    QUALIFICATIONS' by a column beside it: a heading taken for a job's title. A post stays one, and so does a kind
    of work that can head a section too ('INTERNSHIP', 'Military Service', 'FREELANCE' with its dates)."""
    title = entry.title
    if names_a_post(title):
        return False
    if len(title.split()) == 1:
        return (
            not entry.dates
            and title.isupper()
            and kind_of_heading(title) is None
            and (normalize_heading(title) in _HEADING_OPENINGS)
        )
    kind = kind_of_heading(title)
    return (kind is not None and kind is not SectionKind.OTHER) or (
        title.isupper() and normalize_heading(title) in _HEADING_OPENINGS
    )


def _without_heading_titles(entries: list[Entry]) -> list[Entry]:
    """A heading read as a job's title is no title. Undated, what stands beside it is the heading's content (a
    skill, a course in the column beside it), no employer: the entry goes to the prose, to be folded into the job
    above."""
    settled: list[Entry] = []
    for entry in entries:
        if entry.title and _reads_as_heading(entry):
            if entry.dates:
                entry = entry.model_copy(update={"title": ""})
            else:
                prose = _joined_prose(entry.organization, entry.description)
                entry = entry.model_copy(update={"title": "", "organization": "", "description": prose})
        settled.append(entry)
    return settled


_LEAST_SENTENCE_WORDS = 3


def _fold_lines_read_as_jobs(entries: list[Entry]) -> list[Entry]:
    """'Drafted the floor plans' / 'Always bring your badge': a line of the body taken for a header, with no
    dates and no employer beside it, is part of the job above, not a job of its own. A place beside such a line,
    when it reads as a sentence ('Improve the reports  Dover, DE'), is the address of a page's header, not where a
    job was."""
    folded: list[Entry] = []
    for entry in entries:
        # As the entry will read once settled; dates and a place, which settling keeps, are looked at first.
        placed_sentence = entry.location and len(entry.title.split()) >= _LEAST_SENTENCE_WORDS  # not 'Dog Walker'
        unplaced = entry.model_copy(update={"location": ""}) if placed_sentence else entry
        if folded and not (entry.dates or unplaced.location) and _names_no_job(settle_work_roles(unplaced)):
            previous = folded[-1]
            folded[-1] = previous.model_copy(
                update={
                    "description": _joined_prose(previous.description, _joined_prose(entry.title, entry.description)),
                    "bullets": previous.bullets + entry.bullets,
                }
            )
            continue
        folded.append(entry)
    return folded


# 'Worked with Linux Servers', 'Tutored pupils': a verb in the past tense and the lower-case words of its clause.
_OPENS_WITH_PAST_TENSE = re.compile(r"^[A-Z][a-z]+ed\s+[a-z]")
# The people a job serves, in the plural, end a line of its duties, never the title of a post standing alone,
# unless a preposition brings them in ('Teacher of deaf children', 'Nanny to three children').
_ENDS_WITH_THOSE_SERVED = re.compile(r"\b(?:students|pupils|children|patients|clients|customers)\W*$", re.IGNORECASE)
_BRINGS_IN_THOSE_SERVED = re.compile(r"\s(?:of|for|to|with)\s", re.IGNORECASE)


def _names_no_job(entry: Entry) -> bool:
    """No title, or a title alone with no job's word or written as a sentence: lower-case words, a verb in the past
    tense."""
    title = entry.title
    if entry.dates or entry.organization or entry.location:
        return False
    if not title:
        return True  # nothing but the lines of the body
    words = title.split()
    opens_in_lower_case = title[0].islower() and not title[1:2].isupper()  # not 'iOS Developer'
    if title_score(title) <= 0 or opens_in_lower_case or _OPENS_WITH_PAST_TENSE.match(title):
        return True
    if _ENDS_WITH_THOSE_SERVED.search(title) and not _BRINGS_IN_THOSE_SERVED.search(title):
        return True  # 'Coach young chess pupils', 'Mentor first-year nursing students': whom the duties served
    content = [word for word in words[1:] if word.lower() not in _JOINING_WORDS and word[0].isalpha()]
    lower = [word for word in content if word[0].islower()]
    # 'Shift Manager and night desk manager' still ends in the person who does the job.
    return len(lower) >= 2 and 2 * len(lower) >= len(content) and title_score(words[-1]) <= 0


_JOINING_WORDS = frozenset({"and", "of", "the", "in", "for", "to", "with", "on", "at", "a", "an", "or", "by", "&"})


def _names_employer_of_its_own(entry: Entry) -> bool:
    """Whether an entry names an employer: 'Director, Marketing' under an employer's line names a department,
    which is no employer's name."""
    return bool(entry.organization) and is_employer_name(entry.organization) and not reads_as_title(entry.organization)


def _year_range(entry: Entry) -> tuple[int, int] | None:
    """The first and last year of an entry's dates ('present' as the latest), or None when it has none."""
    start = entry.start_date[:4]
    end = entry.end_date[:4] if entry.end_date != "present" else "9999"
    if not start.isdigit():
        return None
    return int(start), int(end) if end.isdigit() else int(start)


def _within(role: Entry, employer: Entry) -> bool:
    role_years, employer_years = _year_range(role), _year_range(employer)
    if role_years is None or employer_years is None:
        return False
    return employer_years[0] <= role_years[0] and role_years[1] <= employer_years[1]


def _roles_under_employer(entries: list[Entry]) -> list[Entry]:
    """'NORTHWIND TRADERS, Boston, MA / 2006 to Present / Store Manager, 2012 to present / Cashier, 2006 to
    2012': the positions held at one employer, each dated inside the employer's years, are jobs at that employer.
    Each position takes the employer (and its place), and the employer's entry of its own goes: its description
    goes to the first position."""
    settled: list[Entry] = []
    index = 0
    while index < len(entries):
        employer = _employer_read_as_title(entries[index])
        roles: list[Entry] = []
        if (
            employer.organization
            and not employer.title
            and not employer.bullets
            and len(employer.description) <= _MOST_EMPLOYER_DESCRIPTION
            and employer.end_date
        ):
            for role in entries[index + 1 :]:
                post = settle_work_roles(role)  # 'Global Procurement, 2009 to 2012': a post, once settled
                if not post.title or _names_employer_of_its_own(post) or not _within(role, employer):
                    break
                roles.append(post)
        if employer is not entries[index] and (len(roles) < 2 or not all(reads_as_title(role.title) for role in roles)):
            roles = []  # a name read as a title is taken for the employer only over two posts or more
        if not roles:
            settled.append(entries[index])
            index += 1
            continue
        for number, role in enumerate(roles):
            update = {"organization": employer.organization, "location": role.location or employer.location}
            if number == 0 and employer.description:
                update["description"] = _joined_prose(employer.description, role.description)
            settled.append(role.model_copy(update=update))
        index += 1 + len(roles)
    return settled


def _employer_read_as_title(entry: Entry) -> Entry:
    """'Kestrel Grid Power  2004 - 2010' over its posts: a name that no word of makes a job title, read as
    the title of an entry with no employer, is that employer's name."""
    if entry.organization or not entry.title or title_score(entry.title) > 0 or reads_as_title(entry.title):
        return entry
    if not entry.title[:1].isupper() or not is_employer_name(entry.title):
        return entry
    return entry.model_copy(update={"title": "", "organization": entry.title})


def _fold_repeated_spans(entries: list[Entry]) -> list[Entry]:
    """'Lead Engineer, Acme, January 2014 to June 2015' and under it 'Duration: Jan-2014 to Jun-2015 / Team size: 12
    / Responsibilities': the job's dates written again over the details of its project. An entry with no employer,
    whose title is none or the one above, dated as the job above, is the rest of that job."""
    settled: list[Entry] = []
    for entry in entries:
        previous = settled[-1] if settled else None
        if (
            previous is not None
            and entry.start_date
            and (entry.start_date, entry.end_date) == (previous.start_date, previous.end_date)
            and not (post := settle_work_roles(entry)).organization  # 'Team Size 12' read as its title is no post
            and post.title.casefold() in ("", settle_work_roles(previous).title.casefold())
        ):
            settled[-1] = previous.model_copy(
                update={
                    "description": _joined_prose(previous.description, entry.description),
                    "bullets": previous.bullets + entry.bullets,
                    "location": previous.location or entry.location,
                }
            )
            continue
        settled.append(entry)
    return settled


def _earlier_roles_at_employer(entries: list[Entry]) -> list[Entry]:
    """'Holvane Corporation / Team Leader (2015 to 2018) / ... / Analyst (2012 to 2015)': a position with no
    employer of its own, whose years end where those of the job above begin, is an earlier post at that employer
    (the employer is named once, over its latest post)."""
    settled: list[Entry] = []
    for entry in entries:
        previous = settled[-1] if settled else None
        if (
            previous is not None
            and not entry.organization
            and previous.organization
            and previous.title
            and entry.location in ("", previous.location)
            and _runs_on_into(entry, previous)
            and reads_as_title(entry.title)  # not an employer's name read as the title ('NORTHWIND DATA')
        ):
            entry = entry.model_copy(update={"organization": previous.organization, "location": previous.location})
        settled.append(entry)
    return settled


def _runs_on_into(earlier: Entry, later: Entry) -> bool:
    earlier_years, later_years = _year_range(earlier), _year_range(later)
    return (
        earlier_years is not None
        and later_years is not None
        and earlier.end_date not in ("", "present")
        and earlier_years[0] < later_years[0]
        and earlier_years[1] == later_years[0]
    )
