"""The words a person's name is made of, and the words that are never part of one (job, heading, address and
contact words, credentials, a document's title)."""

import re

from vitae.resume.vocabulary import word_set

_CREDENTIALS = word_set(
    """
    phd md mba cpa cfa pmp pe rn jd esq dds dvm msc bsc ma ms bs ba cissp ccna csm frm acca cima mcse ocp med
    shrm-cp shrm-scp lpn cna pa-c np edd dphil llm llb mphil
    """
)
_NOT_NAME_WORDS = word_set(
    """
    resume résumé cv curriculum vitae vita biodata bio profile summary objective contact contacts details
    information info personal page sample template example guide name your first last client job seeker
    candidate applicant address street st avenue ave road rd lane drive blvd boulevard apt suite floor city state
    zip phone mobile email e-mail mail linkedin github portfolio website www http https com references available
    request confidential professional experience education skills projects certifications the and for with of to
    in at on my our dear sir madam hello hi january february march july september october november december
    present current years year months technical bachelor bachelors master masters diploma degree engineer
    engineering developer programmer manager analyst consultant designer director intern internship specialist
    assistant associate administrator coordinator officer executive representative technician architect scientist
    accountant teacher professor lecturer writer president founder co-founder ceo cto cfo software senior junior
    trainee fresher graduate student sales marketing freelance freelancer devops java python web full stack
    medical dental legal clinical financial educational administrative creative
    frontend backend it qa hr center centre career department office room campus permanent local home cell
    business entry level market special knowledge birth title font size copy date marital status
    nationality gender age do not is are was be as by from if or so this that we you all any no more very can
    university college institute school attorney lawyer paralegal nurse physician therapist counselor advisor
    recruiter supervisor clerk cashier receptionist secretary instructor tutor trainer editor producer sitter staff
    volunteer principal
    front back end fullstack embedded data cloud network networking database hardware firmware grad mob tel
    telegram whatsapp skype fax certified licensed registered project
    tester operator technologist auditor bookkeeper foreman superintendent mechanic electrician pharmacist surgeon
    strategist marketer attendant contractor merchandiser salesman salesperson stylist photographer journalist
    reporter translator interpreter inspector investigator examiner estimator surveyor drafter draftsman helpdesk
    moderator organizer organiser curator librarian courier labourer laborer practitioner generalist linguist
    economist statistician actuary chemist biologist physicist geologist psychologist dietitian nutritionist
    hygienist paramedic caregiver housekeeper janitor custodian lifeguard dispatcher underwriter machinist registrar
    illustrator animator evangelist entrepreneur apprentice researcher postdoc copywriter have has had need needs
    """
)
# Labels of contact details that may follow the name on its line ('Jane Roe Home: 555 ...', 'Ira Cole website:').
_CONTACT_LABELS = word_set("phone mobile cell tel telephone email e-mail mail home website web fax address contact")
# Words of a document's title ('Sample Resume', 'Teacher CV Template'): no name, though one may follow them.
# 'Curriculum' alone is no title word ('Curriculum Development').
_TITLE_WORDS = word_set("resume résumé cv vitae vita sample template example guide packet biodata")
JOINING_WORDS = word_set("of and in at for the to with on by or")
# Words written in lower case inside a name ('Ludwig van der Berg', 'Carlos da Silva').
PARTICLES = word_set("de da del della der den di du dos das van von la le al el bin ibn ben ter ten y e")
ADDRESS_WORDS = word_set(
    "street st avenue ave road rd lane blvd boulevard room suite apt floor building bldg circle parkway highway hwy"
)
LINK = re.compile(r"^(?:\S+@\S+\.\w+|https?://|www\.)", re.IGNORECASE)
# A word of letters of any alphabet ('Yılmaz', 'Wąsowski', 'Nguyễn'), with apostrophes and hyphens, its first letter
# a capital, or after an Arabic article or an elided 'd' ('al-Farsi', 'el-Amin', "d'Souza"); or initials ('J.K.').
_NAME_SHAPE = re.compile(
    r"^(?:(?:al|el|ad|an|ar|as|ash|at|az|ud|ul|d)['’\-])?(?P<first>[^\W\d_])(?:[^\W\d_]|['’\-])*\.?$"
    r"|^(?P<initial>[A-ZÀ-ÖØ-Þ])\.(?:[A-Z]\.)*$"
)
_INITIAL = re.compile(r"^[A-ZÀ-ÖØ-Þ]\.?$")
# Endings of English nouns and adjectives that names rarely have ('Extensive Object Oriented Development').
ENGLISH_SUFFIXES = ("tion", "ment", "ness", "ity", "ive", "ous", "able", "ship")


def bare(token: str) -> str:
    """The word in lower case without the punctuation around it."""
    return token.lower().strip(".,;:()'’\"")


def is_stop_word(token: str) -> bool:
    """A word never part of a name, alone, in the plural or in a hyphenated word ('Engineer', 'Co-Founder')."""
    word = bare(token)
    parts = [part for part in word.split("-") if part]
    return word in _NOT_NAME_WORDS or word.rstrip("s") in _NOT_NAME_WORDS or any(p in _NOT_NAME_WORDS for p in parts)


def is_contact_label(token: str) -> bool:
    return token.endswith(":") and bare(token) in _CONTACT_LABELS


def is_credential(token: str) -> bool:
    return bare(token).replace(".", "") in _CREDENTIALS


def is_title_word(word: str) -> bool:
    """'Resume', 'CV', 'Template', 'Vitae'."""
    return bare(word) in _TITLE_WORDS


def is_english_word(token: str, *endings: str) -> bool:
    """A long word with the ending of an English noun, adjective or participle, which names rarely have."""
    return len(token) >= 7 and token.lower().endswith(endings or ENGLISH_SUFFIXES)


def has_name_shape(token: str) -> bool:
    """A capitalised word or initials ('Roe', "O'Neil", 'J.K.')."""
    match = _NAME_SHAPE.match(token)
    return match is not None and (match.group("initial") is not None or match.group("first").isupper())


def is_initial(token: str) -> bool:
    return _INITIAL.match(token) is not None
