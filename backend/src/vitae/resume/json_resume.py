"""ParsedResume -> JSON Resume (schema v1.0.0, https://jsonresume.org/schema): basics, work, volunteer, education,
skills, projects, certificates, plus awards, languages and interests read from the sections kept under those
headings."""

import re
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from vitae import lexicon
from vitae.resume.headings import normalize_heading
from vitae.resume.model import Entry, ParsedResume, Section
from vitae.resume.vocabulary import find_degree

_PROFILE_USERNAME = re.compile(r"(?:linkedin\.com/(?:in|pub|profile)|github\.com)/([^/?#\s]+)", re.IGNORECASE)
# 'Master of Arts in Education': the degree before 'in', its field after; 'Bachelor of Commerce': the field after 'of'.
_DEGREE_AREAS = (
    re.compile(r"^(?P<type>.+?)\s+in\s+(?P<area>.+)$", re.IGNORECASE),
    re.compile(r"^(?P<type>.+?)\s+of\s+(?P<area>.+)$", re.IGNORECASE),
)
_LANGUAGE_LEVEL = re.compile(r"^(?P<language>[^:(–-]+?)\s*(?:[:–-]\s*|\()(?P<fluency>[^)]*)\)?$")
_LIST_SEPARATORS = re.compile(r"\s*[,;|•·]\s*")
_AWARD_HEADINGS = frozenset(lexicon.phrases("headings/awards"))
_LANGUAGE_HEADINGS = frozenset({"languages", "language", "language skills", "languages known", "spoken languages"})
_INTEREST_HEADINGS = frozenset(
    {"interests", "hobbies", "hobbies and interests", "interests and hobbies", "personal interests"}
)


class _JsonResumeModel(BaseModel):
    model_config = ConfigDict(populate_by_name=True)


class Location(_JsonResumeModel):
    address: str | None = None
    city: str | None = None
    region: str | None = None


class Profile(_JsonResumeModel):
    network: str
    username: str | None = None
    url: str


class Basics(_JsonResumeModel):
    name: str | None = None
    label: str | None = None  # the headline: 'Senior Data Engineer'
    email: str | None = None
    phone: str | None = None
    url: str | None = None
    summary: str | None = None
    location: Location | None = None
    profiles: list[Profile] = Field(default_factory=list)


class Work(_JsonResumeModel):
    name: str | None = None
    position: str | None = None
    location: str | None = None
    start_date: str | None = Field(default=None, serialization_alias="startDate")
    end_date: str | None = Field(default=None, serialization_alias="endDate")
    summary: str | None = None
    highlights: list[str] = Field(default_factory=list)


class Volunteer(_JsonResumeModel):
    organization: str | None = None
    position: str | None = None
    start_date: str | None = Field(default=None, serialization_alias="startDate")
    end_date: str | None = Field(default=None, serialization_alias="endDate")
    summary: str | None = None
    highlights: list[str] = Field(default_factory=list)


class Education(_JsonResumeModel):
    institution: str | None = None
    area: str | None = None
    study_type: str | None = Field(default=None, serialization_alias="studyType")
    start_date: str | None = Field(default=None, serialization_alias="startDate")
    end_date: str | None = Field(default=None, serialization_alias="endDate")
    courses: list[str] = Field(default_factory=list)


class Skill(_JsonResumeModel):
    name: str
    keywords: list[str] = Field(default_factory=list)


class Project(_JsonResumeModel):
    name: str | None = None
    description: str | None = None
    entity: str | None = None
    start_date: str | None = Field(default=None, serialization_alias="startDate")
    end_date: str | None = Field(default=None, serialization_alias="endDate")
    highlights: list[str] = Field(default_factory=list)


class Certificate(_JsonResumeModel):
    name: str
    date: str | None = None
    issuer: str | None = None


class Award(_JsonResumeModel):
    title: str
    date: str | None = None


class Language(_JsonResumeModel):
    language: str
    fluency: str | None = None


class Interest(_JsonResumeModel):
    name: str


class JsonResume(_JsonResumeModel):
    basics: Basics
    work: list[Work] = Field(default_factory=list)
    volunteer: list[Volunteer] = Field(default_factory=list)
    education: list[Education] = Field(default_factory=list)
    skills: list[Skill] = Field(default_factory=list)
    projects: list[Project] = Field(default_factory=list)
    certificates: list[Certificate] = Field(default_factory=list)
    awards: list[Award] = Field(default_factory=list)
    languages: list[Language] = Field(default_factory=list)
    interests: list[Interest] = Field(default_factory=list)


def _or_none(text: str) -> str | None:
    return text or None


def _end_date(entry: Entry) -> str | None:
    # JSON Resume leaves endDate out for a current position.
    return None if entry.end_date in ("", "present") else entry.end_date


def _url(value: str) -> str:
    return value if re.match(r"^https?://", value, re.IGNORECASE) else f"https://{value}"


def _profiles(linkedin: str, github: str) -> list[Profile]:
    profiles: list[Profile] = []
    for network, value in (("LinkedIn", linkedin), ("GitHub", github)):
        if value:
            username = _PROFILE_USERNAME.search(value)
            profiles.append(Profile(network=network, username=username.group(1) if username else None, url=_url(value)))
    return profiles


def _location(text: str) -> Location | None:
    if not text:
        return None
    parts = [part.strip() for part in text.split(",") if part.strip()]
    if len(parts) >= 2:
        return Location(city=parts[0], region=", ".join(parts[1:]))
    return Location(address=text)


def _education(entry: Entry) -> Education:
    study_type, area = entry.title, ""
    for pattern in _DEGREE_AREAS:
        split = pattern.match(entry.title)
        if split and find_degree(split.group("type")):
            study_type, area = split.group("type"), split.group("area")
            break
    return Education(
        institution=_or_none(entry.organization),
        area=_or_none(area),
        study_type=_or_none(study_type),
        start_date=_or_none(entry.start_date),
        end_date=_end_date(entry),
    )


def _section_items(sections: list[Section], headings: frozenset[str]) -> list[str]:
    return [
        line.lstrip("• ").strip()
        for section in sections
        if normalize_heading(section.heading) in headings
        for line in section.lines
        if line.strip()
    ]


def _languages(sections: list[Section]) -> list[Language]:
    """'English - Fluent', 'Hebrew (native)', 'Russian: B2' or just 'German'."""
    languages: list[Language] = []
    for line in _section_items(sections, _LANGUAGE_HEADINGS):
        for item in _LIST_SEPARATORS.split(line):
            match = _LANGUAGE_LEVEL.match(item)
            language, fluency = (match.group("language"), match.group("fluency")) if match else (item, "")
            if language.strip():
                languages.append(Language(language=language.strip(), fluency=_or_none(fluency.strip())))
    return languages


def build_json_resume(resume: ParsedResume) -> JsonResume:
    info = resume.personal_info
    return JsonResume(
        basics=Basics(
            name=_or_none(info.name),
            label=_or_none(info.headline),
            email=_or_none(info.email),
            phone=_or_none(info.phone),
            url=_url(info.portfolio) if info.portfolio else None,
            summary=_or_none(resume.summary),
            location=_location(info.location),
            profiles=_profiles(info.linkedin, info.github),
        ),
        work=[
            Work(
                name=_or_none(entry.organization),
                position=_or_none(entry.title),
                location=_or_none(entry.location),
                start_date=_or_none(entry.start_date),
                end_date=_end_date(entry),
                summary=_or_none(entry.description),
                highlights=entry.bullets,
            )
            for entry in resume.work
        ],
        volunteer=[
            Volunteer(
                organization=_or_none(entry.organization),
                position=_or_none(entry.title),
                start_date=_or_none(entry.start_date),
                end_date=_end_date(entry),
                summary=_or_none(entry.description),
                highlights=entry.bullets,
            )
            for entry in resume.volunteer
        ],
        education=[_education(entry) for entry in resume.education],
        skills=[Skill(name=group.name, keywords=group.skills) for group in resume.skills],
        projects=[
            Project(
                name=_or_none(entry.title),
                description=_or_none(entry.description),
                entity=_or_none(entry.organization),
                start_date=_or_none(entry.start_date),
                end_date=_end_date(entry),
                highlights=entry.bullets,
            )
            for entry in resume.projects
        ],
        certificates=[
            Certificate(name=entry.title, date=_or_none(entry.start_date), issuer=_or_none(entry.organization))
            for entry in resume.certifications
            if entry.title
        ],
        awards=[Award(title=line) for line in _section_items(resume.sections, _AWARD_HEADINGS)],
        languages=_languages(resume.sections),
        interests=[Interest(name=line) for line in _section_items(resume.sections, _INTEREST_HEADINGS)],
    )


def to_json_resume(resume: ParsedResume) -> dict[str, Any]:
    """A JSON Resume v1.0.0 document; empty values are left out, as the schema expects."""
    return build_json_resume(resume).model_dump(by_alias=True, exclude_none=True)
