"""ParsedResume -> the document every export lays out: header, then sections in the resume's own order under the
headings it wrote (standard ones for a resume built without sections). PDF, DOCX and the HTML of the benchmark all
read this one shape, so they agree on what is printed."""

import re
from collections.abc import Iterable
from typing import Literal

from pydantic import BaseModel, Field

from vitae.render.text import shown_under_name
from vitae.resume.model import Entry, ParsedResume, SectionKind, SkillGroup

# Headings for a resume built without sections (in the builder, from JSON); a resume's own wording is kept, and only an
# improvement the person accepts replaces it with one of these.
STANDARD_HEADINGS: dict[SectionKind, str] = {
    SectionKind.SUMMARY: "Summary",
    SectionKind.EXPERIENCE: "Experience",
    SectionKind.EDUCATION: "Education",
    SectionKind.SKILLS: "Skills",
    SectionKind.PROJECTS: "Projects",
    SectionKind.CERTIFICATIONS: "Certifications",
}
# Order for resumes that come without a section list (built in the builder, or from JSON).
_DEFAULT_ORDER = (
    SectionKind.SUMMARY,
    SectionKind.EXPERIENCE,
    SectionKind.EDUCATION,
    SectionKind.SKILLS,
    SectionKind.PROJECTS,
    SectionKind.CERTIFICATIONS,
)
_DEFAULT_SKILL_GROUP = "skills"
# Control characters, lone surrogates and non-characters have no glyph and are refused by XML (DOCX) outright.
_UNPRINTABLE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]")
_BULLET_PREFIX = re.compile(r"^\s*[•·●▪◦‣∙*-]\s+")
_EMAIL = re.compile(r"^[^\s@<>\"']+@[^\s@<>\"']+\.[A-Za-z]{2,}$")
_ContactKind = Literal["email", "text", "web"]
_WEB_ADDRESS = re.compile(r"^(?:https?://)?[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9-]+)+(?:[/?#]\S*)?$")


class ContactItem(BaseModel):
    text: str
    url: str = ""  # only mailto: and http(s): addresses built here; empty when the text is not one


class LineBlock(BaseModel):
    """Consecutive lines of an entry's body or of an 'other' section: a run of bullets, or a run of plain lines."""

    kind: Literal["bullets", "lines"]
    lines: list[str]


class RenderEntry(BaseModel):
    title: str = ""
    organization: str = ""
    dates: str = ""
    location: str = ""
    body: list[LineBlock] = Field(default_factory=list)  # the description's lines and the bullets, as written


class RenderSkillGroup(BaseModel):
    name: str = ""  # empty for the one unnamed group of a plain skills list
    skills: list[str] = Field(default_factory=list)


class RenderSection(BaseModel):
    kind: Literal["paragraphs", "entries", "skills", "lines"]
    heading: str
    paragraphs: list[str] = Field(default_factory=list)
    entries: list[RenderEntry] = Field(default_factory=list)
    skill_groups: list[RenderSkillGroup] = Field(default_factory=list)
    blocks: list[LineBlock] = Field(default_factory=list)


class RenderDocument(BaseModel):
    title: str  # the document title written into file metadata
    name: str
    headline: str = ""  # the line under the name that says who the person is
    contacts: list[ContactItem]
    sections: list[RenderSection]


def build_render_document(resume: ParsedResume) -> RenderDocument:
    name = _line(resume.personal_info.name)
    return RenderDocument(
        title=f"{name} – Resume" if name else "Resume",
        name=name,
        headline=_headline(resume),
        contacts=_contacts(resume),
        sections=[section for section in _sections(resume) if _has_content(section) or _own_heading(resume, section)],
    )


def _own_heading(resume: ParsedResume, section: RenderSection) -> bool:
    """A heading an uploaded resume wrote with nothing under it ('Additional Information' over 'Skills') is its
    own word and printed, as the text version prints it; a built resume's empty steps are not."""
    uploaded = any(line.strip() for written in resume.sections for line in written.lines)
    return uploaded and bool(section.heading)


def _headline(resume: ParsedResume) -> str:
    """The headline, unless a line kept under the name (without a heading) already says it."""
    headline = _line(resume.personal_info.headline)
    shown = " ".join(
        _line(line) for section in resume.sections if not section.heading.strip() for line in section.lines
    )
    return "" if not headline or headline in shown else headline


def _contacts(resume: ParsedResume) -> list[ContactItem]:
    """The contact details, leaving out those the lines kept under the name show as the resume wrote them."""
    info = resume.personal_info
    shown = shown_under_name(resume)
    items: list[ContactItem] = []
    fields: tuple[tuple[str, _ContactKind], ...] = (
        (info.email, "email"),
        (info.phone, "text"),
        (info.location, "text"),
        (info.linkedin, "web"),
        (info.github, "web"),
        (info.portfolio, "web"),
    )
    for value, kind in fields:
        text = _line(value)
        if text and text not in shown:
            items.append(ContactItem(text=text, url=_contact_url(text, kind)))
    return items


def _contact_url(text: str, kind: _ContactKind) -> str:
    """A link target only for what is plainly an address, so no other scheme (javascript:, file:) reaches a PDF."""
    if kind == "email" and _EMAIL.match(text):
        return f"mailto:{text}"
    if kind == "web" and _WEB_ADDRESS.match(text):
        return text if re.match(r"^https?://", text, re.IGNORECASE) else f"https://{text}"
    return ""


def _sections(resume: ParsedResume) -> list[RenderSection]:
    """Sections in the order the resume had them; a kind with structured data is laid out from that data, once, where
    its first section stood. Structured data with no section of its own (a builder resume) follows in default order,
    a summary first."""
    sections: list[RenderSection] = []
    placed: set[SectionKind] = set()
    for section in resume.sections:
        kind = section.kind
        if kind is SectionKind.OTHER or (kind not in placed and not _has_structured(resume, kind)):
            sections.append(_line_section(section.heading, section.lines))
            continue
        if kind not in placed:
            placed.add(kind)
            sections.append(_structured_section(resume, kind))
    for kind in _DEFAULT_ORDER:
        if kind not in placed and _has_structured(resume, kind):
            # A summary read from the lines above the first heading belongs before every section.
            position = 0 if kind is SectionKind.SUMMARY else len(sections)
            sections.insert(position, _structured_section(resume, kind))
    return sections


def _heading_for(resume: ParsedResume, kind: SectionKind) -> str:
    """The heading the resume wrote for this kind of section (changed only by an improvement the person accepted),
    else the standard one; a summary the resume wrote without a heading keeps none."""
    written = next((_line(section.heading) for section in resume.sections if section.kind is kind), None)
    if written:
        return written
    if kind is SectionKind.SUMMARY and resume.sections:
        return ""
    return STANDARD_HEADINGS[kind]


def _entries_of(resume: ParsedResume, kind: SectionKind) -> list[Entry]:
    by_kind = {
        SectionKind.EXPERIENCE: resume.work,
        SectionKind.EDUCATION: resume.education,
        SectionKind.PROJECTS: resume.projects,
        SectionKind.CERTIFICATIONS: resume.certifications,
    }
    return by_kind.get(kind, [])


def _has_structured(resume: ParsedResume, kind: SectionKind) -> bool:
    if kind is SectionKind.SUMMARY:
        return bool(resume.summary.strip())
    if kind is SectionKind.SKILLS:
        return any(group.skills for group in resume.skills)
    return bool(_entries_of(resume, kind))


def _structured_section(resume: ParsedResume, kind: SectionKind) -> RenderSection:
    heading = _heading_for(resume, kind)
    if kind is SectionKind.SUMMARY:
        return RenderSection(kind="paragraphs", heading=heading, paragraphs=_paragraphs(resume.summary))
    if kind is SectionKind.SKILLS:
        return RenderSection(kind="skills", heading=heading, skill_groups=_skill_groups(resume.skills))
    entries = [_entry(entry) for entry in _entries_of(resume, kind)]
    return RenderSection(kind="entries", heading=heading, entries=[entry for entry in entries if _has_text(entry)])


def _entry(entry: Entry) -> RenderEntry:
    return RenderEntry(
        title=_line(entry.title),
        organization=_line(entry.organization),
        dates=_line(entry.dates),
        location=_line(entry.location),
        body=_blocks((_line(text), bullet) for text, bullet in entry.written_body()),
    )


def _skill_groups(groups: list[SkillGroup]) -> list[RenderSkillGroup]:
    non_empty = [group for group in groups if group.skills]
    # One group under the generic name is a plain list: 'Skills: Python, SQL' under a 'Skills' heading says it twice.
    unnamed = len(non_empty) == 1 and non_empty[0].name.strip().lower() in ("", _DEFAULT_SKILL_GROUP)
    return [
        RenderSkillGroup(
            name="" if unnamed else _line(group.name),
            skills=[text for text in map(_line, group.skills) if text],
        )
        for group in non_empty
    ]


def _line_section(heading: str, lines: list[str]) -> RenderSection:
    marked = ((raw, bool(_BULLET_PREFIX.match(raw))) for raw in lines)
    blocks = _blocks((_line(_BULLET_PREFIX.sub("", raw) if bullet else raw), bullet) for raw, bullet in marked)
    # Lines the resume wrote without a heading (above its first one) keep none: no section name is made up.
    return RenderSection(kind="lines", heading=_line(heading), blocks=blocks)


def _blocks(lines: Iterable[tuple[str, bool]]) -> list[LineBlock]:
    """Lines (text, whether a bullet) in runs of bullets and runs of plain lines; empty lines left out."""
    blocks: list[LineBlock] = []
    for text, bullet in lines:
        if not text:
            continue
        kind: Literal["bullets", "lines"] = "bullets" if bullet else "lines"
        if blocks and blocks[-1].kind == kind:
            blocks[-1].lines.append(text)
        else:
            blocks.append(LineBlock(kind=kind, lines=[text]))
    return blocks


def _has_content(section: RenderSection) -> bool:
    return bool(section.paragraphs or section.entries or section.skill_groups or section.blocks)


def _line(text: str) -> str:
    """One printable line: unprintable characters dropped, runs of white space (tabs, newlines) made one space."""
    return " ".join(_UNPRINTABLE.sub("", text).split())


def _paragraphs(text: str) -> list[str]:
    return [line for line in map(_line, text.split("\n")) if line]


def _has_text(entry: RenderEntry) -> bool:
    return bool(entry.title or entry.organization or entry.dates or entry.location or entry.body)
