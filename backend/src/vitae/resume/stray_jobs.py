"""Jobs written under a heading that is not an experience heading: a work history kept under 'Summary of
Qualifications', 'Career Overview' or 'Profile', after a stray 'Key Achievements' line read as a heading, or under
the name or after the degrees of a resume that has no experience heading at all. They are read into the work entries
as the jobs of an experience section are; the section keeps its heading and kind (an ATS that looks for an
experience heading still misses it, and the checks say so).

Only strong evidence makes jobs of such lines: two or more entries, each with dates, a job title and an employer
('2004 – 2009  Northwind Tooling, Salem, OR  Machinist'). A summary sentence with a year ('ten years of experience
since 2005') is none.
"""

import re

from vitae.resume.entries import parse_entries
from vitae.resume.entry_roles import settle_work_roles
from vitae.resume.headings import normalize_heading
from vitae.resume.model import Entry, SectionKind
from vitae.resume.sections import SectionLines
from vitae.resume.text_lines import ResumeLine
from vitae.resume.vocabulary import has_degree, organization_score, title_score

_LEAST_JOBS = 2
_MOST_WORKER_WORDS = 3
_WORKER = re.compile(r"^[A-Z][a-z]*[a-z](?:er|or|ist|ian|ant|ent)$|^[A-Z]+(?:ER|OR|IST|IAN|ANT|ENT)$")
_MOST_TITLE_WORDS = 6
# The lines near a job's dates where its title and employer are written (one line each in a flattened document).
_HEADER_REACH = 3
_MOST_HEADER_WORDS = 14
# 'Key Achievements', 'Career Highlights': a label that heads a part of a job, read as a heading where no
# experience heading came first.
_PART_WORDS = frozenset({"achievements", "achievement", "accomplishments", "accomplishment", "highlights"})
_PART_QUALIFIERS = frozenset({"key", "select", "selected", "major", "career", "professional", "notable", "main"})


def may_hold_jobs(heading: str, kind: SectionKind) -> bool:
    """A summary section ('Summary of Qualifications', 'Overview', 'Profile') or a job's part label
    ('Select Achievements') read as a section heading."""
    if kind is SectionKind.SUMMARY:
        return True
    if kind is not SectionKind.OTHER:
        return False
    words = normalize_heading(heading).split()
    return bool(words) and words[-1] in _PART_WORDS and all(word in _PART_QUALIFIERS for word in words[:-1])


def _is_job(entry: Entry) -> bool:
    """Dates, an employer and a title that reads as a job's ('Senior Project Manager'; 'Machinist' held over a
    span of time, where 'Speaker, Python Conference, 2018' is an event of one date)."""
    title = entry.title
    return bool(
        entry.start_date
        and entry.organization
        and title
        and len(title.split()) <= _MOST_TITLE_WORDS
        and (title_score(title) > 0 or (_names_a_worker(title) and bool(entry.end_date)))
        and organization_score(title) < max(title_score(title), 1)  # 'Data Analyst' still, not 'Acme Data'
        and not has_degree(title)
    )


_MOST_PLAIN_TITLE_WORDS = 4


def _is_plain_job(entry: Entry) -> bool:
    """A job as a template in columns writes it beside a list of skills: a short title and an employer of two words
    or more ('Consumer Energy Provider', 'DATA ANALYST'), with a range of dates."""
    return (
        _is_job(entry)
        and bool(entry.end_date)
        and len(entry.title.split()) <= _MOST_PLAIN_TITLE_WORDS
        and len(entry.organization.split()) >= 2
    )


def _names_a_worker(title: str) -> bool:
    """'Machinist', 'Tool Setter', 'Senior Estimator': a short title ending in the person who does the work."""
    words = title.split()
    return len(words) <= _MOST_WORKER_WORDS and _WORKER.search(words[-1].strip(".,")) is not None


def _first_job_line(lines: list[ResumeLine], job: Entry) -> int:
    """Where the first job's header starts: the line with its dates, or its title or employer written just above."""
    for index, line in enumerate(lines):
        if not line.facts.dates:
            continue
        start = max(0, index - _HEADER_REACH)
        for near in range(start, index):
            text = lines[near].text
            if len(text.split()) <= _MOST_HEADER_WORDS and (job.title in text or job.organization in text):
                return near
        if job.dates and job.dates in line.text:
            return index
    return len(lines)


def _dated_header_lines(lines: list[ResumeLine]) -> int:
    """How many short lines carry dates, as a job's header does ('2009 to 2015  Acme Dies'); sentences that name a
    year ('ten years of experience since 2005, ...') are not counted, and no entry is read where none is found."""
    return sum(1 for line in lines if len(line.text.split()) <= _MOST_HEADER_WORDS and line.facts.dates)


def _split_jobs(
    lines: list[ResumeLine], wrap_width: int, *, after_degrees: bool = False
) -> tuple[list[ResumeLine], list[Entry], int]:
    """The lines before the jobs (the section's own prose or degrees), the jobs and entries after them, and how many
    of those read as jobs. With `after_degrees` (an education section), the jobs are looked for after the last line
    that names a degree, and must name none."""
    start = 0
    if after_degrees:
        start = 1 + max((index for index, line in enumerate(lines) if line.facts.degree), default=-1)
    rest = lines[start:]
    if _dated_header_lines(rest) == 0:
        return lines, [], 0
    entries = [settle_work_roles(entry) for entry in parse_entries(rest, SectionKind.EXPERIENCE, wrap_width)]
    jobs = [entry for entry in entries if _is_job(entry)]
    if not jobs:
        return lines, [], 0
    cut = _first_job_line(rest, jobs[0])
    if cut > 0:
        entries = [settle_work_roles(entry) for entry in parse_entries(rest[cut:], SectionKind.EXPERIENCE, wrap_width)]
    if after_degrees and any(has_degree(entry.title) for entry in entries):
        return lines, [], 0
    jobs = [entry for entry in entries if _is_job(entry)]
    if after_degrees:
        # After the degrees, the posts held in a club or as a volunteer are listed too: two posts under one name
        # ('Gallery Guide II' over 'Gallery Guide I') are one piece of evidence.
        return lines[: start + cut], entries, len({job.organization.casefold() for job in jobs})
    return lines[: start + cut], entries, len(jobs)


# The key of the lines above the first heading in what `read_stray_jobs` returns.
TOP = -1


def read_stray_jobs(
    top: list[ResumeLine], sections: list[SectionLines], wrap_width: int
) -> dict[int, tuple[list[ResumeLine], list[Entry]]]:
    """For each section (by index; `TOP` for the lines above the first heading) whose jobs are read: its own lines
    before the jobs, and the jobs. Jobs are read when the sections that may hold them hold at least two together (a
    'Career Overview' opening with the current job, the earlier ones under a stray 'Select Achievements'). The lines
    above the first heading and the education sections, after their degrees, may hold them only when no heading
    names the experience (a resume that lists its jobs under the name and the summary, or after its degrees, with
    headings for education and skills only)."""
    experience = [section for section in sections if section.heading.kind is SectionKind.EXPERIENCE]
    headed = bool(experience)
    # 'WORK EXPERIENCE' over a column of skills, the job itself under 'PERSONAL SKILLS' beside it: an experience
    # heading with no dated line under it leaves its job to the skills sections, one job being enough.
    undated = headed and not any(_dated_header_lines(section.lines) for section in experience)
    candidates = [
        (index, section.lines, section.heading.kind is SectionKind.EDUCATION)
        for index, section in enumerate(sections)
        if may_hold_jobs(section.heading.heading, section.heading.kind)
        or (not headed and section.heading.kind is SectionKind.EDUCATION)
        or (undated and section.heading.kind is SectionKind.SKILLS)
    ]
    skills = {index for index, section in enumerate(sections) if section.heading.kind is SectionKind.SKILLS}
    if not headed:
        candidates.insert(0, (TOP, top, False))
    least_jobs = 1 if undated else _LEAST_JOBS
    if sum(_dated_header_lines(lines) for _, lines, _ in candidates) < least_jobs:
        return {}
    found: dict[int, tuple[list[ResumeLine], list[Entry]]] = {}
    total = 0
    for index, lines, after_degrees in candidates:
        prose, entries, jobs = _split_jobs(lines, wrap_width, after_degrees=after_degrees)
        if index in skills and not all(map(_is_plain_job, entries)):
            continue  # a list of skills beside the job would come with it
        if jobs:
            found[index] = (prose, entries)
            total += jobs
    return found if total >= least_jobs else {}


def _job_key(entry: Entry) -> tuple[str, str]:
    return (entry.organization or entry.title).casefold(), entry.start_date


def without_repeats(work: list[Entry], stray: list[Entry]) -> list[Entry]:
    """The work entries without the stray jobs that repeat a job of the experience sections (a 'Career Summary'
    listing the jobs the experience section then details): each job is read once, with its details."""
    stray_ids = {id(entry) for entry in stray}
    detailed = {_job_key(entry) for entry in work if id(entry) not in stray_ids}
    return [entry for entry in work if id(entry) not in stray_ids or _job_key(entry) not in detailed]
