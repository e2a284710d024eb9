"""The structured resume every part of Vitae speaks. Field names follow JSON Resume where one exists."""

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel


class CamelModel(BaseModel):
    model_config = ConfigDict(
        alias_generator=to_camel,
        populate_by_name=True,
        json_schema_serialization_defaults_required=True,  # a reply always carries every field
    )


class SectionKind(StrEnum):
    SUMMARY = "summary"
    EXPERIENCE = "experience"
    EDUCATION = "education"
    SKILLS = "skills"
    PROJECTS = "projects"
    CERTIFICATIONS = "certifications"
    OTHER = "other"


class PersonalInfo(CamelModel):
    name: str = ""
    email: str = ""
    phone: str = ""
    location: str = ""
    linkedin: str = ""
    github: str = ""
    portfolio: str = ""
    headline: str = ""  # the line under the name that says who the person is: 'Senior Data Engineer – Initech'


class Entry(CamelModel):
    """One job, degree, project, certification or volunteer role."""

    title: str = ""  # job title, degree, project or certificate name, volunteer role
    organization: str = ""  # company, institution, issuer or the organisation volunteered for
    dates: str = ""  # as written, e.g. 'Jan 2020 - Present'
    start_date: str = ""  # ISO 'YYYY' or 'YYYY-MM' when it could be read
    end_date: str = ""  # ISO, or 'present'
    location: str = ""
    description: str = ""  # prose that is not a bullet
    bullets: list[str] = Field(default_factory=list)
    # Where each line of the description was written among the bullets: the number of bullets above it ('Quality
    # Management:' over its own bullets, then 'Risk Management:' over its own). Empty: the description comes first.
    description_positions: list[int] = Field(default_factory=list)

    def written_body(self) -> list[tuple[str, bool]]:
        """The description's lines and the bullets in the order they were written: (text, whether a bullet)."""
        paragraphs = self.description.split("\n") if self.description else []
        positions = self.description_positions or [0]
        body: list[tuple[str, bool]] = []
        placed = 0
        for index, paragraph in enumerate(paragraphs):
            # A position missing or out of order (a line added later) puts the line after those before it.
            wanted = min(positions[min(index, len(positions) - 1)], len(self.bullets))
            while placed < wanted:
                body.append((self.bullets[placed], True))
                placed += 1
            body.append((paragraph, False))
        body.extend((bullet, True) for bullet in self.bullets[placed:])
        return body


class SkillGroup(CamelModel):
    name: str = "Skills"
    skills: list[str] = Field(default_factory=list)


class Section(CamelModel):
    """A section as found in the document, under the heading it was written with."""

    heading: str
    kind: SectionKind
    lines: list[str] = Field(default_factory=list)
    # What makes the reading of the section uncertain: a heading no vocabulary knows (taken as one from its
    # layout), and lines that stood side by side in columns, read across.
    known_heading: bool = True
    side_by_side: bool = False


class Mentions(CamelModel):
    """Employers, job titles, degrees and institutions the resume names outside its entries (the headline, the
    summary, bullets, projects, other sections), each once, in reading order. They are facts of the resume that
    have no entry of their own: 'Currently working with Infosys', 'pursuing an MBA', 'Trained at NIIT'."""

    organizations: list[str] = Field(default_factory=list)
    job_titles: list[str] = Field(default_factory=list)
    degrees: list[str] = Field(default_factory=list)
    institutions: list[str] = Field(default_factory=list)


class ParsedResume(CamelModel):
    personal_info: PersonalInfo = Field(default_factory=PersonalInfo)
    summary: str = ""
    work: list[Entry] = Field(default_factory=list)
    education: list[Entry] = Field(default_factory=list)
    skills: list[SkillGroup] = Field(default_factory=list)
    projects: list[Entry] = Field(default_factory=list)
    certifications: list[Entry] = Field(default_factory=list)
    volunteer: list[Entry] = Field(default_factory=list)  # read from the volunteer sections, which stay 'other'
    sections: list[Section] = Field(default_factory=list)  # every section in reading order, 'other' ones included
    mentions: Mentions = Field(default_factory=Mentions)
