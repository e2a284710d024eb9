"""A job posting cut into statements (bullets and sentences), each classified by what it is for: the job's duties,
its requirements, what it would merely like, the benefits it offers, or the company's own blurb.

Headings decide first ('Requirements', 'Nice to have', 'About us', 'What we offer'), also where a scraped posting
glued them to the text around them ('...daily.What You Will DoAs a TLM, you...'). Cue phrases then refine single
statements: 'Go is a plus' under 'Requirements' is preferred; 'We are an equal opportunity employer' under no
heading is company text; 'Must have 5+ years of Python' anywhere is a requirement.
"""

import re
from dataclasses import dataclass
from enum import StrEnum


class PostingPart(StrEnum):
    RESPONSIBILITIES = "responsibilities"
    REQUIREMENTS = "requirements"
    PREFERRED = "preferred"
    BENEFITS = "benefits"
    COMPANY = "company"  # the company blurb, legal notices and how to apply: never counts
    OVERVIEW = "overview"  # text under no heading, or a generic one, that describes the role


# Parts whose statements describe the job; benefits and the company blurb say nothing about the candidate.
JOB_PARTS = frozenset(
    {PostingPart.RESPONSIBILITIES, PostingPart.REQUIREMENTS, PostingPart.PREFERRED, PostingPart.OVERVIEW}
)

# Heading phrases by the part they open; matched whole, case-insensitively, with "'" and "’" alike.
_HEADINGS: dict[PostingPart, tuple[str, ...]] = {
    PostingPart.PREFERRED: (
        r"preferred(?: (?:qualifications?|skills|experience|requirements|background))?",
        r"(?:bonus|extra) (?:points|credit)",
        r"bonus(?: skills)?",
        r"nice[ -]to[ -]haves?",
        r"good[ -]to[ -]haves?",
        r"pluses",
        r"(?:it'?s )?a plus",
        r"desired qualifications?",
        r"preferred skills(?: and experience)?",
        r"additional (?:preferred )?qualifications",
        r"recommended qualifications?",
        r"even better(?: if you have)?",
        r"ideal skills or experiences?",
        r"what would be (?:great|nice)",
    ),
    PostingPart.REQUIREMENTS: (
        r"(?:minimum|basic|required|key|essential|job|technical|other|core|must[ -]have) "
        r"(?:qualifications?|requirements|skills)",
        r"requirements(?: ?(?:/|and|&) ?qualifications)?",
        r"qualifications(?: ?(?:/|and|&) ?(?:requirements|experience|skills))?",
        r"skills(?: ?(?:and|&) ?(?:experience|qualifications|requirements|abilities))?",
        r"desired skills and experience",
        r"experience(?: and skills)?",
        r"education(?: and experience)?",
        r"must[ -]haves?",
        r"what (?:you'll|you will|you) (?:need|bring|have)(?: to succeed)?",
        r"what you should have",
        r"what we(?:'re| are) looking for",
        r"who you are",
        r"who we(?:'re| are) looking for",
        r"about you",
        r"you (?:have|bring|are|will have)",
        r"your (?:profile|background|skills|experience|qualifications)",
        r"(?:the |our )?ideal candidates?(?: (?:will|should) (?:have|be))?",
        r"what it takes",
        r"to be successful(?: in this role)?(?:,? you will have)?",
        r"(?:required|necessary) experience",
    ),
    PostingPart.RESPONSIBILITIES: (
        r"(?:key |job |role |main |primary |roles and |your )?responsibilities",
        r"(?:essential )?duties(?: and responsibilities)?",
        r"what (?:you'll|you will) (?:do|be doing|work on|be working on|own|achieve)",
        r"what you(?:'ll| will)? do",
        r"(?:in this role|as a .{3,40}),? you will",
        r"you will be responsible for",
        r"day[ -]to[ -]day",
        r"your (?:role|impact|mission|day)",
        r"the impact you(?:'ll| will) (?:make|have)",
        r"how you(?:'ll| will) (?:contribute|make an impact)",
    ),
    PostingPart.BENEFITS: (
        r"(?:our |perks (?:and|&) )?benefits(?: (?:and|&) perks)?",
        r"perks(?: (?:and|&) benefits)?",
        r"what we offer",
        r"what (?:you'll|you will) get",
        r"(?:salary|pay|compensation)(?: (?:range|and benefits|and other compensation))?",
        r"total rewards",
        r"why (?:join|work (?:at|with|for)|choose) (?:us|[\w.&-]+(?: [\w.&-]+)?)",
        r"why you'll love (?:it|us|working here|this role)",
        r"location",
        r"work authori[sz]ation",
        r"equal (?:employment )?opportunity(?: employer)?",
        r"eeo(?: statement)?",
    ),
    PostingPart.COMPANY: (
        r"about (?:us|the company|our (?:company|client))",
        r"a bit about us",
        r"who we are",
        r"(?:our|the) (?:company|mission|story|values|culture|team|principles)",
        r"company (?:overview|description|summary)",
        r"(?:embody )?our culture(?: and values)?",
        r"life at .{1,30}",
        r"notice to (?:recruiters|agencies).*",
    ),
    PostingPart.OVERVIEW: (
        r"(?:job|role|position) (?:description|overview|summary|details)",
        r"(?:the )?(?:role|position|opportunity)(?: overview| summary)?",
        r"about (?:the|this) (?:role|position|job|opportunity)",
        # The team's work is the job's: what a recruiter reads to know what the hire will do.
        r"about (?:the|our) team",
        r"overview",
        r"summary",
        r"description",
    ),
}
_HEADING_PATTERNS = tuple(
    (part, re.compile(rf"(?:{'|'.join(phrases)})", re.IGNORECASE)) for part, phrases in _HEADINGS.items()
)
# 'About Acme' opens the company blurb; 'About the role' is matched above before this.
_ABOUT_NAME = re.compile(
    r"about (?-i:[A-Z0-9])[\w&.'-]*(?: (?:by |of |the )?(?-i:[A-Z0-9])[\w&.'-]*){0,3}", re.IGNORECASE
)
_MAX_HEADING_WORDS = 9
# Labels of one-line fields ('Location: Remote', 'Salary: DOE'): written with their value on the same line they name
# that value, not a section, so the text after the value stays in the section it was in.
_FIELD_LABELS = re.compile(r"location|(?:salary|pay)(?: range)?|compensation|work authori[sz]ation", re.IGNORECASE)

# Scraped postings glue a heading to the sentence before it and the one after it: '...daily.What You Will DoAs
# a TLM'. A known heading phrase that starts with a capital after the end of a sentence, a line break or (glued) a
# lower-case letter, and is followed by a colon, a line break or (glued) a capitalised word, is put on its own line.
_ANY_HEADING = "|".join(f"(?:{phrase})" for phrases in _HEADINGS.values() for phrase in phrases)
_GLUED_HEADING = re.compile(
    rf"(?:(?<=[.!?:)])[ \t]*|(?<=[a-z])|(?<=\n)[ \t]*|^[ \t]*)(?=(?-i:[A-Z]))"
    rf"(?P<heading>{_ANY_HEADING}|{_ABOUT_NAME.pattern})"
    r"[?!]?(?P<end>[ \t]*:[ \t]*|[ \t]*\n|[ \t]{2,}|[ \t]+[-–—|][ \t]+|(?=(?-i:[A-Z][a-z])))",
    re.IGNORECASE | re.MULTILINE,
)

# Scraped bullets run together: 'related field7+ years', 'experienceHave designed'. A lower-case word glued to a
# number of years or to a capitalised word ends a statement; camel-case names ('JavaScript', 'GitHub') start with a
# capital or are one letter before it ('iOS', 'jQuery'), so they are left alone.
_GLUED_YEARS = re.compile(r"(?<=[a-z)])(?=\d{1,2}\s*(?:\+|-|–|to)?\s*\d{0,2}\s*\+?\s*(?:years|yrs)\b)")
_GLUED_STATEMENT = re.compile(r"(?<![\w'’-])([a-z]{3,})(?=[A-Z][a-z]{2,})")
# Scrapes also run list items together with their marks ('using React* Design components') and set a section off
# with a pictograph instead of a line ('solutions.🎯 Key Responsibilities:'): each starts a line of its own.
_GLUED_LIST_MARK = re.compile(r"(?<=[\w).:,;])\*[ \t]*(?=[A-Z0-9])")
_PICTOGRAPH = re.compile(r"[ \t]*[\U0001F300-\U0001FAFF\u2600-\u27BF\u2B50\u2B55]\ufe0f?[ \t]*")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[\"'“(]?[A-Z0-9•])|(?<=[a-z]{2}[.!?])(?=[A-Z][a-z])")
_BULLET = re.compile(r"^\s*(?:[•·▪●◦‣○■□◆◇►▶➢➤✓✔*–—-]|\d{1,2}[.)])\s*")
_INLINE_BULLET = re.compile(r"\s+[•·▪●◦‣■◆►▶➢➤✓✔]\s+")

# Cue phrases that classify one statement whatever its heading says.
_PREFERRED_CUES = re.compile(
    r"\b(?:nice[ -]to[ -]have|a (?:big |huge |strong )?plus|is a bonus|bonus (?:points?|if)|preferred|preferably|"
    r"ideally|desir(?:ed|able)|would be (?:great|nice|helpful|beneficial)|is helpful|(?:are|is) an? advantage|"
    r"advantageous|not required|optional|good to have|familiarity with .{0,60}is a)\b",
    re.IGNORECASE,
)
_REQUIRED_CUES = re.compile(
    r"\b(?:must(?: have| be| possess)?|required|requirements?|requires?|minimum(?: of)?|at least|mandatory|"
    r"essential|necessary|you (?:have|bring|possess)|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\+? "
    r"(?:or more )?years?|proficien(?:t|cy)|expertise in|experience (?:with|in|building|developing|designing)|"
    r"strong (?:knowledge|understanding|background|experience)|knowledge of|familiarity with|degree)\b",
    re.IGNORECASE,
)
# Legal notices and application instructions, which never describe the job, wherever they stand.
_LEGAL_CUES = re.compile(
    r"\b(?:equal (?:employment )?opportunit(?:y|ies)|regardless of|without regard to|race, colou?r|sexual orientation|"
    r"gender identity|veteran status|national origin|reasonable accommodations?|e-verify|drug[ -]free|"
    r"background check|privacy (?:policy|notice)|apply (?:now|today)|click (?:on )?(?:the|our)|fair chance|"
    r"conviction records?|in accordance with (?:all )?(?:applicable )?(?:federal|state|local) laws?|"
    r"(?:staffing|recruiting|placement) agenc(?:y|ies))\b",
    re.IGNORECASE,
)
# The company talking about itself: counts as blurb only where no heading says the text is about the job.
_COMPANY_CUES = re.compile(
    r"\b(?:we are (?:a|an|the|proud|committed|building|on a mission)|we're (?:a|an|the|proud|building)|"
    r"is (?:a|an|the) (?:leading|global|fast[ -]growing|world|premier|market[ -]leading)|(?:was )?founded (?:in|by)|"
    r"headquartered|backed by|our (?:mission|customers|clients|investors|founders|team is|values|culture|company)|"
    r"join (?:us|our team)|fortune \d+|series [a-e]|venture|investors|valuation|unicorn)\b",
    re.IGNORECASE,
)
# A statement of the role inside a company blurb: 'We are seeking an engineer with expertise in Java'.
_ROLE_CUES = re.compile(
    r"\b(?:we(?:'re| are) (?:seeking|looking for|hiring)|looking for (?:a|an)|you will|you'll|the ideal candidate|"
    r"the successful candidate|in this role|this role|responsible for|the candidate)\b",
    re.IGNORECASE,
)
_DUTY_CUES = re.compile(r"\b(?:you will|you'll|responsible for|in this role|your role|you would)\b", re.IGNORECASE)
_BENEFIT_CUES = re.compile(
    r"(?:\b(?:benefits?|perks|401\s?\(?k\)?|health(?:care)?(?:,| and) dental|dental|vision insurance|medical|"
    r"insurance|paid time off|pto|vacation|holidays|parental leave|stock options?|equity|rsus?|salary|"
    r"compensation|pay range|base pay|per (?:hour|year|annum)|bonus(?:es)? (?:and|plus)|wellness|gym|"
    r"remote[- ]first|hybrid|on-?site|relocation|visa sponsorship|sponsor(?:ship)?|commuter|lunch|snacks|"
    r"retirement|learning (?:and|&) development budget|stipend)\b|\$\s?\d)",
    re.IGNORECASE,
)


# Benefits no requirement or duty ever names: a statement with one of them, under a duties or requirements heading, is
# the benefits section of a scrape that lost its heading ('In addition to Flexible Spending Account options').
_PLAIN_BENEFIT_CUES = re.compile(
    r"\b(?:401\s?\(?k\)?|(?:medical|dental|vision|life|health|disability) (?:insurance|coverage|plans?)|"
    r"paid time off|pto|parental leave|(?:flexible|health) (?:spending|savings) accounts?|dependent care|"
    r"tuition (?:assistance|reimbursement)|(?:we|company) (?:offer|provide)s? (?:the following |comprehensive |"
    r"competitive )?benefits|benefits (?:include|to eligible))\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Statement:
    text: str
    part: PostingPart
    heading: str  # the heading it stands under, '' for none
    start: int  # offsets in the normalised posting text
    end: int


@dataclass(frozen=True)
class PostingLayout:
    text: str  # the posting with glued headings put on lines of their own
    title: str
    statements: list[Statement]


def heading_part(line: str) -> PostingPart | None:
    """The part a line opens when it is a heading ('Preferred Qualifications:', 'What You Will Do'), else None."""
    text = line.strip().strip("#*_ ").rstrip(":").strip().replace("’", "'")
    text = re.sub(r"\s+", " ", text).rstrip("?!.").strip()
    if not text or len(text.split()) > _MAX_HEADING_WORDS or text[:1].islower():
        return None
    for part, pattern in _HEADING_PATTERNS:
        if pattern.fullmatch(text):
            return part
    if _ABOUT_NAME.fullmatch(text):
        return PostingPart.COMPANY
    return None


def _unglue(text: str) -> str:
    def cut(match: re.Match[str]) -> str:
        heading = match.group("heading")
        if heading_part(heading) is None:
            return match.group(0)
        if _FIELD_LABELS.fullmatch(heading) and ":" in match.group("end") and "\n" not in match.group("end"):
            return f"\n{heading}: "
        return f"\n{heading}\n"

    return _GLUED_HEADING.sub(cut, text.replace("’", "'"))


def normalise_posting(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\u00a0", " ")
    text = _PICTOGRAPH.sub("\n", text)
    text = _GLUED_LIST_MARK.sub("\n* ", text)
    text = _GLUED_YEARS.sub("\n", text)
    text = _GLUED_STATEMENT.sub("\\1\n", text)
    return _unglue(text)


def _title(lines: list[str]) -> str:
    for line in lines:
        stripped = line.strip()
        if not stripped:
            continue
        labelled = re.match(r"(?:job title|title|position|role)\s*:\s*(.+)", stripped, re.IGNORECASE)
        if labelled:
            return labelled.group(1).strip()[:120]
        words = stripped.split()
        if len(words) <= 14 and not stripped.endswith((".", "!")) and heading_part(stripped) is None:
            return stripped
        return ""
    return ""


def _pieces(line: str) -> list[tuple[int, int]]:
    """The statements of one line: bullets written inline, then sentences, as offsets in the line."""
    pieces: list[tuple[int, int]] = []
    starts = [0, *(match.end() for match in _INLINE_BULLET.finditer(line))]
    ends = [*(match.start() for match in _INLINE_BULLET.finditer(line)), len(line)]
    for start, end in zip(starts, ends, strict=True):
        cursor = start
        for match in _SENTENCE_END.finditer(line, start, end):
            pieces.append((cursor, match.start()))
            cursor = match.end()
        pieces.append((cursor, end))
    return [(start, end) for start, end in pieces if line[start:end].strip()]


def statement_part(text: str, section: PostingPart) -> PostingPart:
    """A statement's part: its section's, unless its own words say otherwise."""
    if _LEGAL_CUES.search(text):
        return PostingPart.COMPANY
    if section in (PostingPart.COMPANY, PostingPart.BENEFITS):
        # A scraped posting whose next heading was lost keeps describing the role under 'Why join us'.
        if not _ROLE_CUES.search(text):
            return section
        section = PostingPart.OVERVIEW
    elif section is PostingPart.OVERVIEW and _COMPANY_CUES.search(text) and not _ROLE_CUES.search(text):
        return PostingPart.COMPANY
    if section in (PostingPart.REQUIREMENTS, PostingPart.RESPONSIBILITIES) and _PLAIN_BENEFIT_CUES.search(text):
        return PostingPart.BENEFITS
    if section is PostingPart.PREFERRED:
        return section
    if _PREFERRED_CUES.search(text):
        return PostingPart.PREFERRED
    if section is PostingPart.OVERVIEW:
        if _REQUIRED_CUES.search(text):
            return PostingPart.REQUIREMENTS
        if _BENEFIT_CUES.search(text):
            return PostingPart.BENEFITS
        if _DUTY_CUES.search(text):
            return PostingPart.RESPONSIBILITIES
    return section


def layout_posting(posting: str) -> PostingLayout:
    text = normalise_posting(posting)
    lines = text.split("\n")
    title = _title(lines)
    statements: list[Statement] = []
    section, heading = PostingPart.OVERVIEW, ""
    offset = 0
    title_pending = bool(title)
    for line in lines:
        line_start = offset
        offset += len(line) + 1
        if not line.strip():
            continue
        if title_pending:
            title_pending = False
            continue
        opened = heading_part(line)
        if opened is not None:
            section, heading = opened, line.strip().rstrip(":").strip()
            continue
        body = _BULLET.sub("", line)
        body_start = line_start + len(line) - len(body)
        for start, end in _pieces(body):
            piece = body[start:end].strip()
            lead = len(body[start:end]) - len(body[start:end].lstrip())
            begin = body_start + start + lead
            statements.append(Statement(piece, statement_part(piece, section), heading, begin, begin + len(piece)))
    return PostingLayout(text=text, title=title, statements=statements)
