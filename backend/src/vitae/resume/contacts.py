"""Contact details: email, phone in national and international formats, LinkedIn, GitHub and personal sites."""

import re

from vitae.resume.dates import find_dates

EMAIL_PATTERN = re.compile(
    r"(?<![\w.+-])[A-Za-z0-9][A-Za-z0-9._%+'-]*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}\b"
)
_PHONE_PATTERN = re.compile(
    r"(?<![\w/.+])(?:\(?(?:\+|00)\d{1,4}\)?|\(?\d{1,4}\)?)(?:[ .\-\u2013/]{0,3}\(?\d{1,5}\)?){1,6}"
    r"(?:\s*(?:ext\.?|x)\s*\d{1,5})?(?![\w/%])"
)
_PHONE_LABEL = re.compile(
    r"\b(?:phone|mobile|mob|cell|tel|telephone|ph|contact|whatsapp|call|m|t|p)\b\.?\s*[:.#-]?\s*$", re.I
)
_LINKEDIN = re.compile(r"(?:https?://)?(?:[a-z]{2,3}\.)?linkedin\.com/(?:in|pub|profile)/[^\s,|;)<>]+", re.IGNORECASE)
_GITHUB = re.compile(r"(?:https?://)?(?:www\.)?github\.com/[A-Za-z0-9_.-]+(?:/[^\s,|;)<>]*)?", re.IGNORECASE)
_URL = re.compile(
    r"(?<![@\w.])(?:https?://[^\s,|;<>()]+|www\.[^\s,|;<>()]+|"
    r"[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|io|dev|me|net|org|ai|app|page|site|tech|co|info|xyz|blog|design|"
    r"studio|online|website|codes|engineer|pro|us|uk|de|in|ca)(?:/[^\s,|;<>()]*)?)(?![\w@])",
    re.IGNORECASE,
)
# Sites that host something other than the person's own page, or that are placeholders.
_NOT_PORTFOLIO = re.compile(
    r"linkedin\.|github\.com|indeed\.com|glassdoor\.|monster\.com|naukri\.com|facebook\.com|twitter\.com|x\.com/|"
    r"instagram\.com|example\.com|gmail\.com|yahoo\.|hotmail\.|outlook\.com|timesresumes|doi\.org",
    re.IGNORECASE,
)
_MASK = re.compile(r"[*xX]{4,}|\*{2,}")
# A line that opens with a contact label: the label ('Mobile', 'E-mail', 'Phone No') is followed by a separator, a
# number or nothing, never by more words of a title ('Mobile Application Developer', 'Web Designer'); no post opens
# with 'Address', so an address may follow its label straight away ('Address Flat 2, Elm Road').
_CONTACT_LABEL = re.compile(
    r"\s*(?:address\b|(?:e-?mail|phone|mobile|cell|tel|linkedin|github|portfolio|website|web)"
    r"(?:\s+(?:no|number|id|address|phone))?\b\.?\s*(?:[:#|\-\u2013\u2014(+\d]|$))",
    re.IGNORECASE,
)


def find_emails(text: str) -> list[str]:
    return [match.group(0).rstrip(".") for match in EMAIL_PATTERN.finditer(text) if "*" not in match.group(0)]


def _digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def _is_date_like(candidate: str) -> bool:
    """'2012 - 2016', '06/2018', '2019.10' are dates, not phone numbers."""
    spans = find_dates(candidate)
    covered = sum(span.end - span.start for span in spans)
    return covered >= len(candidate.strip()) - 2


def _slash_in_european_phone(candidate: str) -> bool:
    """'030/1234567', '+49 (0) 151 / 234 567 89': one slash after the area code of a number dialled with its trunk
    or country prefix, as written in German-speaking countries; not a version list nor an American number."""
    return candidate.count("/") == 1 and candidate.lstrip("(").startswith(("+", "0"))


def find_phones(text: str) -> list[str]:
    """Phone numbers with 9 to 15 digits, in any common grouping: '+1-123-456-7890', '(+82) 10-9030-1843',
    '+44 20 7946 0958', '98765 43210'. Year ranges, ISO dates and long identifiers are not phones."""
    phones: list[str] = []
    for match in _PHONE_PATTERN.finditer(text):
        candidate = match.group(0).strip(" .-\u2013")
        if candidate.count("(") != candidate.count(")"):
            candidate = candidate.strip("()")
        digits = _digits(candidate.split("ext")[0].split("x")[0])
        if not 9 <= len(digits) <= 15:
            continue
        if _is_date_like(candidate) or "/" in candidate and not _slash_in_european_phone(candidate):
            continue  # '2012 - 2016', '06/2018', '5.0/2005/2007' (versions)
        groups = re.findall(r"\d+", candidate)
        # A single long run without separators is a phone only when labelled or international (ids look the same).
        labelled = bool(_PHONE_LABEL.search(text[: match.start()]))
        if len(groups) == 1 and not (candidate.startswith("+") or labelled or len(digits) in (10, 11)):
            continue
        # A number dialled as one run from its country code or trunk prefix ('+15083303967', '07860635565') is
        # a phone; a longer run that starts otherwise is an id.
        dialled_whole = len(groups) == 1 and candidate.lstrip("(").startswith(("+", "0"))
        if any(len(group) > 10 for group in groups) and not (labelled or dialled_whole):
            continue
        phones.append(candidate)
    return phones


def find_linkedin(text: str) -> str:
    if "linkedin" not in text.lower():
        return ""
    match = _LINKEDIN.search(text)
    return match.group(0).rstrip("/.") if match else ""


def find_github(text: str) -> str:
    if "github" not in text.lower():
        return ""
    match = _GITHUB.search(text)
    if match is None:
        return ""
    value = match.group(0).rstrip("/.")
    return "" if value.lower().endswith("github.com") else value


# A bare domain after 'at' or '@' names an employer that writes its name so ('Senior Engineer at bol.com').
_EMPLOYER_BEFORE = re.compile(r"(?:\bat|@)\s+$", re.IGNORECASE)


def find_portfolio(text: str) -> str:
    """A personal site: any URL or bare domain that is not a social network, job board or mail provider, nor an
    employer named by its domain."""
    for match in _URL.finditer(text):
        value = match.group(0).rstrip("/.")
        if _NOT_PORTFOLIO.search(value) or _MASK.search(value):
            continue
        if _names_employer(text, match):
            continue
        if re.fullmatch(r"[\d.]+", value):
            continue
        return value
    return ""


def is_contact_line(text: str) -> bool:
    """A line that mainly carries contact details (email, phone, URL, 'Phone:' labels)."""
    if EMAIL_PATTERN.search(text) or _LINKEDIN.search(text) or _GITHUB.search(text):
        return True
    if find_phones(text):
        return True
    if _CONTACT_LABEL.match(text):
        return True
    return any(not _names_employer(text, url) for url in _URL.finditer(text)) and len(text.split()) <= 4


def _names_employer(text: str, url: re.Match[str]) -> bool:
    """'Senior Engineer at bol.com': a bare domain after 'at' or '@' is the employer, no link of the person's."""
    return "/" not in url.group(0) and bool(_EMPLOYER_BEFORE.search(text[max(0, url.start() - 4) : url.start()]))
