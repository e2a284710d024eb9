"""The name of a text that lost its line breaks, read where it ends a title or a sentence right before the contact
details, on its line or on the next ('Resume Example - Principal Jane Roe 1640 Elm Street', '... your own resume.
Jane Roe' / 'jane@example.com')."""

import re

from vitae.resume.contacts import is_contact_line
from vitae.resume.locations import is_known_place, is_region
from vitae.resume.name_words import (
    ADDRESS_WORDS,
    JOINING_WORDS,
    LINK,
    PARTICLES,
    bare,
    has_name_shape,
    is_contact_label,
    is_credential,
    is_english_word,
    is_initial,
    is_stop_word,
    is_title_word,
)
from vitae.resume.vocabulary import is_institution, organization_score, word_set

# Words of street names: a run of names before them is an address ('386 Kirby Plaza').
_STREET_WORDS = ADDRESS_WORDS | word_set("drive dr plaza court ct place pl way terrace square crescent close trail")
_HOUSE_NUMBER = re.compile(r"^\d{1,6}[A-Za-z]?\s+[A-Z]")
# '1640', '2014', '(555) 123-4567'; not '3.', 'CS5' or '8.1'.
_NUMBER = re.compile(r"^(?:\d+|\(?\+?\d[\d\s().\-/]{5,}\d)$")
_MAX_WORDS_BEFORE_CONTACT = 40
_MAX_NAME_WORDS = 4


def name_before_contact(text: str, following: str) -> str | None:
    """The name that ends a title or a sentence, right before the contact details on its line or on the next
    ('Sample Resume for Nursing Students Jane Roe' / '12 Elm St')."""
    words = text.split()
    if len(words) > _MAX_WORDS_BEFORE_CONTACT:
        return None  # a paragraph, not the title and the name of a resume's first lines
    for anchor in range(1, len(words)):
        if _opens_contact(words, anchor):
            name = _name_ending_at(words, anchor)
            if name is not None:
                return name
    if is_contact_line(following) or _HOUSE_NUMBER.match(following):
        return _name_ending_at(words, len(words))
    return None


def _opens_contact(words: list[str], index: int) -> bool:
    """Whether the word at `index` starts the contact details: a number (a house, a phone), a link, a contact label,
    a post box, a city before ', ST', or a credential after a comma ('Jane Roe, Ph.D.')."""
    word = words[index]
    if _NUMBER.match(word) and (sum(c.isdigit() for c in word) >= 7 or _starts_street(words, index)):
        return True  # '(555) 123-4567', '1640 Elm Street'; not a list's '3.' nor a version's 'CS5'
    if LINK.match(word) or is_contact_label(word):
        return True
    if bare(word).replace(".", "") == "po" and index + 1 < len(words) and bare(words[index + 1]) == "box":
        return True  # 'Jane Roe PO Box 407'
    following = words[index + 1] if index + 1 < len(words) else ""
    if word.endswith(",") and is_region(following):
        # 'Jane Roe Dover, DE': the city starts the address, unless a house number is before ('703 Elm Hall Dover, DE')
        return not any(earlier.isdigit() and len(earlier) <= 6 for earlier in words[max(0, index - 4) : index])
    return words[index - 1].endswith(",") and is_credential(word)


def _starts_street(words: list[str], index: int) -> bool:
    """'1640 Elm Street', '12 Harbor Drive': a house number, then a street named with a street word."""
    following = words[index + 1 : index + 5]
    capitalised = bool(following) and following[0][:1].isupper() and len(words[index]) <= 6
    return capitalised and any(bare(word) in _STREET_WORDS for word in following)


def _name_ending_at(words: list[str], anchor: int) -> str | None:
    """The run of two to four name words right before `anchor`, after a word that can end a title or a sentence."""
    start = anchor
    while (
        start > 0
        and (_is_name_word(words[start - 1].rstrip(",")) or start < anchor and words[start - 1] in PARTICLES)
        and (start == anchor or "," not in words[start - 1])
    ):
        start -= 1
    while start < anchor and words[start] in PARTICLES:
        start += 1  # 'at van der Berg': a name opens with no particle
    run = [word.rstrip(",") for word in words[start:anchor]]
    if start == 0 or not 2 <= len(run) <= _MAX_NAME_WORDS or not _ends_before_name(words[start - 1]):
        return None
    if len({word.isupper() for word in run if not is_initial(word)}) > 1 or is_known_place(run[-1]):
        return None  # 'ROE Jane', '75001 Paris France': no name
    return " ".join(run)


def _is_name_word(word: str) -> bool:
    """A word that may be part of a name: capitalised, no job, title, street or organisation word, no English noun."""
    if not has_name_shape(word) or is_stop_word(word) or is_credential(word) or is_title_word(word):
        return False
    if is_english_word(word):
        return False  # 'Communication Jane Roe': an English noun before the name
    if word.endswith(".") and not is_initial(word) or bare(word) in _STREET_WORDS:
        return False  # 'ACME CORP. S.A.', '386 Kirby Plaza': a sentence's end, a street
    return organization_score(word) < 2 and not is_institution(word)


def _ends_before_name(word: str) -> bool:
    """Whether a word can stand right before a name that ends a title, a heading or a sentence: a title word, a
    job or heading word ('Teacher', 'Education'), a number, a closing bracket or a sentence's full stop."""
    if word[:1].islower() and not is_title_word(word) or bare(word) in JOINING_WORDS or word.endswith(","):
        return False  # 'Engineer at Harbor Valley', 'Acme Ltd The Big Mill': the words after name a place or a firm
    stops_sentence = word.endswith(".") and not is_initial(word)
    return (
        stops_sentence
        or is_english_word(word)
        or word.endswith((")", ":"))
        or _NUMBER.match(word) is not None
        or is_stop_word(word)
    )
