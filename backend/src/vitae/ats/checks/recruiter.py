"""Recruiter friendliness: can a person take the resume in within the few seconds of a first read?"""

import re

from vitae.ats.dates import DateRange, MonthYear, years_of_experience
from vitae.ats.facts import ResumeFacts
from vitae.ats.findings import finding, quote, quote_examples
from vitae.ats.models import Finding, Severity
from vitae.resume.model import Entry, SectionKind

SUMMARY_WORDS = 80
BULLETS_PER_ROLE = 8
PROSE_WORDS = 25
UNBULLETED_STATEMENTS = 3  # an entry description this long without bullets is a paragraph to scan
LONG_LINE_WORDS = 60
WALL_WORDS = 150
EXPERIENCED_YEARS = 5
STATEMENTS_OF_WORK = 3  # bullets or lines led by an action verb: enough to show jobs the parser did not place
WORDS_PER_PAGE = 550  # estimate, when the caller does not say how many pages the file has


def _label(entry: Entry) -> str:
    return ", ".join(part for part in (entry.title, entry.organization) if part) or "an untitled entry"


def _presence_findings(facts: ResumeFacts) -> list[Finding]:
    resume = facts.resume
    findings = []
    # Statements of work where the parser found no entries at all (jobs under a misread heading): the work is there.
    work_described = not resume.projects and len(facts.statements) >= STATEMENTS_OF_WORK
    if not resume.work and SectionKind.EXPERIENCE not in facts.heading_kinds and not work_described:
        findings.append(
            finding(
                "recruiter.experience_missing",
                Severity.HIGH,
                "No work experience could be found.",
                "The resume has no section or entry that reads as a job.",
                "Add an 'Experience' section: for each role its title, employer, dates and 2 to 5 bullets of what "
                "you achieved. Internships, freelance and volunteer work count.",
                25,
            )
        )
    if not resume.education and SectionKind.EDUCATION not in facts.heading_kinds:
        findings.append(
            finding(
                "recruiter.education_missing",
                Severity.MEDIUM,
                "No education found.",
                "The resume has no section or entry that reads as a degree or training.",
                "Add an 'Education' section with your degree, school and graduation year (or relevant training).",
                6,
            )
        )
    summary_words = len(resume.summary.split())
    if not summary_words and SectionKind.SUMMARY not in facts.heading_kinds:
        findings.append(
            finding(
                "recruiter.summary_missing",
                Severity.LOW,
                "No summary at the top.",
                "The resume starts without a summary or profile.",
                "Add two or three lines under your name: your role, years of experience, and the one or two results "
                "or skills you most want noticed.",
                6,
            )
        )
    elif summary_words > SUMMARY_WORDS and SectionKind.SUMMARY in facts.heading_kinds:
        # Without a heading of its own, the summary is whatever stands above the first heading the parser knew, which
        # may run on into personal details, projects or jobs: its length is the parser's, not the writer's.
        findings.append(
            finding(
                "recruiter.summary_too_long",
                Severity.LOW,
                f"The summary runs to {summary_words} words.",
                quote(resume.summary),
                f"Cut the summary to under {SUMMARY_WORDS // 2} words: role, experience, top strengths.",
                4,
            )
        )
    return findings


def _recency(dates: DateRange) -> tuple[int, int]:
    """Sort key: ongoing roles are the most recent, then by end, then by start."""
    end = dates.end or dates.start or MonthYear(0, 1)
    start = dates.start or MonthYear(0, 1)
    return (10**6 if dates.ongoing else end.months(), start.months())


def _chronology_findings(facts: ResumeFacts) -> list[Finding]:
    # Only jobs the parser read whole (a capitalised title and a start), and only a clear inversion: a job listed
    # below another that began after the other had ended. Overlapping jobs may come in either order.
    dated = [
        (entry, dates)
        for entry, dates in zip(facts.resume.work, facts.work_ranges, strict=True)
        if dates and dates.start and entry.title[:1].isupper()
    ]
    for (earlier_entry, earlier), (later_entry, later) in zip(dated, dated[1:], strict=False):
        earlier_end = _recency(earlier)[0]
        if later.start is not None and later.start.months() > earlier_end:
            return [
                finding(
                    "recruiter.not_reverse_chronological",
                    Severity.MEDIUM,
                    "Jobs are not listed most recent first.",
                    f"{quote(_label(later_entry))} ({later_entry.dates or 'dated later'}) comes after "
                    f"{quote(_label(earlier_entry))} ({earlier_entry.dates or 'dated earlier'})",
                    "Order the Experience section from your current or latest job down to your first.",
                    10,
                )
            ]
    return []


def _bullet_findings(facts: ResumeFacts) -> list[Finding]:
    findings = []
    prose = [
        entry for entry in facts.resume.work if not entry.bullets and len(entry.description.split()) >= PROSE_WORDS
    ]
    # Judged by the text as well as by the statements the parser placed: text it could not place (columns read
    # across, a heading it missed) is no less without bullets.
    if facts.bullet_lines == 0 and (len(facts.statements) >= UNBULLETED_STATEMENTS or len(facts.words) >= WALL_WORDS):
        # The document reader marks every list item it sees with a bullet, so no bullet at all means none were used.
        findings.append(
            finding(
                "recruiter.bullets_missing",
                Severity.MEDIUM,
                "The resume uses no bullet points at all.",
                quote_examples(statement.text for statement in facts.statements),
                "Put each achievement on its own bulleted line (3 to 5 per job), starting with a verb.",
                15,
            )
        )
    elif prose:
        findings.append(
            finding(
                "recruiter.bullets_missing",
                Severity.MEDIUM,
                f"{len(prose)} job(s) described in paragraphs instead of bullets.",
                quote_examples(f"{_label(entry)}: {entry.description}" for entry in prose),
                "Split each paragraph into 3 to 5 bullets, one achievement per bullet, each starting with a verb.",
                5 * len(prose),
            )
        )
    crowded = [entry for entry in facts.resume.work if len(entry.bullets) > BULLETS_PER_ROLE]
    if crowded:
        findings.append(
            finding(
                "recruiter.too_many_bullets",
                Severity.LOW,
                f"{len(crowded)} job(s) with more than {BULLETS_PER_ROLE} bullets.",
                "; ".join(f"{quote(_label(entry))}: {len(entry.bullets)} bullets" for entry in crowded[:3]),
                "Keep the 4 to 6 bullets with the strongest results for each role and drop or merge the rest.",
                3 * len(crowded),
            )
        )
    return findings


_YEAR = re.compile(r"(?:19|20)\d{2}")


_DESCRIBED_WORDS = 6  # fewer words under an entry than this, and no bullet: nothing said of the work


def _undated_job(entry: Entry) -> bool:
    """A job (a title at an employer, with something said of the work) with no year anywhere in it. An entry the
    parser could not name, whose year it left in a bullet ('Oct 2018 - Mar 2022 Created ...'), or with nothing under
    it (a tools line such as 'Vim, Qt Creator' read as a title and an employer) is a reading problem, not a missing
    date."""
    if entry.dates.strip() or entry.start_date.strip() or not (entry.title.strip() and entry.organization.strip()):
        return False
    if not entry.bullets and len(entry.description.split()) < _DESCRIBED_WORDS:
        return False
    return not _YEAR.search(" ".join([entry.title, entry.organization, entry.description, *entry.bullets]))


def _date_findings(facts: ResumeFacts) -> list[Finding]:
    findings = []
    # Jobs without dates among dated ones are more often a line the parser misread than a date left out.
    undated = [entry for entry in facts.resume.work if _undated_job(entry)]
    if any(dates is not None for dates in facts.work_ranges):
        undated = []
    if undated:
        findings.append(
            finding(
                "recruiter.dates_missing",
                Severity.MEDIUM,
                f"{len(undated)} job(s) without dates.",
                quote_examples(_label(entry) for entry in undated),
                "Give every job a start and end month and year, e.g. 'Mar 2021 – Present'.",
                4 * len(undated),
            )
        )
    styles: dict[str, str] = {}
    for entry, dates in zip(facts.resume.work, facts.work_ranges, strict=True):
        if dates is not None and dates.style != "year" and entry.dates.strip():
            styles.setdefault(dates.style, entry.dates)
    if len(styles) > 1:
        findings.append(
            finding(
                "recruiter.inconsistent_dates",
                Severity.LOW,
                "Dates are written in more than one format.",
                quote_examples(styles.values()),
                "Use one date format throughout, e.g. 'Jan 2020 – Mar 2023'.",
                5,
            )
        )
    return findings


def _heading_position(facts: ResumeFacts, heading: str) -> int | None:
    """The line a heading stands on; a heading the parser cut out of a longer line is found inside it."""
    wanted = heading.strip().lower()
    lines = [line.strip().lower() for line in facts.lines]
    if wanted in lines:
        return lines.index(wanted)
    return next((index for index, line in enumerate(lines) if wanted in line), None)


def _order_findings(facts: ResumeFacts) -> list[Finding]:
    education = facts.heading_kinds.get(SectionKind.EDUCATION)
    experience = facts.heading_kinds.get(SectionKind.EXPERIENCE)
    if education is None or experience is None:
        return []
    education_at, experience_at = _heading_position(facts, education), _heading_position(facts, experience)
    if education_at is None or experience_at is None or education_at > experience_at:
        return []
    ranges = [dates for dates in facts.work_ranges if dates is not None]
    years = years_of_experience(ranges, facts.today) or 0.0
    if years < EXPERIENCED_YEARS:
        return []
    return [
        finding(
            "recruiter.section_order",
            Severity.LOW,
            f"Education comes before experience, with {years:.0f} years of work to show.",
            f"{quote(education)} is above {quote(experience)}",
            "Move the Experience section above Education; after a few years of work it is what readers want first.",
            4,
        )
    ]


def _length_findings(facts: ResumeFacts) -> list[Finding]:
    words = len(facts.words)
    pages = facts.page_count if facts.page_count is not None else max(1, -(-words // WORDS_PER_PAGE))
    measured = f"{pages} pages" if facts.page_count is not None else f"{words} words (about {pages} pages)"
    if pages > 2:
        return [
            finding(
                "recruiter.too_long",
                Severity.MEDIUM,
                "The resume is longer than two pages.",
                measured,
                "Cut to two pages at most: keep the last 10 to 15 years, shorten older roles to one line each, and "
                "drop references and hobbies.",
                5 if pages == 3 else 10,
            )
        ]
    if words < 250:
        return [
            finding(
                "recruiter.too_short",
                Severity.MEDIUM,
                f"The resume has only {words} words.",
                measured,
                "Aim for 400 to 800 words: add bullets with results for each role, a summary and a skills section.",
                10 if words < 150 else 5,
            )
        ]
    return []


def _wall_findings(facts: ResumeFacts) -> list[Finding]:
    blocks = [line for line in facts.lines if len(line.split()) > LONG_LINE_WORDS]
    if not blocks:
        return []
    longest = max(len(line.split()) for line in blocks)
    return [
        finding(
            "recruiter.wall_of_text",
            Severity.HIGH if longest > WALL_WORDS else Severity.MEDIUM,
            f"{len(blocks)} unbroken block(s) of more than {LONG_LINE_WORDS} words.",
            quote_examples(blocks),
            "Break the text into sections with headings, and each section into short bullets of one or two lines.",
            15 if longest > WALL_WORDS else 5 * len(blocks),
        )
    ]


def check_recruiter_friendliness(facts: ResumeFacts) -> list[Finding]:
    return [
        *_presence_findings(facts),
        *_chronology_findings(facts),
        *_bullet_findings(facts),
        *_date_findings(facts),
        *_order_findings(facts),
        *_length_findings(facts),
        *_wall_findings(facts),
    ]
