"""The words a person's name is made of, and the words that are never part of one (job, heading, address and
contact words, credentials, a document's title)."""

import re

from vitae import lexicon
from vitae.resume.vocabulary import word_set

_CREDENTIALS = lexicon.words("words/post-nominal")
_NOT_NAME_WORDS = lexicon.words("words/never-in-a-name")
# Labels of contact details that may follow the name on its line ('Jane Roe Home: 555 ...', 'Ira Cole website:').
_CONTACT_LABELS = word_set("phone mobile cell tel telephone email e-mail mail home website web fax address contact")
# Words of a document's title ('Sample Resume', 'Teacher CV Template'): no name, though one may follow them.
# 'Curriculum' alone is no title word ('Curriculum Development').
_TITLE_WORDS = word_set("resume résumé cv vitae vita sample template example guide packet biodata")
JOINING_WORDS = word_set("of and in at for the to with on by or")
PARTICLES = lexicon.words("words/name-particle")
ADDRESS_WORDS = lexicon.words("words/address")
LINK = re.compile(r"^(?:[^\s@]+@[^\s@]+\.\w+|https?://|www\.)", re.IGNORECASE)  # one @: no backtracking over many
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
