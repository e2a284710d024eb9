"""Work entries settled after grouping: lines read as jobs that are headings, descriptions or sentences folded back,
titles joined to the employer they follow, roles under an employer's span given that employer, and one job's
repeated dates made one job.
"""

import re

from vitae.resume.entry_lines import joined_prose
from vitae.resume.entry_roles import is_employer_name, reads_as_title, settle_work_roles
from vitae.resume.headings import HEADING_KINDS, kind_of_heading, normalize_heading
from vitae.resume.model import Entry, SectionKind
from vitae.resume.vocabulary import names_a_post, opens_in_lower_case, reads_as_post, title_score

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
            description = joined_prose(previous.description, entry.description)
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
                prose = joined_prose(entry.organization, entry.description)
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
                    "description": joined_prose(previous.description, joined_prose(entry.title, entry.description)),
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
    if title_score(title) <= 0 or opens_in_lower_case(title) or _OPENS_WITH_PAST_TENSE.match(title):
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
                update["description"] = joined_prose(employer.description, role.description)
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
                    "description": joined_prose(previous.description, entry.description),
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
            and _reads_as_post(entry.title)  # not an employer's name read as the title ('NORTHWIND DATA')
        ):
            entry = entry.model_copy(update={"organization": previous.organization, "location": previous.location})
        settled.append(entry)
    return settled


def _reads_as_post(title: str) -> bool:
    """A job title, also one with a word a firm's name may have ('Software Engineer')."""
    return reads_as_title(title) or reads_as_post(title)


def _runs_on_into(earlier: Entry, later: Entry) -> bool:
    """The earlier post ends where the later one begins: in its first year, or in the month before it ('Jun 2018 –
    Dec 2019' under 'Jan 2020 – Present')."""
    earlier_years, later_years = _year_range(earlier), _year_range(later)
    return (
        earlier_years is not None
        and later_years is not None
        and earlier.end_date not in ("", "present")
        and earlier_years[0] < later_years[0]
        and (earlier_years[1] == later_years[0] or _month_before(earlier.end_date, later.start_date))
    )


def _month_before(end: str, start: str) -> bool:
    """'2019-12' and '2020-01': a post that ended the month before the next began."""
    if len(end) != len("2019-12") or len(start) != len(end):
        return False
    end_year, end_month = int(end[:4]), int(end[5:7])
    start_year, start_month = int(start[:4]), int(start[5:7])
    return (start_year * 12 + start_month) - (end_year * 12 + end_month) == 1


def settle_work_entries(entries: list[Entry]) -> list[Entry]:
    return _earlier_roles_at_employer(
        _fold_repeated_spans(
            _fold_lines_read_as_jobs(
                _roles_under_employer(_join_titles_after_descriptions(_without_heading_titles(entries)))
            )
        )
    )
