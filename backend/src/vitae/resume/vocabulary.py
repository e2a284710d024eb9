"""Words that tell what a piece of an entry header is: a job title, an organisation, a degree or an institution."""

import re
from collections.abc import Iterator

# The legal forms that end a firm's name ('Acme Labs, Inc.', 'Harbor Law, P.C.'), to match ignoring case.
LEGAL_FORMS = r"inc|ltd|llc|llp|plc|corp|corporation|gmbh|pvt\.?\s*ltd|limited|l\.l\.c|p\.c|pllc"


def word_set(words: str) -> frozenset[str]:
    """A set of words written as one whitespace-separated string, the compact way to keep long word lists."""
    return frozenset(words.split())


_TITLE_WORDS = word_set(
    """
    engineer engineers engineering developer developers programmer architect scientist analyst consultant manager
    managers director intern internship trainee apprentice lead leader head chief officer president vice vp founder
    cofounder co-founder owner partner principal specialist assistant associate administrator admin coordinator
    technician technologist designer writer copywriter editor producer researcher professor lecturer teacher tutor
    instructor faculty fellow postdoc scholar student accountant auditor controller bookkeeper clerk cashier
    representative rep agent executive supervisor foreman superintendent operator mechanic electrician nurse physician
    doctor surgeon pharmacist therapist counselor counsellor advisor adviser planner strategist marketer recruiter
    receptionist secretary steward attendant officer volunteer member contractor freelancer freelance administrator
    cto ceo cfo coo cio ciso cmo sde sdet qa devops sre dba evangelist advocate ambassador buyer merchandiser
    salesman salesperson sales marketing stylist photographer journalist reporter translator interpreter paralegal
    lawyer attorney solicitor inspector investigator examiner estimator surveyor drafter draftsman technical
    support helpdesk coach trainer mentor moderator organizer organiser curator librarian chef cook waiter server
    driver courier handler packer loader worker labourer laborer staff crew captain pilot navigator expert
    owner proprietor entrepreneur professional practitioner generalist hr recruiting bartender barista host
    linguist economist statistician actuary chemist biologist physicist geologist psychologist dietitian
    nutritionist hygienist paramedic caregiver nanny housekeeper janitor custodian lifeguard dispatcher teller
    underwriter carpenter plumber welder machinist treasurer registrar illustrator animator practicum
    """
)
# Posts O*NET's alternate titles end in ('Software Tester', 'Dental Hygienist', 'Machine Operator Helper'), kept where
# the word is no thing, firm, skill, rank in a body's name, common surname or publication's byline as well ('monitor',
# 'broker', 'setter', 'sheriff', 'dean', 'baker', 'author' are left out); only singular, as the plural often names a
# firm ('Riverside Traders').
_OCCUPATION_WORDS = word_set(
    """
    maker helper installer assembler repairer tester cleaner aide finisher artist fitter adjuster educator appraiser
    driller servicer fabricator presser sprayer stitcher erector decorator engraver interviewer preparer maintainer
    trader pathologist banker patternmaker assessor framer repairman lineman modeler hauler clinician coder detailer
    craftsman deliverer splicer sergeant caretaker roofer reviewer demonstrator fireman dancer hostess ironworker
    crewmember transcriber riveter physiologist agronomist ranger interventionist dentist crewman typist farmworker
    solderer promoter breeder stocker radiologist psychiatrist sonographer plasterer upholsterer calibrator historian
    announcer greeter waitress glazier evaluator ecologist neuropsychologist copyist arranger fisherman cardiologist
    watchman handyman trucker responder conservationist meteorologist archivist correspondent veterinarian expeditor
    seamstress lieutenant epidemiologist restorer dermatologist phlebotomist firefighter patroller groomer
    troubleshooter grower shipper mediator colorist pastor commentator stenographer neurologist optician embalmer
    negotiator caseworker arborist astronomer conservator audiologist oncologist pediatrician transcriptionist
    musician exterminator millwright facilitator fundraiser proctor sculptor cartoonist stewardess anesthetist
    anesthesiologist immunologist hospitalist canvasser proofreader metallurgist radiographer sociologist brewer
    entertainer composer urologist biller typesetter pipefitter serviceman comptroller purchaser creator
    environmentalist ergonomist anatomist bacteriologist biochemist toxicologist hydrologist archaeologist
    choreographer videographer ophthalmologist projectionist bricklayer lubricator locksmith gunsmith cabinetmaker
    lithographer dressmaker arbitrator forecaster webmaster biostatistician cartographer botanist taxonomist
    psychotherapist pianist broadcaster orthodontist dietician herbalist acupuncturist beautician docent mortician
    esthetician telemarketer subcontractor boilermaker woodworker paymaster gemologist entomologist horticulturist
    pharmacologist paleontologist comedian songwriter blogger lyricist orthopedist kinesiologist caterer dishwasher
    groundskeeper aesthetician rancher jeweler silversmith warehouseman midwife
    """
)
_POST_WORDS = _TITLE_WORDS | _OCCUPATION_WORDS
# Plurals of job words that name firms ('Hartley Associates', 'Acme Partners'); a job title is singular.
_FIRM_PLURALS = word_set("associates partners consultants advisors architects solicitors attorneys")
_SENIORITY_WORDS = word_set("senior sr sr. junior jr jr. lead principal staff chief head assistant associate")
_ORGANIZATION_WORDS = word_set(
    """
    inc inc. incorporated ltd ltd. limited llc llp lp plc corp corp. corporation company co co. gmbh ag sa s.a.
    bv b.v. nv pty pvt pvt. private group holdings technologies technology tech solutions systems services
    software labs lab laboratories studio studios consulting consultants consultancy partners ventures capital
    bank financial insurance industries enterprises international global networks media communications
    pharmaceuticals pharma healthcare hospital clinic university college institute school academy foundation
    agency associates firm store stores restaurant hotel motors airlines airways energy electric telecom
    infotech infosystems infoway softech technosoft datasystems analytics digital interactive entertainment
    games publishing press magazine news council ministry department government army navy force
    commission authority bureau centre center society association federation organisation organization trust
    charity league club museum library brothers bros boutique mall cafe café church solicitors attorneys
    newspaper
    """
)
# What a firm does or a part of it ('Marketing', 'Public Relations', 'Product Distribution', 'Support Team'), and the
# common words such a name is qualified with ('Global', 'Online', 'Project'): a phrase of these words alone names a
# department or a skill, not an employer, which has a name of its own ('Waste Management', 'Acme Marketing').
_FUNCTION_WORDS = word_set(
    """
    marketing sales finance accounting accounts operations relations distribution management planning administration
    procurement purchasing logistics compliance audit auditing research development communications outreach
    recruitment training testing maintenance production analytics intelligence strategy writing copywriting
    applications support team division unit desk teaching observation instruction tutoring counseling counselling
    services program programme work systems software graphics security networking
    """
)
_QUALIFYING_WORDS = word_set(
    """
    global international national regional local digital online offshore off-shore onshore software business
    corporate public private customer human resources product products project program programme strategic
    enterprise technical media financial social mobile web internet it information retail commercial industrial
    major key new general special incident service services quality data content brand event events copy classroom
    career student health voluntary volunteer field operating office computer ict network and & of
    """
)


def names_a_function(text: str) -> bool:
    """'Global Procurement', 'Product Distribution', 'Service Desk Support Team': a department or a skill."""
    words = words_of(text)
    return (
        bool(words)
        and words[-1] in _FUNCTION_WORDS
        and all(word in _FUNCTION_WORDS or word in _QUALIFYING_WORDS for word in words)
    )


_INSTITUTION_PATTERN = re.compile(
    r"\b(?:universit(?:y|ies|é|ät|at|ad|ade|à|a)|universidade?|college|institute|institution|school|academy|polytechnic|"
    r"politecnico|instituto|istituto|institut|universiteit|hogeschool|fachhochschule|berufsschule|iut|vidyalaya|vidyapeeth|vidyapith|mahavidyalaya|conservatory|seminary|iit|nit|iiit|bits|mit|"
    r"technion|faculty|campus|hochschule|gymnasium|lyceum|lycée|ecole|école|escuela|high school|"
    r"junior college|community college|board of (?:secondary|higher)|cbse|icse|state board)\b",
    re.IGNORECASE,
)
_DEGREE_PATTERN = re.compile(
    r"(?<![\w.])(?:"
    r"bachelor(?:'?s)?|master(?:'?s)?|doctor(?:ate)?\s+of|doctorate|associate(?:'?s)?\s+(?:of|degree|in)|"
    r"ph\.?\s?d\.?|d\.?phil\.?|m\.?\s?phil\.?|ed\.\s?d\.?|"
    r"b\.?\s?tech\.?|m\.?\s?tech\.?|b\.?\s?sc\.?|m\.?\s?sc\.?|"
    r"mba|emba|bba|bca|mca|b\.?\s?com\.?|m\.?\s?com\.?|b\.\s?ed\.?|m\.\s?ed\.?|"
    r"b\.?\s?pharm\.?|m\.?\s?pharm\.?|b\.?\s?arch\.?|m\.?\s?arch\.?|llb|llm|ll\.b\.?|ll\.m\.?|"
    r"mbbs|bds|bfa|mfa|bsn|msn|mph|pgdm|pgdbm|pg\s+diploma|post\s*graduate|postgraduate|"
    r"diploma|advanced\s+diploma|graduate\s+diploma|h\.?s\.?c\.?|s\.?s\.?c\.?|s\.?s\.?l\.?c\.?|h\.?s\.?s\.?c\.?|"
    r"higher\s+secondary|senior\s+secondary|secondary\s+school|high\s+school|matriculation|"
    r"10th|12th|(?:class|std\.?|standard)\s+(?:x|xii|10|12)(?:th)?|a[\s-]levels?|o[\s-]levels?|certificate\s+(?:in|of)|specialist\s+degree|"
    r"engineer(?:'?s)?\s+degree|licen[cs]iate|magister|laurea|abitur|degree|certificate|certification|credential|"
    r"licensure|btec|hnc|hnd|baccalaur[ée]at|dipl[oô]me|foundation\s+degree|juris\s+doctor|associates?\s+degree|"
    r"diplom-ingenieur|dipl\.-ing\.?|licenciatura|"
    # European first and second degrees: 'Licence en Droit', 'Máster en Finanzas', 'Grado en Economía', 'Diplom in
    # Physik', 'Magistère', 'Maîtrise', 'Bacharelado', 'Mestrado'; 'Licence' and 'Grado' only before the field's
    # preposition ('Driving Licence' is no degree).
    r"licence\s+(?:en|in|de|d['’])|grado\s+en|grau\s+en|m[áà]ster|diplom|magist[èe]re|ma[îi]trise|bacharelado|"
    r"licenciado|mestrado|doutorado|doctorado|staatsexamen|"
    # Engineering and technician degrees in Spanish and Portuguese: 'Ingeniería en Sistemas', 'Ingeniero Industrial',
    # 'Engenharia de Computação', 'Técnico en Programación'.
    r"ingenier[íi]a\s+(?:en|de)|ingenier[oa]|engenharia\s+(?:de|em)|engenheir[oa]|t[ée]cnico\s+(?:en|em|superior)|"
    # What a bootcamp or an online school gives in place of a degree: 'Web Development Bootcamp', 'Nanodegree'.
    r"boot[\s-]?camp|nanodegree"
    r")(?![\w])",
    re.IGNORECASE,
)
# Short forms are only degrees in capitals: 'BS', 'M.S.', 'BE', 'MA' (never 'me', 'ma', 'be').
_SHORT_DEGREE_PATTERN = re.compile(
    r"(?<![\w.])(?:B\.?\s?S\.?(?:c\.?|E\.?|EE|CS)?|M\.?\s?S\.?(?:c\.?|E\.?|EE|CS)?|B\.?\s?A\.?|M\.?\s?A\.?|"
    r"B\.?\s?E\.?|M\.?\s?E\.?|M\.?\s?D\.?|J\.?\s?D\.?|B\.?Ed\.?|M\.?Ed\.?|Ed\.?D\.?|MPA|MPS|GED|PUC|BCL|"
    r"[BM]\.?\s?Eng\.?|[BM]\.?A\.?Sc\.?|[BM]Des|[BM]Mus|Pharm\.?\s?D\.?|Psy\.?\s?D\.?|D\.?D\.?S\.?|DMD|DNP|DPT|"
    r"MPP|MHA|MLIS|MRes|MSW|BSW|AAS|PGCE|"
    # Dotted initials of a bachelor's, master's or doctor's degree ('B.S.W.', 'M.L.S.'), not those opening a name
    # ('K.L.N. Oil and Gas', 'S.R.K. University').
    r"[BMD]\.(?:[A-Z]\.){2,3}(?!\s+[A-Z]))"
    r"(?![\w])(?!\s+(?:Office|Word|Excel|SQL|Access|Project|Visio|Dynamics|Outlook|PowerPoint|Windows|DOS|Teams))"
)
_ACRONYM = re.compile(r"\b[A-Z]{2,6}\b")
_DOMAIN_ENDING = re.compile(r"\.(?:com|io|ai|org|net|co)\b", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z][A-Za-z.&'-]*")


def words_of(text: str) -> list[str]:
    return [word.lower().strip(".,'") for word in _WORD.findall(text)]


def title_score(text: str) -> float:
    """How much `text` reads like a job title ('Senior Software Engineer', 'Co-Founder & CTO')."""
    words = words_of(text)
    if not words:
        return 0.0
    score = 0.0
    for word in words:
        if word in _FIRM_PLURALS:
            continue  # 'Hernandez & Associates', 'Bain Partners': a firm, not a job
        if word in _POST_WORDS or word.rstrip("s") in _TITLE_WORDS:
            score += 2.0
        elif "-" in word and word.replace("-", "") in _POST_WORDS:
            score += 2.0  # 'Co-ordinator', 'Book-keeper'
        elif any(part in _TITLE_WORDS for part in word.split("-")):
            score += 1.5
    if words[0] in _SENIORITY_WORDS:
        score += 1.0
    # A title is short; long phrases with a title word are usually sentences.
    if len(words) > 8:
        score -= 2.0
    return score


# Title words that name a line of work or a quality rather than the one who holds the post: 'MARKETING', 'Sales',
# 'Technical' alone say what a person does, not what the person is.
_FIELD_TITLE_WORDS = word_set("sales marketing technical helpdesk hr recruiting freelance engineering internship")
# Posts only when they head a qualified phrase: 'Project Management Professional', not 'PROFESSIONAL' alone.
_GENERIC_POSTS = word_set("professional expert")


def reads_as_post(text: str) -> bool:
    """A job title more than a firm's name ('Software Engineer': 'software' alone does not make it a company)."""
    score = title_score(text)
    return score > 0 and score >= organization_score(text)


def names_a_post(text: str) -> bool:
    """Whether `text` names the post someone holds ('Senior Accountant', 'Marketing Manager', 'Certified Project
    Management Professional'), not a line of work or a quality alone ('MARKETING', 'Technical excellence')."""
    words = [word for word in words_of(text) if word not in _FIRM_PLURALS]
    for index, word in enumerate(words):
        if word in _FIELD_TITLE_WORDS or title_score(word) < 1.5:
            continue
        if word not in _GENERIC_POSTS or (index == len(words) - 1 and index > 0):
            return True
    return False


def is_post_word(word: str) -> bool:
    """Whether one word names a post ('engineer', 'Professional', 'Co-ordinator'), not a line of work ('marketing')."""
    lowered = word.lower().strip(".,'")
    return lowered not in _FIELD_TITLE_WORDS and lowered not in _FIRM_PLURALS and title_score(lowered) >= 1.5


def is_title_word(word: str) -> bool:
    """Whether a word written in lower case may belong to a job title: 'senior', 'software', 'systems', 'engineer'."""
    lowered = word.lower().strip(".,'")
    return (
        lowered in _SENIORITY_WORDS
        or lowered in _QUALIFYING_WORDS
        or lowered in _FUNCTION_WORDS
        or title_score(lowered) > 0
    ) and lowered not in {"and", "&", "of"}


def organization_score(text: str) -> float:
    """How much `text` reads like a company or organisation ('Nexus AI Inc.', 'Oracle India Pvt Ltd')."""
    words = words_of(text)
    if not words:
        return 0.0
    score = 0.0
    for word in words:
        if word in _ORGANIZATION_WORDS:
            score += 2.0
    if _ACRONYM.search(text) and len(words) <= 4:
        score += 0.5
    if _DOMAIN_ENDING.search(text):
        score += 1.0
    return score


def find_degree(text: str) -> re.Match[str] | None:
    return _DEGREE_PATTERN.search(text) or _SHORT_DEGREE_PATTERN.search(text)


def find_degrees(text: str) -> Iterator[re.Match[str]]:
    """Each degree `find_degree` finds in the text after the one before, the spelled-out name preferred to an
    abbreviation anywhere after it as there; in one pass, each pattern searched again only once passed."""
    position = 0
    upcoming = {pattern: pattern.search(text) for pattern in (_DEGREE_PATTERN, _SHORT_DEGREE_PATTERN)}
    while True:
        for pattern, found in upcoming.items():
            if found is not None and found.start() < position:
                upcoming[pattern] = pattern.search(text, position)
        match = upcoming[_DEGREE_PATTERN] or upcoming[_SHORT_DEGREE_PATTERN]
        if match is None:
            return
        yield match
        position = match.end()


def has_degree(text: str) -> bool:
    return find_degree(text) is not None


def is_institution(text: str) -> bool:
    return _INSTITUTION_PATTERN.search(text) is not None


# Schooling outside a degree: a bootcamp or an online course ('Software Engineering Immersive',
# 'Data Analyst Nanodegree', 'Online Course: Deep Learning').
# Written with a capital, as a word of the programme's name: 'a course in marketing' is a sentence.
_PROGRAMME_PATTERN = re.compile(
    r"\b(?:Boot[\s-]?[Cc]amps?|Immersive|Nanodegrees?|MOOCs?|Courses?|BOOTCAMPS?|COURSES?)\b"
)


def names_programme(text: str) -> bool:
    """'Web Development Bootcamp', 'Complete JavaScript Course'; not a post named after one ('Programme Manager')."""
    return _PROGRAMME_PATTERN.search(text) is not None and not names_a_post(text)


# A name written with a lower-case first letter and a capital after it ('iOS', 'eBay', 'iRobot') or opened by a dot
# ('.NET') is a capitalised word all the same.
_CAPITALISED_INSIDE = re.compile(r"^(?:[a-z][A-Z]|\.[A-Za-z])")


def opens_with_capital(text: str) -> bool:
    return text[:1].isupper() or _CAPITALISED_INSIDE.match(text) is not None


def opens_in_lower_case(text: str) -> bool:
    """'associated with ...', not 'iOS Developer' nor '.NET Developer'."""
    return text[:1].islower() and _CAPITALISED_INSIDE.match(text) is None
