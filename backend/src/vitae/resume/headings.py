"""Section headings: the many ways resumes name their sections, and how to tell a heading from a content line."""

import re
import unicodedata
from dataclasses import dataclass

from vitae import lexicon
from vitae.resume.cjk import CJK  # a heading in Chinese or Japanese ('工作经历') is one run, no spaces
from vitae.resume.model import SectionKind

# The headings of each kind of section, in every supported language (lexicon/headings/<kind>.txt).
HEADING_KINDS: dict[str, SectionKind] = {
    name: kind for kind in SectionKind for name in lexicon.phrases(f"headings/{kind.value}")
}
# A short title-cased line ending in one of these nouns is a heading even when the table lacks it ('Retail Experience').
_HEAD_NOUNS: dict[str, SectionKind] = {
    "experience": SectionKind.EXPERIENCE,
    "experiences": SectionKind.EXPERIENCE,
    "employment": SectionKind.EXPERIENCE,
    "history": SectionKind.EXPERIENCE,
    "education": SectionKind.EDUCATION,
    "qualifications": SectionKind.EDUCATION,
    "skills": SectionKind.SKILLS,
    "competencies": SectionKind.SKILLS,
    "expertise": SectionKind.SKILLS,
    "projects": SectionKind.PROJECTS,
    "certifications": SectionKind.CERTIFICATIONS,
    "certificates": SectionKind.CERTIFICATIONS,
    "licenses": SectionKind.CERTIFICATIONS,
    "summary": SectionKind.SUMMARY,
    "objective": SectionKind.SUMMARY,
    "profile": SectionKind.SUMMARY,
    "awards": SectionKind.OTHER,
    "honors": SectionKind.OTHER,
    "publications": SectionKind.OTHER,
    "activities": SectionKind.OTHER,
    "interests": SectionKind.OTHER,
    "achievements": SectionKind.OTHER,
    "appointments": SectionKind.EXPERIENCE,
    "positions": SectionKind.EXPERIENCE,
    "lectures": SectionKind.OTHER,
    "presentations": SectionKind.OTHER,
    "papers": SectionKind.OTHER,
    "reports": SectionKind.OTHER,
    "grants": SectionKind.OTHER,
    "talks": SectionKind.OTHER,
    "affiliations": SectionKind.OTHER,
    "memberships": SectionKind.OTHER,
    "references": SectionKind.OTHER,
    "referees": SectionKind.OTHER,
    "involvement": SectionKind.OTHER,
    "involvements": SectionKind.OTHER,
    "courses": SectionKind.OTHER,
    "trainings": SectionKind.OTHER,
    "workshops": SectionKind.OTHER,
}
# Ligatures a PDF's font may draw as one glyph with no text behind it, so that extraction drops them: Calibri's
# 'ti' turns 'Education' into 'Educaon', 'Certifications' into 'Cerficaons'.
_LIGATURES = ("ffi", "ffl", "ff", "fi", "fl", "ft", "ti", "tt")


def _without_ligatures(phrase: str) -> set[str]:
    """The phrase as extraction leaves it when one kind of ligature, or all of them, was dropped."""
    variants = {phrase.replace(ligature, "") for ligature in _LIGATURES}
    every = phrase
    for ligature in _LIGATURES:
        every = every.replace(ligature, "")
    variants.add(every)
    return variants - {phrase}


# Known headings as they read with their ligatures dropped ('educaon'), where no heading already reads so. A single
# word left shorter than five letters is too likely a word of its own ('perl' from 'perfil').
_SHORTEST_ONE_WORD_VARIANT = 5
_LIGATURES_DROPPED: dict[str, SectionKind] = {
    variant: kind
    for phrase, kind in HEADING_KINDS.items()
    for variant in _without_ligatures(phrase)
    if variant not in HEADING_KINDS
    and all(len(word) > 2 for word in variant.split())
    and (" " in variant or len(variant) >= _SHORTEST_ONE_WORD_VARIANT)
}
# Every word a known heading is made of, apart from joining words: a line with none of them is not a heading.
_HEADING_VOCABULARY = frozenset(
    word
    for phrase in [*HEADING_KINDS, *_HEAD_NOUNS, *_LIGATURES_DROPPED]
    for word in phrase.split()
    if word not in {"and", "of", "the", "in", "for", "to", "with", "on", "at", "a", "an", "or", "my", "other"}
)
_LETTER_RUN = re.compile(rf"[a-z]+|[{CJK}]+")
# Nouns that say how a section is written, not what it holds: 'Highlights of Employment', 'Overview of Experience'.
GENERIC_HEADS = frozenset({"highlights", "summary", "overview", "record", "details"})
SKILL_GROUP_LABELS = frozenset(lexicon.phrases("headings/skill-group"))
_MINOR_WORDS = frozenset({"and", "of", "the", "in", "for", "to", "with", "on", "at", "a", "an", "or", "my", "other"})
_SEPARATORS = re.compile(r"[&/+]")
_NON_LETTERS = re.compile(rf"[^a-z {CJK}]+")
_SPACES = re.compile(r"\s+")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_PREPOSITION = re.compile(r" (?:of|in|for|to|at|with|on|from|by) ")
_PARENTHETICAL = re.compile(r"\s*\([^()]*\)")
_HAS_DIGIT = re.compile(r"\d")
_NAMES_DEGREE = re.compile(r"\b(?:degree|bachelor|bachelors|master|masters|associates|diploma)\b")
_DEGREE_ABBREVIATION = re.compile(r"\b(?:BA|BSc|MA|MSc|MBA|PhD|BEng|MEng|BCom|MCom|BTech|MTech)\b")
MAX_HEADING_WORDS = 6
_ENDS_WITH_PLACE = re.compile(r",[^\S\n]*[A-Z][A-Za-z.'’ -]*,[^\S\n]*[A-Z]{2}$")  # ', Ithaca, NY'
_LONGEST_HEADING = 90
_MOST_HEADING_SPACES = 14


@dataclass(frozen=True)
class HeadingMatch:
    heading: str  # as written, without decoration
    kind: SectionKind
    known: bool  # found in the table (or by its head noun), rather than guessed from layout
    rest: str = ""  # content written on the same line after a colon


def _without_accents(text: str) -> str:
    """'Expérience' -> 'Experience', 'Persönliche' -> 'Personliche': headings as the table has them."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def normalize_heading(text: str) -> str:
    lowered = _SEPARATORS.sub(" and ", (text if text.isascii() else _without_accents(text)).lower().replace("'s", "s"))
    lowered = _NON_LETTERS.sub(" ", lowered)
    words = [word for word in _SPACES.split(lowered) if word]
    # 'and and' appears when both '&' and 'and' were used; leading 'my' ('My Skills') carries no meaning.
    while words and words[0] in {"and", "my", "key", "the"} and len(words) > 1 and " ".join(words) not in HEADING_KINDS:
        words = words[1:]
    if len(words) > 1 and words[-1] == "and":
        words = words[:-1]  # 'CERTIFICATIONS &' over 'ACCREDITATIONS': a heading the line break cut
    return " ".join(words)


def _is_title_like(text: str) -> bool:
    words = _WORD.findall(text)
    if not words:
        return False
    if text.upper() == text:
        return True
    significant = [word for word in words if word.lower() not in _MINOR_WORDS]
    return all(word[0].isupper() for word in significant) if significant else False


# A rule drawn beside a heading ('REFEREES_______', '---- SKILLS ----', '== EDUCATION =='): decoration, no words.
_RULES = re.compile(r"^[^\S\n]*(?:[_=~*#]{3,}|-{3,}|[–—]{2,})[^\S\n]*|[^\S\n]*(?:[_=~*#]{3,}|-{3,}|[–—]{2,})[^\S\n]*$")
_RULE_CHARACTERS = frozenset("_=~*#-–—")


def without_rules(text: str) -> str:
    """The line without a rule drawn before or after it: 'EDUCATION ______' -> 'EDUCATION'."""
    ends = text.strip() if text[:1].isspace() or text[-1:].isspace() else text
    return _RULES.sub("", text) if ends[:1] in _RULE_CHARACTERS or ends[-1:] in _RULE_CHARACTERS else text


# The number of a section in a designed resume ('01 — Experience', '02 / Skills', '3. Education'): zero-padded or
# followed by a separator, so that '5 Years Experience' keeps its number.
_SECTION_NUMBER = re.compile(r"^\s*(?:0\d|\d{1,2}\s*[.)/:|—–-])\s*(?=[A-Za-z])")


def _strip_decoration(text: str) -> str:
    stripped = text.strip().strip(":-–—|•*_=#.·").strip()
    return _SECTION_NUMBER.sub("", stripped) if stripped[:1].isdigit() else stripped


def kind_of_heading(text: str, *, allow_head_noun: bool = True, labelled: bool = False) -> SectionKind | None:
    """The section kind `text` names, or None when it is not a heading this table knows. A `labelled` line ends in
    a colon ('Education and courses:'), which makes a heading of it even in sentence case."""
    if len(text) > _LONGEST_HEADING or text.count(" ") > _MOST_HEADING_SPACES:
        return None  # far too long for a heading, even letter-spaced or with a parenthesis
    if text.lstrip().startswith("("):
        return None  # '(JavaScript, jQuery) technologies': the end of a sentence, a heading never opens so
    # 'SKILLS (most important underlined)'
    cleaned = _strip_decoration(_PARENTHETICAL.sub(" ", text) if "(" in text else text)
    if not cleaned or len(cleaned) > 60 or _HAS_DIGIT.search(cleaned) or "@" in cleaned or cleaned.endswith("?"):
        return None
    if _HEADING_VOCABULARY.isdisjoint(
        _LETTER_RUN.findall((cleaned if cleaned.isascii() else _without_accents(cleaned)).lower())
    ):
        return None  # no word any heading is made of: most lines of a resume, rejected cheaply
    normalized = normalize_heading(cleaned)
    if not normalized:
        return None
    words = normalized.split()
    if len(words) > MAX_HEADING_WORDS:
        return None
    kind = HEADING_KINDS.get(normalized) or HEADING_KINDS.get(normalized.replace(" and ", " "))
    if kind is None and (_is_title_like(cleaned) or labelled):
        kind = _LIGATURES_DROPPED.get(normalized)
    if kind is None and normalized.startswith("selected "):
        kind = HEADING_KINDS.get(normalized.removeprefix("selected "))  # 'Selected Professional Development'
    if kind is not None:
        return kind
    title_like = _is_title_like(cleaned) or (labelled and cleaned[0].isupper())
    if title_like and (_NAMES_DEGREE.search(normalized) or _DEGREE_ABBREVIATION.search(cleaned)):
        return None  # "Associate's Degree - Education" is an entry of the section, not its heading
    if _ENDS_WITH_PLACE.search(cleaned):
        return None  # 'Community Health & Wellness, Ithaca, NY': a name and its place, not a heading
    if allow_head_noun and len([word for word in words if word != "and"]) <= 4 and title_like:
        # The head of each joined phrase decides, the words before any preposition: 'Retail Experience' and
        # 'Education & Courses' are headings, 'Education Consultant' and 'Trends in Education' are not. A core
        # section's noun outranks the others ('Education & Courses' is education), the first core one the later
        # ('Experience and participated projects' is experience).
        joined = " ".join(words)
        phrases = [_PREPOSITION.split(joined, maxsplit=1)[0]]
        generic, of, subject = joined.partition(" of ")
        if of and generic.split()[-1] in GENERIC_HEADS:
            # 'Highlights of Employment': what a generic noun is of heads the section, when it is a section's noun.
            phrases.insert(0, _PREPOSITION.split(subject, maxsplit=1)[0])
        for phrase in phrases:
            heads = [part.split()[-1] for part in phrase.split(" and ") if part.split()]
            kinds = [_HEAD_NOUNS[head] for head in heads if head in _HEAD_NOUNS]
            core = [kind for kind in kinds if kind is not SectionKind.OTHER]
            if core:
                return core[0]
            if kinds:
                return kinds[-1]
    return None


# 'Adult / Education: The Quarterly Journal of Adult Education 21:14-30': a journal's title wrapped in a
# citation, not a heading with its content.
_CITATION = re.compile(r"\b(?:Journal|JOURNAL|Proceedings|Transactions)\b|\b\d+(?:\(\w+\))?:\s?\d+[-–]\d+\b")


def match_heading(text: str) -> HeadingMatch | None:
    """A heading standing on its own line, possibly with a colon and content after it ('Skills: Python, Go')."""
    stripped = without_rules(text.strip())
    label, colon, rest = stripped.partition(":")
    # 'Endorsement: Business Education': a field's label and its value, whose last word alone makes no heading
    # ('CONTACT INFO: SKILLS:', two headings side by side, still is one).
    valued = bool(rest.strip()) and not stripped.endswith(":")
    kind = kind_of_heading(stripped, labelled=stripped.endswith(":"), allow_head_noun=not valued)
    if kind is not None and (len(stripped.split()) <= MAX_HEADING_WORDS):
        return HeadingMatch(heading=_strip_decoration(stripped), kind=kind, known=True)
    if colon and rest.strip() and label.strip() and label.strip()[0].isupper() and not _CITATION.search(rest):
        inline_kind = kind_of_heading(label, allow_head_noun=False)
        if inline_kind is not None:
            return HeadingMatch(heading=_strip_decoration(label), kind=inline_kind, known=True, rest=rest.strip())
    return None


def looks_like_layout_heading(text: str) -> bool:
    """Whether a line set apart by its font could be a heading the table does not know ('Welcome to RenderCV')."""
    cleaned = _strip_decoration(text)
    if not cleaned or len(cleaned) > 50 or "@" in cleaned or cleaned.endswith((".", ",", ";")):
        return False
    words = cleaned.split()
    return 1 <= len(words) <= MAX_HEADING_WORDS and sum(character.isdigit() for character in cleaned) <= 2
