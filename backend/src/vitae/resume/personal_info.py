"""Contact details of the resume's owner, read first from the lines above the first section and from contact
sections ('Contact', 'Personal Details'), then, for email, phone and profiles, from anywhere in the text."""

import re

from vitae import lexicon
from vitae.resume.contacts import find_emails, find_github, find_linkedin, find_phones, find_portfolio
from vitae.resume.headings import normalize_heading
from vitae.resume.locations import ADDRESS_LINE_CHARACTERS, find_location, is_location
from vitae.resume.model import PersonalInfo
from vitae.resume.sections import SectionLines
from vitae.resume.text_lines import ResumeLine

_CONTACT_HEADINGS = frozenset(lexicon.phrases("headings/contact"))
_LOCATION_LABEL = re.compile(
    r"^\s*(?:address|location|residence|city\s+of\s+residence|based\s+in|lives\s+in|city)\s*[:\-]\s*", re.IGNORECASE
)
# A note after the place ('Berlin, Germany (open to relocation)', 'Remote (EU time zones)', 'New York, NY (Hybrid)').
_TRAILING_NOTE = re.compile(r"\s*\([^()]*\)\s*$")
_CONTACT_SPLIT = re.compile(r"\s*(?:\||•|·|●|◆|▪|\t| {2,}| - | – | — )\s*")
_PHONE_SEARCH_CHARACTERS = 2000  # a phone number further down is a reference's or an employer's


def _first(found: list[str]) -> str:
    return found[0] if found else ""


def _location_in(lines: list[ResumeLine]) -> str:
    for line in lines:
        if len(line.text) > ADDRESS_LINE_CHARACTERS:
            continue
        labelled = _LOCATION_LABEL.match(line.text)
        text = line.text[labelled.end() :] if labelled else line.text
        for piece in _CONTACT_SPLIT.split(text):
            piece = _TRAILING_NOTE.sub("", _LOCATION_LABEL.sub("", piece)).strip(" ,.")
            if piece and is_location(piece):
                return piece
        span = find_location(text)
        if span is not None:
            return text[span[0] : span[1]].strip(" ,")
    return ""


def _after_name(name: str, name_line: str) -> list[ResumeLine]:
    """What the name's line holds after the name ('Jane Roe 12 Elm St, Dover, DE'), as a line of its own."""
    start = name_line.lower().find(name.lower()) if name else -1
    rest = name_line[start + len(name) :].strip(" ,;|-–") if start >= 0 else ""
    return [ResumeLine(text=rest)] if rest else []


def read_personal_info(
    name: str,
    top: list[ResumeLine],
    sections: list[SectionLines],
    all_lines: list[ResumeLine],
    name_line: str = "",
) -> PersonalInfo:
    contact_lines = (
        top
        + _after_name(name, name_line)
        + [
            line
            for section in sections
            if normalize_heading(section.heading.heading) in _CONTACT_HEADINGS
            for line in section.lines
        ]
    )
    contact_text = "\n".join(line.text for line in contact_lines)
    all_text = "\n".join(line.text for line in all_lines)
    return PersonalInfo(
        name=name,
        email=_first(find_emails(contact_text)) or _first(find_emails(all_text)),
        phone=_first(find_phones(contact_text)) or _first(find_phones(all_text[:_PHONE_SEARCH_CHARACTERS])),
        location=_location_in(contact_lines[:15]),
        linkedin=find_linkedin(contact_text) or find_linkedin(all_text),
        github=find_github(contact_text) or find_github(all_text),
        portfolio=find_portfolio(contact_text),
    )
