"""A job entry's title and employer, settled after the header was read: an employer alone on its header line
('Sasken Technologies Pvt. Ltd', 'LEANDER CORPORATION') is the organisation, not the title; the two swapped
('Infosys Ltd | Senior Engineer') are put back; what cannot be an employer (a sentence from the body, a month,
'part-time', '(An ISO 9002 Company)') is dropped rather than reported as one."""

import re

from vitae.resume.locations import is_location
from vitae.resume.model import Entry
from vitae.resume.vocabulary import organization_score, title_score

_MOST_ORGANIZATION_WORDS = 8
_EMPLOYMENT_TERMS = re.compile(
    r"^\(?(?:part[\s-]?time|full[\s-]?time|contract(?:or)?|temporary|internship|intern|freelance|self[\s-]employed|"
    r"remote|on[\s-]?site|onsite|offshore|continued|cont'?d|current(?:[\s-]job)?|ongoing|present|remunerated|"
    r"volunteer|seasonal|summers?|confidential|client|company|employer|n/?a)\)?\.?$",
    re.IGNORECASE,
)
_MONTH_ONLY = re.compile(
    r"^(?:jan(?:uary|uar)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?:\s*[-–/]\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)?\.?$",
    re.IGNORECASE,
)
# A description of the employer in brackets ('(An ISO 9002 Company)') says what it is, not who.
_DESCRIPTION_IN_BRACKETS = re.compile(r"^\(.*\)$")
_EMAIL_OR_PAGE = re.compile(r"@|\bpage\s+\d+\s+of\s+\d+\b", re.IGNORECASE)
# Body sentences that reached the header: 'Performed the tasks of financial analysis', 'Implementation of ...'.
_OPENS_SENTENCE = re.compile(
    r"^(?:[A-Z][a-z]+ed|Led|Built|Ran|Made|Won|Grew|Drove|Wrote|Taught|Oversaw|Set\s+up|Responsible|Involved|"
    r"Implementation|Creation|Development|Design|Management|Maintenance|Preparation|Assist(?:ed|ing)?|Handl(?:ed|ing))"
    r"\s+(?:the|a|an|of|in|for|with|to|and|all|various|new|over|on|by|up)\b"
)


def is_employer_name(text: str) -> bool:
    """Whether `text` can name an employer at all (not whether it does)."""
    stripped = text.strip()
    if not stripped or not any(character.isalpha() for character in stripped):
        return False
    words = stripped.split()
    if len(words) > _MOST_ORGANIZATION_WORDS or (len(words) > 2 and stripped[0].islower()):
        return False
    if _EMPLOYMENT_TERMS.match(stripped) or _MONTH_ONLY.match(stripped) or _EMAIL_OR_PAGE.search(stripped):
        return False
    if _DESCRIPTION_IN_BRACKETS.match(stripped) or _OPENS_SENTENCE.match(stripped):
        return False
    return not (organization_score(stripped) <= 0 and is_location(stripped))


def _reads_as_organization(text: str) -> bool:
    """An organisation by its own words ('Infosys Ltd', 'ABC Technologies') and nothing of a job title."""
    return organization_score(text) >= 2 and title_score(text) <= 0 and len(text.split()) <= 6


def settle_work_roles(entry: Entry) -> Entry:
    title, organization = entry.title, entry.organization
    if organization and not is_employer_name(organization):
        organization = ""
    if title and not organization and _reads_as_organization(title):
        title, organization = "", title
    elif title and organization and _reads_as_organization(title) and title_score(organization) > 0:
        title, organization = organization, title
    if (title, organization) == (entry.title, entry.organization):
        return entry
    return entry.model_copy(update={"title": title, "organization": organization})
