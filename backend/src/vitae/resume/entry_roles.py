"""Entry fields settled after the header was read.

A job: an employer alone on its header line ('Corvane Technologies Pvt. Ltd', 'HALDEN CORPORATION') is the
organisation, not the title; the two swapped ('Infosys Ltd | Senior Engineer') are put back; what cannot be an
employer (a sentence from the body, a month, 'part-time', '(An ISO 9002 Company)') is dropped rather than reported.

A degree: the title of an education entry names a degree or a field of study; a job title ('Adjunct Professor' in
an academic CV) or a line of the body ('Achieved a Distinction Average') is not one.
"""

import re
from functools import lru_cache

from vitae import lexicon
from vitae.resume.headings import kind_of_heading
from vitae.resume.locations import is_location
from vitae.resume.model import Entry
from vitae.resume.name_words import PARTICLES
from vitae.resume.organization_mentions import LEGAL_FORM, is_employer_mention
from vitae.resume.role_evidence import title_evidence
from vitae.resume.rules import RuleTable
from vitae.resume.vocabulary import (
    find_degree,
    has_degree,
    is_institution,
    names_a_function,
    names_a_post,
    organization_score,
    title_score,
    word_set,
)

_MOST_ORGANIZATION_WORDS = 8
_TABLE_HEADER_WORDS = lexicon.words("words/table-header")
_WEB_ADDRESS = re.compile(r"\.(?:com|net|org|io|co|ai|edu|gov)\b", re.IGNORECASE)
_WORKER = re.compile(r"[a-z](?:er|or|ist|ant|ent|ian|ee)$")
_JOINING_WORDS = word_set("and of the in for to with on at a an or by from de du des la le el del da di van von")
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
# The label of a project's or a job's field with its value ('TEAM SIZE 20', 'LANGUAGE TCL Programming').
_LABEL_AND_VALUE = re.compile(
    r"^(?:TEAM\s+SIZE|LANGUAGES?|PRODUCT|PROJECT|ENVIRONMENT|PLATFORM|TOOLS?|ROLE|DURATION|TECHNOLOG(?:Y|IES)|"
    r"Team\s+[Ss]ize|Technologies|Environment|Platform|Duration)\b[\s:]+\S"
)
# Also two initials with a slash ('A/P' for analyst/programmer), a short form of a job.
_TOO_SHORT = re.compile(r"^(?:[A-Za-z]\.?|[a-z]{2}|[A-Z]/[A-Z]|(?i:and|the|of|expected|salary|grades?))$")
# A description of the employer in brackets ('(An ISO 9002 Company)') says what it is, not who.
_DESCRIPTION_IN_BRACKETS = re.compile(r"^\(.*\)$")
# An e-mail, a page number, a copyright notice, an amount of money ('$15M Service Desk Turnaround').
_EMAIL_PAGE_OR_NOTICE = re.compile(r"@|\bpage\s+\d+\s+of\s+\d+\b|©|^[$€£]\d", re.IGNORECASE)
# Body sentences that reached the header: 'Carried out the duties of budget review', 'Implementation of ...'.
_OPENS_SENTENCE = re.compile(
    r"^(?:[A-Z][a-z]+ed|Led|Built|Ran|Made|Won|Grew|Drove|Wrote|Taught|Oversaw|Set\s+up|Responsible|Involved|"
    r"Implementation|Creation|Development|Design|Management|Maintenance|Preparation|Assist(?:ed|ing)?|Handl(?:ed|ing))"
    r"\s+(?:the|a|an|of|in|for|with|to|and|all|various|new|over|on|by|up)\b"
)


# What no name starts with: a joining word cut from its sentence ('& Smithfield Foods', 'And Design'), or a verb of
# the body ('Taught Intro to Statistics', 'Installed/updated the servers').
_CUT_FROM_A_SENTENCE = re.compile(
    r"^(?:&|And\b)|^Co-[a-z]+ed\b|"
    # Nor does it go on into a verb ('Projects to develop') or end in an article ('Grants for a').
    r"\sto\s+[a-z]{3,}\b|\s(?:a|an|the)$|"
    r"^(?:Co-)?(?:Taught|Converted|Installed|Developed|Designed|Created|Performed|Implemented|Coordinated|Organi[sz]ed|"
    r"Conducted|Supervised|Prepared|Maintained|Provided|Assisted|Trained|Established|Sponsored|Updated|Configured|"
    r"Migrated|Delivered|Produced|Reviewed|Tested|Planned|Presented|Facilitated)\b"
)


_VERSION_OR_DEPARTMENT = re.compile(r"\S\s+v?\d+\.\d+(?:\.\d+)?(?!\S)|\s(?:department|dept\.?|[Rr]egion|REGION)$")
_HEADING_WORDS_IN_CAPITALS = lexicon.words("words/heading-in-capitals")


def names_terms_of_job(text: str) -> bool:
    """'part-time', 'Remunerated', 'Januar': the terms or the month of a job, written beside its title."""
    stripped = text.strip()
    return _EMPLOYMENT_TERMS.match(stripped) is not None or _MONTH_ONLY.match(stripped) is not None


@lru_cache(maxsize=4096)  # asked of the same name again as an entry's fields settle
def is_employer_name(text: str) -> bool:
    """Whether `text` can name an employer at all (not whether it does)."""
    stripped = text.strip()
    if not stripped or not any(character.isalpha() for character in stripped):
        return False
    if _CUT_FROM_A_SENTENCE.search(stripped):
        return False
    words = stripped.split()
    if (degree := find_degree(stripped)) is not None and degree.group(0) == stripped:
        return False  # 'BS', 'MBA': a degree alone
    if names_a_function(stripped):
        return False  # 'Global Procurement', 'Product Distribution': a department or a skill, no employer's name
    if _VERSION_OR_DEPARTMENT.search(stripped):
        return False  # 'Quartz 2.1 Runtime': a product's version; 'Tax Advisory department': a part of the employer
    if stripped.isupper() and any(word.strip(".,:") in _HEADING_WORDS_IN_CAPITALS for word in words):
        return False  # 'EARLIER JOBS IN RETAIL', 'HIGHLIGHTS OF CONTRACTS': a heading the heading list does not know
    # Worked out once: both lower-case checks below let a firm named in lower case through ('de Volksbank').
    firm_in_lower_case = (stripped[0].islower() or words[0].islower()) and is_lower_case_firm_name(words)
    opens_in_lower_case = stripped[0].islower() and not firm_in_lower_case
    if len(words) > _MOST_ORGANIZATION_WORDS or (len(words) > 2 and opens_in_lower_case):
        return False
    if is_table_header_row(stripped):
        return False  # 'No. Company Role Duration': the header row of a table of jobs
    if len(words) > 1 and words[0].islower() and not firm_in_lower_case and not _WEB_ADDRESS.search(stripped):
        return False  # 'a Firm', 'call centre', 'filed 17': words of a sentence; a firm's name starts in capitals
    if names_terms_of_job(stripped) or _EMAIL_PAGE_OR_NOTICE.search(stripped):
        return False
    if _DESCRIPTION_IN_BRACKETS.match(stripped) or _OPENS_SENTENCE.match(stripped) or _reads_as_sentence(words):
        return False
    # A heading's phrase is no employer; one that only ends in a section's noun is, unless set in capitals as
    # headings are ('Brightpath Education' is a company, 'PROJECT SUMMARY' a heading).
    heading = kind_of_heading(stripped, allow_head_noun=stripped.isupper())
    if _LABEL_AND_VALUE.match(stripped) or _TOO_SHORT.match(stripped) or heading is not None:
        return False  # 'TEAM SIZE 20', 'H.', 'PROJECT SUMMARY': a form's label, an initial, a heading
    return not (organization_score(stripped) <= 0 and is_location(stripped))


def is_table_header_row(text: str) -> bool:
    """'No. Company Role Duration', '| Period | Company | Position |': the row that names the columns of a table of
    jobs."""
    words = [word.strip(".:#|").lower() for word in text.split() if word.strip(".:#|")]  # '| Period | Company |'
    return len(words) > 1 and all(word in _TABLE_HEADER_WORDS for word in words)


def is_lower_case_firm_name(words: list[str]) -> bool:
    """'de Volksbank', 'van Leeuwen Buizen': a firm named after a family, written with the particle in lower case;
    or a brand written in lower case with its legal form ('trivago N.V.', 'zalando SE')."""
    if len(words) > 1 and _ENDS_IN_LEGAL_FORM.search(" ".join(words)) is not None and len(words) <= _MOST_BRAND_WORDS:
        return True
    return len(words) > 1 and words[0] in PARTICLES and words[1][:1].isupper()


_ENDS_IN_LEGAL_FORM = re.compile(rf"\s(?:{LEGAL_FORM}|SE|AG|AB|ASA|Oy)$")
_MOST_BRAND_WORDS = 4


def _reads_as_sentence(words: list[str]) -> bool:
    """'Tested network and storage systems', 'Help local library staff with upgrades': after its first
    word, a name is written in capitals; a phrase whose other words are mostly in lower case is a sentence's."""
    content = [word for word in words[1:] if word.lower() not in _JOINING_WORDS and word[0].isalpha()]
    lower = [word for word in content if word[0].islower()]
    if _PLACE_OF_BUSINESS.search(words[-1]) and words[0][0].isupper():
        return False  # 'Elm street Auto shop', 'Corner coffee shop': a place of business named in lower case
    return len(lower) >= 2 and 2 * len(lower) >= len(content)


_PLACE_OF_BUSINESS = re.compile(r"^(?:shop|store|restaurant|caf[eé]|salon|garage|bakery|market|pharmacy|diner)$")


# A title closed up after a short form ('Sr.Consultant', 'Asst.Manager') and the chair of a body ('Department
# Chair', 'Interim Committee Chairperson'): job titles the word lists alone do not see.
_CLOSED_UP_SHORT_FORM = re.compile(r"(?<![\w.])([A-Z][a-z]{1,3}\.)(?=[A-Z][a-z])")
_CHAIR = re.compile(r"\b(?:[Cc]hair(?:man|woman|person)?|CHAIR(?:MAN|WOMAN|PERSON)?)$")


def _title_score(text: str) -> float:
    score = title_score(_CLOSED_UP_SHORT_FORM.sub(r"\1 ", text))
    return score + 2.0 if _CHAIR.search(text.strip().rstrip(".,")) else score


def reads_as_title(text: str) -> bool:
    """A second job title where the employer should be ('Project Leader' beside 'Technical Analyst')."""
    if _CHAIR.search(text.strip().rstrip(".,")) and len(text.split()) <= 4:
        return True
    return _title_score(text) > 0 and organization_score(text) <= 0 and len(text.split()) <= 4


def _names_a_worker(text: str) -> bool:
    """'Software Developer' beside the title 'Freelance Software Developer': a second title whose first word is
    also a firm's ('software', 'media') still ends in the person who does the job, as no firm's name does."""
    words = text.split()
    last = words[-1].strip(".,") if words else ""
    return (
        len(words) <= 4
        and not text.isupper()
        and _WORKER.search(last) is not None
        and title_score(last) > 0
        and organization_score(last) <= 0
    )


def _reads_as_organization(text: str) -> bool:
    """An organisation by its own words ('Infosys Ltd', 'ABC Technologies') and nothing of a job title."""
    return (
        organization_score(text) >= 2
        and title_score(text) <= 0
        and len(text.split()) <= 6
        and not names_a_function(text)
    )


def _title_slash_employer(entry: Entry) -> Entry:
    """'Intern engineer / Brevan, Tours': the title, a slash and the employer, then its town where the employer was
    looked for; a firm's own name after the comma ('Acme Ltd') stays the employer."""
    parts = entry.title.split(" / ")
    if len(parts) != 2 or (entry.location and entry.organization) or organization_score(entry.organization) > 0:
        return entry
    role, employer = parts[0].strip(), parts[1].strip()
    if entry.location and not _reads_as_organization(employer):
        return entry  # with its place read already, the piece after the slash must say it is a firm ('Acme Ltd')
    if title_score(role) <= 0 or _title_score(employer) > 0 or not is_employer_mention(employer):
        return entry
    if not is_employer_name(employer) or len(entry.organization.split()) > 2:
        return entry
    if len(employer.split()) == 1 and _WORKER.search(employer):
        return entry  # 'Developer / Tester': a second title, in a word the lists do not hold
    location = entry.location or entry.organization
    return entry.model_copy(update={"title": role, "organization": employer, "location": location})


# 'Harbour Commissioner Office', 'State Auditor Bureau': a job word inside, but the name of a public body.
_ENDS_IN_A_BODY = re.compile(
    r"^[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){1,4}\s+(?:Office|Ministry|Commission|Bureau|Agency)$"
)


# 'Law Offices of Jane Roe', 'Office of the Mayor': the office of a person or of a public body.
_OFFICE_OF = re.compile(r"^(?:[A-Z][\w'’.-]*\s+){0,3}(?:Offices?|OFFICES?)\s+(?:of|OF)\s+(?:the\s+)?[A-Z]")


def _names_a_body(title: str) -> bool:
    return _ENDS_IN_A_BODY.search(title) is not None or (
        _OFFICE_OF.match(title) is not None and title_score(title) <= 0
    )


def _names_no_job(title: str) -> bool:
    """'REFEREES____', '+1 555 010 4170', 'example.com': a heading, a phone number or a web address read where a
    job's title was looked for."""
    stripped = title.strip()
    if names_terms_of_job(stripped) and title_score(stripped) <= 0:
        return True  # 'Corner Bakery, summer (2009)': the terms or the season of the job, not its title
    if _NAMES_THE_DOCUMENT.search(stripped):
        return True  # 'Resume contributed as a sample', 'Curriculum Vitae - Jane Doe': a line about the document
    if (_WEB_ADDRESS.search(stripped) and " " not in stripped) or _EMAIL_PAGE_OR_NOTICE.search(stripped):
        return True  # also a money amount ('$250,000: grant for a reading programme'), a page's footer, a copyright
    if not any(character.isalpha() for character in stripped):
        return True  # a phone number, or the digits of dates that were not read ('0911')
    if has_degree(stripped) and not names_a_post(stripped):
        return True  # 'Bachelor of Science' in a list of jobs: the degree, no post ('Visiting PhD Student' is one)
    if _ADDRESSES_THE_READER.search(stripped):
        return True  # 'List your teaching practice first': a template's advice to whoever fills it in
    if (
        _OPENS_WITH_A_VERB.match(stripped)
        and len(stripped.split()) >= _LEAST_CLAUSE_WORDS
        and not (names_a_post(stripped) or names_a_function(stripped))
    ):
        return True  # 'Coordinated the weekly rota', 'Searching for a new role': a sentence of the body
    if _OPENS_WITH_A_JOINING_WORD.match(stripped) and not names_a_post(stripped):
        return True  # 'a subsidiary of a bank', 'and the spring term': words from the middle of a sentence
    return title_score(stripped) <= 0 and kind_of_heading(stripped, allow_head_noun=stripped.isupper()) is not None


# A verb in the past tense or in '-ing' and the lower-case words of its clause ('Organised the annual fair',
# 'Designing and Running Workshops'); with a post in it, it is a title ('Visiting Lecturer in Law').
_LEAST_CLAUSE_WORDS = 3  # 'Presiding judge', 'Leading hand': two words are a post the vocabulary may lack
_OPENS_WITH_A_VERB = re.compile(r"^[A-Z][a-z]{2,}(?:ed|ing)\s+(?:[a-z]|[A-Z][a-z]*\s+[a-z])")
_OPENS_WITH_A_JOINING_WORD = re.compile(r"^(?:a|an|the|and|or|of|in|for|to|with|at|by|from)\s")
_ADDRESSES_THE_READER = re.compile(r"\byou(?:rs?)?\b", re.IGNORECASE)
_NAMES_THE_DOCUMENT = re.compile(r"\b(?:resume|résumé|curriculum\s+vitae)\b", re.IGNORECASE)


# A note in brackets after the title on the terms of the job: 'Tutor (six hours a week)', 'Clerk (30 %
# part time)', 'Stock Clerk (temp via an agency)', 'Director (contd)', 'Analyst (Temporary)'.
_TERMS_NOTE = re.compile(
    r"\s*\((?=[^()]*\b(?:part[\s-]?time|full[\s-]?time|hours?|%|temp|temporary|contract|casual|seasonal|summer|"
    r"internship|freelance|remote|contd|cont'd|continued|unpaid|paid|voluntary|job-shared|locum)\b)[^()]*\)$|"
    r"\s*\((?=[^()]*%)[^()]*\)$",
    re.IGNORECASE,
)


def _without_terms_note(title: str) -> str:
    stripped = _TERMS_NOTE.sub("", title).strip(" [(,;-–")  # 'Lead Developer [ (Contract Role)'
    return stripped if title_score(stripped) > 0 else title


# 'Have worked as a Field Technician', 'Served as Teacher Aide': the sentence that names the post.
_WORKED_AS_PREFIX = re.compile(
    r"^(?:I\s+)?(?:have\s+|had\s+)?(?:been\s+)?(?:work(?:ed|ing)|serv(?:ed|ing)|employed)\s+as\s+(?:an?\s+)?(?=[A-Za-z])",
    re.IGNORECASE,
)
# A form's label run into its value, its colon lost: 'Role Developer', 'Employer Northwind Limited'.
_ROLE_LABEL = re.compile(r"^(?:Role|ROLE|Designation|DESIGNATION|Position|POSITION)\s+(?=[A-Z])")
_EMPLOYER_LABEL = re.compile(r"^(?:Employer|EMPLOYER|Organi[sz]ation|ORGANI[SZ]ATION)\s+(?=[A-Z])")
# 'Team Size 3 members', 'Project Name Billing Revamp': a project's field, no job.
_PROJECT_FIELD = re.compile(r"^(?:team\s+size|project\s+name|client\s+name)\b", re.IGNORECASE)


def _without_label(text: str, label: re.Pattern[str]) -> str:
    match = label.match(text)
    return text[match.end() :] if match is not None and is_employer_name(text[match.end() :]) else text


# 'Research Lead. Wrote the survey report for the city': the post, then a sentence about the work.
_SENTENCE_BREAK = re.compile(r"(?<=[a-z]{3})\.\s+(?=\S)")
# A piece cut from a sentence: 'Class of', 'Awarded the prize for', 'from July', 'to Apr'.
_CUT_PIECE = re.compile(  # in lower case: 'Teacher Grade A' ends in a grade
    r"\s(?:of|for|by|in|at|to|with|the|a|an|and|or|on|from)$|^(?:[Ff]rom|[Tt]o|[Tt]ill|[Uu]ntil|[Ss]ince)\s"
)


def _post_named(title: str) -> str:
    """The post without the words around it: its sentence, a form's label, a note on its terms."""
    head = _SENTENCE_BREAK.split(title, maxsplit=1)[0]
    # A full stop inside brackets ends no sentence: 'Clerk (Harbor Dept. of Roads)'.
    if head != title and title_score(head) > 0 and head.count("(") == head.count(")"):
        title = head
    if _PROJECT_FIELD.match(title) or _CUT_PIECE.search(title):
        return ""
    title = _WORKED_AS_PREFIX.sub("", title)
    match = _ROLE_LABEL.match(title)
    if match is not None and title_score(title[match.end() :]) > 0:
        title = title[match.end() :]
    return _without_terms_note(title)


# A joining word the name went on with into the next line; an article left at the end is a sentence's (see
# _CUT_FROM_A_SENTENCE).
_DANGLING_WORD = re.compile(r"\s+(?:of|for|by|in|at|to|with|and|or|on|from)$", re.IGNORECASE)
_LEGAL_FORM_START = re.compile(rf"(?:Co|CO|Pvt|PVT)\b|{LEGAL_FORM}")
_SHORT_FORM_END = re.compile(r"\b(?:Corp|Bros|Dept|Assoc|Univ|Intl|Natl|Govt)$", re.IGNORECASE)


def _employer_named(organization: str) -> str:
    """'Department of Physics. Responsibilities', 'Harbor Development Centre for': the employer's name without the
    sentence that follows it or the word that went on into the next line."""
    head = _SENTENCE_BREAK.split(organization, maxsplit=1)[0]
    tail = organization[len(head) :].lstrip(". ")
    if (
        head != organization
        and not _SHORT_FORM_END.search(head)
        and not _LEGAL_FORM_START.match(tail)  # 'Harbor. Co., Ltd.': a stray full stop before the legal form
        and head.count("(") == head.count(")")
    ):
        organization = head
    return _DANGLING_WORD.sub("", organization)


# 'Executive Secretary of the Harbor Aviation Conference (HAC)': a post, then the body it was held at, named with its
# short form in brackets (three capitals or more: 'Director of Human Resources (HR)' names a department).
_POST_OF_BODY = re.compile(
    r"^(?P<post>.+?)\s+(?:of|at|for|with)\s+(?:the\s+)?"
    r"(?P<body>[A-Z][\w'’.-]*(?:\s+(?:[A-Z][\w'’.-]*|of|for|and|on|in|the|&))*\s+\([A-Z]{3,8}\))"
)


# 'Police Dispatcher (Harbor County Sheriff Office)': the post, then its employer in brackets.
_BODY_WORD = re.compile(
    r"\b(?:Dept\.?|Department|Office|Agency|Bureau|Ministry|Council|Authority|Commission|Corporation|Company|"
    r"Inc\.?|Ltd\.?|LLC|Bank|Hospital|University|College|Institute)(?!\S)",
    re.IGNORECASE,
)
_POST_THEN_BODY = re.compile(r"^(?P<post>[^()]+?)\s*\((?P<body>[A-Z][^()]+)\)$")


def _post_and_body(title: str, organization: str) -> tuple[str, str]:
    if organization and is_employer_name(organization):
        return title, organization
    match = _POST_OF_BODY.match(title)
    if match is None:
        match = _POST_THEN_BODY.match(title)
        if match is not None and not _BODY_WORD.search(match.group("body")):
            match = None  # 'Teacher (Grade 3)', 'Analyst (APAC)': which post, not where
    if match is None or title_score(match.group("post")) <= 0 or not is_employer_name(match.group("body")):
        return title, organization
    return match.group("post"), match.group("body")


def _names_town_of_place(title: str, location: str) -> bool:
    return bool(location) and "," not in location and is_location(f"{title}, {location}") and title_score(title) <= 0


# Which of a job's two names is its title and which its employer, once each is cleaned: the first rule that
# answers decides; with none, each stays where the header put it.
Placement = tuple[str, str]  # (title, organization)


def _employer_alone(title: str, organization: str) -> Placement | None:
    """'Infosys Ltd', 'Harbour Commissioner Office' read as the title of a job with no employer: the employer."""
    if title and not organization and (_reads_as_organization(title) or _names_a_body(title)):
        return "", title
    return None


def _title_and_employer_swapped(title: str, organization: str) -> Placement | None:
    """'Acme Technologies' as the title and 'Software Engineer' as the employer: each in the other's place."""
    if (
        title
        and organization
        and (_reads_as_organization(title) or _names_a_body(title))
        and _title_score(organization) > 0
    ):
        return organization, title
    return None


def _second_title(title: str, organization: str) -> Placement | None:
    """'Project Leader' beside 'Technical Analyst', or 'Interim Department Chair' alone read as a department: a
    second title where the employer should be, or with none the title itself."""
    if organization and (reads_as_title(organization) or (title and _names_a_worker(organization))):
        return title or organization, ""
    return None


def _evidence_says_swapped(title: str, organization: str) -> Placement | None:
    """By the weighed cues (role_evidence), the title reads as an employer and the employer far more as a title:
    in each other's place ('Gull Hotel' as the title of a 'Night Porter')."""
    if not (title and organization):
        return None
    title_side, employer_side = title_evidence(title), title_evidence(organization)
    if title_side < 0 and employer_side - title_side > _CLEAR_DIFFERENCE:
        return organization, title
    return None


_CLEAR_DIFFERENCE = 3.0  # log-odds: the one twenty times likelier a title than the other


_placed = RuleTable(
    "title or employer",
    [_employer_alone, _title_and_employer_swapped, _evidence_says_swapped, _second_title],
    default=None,
    subject=lambda title, organization: f"{title} | {organization}",
)


def settle_work_roles(entry: Entry) -> Entry:
    entry = _title_slash_employer(entry)
    title = _post_named(entry.title)
    organization = _employer_named(_without_label(_named_in_brackets(entry.organization), _EMPLOYER_LABEL))
    organization = _without_terms_in_brackets(organization)
    title, organization = _post_and_body(title, organization)
    if title and _names_no_job(title):
        title = ""
    if not title and names_a_function(organization):
        title, organization = organization, ""  # 'Regional Sales Planning, 2004 to 2006': the post held
    if organization and not is_employer_name(organization):
        organization = ""
    if title and not organization and not entry.start_date and _names_town_of_place(title, entry.location):
        title = ""  # 'Ashby' over 'Oregon' and a telephone number: where the person lives, no post
    title, organization = _placed(title, organization) or (title, organization)
    if not title and organization:
        title = _post_noted_first(entry.description)
    if (title, organization) == (entry.title, entry.organization):
        return entry
    return entry.model_copy(update={"title": title, "organization": organization})


_TERMS_IN_BRACKETS = re.compile(r"\s*\((?P<terms>[^()]{2,30})\)$")


def _without_terms_in_brackets(organization: str) -> str:
    """'Lumen Health (Contract)', 'Harbor Labs (part-time)': the employer's name without the terms of the job."""
    match = _TERMS_IN_BRACKETS.search(organization)
    if match is None or not match.start() or not names_terms_of_job(match.group("terms")):
        return organization
    return organization[: match.start()]


# 'Law Clerk: contracts and leases' opening the description of an employer's entry: the post held, with a note.
_POST_WITH_NOTE = re.compile(r"^(?P<post>[A-Z][^:\n]{1,40}?):\s+\S")
_MOST_POST_WORDS = 5


def _post_noted_first(description: str) -> str:
    """The post a job's description opens with, when written as a label with a note after it ('Law Clerk: contracts
    and leases'), under an employer named without one."""
    match = _POST_WITH_NOTE.match(description)
    if match is None:
        return ""
    post = match.group("post").strip()
    if len(post.split()) > _MOST_POST_WORDS or not reads_as_title(post) or _LABEL_AND_VALUE.match(post):
        return ""
    return post


_NAME_IN_BRACKETS = re.compile(r"\((?P<name>[A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,4})\)")


_MOST_WORDS_AROUND_BRACKETS = 5  # more are a sentence, whose bracket holds a short form ('(PDA)')


def _named_in_brackets(organization: str) -> str:
    """'Search ranking and ads (Northwind)', 'Work Experience (Acme Systems) billing project': a phrase about the
    work, in words of lower case, with the employer's name in brackets."""
    match = _NAME_IN_BRACKETS.search(organization)
    if match is None:
        return organization
    outside = (organization[: match.start()] + " " + organization[match.end() :]).split()
    if len(outside) <= _MOST_WORDS_AROUND_BRACKETS and any(
        word[0].islower() and word not in _JOINING_WORDS for word in outside
    ):
        return match.group("name")
    return organization


# Words a field of study is written with, so that 'Computer Science' or 'Major: Psychology' alone is still a title.
_STUDY_WORDS = re.compile(
    r"\b(?:science|sciences|engineering|technology|studies|commerce|arts|humanities|mathematics|physics|chemistry|"
    r"biology|economics|finance|accounting|psychology|sociology|education|law|medicine|nursing|pharmacy|"
    r"literature|history|philosophy|management|administration|major|minor|graduat\w*|postdoctoral|b-?tech|"
    r"course|courses|coursework|programme|program|specialization|specialisation)\b",
    re.IGNORECASE,
)


# The last word of a field of study, wrapped alone onto a line of its own ('Technology' under 'B.Tech in Information').
_FIELD_END = re.compile(
    r"(?i)(?:systems|engineering|science|sciences|technology|management|studies|administration|applications?|design)"
    r"(?:\s*\([A-Z][A-Za-z.]{1,7}\))?"  # 'Administration (MBA)': the degree's short form may follow
)


def is_end_of_field(text: str) -> bool:
    """'Technology', 'ENGINEERING', 'Sciences': one word that ends the name of a field of study."""
    return _FIELD_END.fullmatch(text.strip()) is not None


def names_field_of_study(title: str) -> bool:
    """A degree or a field of study ('Computer Science', 'Major: Psychology'), not a job title."""
    if has_degree(title):
        return True
    if _STUDY_WORDS.search(title) is None or len(title.split()) > 8:
        return False
    # 'Electrical Engineering': a field's own word ('engineering') does not make a job title of it.
    return title_score(title) <= 0 or title_score(_STUDY_WORDS.sub(" ", title)) <= 0


_PEOPLE = r"(?:children|adults|infants|toddlers|youth|teens|teenagers|adolescents|seniors|elderly|families|patients)"
_NOT_AN_INSTITUTION = re.compile(
    r"^[\W\d]*$|%|\bcum\s+laude\b|^(?:major|majoring|minor|option|concentration|speciali[sz]ation|expected|examination|"
    r"grade|gpa|cgpa|percentage)\b|[\"“”]|"
    # Whom a credential is for ('CPR Certification / Infants and Adults'): people, not a school.
    rf"^{_PEOPLE}(?:,?\s+(?:and|&)\s+{_PEOPLE})*$",
    re.IGNORECASE,
)


_GENERIC_DEGREE_WORDS = lexicon.words("words/generic-degree")
_LETTERS = re.compile(r"[a-z]+")


def _names_no_degree(title: str) -> bool:
    words = _LETTERS.findall(title.lower())
    return bool(words) and all(word in _GENERIC_DEGREE_WORDS for word in words)


# Words of a form's column or a template's placeholder ('Institute/Board', 'College/University', 'Name of
# University'): an institution named with these alone is none.
_GENERIC_INSTITUTION_WORDS = word_set("university college institute institution school board name of the your and or")


def names_no_institution(name: str) -> bool:
    words = _LETTERS.findall(name.lower())
    return bool(words) and all(word in _GENERIC_INSTITUTION_WORDS for word in words)


# The words for a credential in general: a degree's name can open with them ('Degree completed with distinction')
# and an institution's name go on with them ('Lakeview Trade School Certificate'), naming no degree of their own.
GENERIC_CREDENTIALS = word_set("certificate certification certifications credential licensure degree")


def names_column(text: str) -> bool:
    """'Degree', 'College/University', 'Name of Institution': the heading of a table's column, not an entry."""
    words = _LETTERS.findall(text.lower())
    return bool(words) and all(
        word in _GENERIC_DEGREE_WORDS or word in _GENERIC_INSTITUTION_WORDS or word in GENERIC_CREDENTIALS
        for word in words
    )


# An examination board ('CBSE', 'Maharashtra State Board', 'Board of Secondary Education'): what a school's
# certificate was taken under, written where a degree would be.
_BOARD = re.compile(
    r"^(?:cbse|icse|(?:[\w.]+\s+){0,2}state\s+board|board\s+of\s+(?:secondary|higher)\b.*)\.?$", re.IGNORECASE
)


def names_board(text: str) -> bool:
    return _BOARD.match(text.strip()) is not None


# A line of the body that reached an education entry's header: 'Accepted as an associate of the Institute of ...',
# 'Founded the Campus Career Council', or a credential ('Certified Public Secretary'). A school's name does not open
# with a verb in the past tense.
_OPENS_WITH_DEED = re.compile(
    r"^(?:Admitted|Established|Founded|Co-founded|Awarded|Elected|Selected|Appointed|Nominated|Invited|Accepted|"
    r"Completed|Achieved|Received|Earned|Attended|Graduated|Participated|Served|Organi[sz]ed|Coordinated|"
    r"Volunteered|Launched|Created|Presented|Won|Certified|Licensed)\s"
)


# 'Riverside Campus' alone: where the institution named on another line teaches, not the institution.
_CAMPUS = re.compile(r"^(?:[A-Z][\w'’.-]*\s+){1,3}(?:Campus|CAMPUS)$")


# Dotted initials alone ('C.S.', 'E.E.', 'B.S.'): the short form of a degree or of its field, written where the degree
# goes; no word list knows every such pair of letters.
_DOTTED_INITIALS = re.compile(r"^(?:[A-Z]\.){2,3}$")


def is_dotted_initials(text: str) -> bool:
    return _DOTTED_INITIALS.match(text.strip()) is not None


def settle_education_roles(entry: Entry) -> Entry:
    title, organization = entry.title, entry.organization
    if _OPENS_WITH_DEED.match(organization):
        organization = ""
    if (
        title
        and (not names_field_of_study(title) or _names_no_degree(title))
        and not names_board(title)
        and not (is_dotted_initials(title) and organization)
    ):
        title = ""
    if names_no_institution(organization) or _CAMPUS.match(organization):
        organization = ""
    if organization and (split := _degree_after_institution(organization)) is not None:
        organization, degree = split
        title = title or degree
    title = _TRAILING_GRADE.sub("", title)
    organization = _CONTACT_AFTER.sub("", organization)
    if organization and not is_institution(organization) and organization_score(organization) <= 0:
        if _NOT_AN_INSTITUTION.search(organization):
            organization = ""
        elif not title and names_field_of_study(organization):
            title, organization = organization, ""  # 'Business Administration' is what was studied
    if (title, organization) == (entry.title, entry.organization):
        return entry
    return entry.model_copy(update={"title": title, "organization": organization})


# A grade run on after the degree ('Bachelor of Arts in History GPA: 3.5', '... G.P.A. 3.0/4.0').
_TRAILING_GRADE = re.compile(
    r"[\s,;(]*(?:C?GPA|C?G\.P\.A\.?)[\s:-]*\d+(?:\.\d+)?(?:\s*/\s*\d+(?:\.\d+)?)?\)?$", re.IGNORECASE
)
# The contact lines run on after an institution's name ('Lakeview University Email: ann@lakeview.edu Phone: ...').
_CONTACT_AFTER = re.compile(r"[\s,;|]+(?:(?:e-?mail|phone|tel|mobile|fax)\s*:|\S+@\S+\.\w).*$", re.IGNORECASE)


def _degree_after_institution(organization: str) -> tuple[str, str] | None:
    """'Lakeview University M.Ed', 'Harbor Business School Dover MSc in Finance': a degree run into the institution
    before it (the lines of a single-spaced resume) is no part of its name. The institution and the degree, or None."""
    for index, word in enumerate(re.finditer(r"\S+", organization)):
        found = find_degree(word.group(0)) if index > 1 else None
        if found is not None and found.start() == 0 and found.group(0).lower() not in GENERIC_CREDENTIALS:
            name = organization[: word.start()].rstrip(" ,;-–")
            return (name, organization[word.start() :].strip(" ,;")) if is_institution(name) else None
    return None
