"""Where a resume shows each skill it names: 'Skills › Languages', 'Experience › Software Engineer, Acme › bullet 2'.

A skill shown in the work done (a bullet, a job's description, a project) counts for more with a recruiter than one
only listed; the match reads both, and its suggestions say which is which.
"""

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache

from vitae.ats.dates import entry_range
from vitae.ats.matcher import SkillMatcher, SkillMention
from vitae.resume.model import Entry, ParsedResume

PROMINENT_BULLETS = 3  # of an entry's bullets, the ones a recruiter reads before moving on
_WORD_START = re.compile(r"(?<=[\s/-])\w")  # where a word inside a name begins
_OVERLAP_REACH = 40  # characters past a name's end in which a name that starts inside it may end


class PlaceKind(StrEnum):
    """Where a resume shows a skill, from what proves most to what proves least."""

    DATED_JOB = "dated_job"  # a job with dates: the work shows it, for a time a recruiter can count
    JOB = "job"  # a job without dates
    PROJECT = "project"
    LISTED = "listed"  # a skills list, an education or certification entry
    CLAIM = "claim"  # the headline, the summary or an unplaced line: the candidate's own words about themself


@dataclass(frozen=True)
class Place:
    label: str  # 'Experience › Software Engineer, Acme › bullet 2'
    in_work: bool  # a bullet, description or title of a job or project, or the summary
    prominent: bool  # where a recruiter's first skim lands: the headline, the summary, an entry's first bullets
    kind: PlaceKind = PlaceKind.CLAIM


@dataclass
class SkillEvidence:
    skill_id: int
    name: str
    surfaces: list[str] = field(default_factory=list)  # as the resume writes it: ['JS', 'JavaScript']
    places: list[Place] = field(default_factory=list)

    @property
    def in_work(self) -> bool:
        return any(place.in_work for place in self.places)

    @property
    def prominent(self) -> bool:
        return any(place.prominent for place in self.places)


def _entry_label(entry: Entry) -> str:
    return ", ".join(part.strip() for part in (entry.title, entry.organization) if part.strip()) or "untitled"


def resume_fields(resume: ParsedResume) -> Iterator[tuple[Place, str]]:
    """Every field of a resume that can name a skill, with its place."""
    info = resume.personal_info
    if info.headline.strip():
        yield Place("Headline", True, True, PlaceKind.CLAIM), info.headline
    if resume.summary.strip():
        yield Place("Summary", True, True, PlaceKind.CLAIM), resume.summary
    for section, entries in (("Experience", resume.work), ("Projects", resume.projects)):
        for entry in entries:
            kind = _entry_kind(entry, section)
            label = f"{section} › {_entry_label(entry)}"
            # A job's organisation is an employer: working at MongoDB shows no MongoDB. A project's may be its stack.
            header = entry.title if section == "Experience" else f"{entry.title}\n{entry.organization}"
            yield Place(label, True, True, kind), header
            if entry.description.strip():
                yield Place(f"{label} › description", True, True, kind), entry.description
            for index, bullet in enumerate(entry.bullets):
                yield Place(f"{label} › bullet {index + 1}", True, index < PROMINENT_BULLETS, kind), bullet
    for group in resume.skills:
        yield Place(f"Skills › {group.name}", False, False, PlaceKind.LISTED), ", ".join(group.skills)
    for section, entries in (("Education", resume.education), ("Certifications", resume.certifications)):
        for entry in entries:
            lines = [entry.title, entry.organization, entry.description, *entry.bullets]
            yield (
                Place(f"{section} › {_entry_label(entry)}", False, False, PlaceKind.LISTED),
                "\n".join(line for line in lines if line.strip()),
            )


def _entry_kind(entry: Entry, section: str) -> PlaceKind:
    if section == "Projects":
        return PlaceKind.PROJECT
    return PlaceKind.DATED_JOB if entry_range(entry) is not None else PlaceKind.JOB


def gather_evidence(resume: ParsedResume, text: str, matcher: SkillMatcher) -> dict[int, SkillEvidence]:
    """Every skill of the resume with the places that show it. The resume's plain text is read too, so that a skill
    in a part the parser kept only as lines (an 'Awards' section) still counts, as 'Resume text'."""
    return _evidence_of(tuple(resume_fields(resume)), text, matcher)


@lru_cache(maxsize=64)
def _evidence_of(fields: tuple[tuple[Place, str], ...], text: str, matcher: SkillMatcher) -> dict[int, SkillEvidence]:
    # One resume is matched to many postings, and each tailoring matches it again: its evidence is read once.
    evidence: dict[int, SkillEvidence] = {}

    def note(mention: SkillMention, place: Place) -> None:
        item = evidence.setdefault(mention.skill_id, SkillEvidence(mention.skill_id, mention.name))
        if mention.surface not in item.surfaces:
            item.surfaces.append(mention.surface)
        if place not in item.places:
            item.places.append(place)

    for place, value in fields:
        for mention in find_with_overlaps(value, matcher):
            note(mention, place)
    for mention in find_with_overlaps(text, matcher):
        if mention.skill_id not in evidence:
            note(mention, Place("Resume text", False, False, PlaceKind.CLAIM))
    return evidence


def find_with_overlaps(text: str, matcher: SkillMatcher) -> list[SkillMention]:
    """The matcher's mentions, plus a name that starts inside a longer one and runs past it: the matcher reads
    'Jenkins CI/CD' as the alias 'Jenkins CI', yet the resume also says 'CI/CD'."""
    mentions = matcher.find(text)
    found = list(mentions)
    for mention in mentions:
        for inner in _WORD_START.finditer(text, mention.start + 1, mention.end):
            tail = text[inner.start() : mention.end + _OVERLAP_REACH]
            following = next(iter(matcher.find(tail)), None)
            if following is not None and following.start == 0 and inner.start() + following.end > mention.end:
                shifted = SkillMention(
                    following.skill_id,
                    following.name,
                    following.surface,
                    inner.start() + following.start,
                    inner.start() + following.end,
                )
                if shifted.skill_id != mention.skill_id:
                    found.append(shifted)
                break
    return found
