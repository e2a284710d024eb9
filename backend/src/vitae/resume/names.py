"""The person's name: found among the first lines, never a heading, a contact line, a job title or a placeholder.

A line often carries more than the name ('Marta Lynn Coles ERP Support Analyst - Contoso', 'Ivan Hartley 87 Some
Street', 'Jane Roe, Ph.D., Associate Professor'), so the name is read as the run of name-like words the line starts
with, ending at a comma, a digit, a switch to capitals, a job word or an address word. A text that lost its line
breaks puts the name inside a longer line: after a document's title or a 'Name:' label ('Sample Resume Template Jane
Roe 12 Elm St'), or right before the contact details (`name_before_contact`).
"""

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum

from vitae.resume import cjk
from vitae.resume.headings import kind_of_heading
from vitae.resume.headline import headline_text
from vitae.resume.locations import is_known_place, is_region
from vitae.resume.model import SectionKind
from vitae.resume.name_before_contact import name_before_contact
from vitae.resume.name_words import (
    ADDRESS_WORDS,
    ENGLISH_SUFFIXES,
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
from vitae.resume.rules import RuleTable
from vitae.resume.text_lines import ResumeLine
from vitae.resume.vocabulary import (
    has_degree,
    is_institution,
    names_a_function,
    organization_score,
    title_score,
    word_set,
)

# A stand-in surname of sample resumes ('Jane Applicant'): the given name beside it is the name.
_PLACEHOLDER_SURNAMES = word_set("applicant candidate")
# Kinds of bodies whose name starts with the keyword ('University of ...', 'Department of ...'): the words before it
# are not part of it ('Jane Roe Department of Physics').
_BODY_BEFORE_OF = word_set("university college institute department school faculty office centre center ministry")
# Words of a sample document's title ('Sample Resume', 'Resume Template'), never of a real resume's first lines.
_SAMPLE_WORDS = word_set("sample template example")
_MAX_TITLE_WORDS = 6
_MAX_HEADING_WORDS = 6
# Forms of address and titles before a name ('Dr. Priya Raman', 'Prof Kenji Sato', 'Dr. med. Anna Weber', 'Ing. Tomáš
# Novák', 'Er. Rahul Verma'): not part of the name.
_HONORIFICS = word_set("dr prof mr mrs ms mx engr eng ing mag rev er adv sr sra med rer dipl")
# Generational suffixes after a name ('Robert Hollis Jr.', 'William Barnes III'): part of the name, and its end.
_NAME_SUFFIXES = word_set("jr sr ii iii iv")
_PLACE_PREFIXES = word_set("san santa los las fort port saint st mount north south east west lake new")
_NAME_LABEL = re.compile(r"^\s*(?:full\s+)?name\s*[:\-–]\s*", re.IGNORECASE)
_RESUME_OF = re.compile(
    r"^\s*(?:resume|résumé|cv|curriculum\s+vitae|bio-?data)\s+(?:(?:of|for|[:\-–])\s*)?", re.IGNORECASE
)
_OWNER_RESUME = re.compile(
    r"^(?P<name>.+?)(?:['’]s)?\s*[-–|:]?\s*(?:resume|résumé|cv|curriculum\s+vitae)\s*$", re.IGNORECASE
)
_DETAILS_WORDS = word_set("details particulars data information")
_LABEL_BEFORE_COLON = re.compile(r"^(\w+(?: \w+)?)\s?:\s*\S")
_CONTINUED = re.compile(r"\s*[(\[]?\b(?:cont(?:'?d|\.|inued)?)[)\]]?\s*$", re.IGNORECASE)
# A contact heading run into the name on one line ('CONTACTS JANE ROE').
_CONTACT_HEADING = re.compile(
    r"^(?i:contacts?(?:\s+(?:information|info|details))?|personal\s+(?:details|information|data))\s*:?\s+(?=[A-Z])"
)
_NAME_INTRODUCED = re.compile(r"\b[Mm]y name is ([A-Z][a-z'’\-]+(?: [A-Z][a-z'’\-]+){0,3})\b")
_BARE_NAME_LABEL = re.compile(r"^\s*(?:full\s+)?name\s*:\s*$", re.IGNORECASE)
# A label alone on its line ('Date of Birth:', 'Marital Status:') or the number of a list ('1.').
_FORM_LABEL = re.compile(r"^\s*(?:[\w.]+(?:\s+[\w.]+){0,3}\s*:|\d{1,2}\.)\s*$")
_MAX_FORM_LABELS = 10
_NAME_LABEL_INSIDE = re.compile(r"\bname\s*:\s*", re.IGNORECASE)
# A date, a number or a note in brackets between a document's title and the name ('CURRICULUM VITAE (2016) Jane Roe').
_LEADING_NOTE = re.compile(r"^(?:\([^)]*\)|[^\w(]+|\d[\d/.\-]*|(?i:no)\.?\s?\d+)*\s*")
# A nickname after the given name, before the surname ('Wei-Ling "Wendy" Tan', 'Alexander (Sasha) Ivanov'): not part
# of the name, and its quotes or brackets would end it.
_NICKNAME = re.compile(
    r"^(?P<given>[^\W\d_][\w'’-]*)\s+(?:\"[^\"\s]{2,20}\"|“[^”\s]{2,20}”|\([A-Z][^()\s]{1,20}\))(?=\s+[A-Z])"
)
_SEGMENT_SEPARATORS = re.compile(r"\s*(?:\||•|·|●|◆|▪|\t| {2,}| – | — | - |;|,)\s*")
_SURNAME_DOT_INITIAL = re.compile(r"\b([A-Z][a-z]{2,})\.([A-Z])\b\.?")  # 'Dibbert.V' -> 'Dibbert V.'
_MASKED_TOKEN = re.compile(r"^(?:[xX*]{3,}|[*]+)[.,]?$")
_MAX_NAME_TOKENS = 5
_NAME_SEARCH_LINES = 12
_SAMPLE_SEARCH_LINES = 40
_NAME_FONT_RATIO = 1.3
_DISPLAY_NAME_FONT_RATIO = 1.6
_MAX_LONG_NAME_TOKENS = 16
_LONG_NAME_LINE = 120
_MOST_HEADLINE_WORDS = 6


class Ending(Enum):
    """What follows the name-like words of a segment."""

    NOTHING = "nothing"  # the segment is the name alone (or the name and a masked placeholder)
    WORD = "word"  # a capitalised word that is not part of a name ('Bernier Software Engineer')
    ADDRESS = "address"  # a street word: the words before were a street name ('Baker Street')
    SENTENCE = "sentence"  # a lower-case word: the capitalised words began a sentence ('Times New Roman or Arial')
    PLACEHOLDER = "placeholder"  # a stand-in surname ('Jane Applicant'): the given name alone is kept
    OTHER = "other"


@dataclass(frozen=True)
class NameCandidate:
    name: str
    ending: Ending


def _stop(taken: list[str], tokens: list[str], index: int, continues: bool) -> tuple[list[str], Ending]:
    """The name words taken before the word at `index`, which is no name word, and what that word makes of them."""
    token = tokens[index]
    if bare(token) in ADDRESS_WORDS:
        if len(taken) <= 2:
            return taken, Ending.ADDRESS  # 'Baker Street', 'Maple Hall Room 310'
        if index + 1 < len(tokens) or continues:
            return taken[:-1], Ending.OTHER  # 'Jane Q Roe Elm Street Dover': the word before the street word names it
    if LINK.match(token) or is_contact_label(token):
        return taken, Ending.NOTHING  # 'Jane Roe jane@example.com', 'Jane Roe Home: (555) ...': contact details follow
    if bare(token) in _PLACEHOLDER_SURNAMES and len(taken) == 1:
        return taken, Ending.PLACEHOLDER
    if token[:1].islower():
        if len(taken) >= 3 and is_english_word(taken[-1], "ing") and token in JOINING_WORDS | {"as"}:
            return taken[:-1], Ending.WORD  # 'Jane Roe Working as an engineer': a sentence follows the name
        phrase = " ".join(tokens[index : index + 2]).rstrip(":")
        if taken and phrase.islower() and tokens[index] not in JOINING_WORDS and kind_of_heading(phrase) is not None:
            return taken, Ending.NOTHING  # 'Jane Roe personal information ...': a heading follows the name
        return taken, Ending.SENTENCE
    return taken, Ending.WORD if token[:1].isupper() else Ending.OTHER


def _starts_job_or_body(tokens: list[str], index: int) -> bool:
    """Whether an organisation word after a name starts the field of a job ('Digital Media Specialist', 'Software
    Engineer') or the name of a body ('University of Leeds', 'Department of Physics') rather than ending one."""
    following = tokens[index + 1 : index + 2]
    if bare(tokens[index]) in _BODY_BEFORE_OF and following and following[0].lower() in ("of", "at"):
        return True
    phrase = " ".join(tokens[index : index + 4])
    return title_score(phrase) >= 2 or names_a_function(" ".join(tokens[index : index + 2]))


def _plain_name_word(word: str) -> bool:
    """A capitalised word that may be part of a name: no job, heading, credential, English noun or place."""
    return has_name_shape(word) and not (
        is_stop_word(word) or is_credential(word) or is_english_word(word) or is_known_place(word)
    )


def _name_goes_on(rest: list[str]) -> bool:
    """Whether a name word follows the particles at the start of `rest` ('der Berg'), so that the particle is inside
    the name and not a word of what follows it."""
    words = list(itertools.dropwhile(lambda word: word in PARTICLES, rest))
    return bool(words) and _plain_name_word(words[0]) and not words[0].isupper()


# A vowel and a consonant: a surname ('LI', 'ZHANG'), not an initialism ('BBC', 'IAE').
_SPOKEN_AS_A_WORD = re.compile(r"(?=.*[AEIOUY])(?=.*[B-DF-HJ-NP-TV-Z])")


def _surname_in_capitals_first(taken: list[str], rest: list[str]) -> bool:
    """'ZHANG Wei', 'DUPONT Jean-Pierre': one surname in capitals before the given names, which end the segment."""
    return (
        len(taken) == 1
        and _SPOKEN_AS_A_WORD.search(taken[0]) is not None
        and 1 <= len(rest) <= 2
        and all(_plain_name_word(word) and not word.isupper() for word in rest)
    )


def _surname_in_capitals_last(taken: list[str], rest: list[str]) -> bool:
    """'Jean DUPONT': one given name, then the surname in capitals ending the segment."""
    return (
        len(taken) == 1
        and len(rest) == 1
        and _SPOKEN_AS_A_WORD.search(rest[0]) is not None
        and _plain_name_word(rest[0])
    )


def _opens_with_honorifics(tokens: list[str]) -> bool:
    """'Dr. med. Anna Weber': forms of address, then a name word."""
    if bare(tokens[0]) not in _HONORIFICS:
        return False
    rest = list(itertools.dropwhile(lambda token: bare(token) in _HONORIFICS, tokens))
    return len(rest) < len(tokens) and bool(rest) and has_name_shape(rest[0]) and not is_stop_word(rest[0])


def _leading_name_tokens(tokens: list[str], *, continues: bool = False) -> tuple[list[str], Ending]:
    """The name-like words a segment starts with, and what came after them (`continues`: the line goes on after the
    segment)."""
    taken: list[str] = []
    for index, token in enumerate(tokens):
        if _MASKED_TOKEN.match(token):
            return taken, Ending.NOTHING
        if not taken and _opens_with_honorifics(tokens[index:]):
            continue  # 'Dr. Priya Raman', 'Dr. med. Anna Weber': the name follows the form of address
        if len(taken) >= 2 and bare(token) in _NAME_SUFFIXES:
            return [*taken, token.rstrip(",;")], Ending.NOTHING  # 'Robert Hollis Jr.', 'William Barnes III'
        if organization_score(token) >= 2 or is_institution(token):
            if len(taken) >= 2 and _starts_job_or_body(tokens, index):
                return taken, Ending.OTHER  # 'Jane Roe Digital Media Specialist': the field of a job follows
            return [], Ending.OTHER  # 'Johns Hopkins University': the words before were part of an organisation
        if taken and token in PARTICLES and _name_goes_on(tokens[index + 1 :]):
            taken.append(token)  # 'Ludwig van der Berg', 'Carlos da Silva'
            continue
        if is_stop_word(token) or is_credential(token) or not has_name_shape(token):
            return _stop(taken, tokens, index, continues)
        capitals = token.isupper() and not is_initial(token)
        if taken and capitals and not any(word.isupper() for word in taken):
            if _surname_in_capitals_last(taken, tokens[index:]):
                return [*taken, token], Ending.NOTHING  # 'Jean DUPONT'
            return taken, Ending.WORD  # 'Owen Hartley NORVEX': capitals after mixed case start something else
        if taken and not token.isupper() and all(word.isupper() and not is_initial(word) for word in taken):
            if _surname_in_capitals_first(taken, tokens[index:]):
                return taken + tokens[index:], Ending.NOTHING  # 'ZHANG Wei', 'DUPONT Jean-Pierre'
            return taken, Ending.WORD
        if token.endswith(".") and not is_initial(token):
            taken.append(token.rstrip("."))
            return taken, Ending.OTHER  # 'Lena Marie Rowan. Hughes': a full stop after a word ends the name
        taken.append(token)
        if len(taken) > _MAX_LONG_NAME_TOKENS:
            return [], Ending.OTHER
    return taken, Ending.NOTHING


def _drop_trailing_noise(tokens: list[str]) -> list[str]:
    """The name words without the particles and single letters they end with, nor a headline's first word after
    them."""
    while len(tokens) > 1 and (bare(tokens[-1]) in PARTICLES or len(tokens[-1]) == 1):
        tokens = tokens[:-1]
    if len(tokens) > 2 and is_english_word(tokens[-1]):
        tokens = tokens[:-1]  # 'Jane Roe Quantitative Analyst', 'Jane Roe Decisive, ...': a headline follows
    return tokens


def _names_region(text: str) -> bool:
    """Whether `text` starts with a region or a known place ('DE', 'Ohio Phone', 'New York City')."""
    words = text.split()
    return any(is_region(" ".join(words[:size])) or is_known_place(" ".join(words[:size])) for size in (1, 2, 3))


def _before_place(tokens: list[str], place: str) -> list[str]:
    """The name in words that a comma and a place follow: none when the words are a place themselves ('Bowling
    Green, KY') or a district ('Elm West Vill., New York City'), the name without the city before ', ST'."""
    if not place:
        return tokens
    if is_region(place) and len(tokens) <= 2:
        return []
    if not _names_region(place):
        return tokens
    if len(tokens) <= 3 and any(bare(token) in _PLACE_PREFIXES for token in tokens[1:]):
        return []
    return _without_city(tokens) if len(tokens) > 2 else tokens  # 'Jane Q Roe Dover, DE': the name, then the city


def _without_city(tokens: list[str]) -> list[str]:
    """A name run on into the city of its address ('Jane Q Roe Dover', 'Jane Roe New Haven' before ', CT'); three
    words are a name alone unless the last is a known city ('Jane Roe Boston')."""
    if len(tokens) <= 3 and not is_known_place(tokens[-1]):
        return tokens
    kept = tokens[:-1]
    if len(kept) > 2 and bare(kept[-1]) in _PLACE_PREFIXES:
        kept = kept[:-1]
    return kept if len(kept) >= 2 else []


def _after_name_label(text: str) -> str | None:
    """The text after a 'Name:' label inside a line ('CURRICULUM VITAE NAME: Jane Roe', 'Personal details: Name:
    Jane Roe'), not after 'Company Name:' or 'Name of school:'."""
    for label in _NAME_LABEL_INSIDE.finditer(text):
        before = text[: label.start()].split()
        previous = before[-1] if before else ""
        labels_details = previous.endswith((":", ".", "_")) or bare(previous) in _DETAILS_WORDS
        if not previous or labels_details or previous.isupper() or is_title_word(previous):
            return text[label.end() :]
    return None


def _after_document_title(words: list[str]) -> str | None:
    """What follows a document's title on its line ('Editor Resume Template Jane Roe 12 Elm St', 'CURRICULUM VITAE
    (2016) Jane Roe'): the words after its last title word, a date or a note in brackets skipped; None when the line
    has no title word before its first digit."""
    first_digit = next((i for i, word in enumerate(words) if any(c.isdigit() for c in word)), len(words))
    title_words = [i for i, word in enumerate(words[:first_digit]) if is_title_word(word)]
    if not title_words:
        return None
    return _LEADING_NOTE.sub("", " ".join(words[title_words[-1] + 1 :]))


def _name_beside_title(words: list[str]) -> NameCandidate | None:
    """The name after the document's title on its line, or else right before it."""
    after_title = _after_document_title(words)
    return (_full_name_in(after_title) if after_title else None) or _name_before_title(words)


def _name_before_title(words: list[str]) -> NameCandidate | None:
    """The name right before the document's title ('Ada Brook CURRICULUM VITAE Current position: ...')."""
    first_title = next((i for i, word in enumerate(words) if is_title_word(word)), None)
    if first_title is None:
        return None  # 'Resume|Jane Roe': the title word was glued to what follows it
    if first_title > 0 and bare(words[first_title - 1]) == "curriculum":
        first_title -= 1
    tokens, _ = _leading_name_tokens(words[: first_title + 1])
    if len(tokens) < 2 or len(tokens) != first_title:
        return None
    return NameCandidate(" ".join(tokens), Ending.WORD)


def _full_name_in(text: str) -> NameCandidate | None:
    """A name of two words or more, or a given name beside a stand-in surname, at the start of `text`."""
    candidate = name_in_line(text)
    if candidate is None or len(candidate.name.split()) < 2 and candidate.ending is not Ending.PLACEHOLDER:
        return None
    return candidate


def name_in_line(text: str) -> NameCandidate | None:
    """The name a line starts with: 'Name: John Doe', 'JOHN DOE | john@x.com', 'Kunze XXXXX', 'Resume of Jo Li'; or
    the name after a 'Name:' label or a document's title inside the line ('Sample Resume Jane Roe 12 Elm St')."""
    text = _CONTACT_HEADING.sub("", text.strip().strip("\"'"))
    untitled = _RESUME_OF.sub("", _NAME_LABEL.sub("", text))
    text = _LEADING_NOTE.sub("", untitled) if _RESUME_OF.match(text) else untitled
    owner = _OWNER_RESUME.match(text)
    if owner and len(owner.group("name").split()) >= 2:
        text = owner.group("name")
    labelled = _after_name_label(text)
    if labelled is not None:
        return _full_name_in(labelled)
    text = _NICKNAME.sub(r"\g<given>", _SURNAME_DOT_INITIAL.sub(r"\1 \2.", text))
    parts = _SEGMENT_SEPARATORS.split(text.strip(), maxsplit=1)
    words = parts[0].split()
    if not words:
        return None
    if _after_document_title(words) is not None:
        return _name_beside_title(text.split())
    tokens, ending = _leading_name_tokens(words, continues=len(parts) > 1)
    if len(parts) > 1 and len(tokens) == len(words) and "," in text[len(parts[0]) : len(parts[0]) + 3]:
        tokens = _before_place(tokens, re.sub(r"\s*\d.*$", "", parts[1].split(",")[0]))
    tokens = _drop_trailing_noise(tokens)
    if not tokens or ending in (Ending.ADDRESS, Ending.SENTENCE):
        return None
    return NameCandidate(" ".join(tokens), ending)


def is_person_name(candidate: NameCandidate, *, at_top: bool) -> bool:
    """Whether the candidate is a person's name. At the very top of a resume a lone surname ('Kunze XXXXX') or a
    long run of given names standing alone on the line are accepted too."""
    tokens = candidate.name.split()
    if len(tokens) > _MAX_NAME_TOKENS and not (at_top and candidate.ending is Ending.NOTHING):
        return False
    if len(tokens) == 1:
        alone = at_top and candidate.ending in (Ending.NOTHING, Ending.WORD)
        if not (alone or candidate.ending is Ending.PLACEHOLDER) or len(tokens[0]) < 3:
            return False
        if tokens[0].lower().endswith(ENGLISH_SUFFIXES):
            return False
    if len(tokens) > 1 and all(is_initial(token) or bare(token) in PARTICLES for token in tokens):
        return False
    if len(tokens) > 1 and (tokens[0] in PARTICLES or bare(tokens[0]) in _PLACE_PREFIXES):
        return False
    if any(is_english_word(token) for token in tokens):
        return False
    if has_degree(tokens[0]) or kind_of_heading(candidate.name) is not None:
        return False
    if organization_score(candidate.name) >= 2 or is_institution(candidate.name):
        return False
    if names_a_function(candidate.name):
        return False  # 'Graphic Design', 'Human Resources': a field of work printed above the name
    return not is_known_place(candidate.name)


# Particles written in lower case inside a name ('LUDWIG VAN DER BERG' -> 'Ludwig van der Berg'); not the Arabic
# 'Al' nor 'El', which many capitalise.
_LOWER_CASE_PARTICLES = word_set("van von der den de da das dos du del della di ter ten")


def display_name(name: str) -> str:
    """'JOHN DOE' -> 'John Doe', 'LUDWIG VAN DER BERG' -> 'Ludwig van der Berg'; names already in mixed case are kept
    as written."""
    if name.upper() != name:
        return name
    tokens = name.split()
    return " ".join(
        token.lower()
        if 0 < index < len(tokens) - 1 and _is_lower_case_particle(token, tokens[index - 1])
        else token
        if is_initial(token)
        else "-".join(part[:1].upper() + part[1:].lower() for part in token.split("-"))
        for index, token in enumerate(tokens)
    )


def _is_lower_case_particle(token: str, previous: str) -> bool:
    """'VAN', 'DER', 'DE'; 'LA' after 'DE' ('de la Cruz'), not alone ('La Rosa')."""
    word = token.lower()
    return word in _LOWER_CASE_PARTICLES or word == "la" and previous.lower() == "de"


# Where the name is, as (index of its line, name): the first rule that finds one decides. With layout the largest line
# near the top comes first; without it, the first line that holds a name, before the first real section; failing
# that, the name at the top of a later page, or in a running footer.
NameFound = tuple[int, str]


def _name_in_largest_type(
    lines: list[ResumeLine], body_size: float | None, furniture: Sequence[ResumeLine]
) -> NameFound | None:
    """The largest line near the top of the first page, set well above the body's size, when it reads as a name."""
    sized = [
        (index, line) for index, line in enumerate(lines[:_NAME_SEARCH_LINES]) if line.font_size and line.page == 1
    ]
    if not body_size or not sized:
        return None
    index, line = max(sized, key=lambda pair: (pair[1].font_size or 0.0, -pair[0]))
    large = (line.font_size or 0.0) >= body_size * _NAME_FONT_RATIO
    name = _person_name(name_in_line(_with_columns(line)), at_top=True) if large else ""
    return (index, name) if name else None


def _name_set_in_lower_case(
    lines: list[ResumeLine], body_size: float | None, furniture: Sequence[ResumeLine]
) -> NameFound | None:
    """'alex chen' above 'alex.chen@example.com' (see `_name_in_lower_case`)."""
    return _name_in_lower_case(lines[:_NAME_SEARCH_LINES])


def _first_line_with_a_name(
    lines: list[ResumeLine], body_size: float | None, furniture: Sequence[ResumeLine]
) -> NameFound | None:
    """The first line near the top that gives a name (see `_name_on_line`), before the first real section starts."""
    window = lines[:_NAME_SEARCH_LINES]
    for index, line in enumerate(window):
        heading = index > 0 and kind_of_heading(line.text) not in (None, SectionKind.OTHER)
        if heading and not _continues_title(window, index) and not _name_before_heading(line.text):
            return None  # past the first real section the name is no longer expected
        # An item of a list below the first line ('2. Complete JavaScript Course, 2021') is never the line of the name;
        # a text that marks every line as an item still opens with the name.
        found = None if line.is_bullet and index > 0 else _name_on_line(lines, window, index)
        if found is not None:
            return found
        if index > 0 and line.bold and line.text.isupper() and len(line.text.split()) <= _MAX_HEADING_WORDS:
            return None  # a heading set in bold capitals ('TOOLS & TECH'): the lines below are a section's
        label = _LABEL_BEFORE_COLON.match(line.text)
        if label and kind_of_heading(label.group(1)) not in (None, SectionKind.OTHER):
            return None  # 'Objective: To obtain ...': a section starts with this line
    return None


def _name_in_chinese_characters(
    lines: list[ResumeLine], body_size: float | None, furniture: Sequence[ResumeLine]
) -> NameFound | None:
    """A name in Chinese characters alone on its line near the top, before the first heading ('李明', '山田 太郎',
    '姓名：李明'); not a document's title ('个人简历': 'resume')."""
    for index, line in enumerate(lines[:_NAME_SEARCH_LINES]):
        if kind_of_heading(line.text) is not None:
            return None
        name = cjk.name_in(line.text)
        if name and not is_stop_word(name):
            return index, name
    return None


def _name_under_sample_title(
    lines: list[ResumeLine], body_size: float | None, furniture: Sequence[ResumeLine]
) -> NameFound | None:
    """The name under a sample's title further down (see `_name_below_sample_title`)."""
    return _name_below_sample_title(lines)


def _name_over_continued_heading(
    lines: list[ResumeLine], body_size: float | None, furniture: Sequence[ResumeLine]
) -> NameFound | None:
    """The name at the top of a later page, above a heading carried over (see `_name_above_continued_heading`)."""
    found = _name_above_continued_heading(lines)
    return found if found[0] >= 0 else None


def _name_in_display_size(
    lines: list[ResumeLine], body_size: float | None, furniture: Sequence[ResumeLine]
) -> NameFound | None:
    """The name set far larger than anything else on the first page, below a column read first (see
    `_name_in_display_type`)."""
    return _name_in_display_type(lines, body_size) if body_size else None


def _name_in_running_footer(
    lines: list[ResumeLine], body_size: float | None, furniture: Sequence[ResumeLine]
) -> NameFound | None:
    """The name beside the page number at the end of each page ('Jane Roe | Page 2 of 3')."""
    return _name_in_page_footer(lines)


def _name_in_set_aside_footer(
    lines: list[ResumeLine], body_size: float | None, furniture: Sequence[ResumeLine]
) -> NameFound | None:
    """The name in a running footer the parser set aside with the page numbers (its line is gone: index -1)."""
    return _name_in_page_footer(furniture, last_of_page=False)


_name_table: RuleTable[[list[ResumeLine], float | None, Sequence[ResumeLine]], NameFound] = RuleTable(
    "name",
    [
        _name_in_largest_type,
        _name_set_in_lower_case,
        _first_line_with_a_name,
        _name_in_chinese_characters,
        _name_under_sample_title,
        _name_over_continued_heading,
        _name_in_display_size,
        _name_in_running_footer,
        _name_in_set_aside_footer,
    ],
    default=(-1, ""),
    subject=lambda lines, body_size, furniture: "(the name)",
)


def find_name(
    lines: list[ResumeLine], body_size: float | None, page_furniture: Sequence[ResumeLine] = ()
) -> tuple[int, str]:
    """The index of the line holding the name, and the name; (-1, '') when there is none."""
    return _name_table(lines, body_size, page_furniture)


_LOWER_CASE_WORD = re.compile(r"^[^\W\d_A-Z][\w'’-]*$")
_LOWER_CASE_NAME_WORDS = (2, 3)
_CONTACT_LINES_BELOW = 3


def _name_in_lower_case(window: list[ResumeLine]) -> tuple[int, str] | None:
    """'alex chen' above 'alex.chen@example.com': a name set all in lower case, as some modern resumes do. Only the
    first line is so read, of two or three words no other kind of line has, with contact details right below."""
    if not window:
        return None
    text = window[0].text.strip()
    words = text.split()
    names = [word for word in words if word not in PARTICLES]  # 'jan van dijk'
    if len(names) not in _LOWER_CASE_NAME_WORDS or not text.islower() or words[0] != names[0] or words[-1] != names[-1]:
        return None
    if not all(_LOWER_CASE_WORD.match(word) for word in words):
        return None
    if any(is_stop_word(word) or is_english_word(word) for word in names):
        return None
    if not any(line.facts.contact for line in window[1 : 1 + _CONTACT_LINES_BELOW]):
        return None
    capitalised = (word if word in PARTICLES else word[:1].upper() + word[1:] for word in words)
    candidate = NameCandidate(" ".join(capitalised), Ending.NOTHING)
    return (0, candidate.name) if is_person_name(candidate, at_top=True) else None


# A page's running footer: the name and the page number ('Jane Roe 1', 'Jane Roe | Page 2 of 3', 'Jane Roe, 2/3').
_PAGE_FOOTER = re.compile(
    r"^(?P<name>[^\d|•–—,-]+?)\s*(?:[|•–—,-]\s*)?(?:page\s*)?\d{1,2}(?:\s*(?:of|/)\s*\d{1,2})?$", re.IGNORECASE
)


def _name_in_page_footer(lines: Sequence[ResumeLine], *, last_of_page: bool = True) -> tuple[int, str] | None:
    """The name in the running footer of each page, for a resume whose top does not hold it. Only a line of two to
    four name words beside a page number is so read: among the resume's lines, the last one of a page or of the
    document; among the page furniture set aside, any (its index is then -1, as the line is no longer there)."""
    for index, line in enumerate(lines):
        if last_of_page and index + 1 < len(lines) and lines[index + 1].page == line.page:
            continue
        match = _PAGE_FOOTER.match(line.text.strip())
        if match is None or not 2 <= len(match.group("name").split()) <= 4:
            continue
        candidate = name_in_line(match.group("name"))
        if candidate is not None and candidate.ending is Ending.NOTHING and (name := _person_name(candidate)):
            return (index if last_of_page else -1), name
    return None


def _name_in_display_type(lines: list[ResumeLine], body_size: float) -> tuple[int, str] | None:
    """The name set far larger than anything else on the first page, where a column read first (a sidebar of
    contacts and skills) pushed it below the lines searched at the top."""
    first_page = [(index, line) for index, line in enumerate(lines) if line.page == 1 and line.font_size]
    if len(first_page) <= _NAME_SEARCH_LINES:
        return None
    index, line = max(first_page, key=lambda pair: (pair[1].font_size or 0.0, -pair[0]))
    if index < _NAME_SEARCH_LINES or (line.font_size or 0.0) < body_size * _DISPLAY_NAME_FONT_RATIO:
        return None
    name = _person_name(name_in_line(_with_columns(line)), at_top=True)
    return (index, name) if name else None


def _name_on_line(lines: list[ResumeLine], window: list[ResumeLine], index: int) -> tuple[int, str] | None:
    """The name the line at `index` gives: the name it starts with, the value of a 'Name:' label standing alone,
    a name introduced in a sentence, or the name right before the contact details."""
    line = lines[index]
    # One word alone is taken as a name only at the very top (anonymised resumes keep just a surname).
    name = _person_name(name_in_line(_with_columns(line)), at_top=index == 0)
    if name:
        return index, name
    if _BARE_NAME_LABEL.match(line.text):
        found = _name_after_label_column(lines, index)
        if found is not None:
            return found
    introduced = _NAME_INTRODUCED.search(line.text)
    if introduced and not is_stop_word(introduced.group(1)):
        return index, introduced.group(1)  # 'My name is Maria, I am a system analyst ...'
    following = window[index + 1].text if index + 1 < len(window) else ""
    before_contact = name_before_contact(line.text, following)
    name = _person_name(NameCandidate(before_contact, Ending.NOTHING) if before_contact else None)
    return (index, name) if name else None


def _person_name(candidate: NameCandidate | None, *, at_top: bool = False) -> str:
    """The candidate's name as displayed if it is a person's name, else ''."""
    if candidate is None or not is_person_name(candidate, at_top=at_top):
        return ""
    return display_name(candidate.name)


def _name_after_label_column(lines: list[ResumeLine], index: int) -> tuple[int, str] | None:
    """The name in a form whose labels stand in a column before their values ('Name:' / 'Birth:' / 'Nationality:'
    / 'Jane Roe' / '12 May 1980' / ...): the first line after the labels."""
    for later in range(index + 1, min(index + _MAX_FORM_LABELS, len(lines))):
        if not _FORM_LABEL.match(lines[later].text):
            name = _person_name(name_in_line(lines[later].text))
            return (later, name) if name else None
    return None


def _name_below_sample_title(lines: list[ResumeLine]) -> tuple[int, str] | None:
    """The name under a sample's title further down, below a page's preamble ('Filed under: Resume Samples ...' /
    'Sales Representative Resume Example' / 'Jane Roe')."""
    for index in range(min(len(lines), _SAMPLE_SEARCH_LINES) - 1):
        words = lines[index].text.split()
        if _is_sample_title(words, _MAX_TITLE_WORDS + 2) and _after_document_title(words) == "":
            name = _person_name(name_in_line(lines[index + 1].text))
            if name:
                return index + 1, name
    return None


def _name_above_continued_heading(lines: list[ResumeLine]) -> tuple[int, str]:
    """The name at the top of a later page, above a heading carried over ('Jane Roe' / 'EXPERIENCE (Cont.)'), for
    a resume whose first lines lost it."""
    for index in range(1, len(lines)):
        if not _CONTINUED.search(lines[index].text) or kind_of_heading(_CONTINUED.sub("", lines[index].text)) is None:
            continue
        candidate = name_in_line(lines[index - 1].text)
        if candidate is not None and candidate.ending is Ending.NOTHING and (name := _person_name(candidate)):
            return index - 1, name
    return -1, ""


def _name_before_heading(text: str) -> bool:
    """'Jane Roe Education': a name of two words or more with the first section's heading run into its line, as a
    text that lost its line breaks leaves it, not a heading named by its last word."""
    candidate = name_in_line(text)
    if candidate is None or len(candidate.name.split()) < 2 or not text.startswith(candidate.name):
        return False
    return kind_of_heading(text[len(candidate.name) :].strip(" :")) is not None


def _is_sample_title(words: list[str], max_words: int) -> bool:
    """A short line naming a sample document ('Nurse Resume Sample', 'Resume Template')."""
    return len(words) <= max_words and any(bare(word) in _SAMPLE_WORDS for word in words)


def _continues_title(lines: list[ResumeLine], index: int) -> bool:
    """Whether the heading at `index` is a word of the document's title ('Sample Resume' / 'Education' / 'Do not
    copy ...', 'Special' / 'Education' / 'Resume Jane Roe'), not the first section."""
    before = lines[index - 1].text.split()
    after = lines[index + 1].text.split() if index + 1 < len(lines) else []
    return _is_sample_title(before, _MAX_TITLE_WORDS) or _after_document_title(after[:3]) is not None


def _with_columns(line: ResumeLine) -> str:
    if all(" " not in column and has_name_shape(column) for column in line.columns):
        return line.text  # 'ALEX   KIM': a name spread wide, one word to a column
    return "\t".join(line.columns)


def _heading_or_headline(name: str, text: str) -> bool:
    """Whether `text`, after a name of two words or more on its line, is a heading the table knows or a headline of
    a few words naming a post, with no comma or degree ('Senior Accountant', not 'PhD, Lecturer')."""
    if len(name.split()) < 2 or not text:
        return False
    if kind_of_heading(text.strip(" :"), allow_head_noun=False) is not None:
        return True
    # 'Jonas Weber | Backend Engineer | Berlin | jonas@example.de': the headline opens the rest of the line
    first = _HEADLINE_PIECES.split(text, maxsplit=1)[0]
    return any(
        len(piece.split()) <= _MOST_HEADLINE_WORDS
        and "," not in piece
        and not has_degree(piece)
        and headline_text(piece) == piece
        for piece in {text, first}
    )


# What separates the pieces of a line holding the name, the headline and contact details.
_HEADLINE_PIECES = re.compile(r"\s+[|•·–—]\s+|\s*\|\s*")


def split_name_line(lines: list[ResumeLine], index: int, name: str) -> list[ResumeLine]:
    """The lines with a long line that holds the name (a resume flattened onto few lines: 'Jane Roe 12 Elm St ...
    EDUCATION BSc ...') cut after the name, so that what follows it is read as the rest of the resume; the title
    before the name ('Sample Resume ...') is dropped with the name. A short line is cut so too where a heading or
    a headline follows the name ('Jane Roe Education', 'Jane Roe Senior Accountant')."""
    if index < 0:
        return lines
    line = lines[index]
    start = line.text.lower().find(name.lower())
    if start < 0:
        return lines
    rest = line.text[start + len(name) :].strip(" ,;|-–—·•")  # 'Tomás Álvarez — Senior Data Engineer'
    if len(line.text) <= _LONG_NAME_LINE and not _heading_or_headline(name, rest):
        return lines
    named = replace(line, text=line.text[start : start + len(name)], columns=())
    following = [replace(line, text=rest, columns=(), is_bullet=False)] if rest else []
    return [*lines[:index], named, *following, *lines[index + 1 :]]
