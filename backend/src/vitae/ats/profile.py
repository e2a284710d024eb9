"""The headline of a resume as Vitae shows it: title, subtitle, industry and specialization."""

from dataclasses import dataclass

from vitae.ats.dates import DateRange, MonthYear
from vitae.ats.models import DetectedSkill
from vitae.ats.occupation_meaning import OccupationEstimate
from vitae.resume.model import Entry

TOP_SKILLS = 3


@dataclass(frozen=True)
class Profile:
    ai_title: str
    ai_subtitle: str
    industry: str
    specialization: str


def most_recent_title(work: list[Entry], ranges: list[DateRange | None]) -> str:
    """The title of the ongoing or latest job; the first listed when no dates can be read."""
    dated = [
        (10**6 if dates.ongoing else (dates.end or dates.start or MonthYear(0, 1)).months(), -index, entry.title)
        for index, (entry, dates) in enumerate(zip(work, ranges, strict=True))
        if dates is not None and entry.title.strip()
    ]
    if dated:
        return max(dated)[2].strip()
    return next((entry.title.strip() for entry in work if entry.title.strip()), "")


def titles_by_weight(work: list[Entry], ranges: list[DateRange | None]) -> list[str]:
    """Distinct job titles, the most recent first, then the ones held longest: the order in which they say who the
    candidate is. An ongoing job lasts until the latest date the resume names, so the order never depends on today."""
    latest = max(
        (point.months() for dates in ranges if dates is not None and (point := dates.end or dates.start) is not None),
        default=0,
    )

    def span(dates: DateRange | None) -> int:
        if dates is None or dates.start is None:
            return 0
        end = latest if dates.ongoing or dates.end is None else dates.end.months()
        return max(0, end - dates.start.months())

    first = most_recent_title(work, ranges)
    held = sorted(
        ((entry.title.strip(), span(dates)) for entry, dates in zip(work, ranges, strict=True) if entry.title.strip()),
        key=lambda item: -item[1],
    )
    return list(dict.fromkeys(title for title in [first, *(title for title, _ in held)] if title))


def _years_phrase(years: float | None) -> str:
    if years is None or years < 0.5:
        return ""
    whole = round(years)
    return "1 year of experience" if whole <= 1 else f"{whole} years of experience"


def build_profile(
    work: list[Entry],
    ranges: list[DateRange | None],
    estimate: OccupationEstimate | None,
    skills: list[DetectedSkill],
    years: float | None,
) -> Profile:
    sure = estimate is not None and estimate.sure
    occupation_title = estimate.occupation.title if estimate is not None and sure else ""
    title = most_recent_title(work, ranges) or occupation_title
    top = [skill.name for skill in skills if skill.kind == "technology"][:TOP_SKILLS] or [
        skill.name for skill in skills
    ][:TOP_SKILLS]
    parts = [part for part in (_years_phrase(years), ", ".join(top)) if part]
    return Profile(
        ai_title=title,
        ai_subtitle=" · ".join(parts),
        industry=estimate.occupation.major_group if estimate is not None and sure else "",
        specialization=occupation_title,
    )
