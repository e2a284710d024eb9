"""The wording the writer knows: duty phrases and what they mean, nouns made from verbs, fillers and wordy phrases."""

import re
from enum import StrEnum

from vitae.resume.vocabulary import word_set
from vitae.writer.verbs import verb_lexicon

ABLE_TO = re.compile(r"\b(?:was|were)\s+able\s+to\s+([a-z]+)\b", re.IGNORECASE)


class Duty(StrEnum):
    """What a weak opening says the person did, which bounds what it may become."""

    OWNED = "owned"  # 'Responsible for X': did X, or managed it
    HANDLED = "handled"  # 'Handled X': managed X
    SUPPORTED = "supported"  # 'Helped with X': supported X, never did X alone
    TOOK_PART = "took_part"  # 'Involved in X': collaborated on X
    WORKED_ON = "worked_on"  # 'Worked on doing X': did X; 'Worked on X': collaborated on X


_VERB_FORMS = r"(?:ed|ing|s|es)?"
# Tried in order at the start of a sentence, after any 'I' and auxiliary; each ends before the object.
DUTY_PHRASES: tuple[tuple[re.Pattern[str], Duty], ...] = tuple(
    (re.compile(pattern + r"\s+", re.IGNORECASE), duty)
    for pattern, duty in (
        (
            r"(?:(?:was|were|am|is|are|been)\s+)?(?:solely\s+|primarily\s+|directly\s+)?(?:responsible|accountable)\s+for",
            Duty.OWNED,
        ),
        (r"(?:(?:was|were|am|is|are|been)\s+)?in\s+charge\s+of", Duty.OWNED),
        (r"(?:(?:was|were|am|is|are|been)\s+)?(?:tasked|charged|entrusted)\s+with", Duty.OWNED),
        (
            r"(?:my\s+)?(?:key\s+)?(?:duties|responsibilities|tasks)\s+(?:included|include|includes|were|involved)(?:\s+to)?:?",
            Duty.OWNED,
        ),
        (
            r"(?:my\s+)?(?:role|job|responsibility|task)\s+(?:was|is|included|includes|involved|involves)(?:\s+to)?",
            Duty.OWNED,
        ),
        (r"handl" + _VERB_FORMS, Duty.HANDLED),
        (r"handle", Duty.HANDLED),
        (r"(?:help|assist|aid)" + _VERB_FORMS + r"(?:\s+(?:with|in|on|to))?", Duty.SUPPORTED),
        (
            r"(?:(?:was|were|am|is|are|been)\s+)?(?:actively\s+)?(?:involved|participat(?:e|es|ed|ing)|engag(?:e|es|ed|ing))\s+in",
            Duty.TOOK_PART,
        ),
        (r"(?:contribut(?:ed|ing|es|e))\s+to(?:wards)?", Duty.TOOK_PART),
        (r"(?:work(?:ed|ing|s)?)\s+on", Duty.WORKED_ON),
    )
)

# Verb -> the noun made from it, both ways: 'Helped with migrating' -> 'Supported the migration of', and 'Development
# of X' -> 'Developed X'. Only pairs that are certain; other nouns are read by the rules in verb_of_noun.
NOUN_OF_VERB: dict[str, str] = {
    "administer": "administration",
    "analyze": "analysis",
    "automate": "automation",
    "build": "build",
    "configure": "configuration",
    "coordinate": "coordination",
    "create": "creation",
    "customize": "customization",
    "deliver": "delivery",
    "deploy": "deployment",
    "design": "design",
    "develop": "development",
    "document": "documentation",
    "enhance": "enhancement",
    "establish": "establishment",
    "evaluate": "evaluation",
    "execute": "execution",
    "implement": "implementation",
    "improve": "improvement",
    "install": "installation",
    "integrate": "integration",
    "launch": "launch",
    "maintain": "maintenance",
    "manage": "management",
    "migrate": "migration",
    "modify": "modification",
    "monitor": "monitoring",
    "optimize": "optimization",
    "organize": "organization",
    "plan": "planning",
    "prepare": "preparation",
    "produce": "production",
    "recruit": "recruitment",
    "redesign": "redesign",
    "review": "review",
    "supervise": "supervision",
    "test": "testing",
    "train": "training",
    "upgrade": "upgrade",
    "validate": "validation",
    "verify": "verification",
}
VERB_OF_NOUN: dict[str, str] = {noun: verb for verb, noun in NOUN_OF_VERB.items()}
_NOUN_SUFFIX_RULES = (
    ("ication", "y"),  # identification -> identify
    ("ization", "ize"),
    ("isation", "ize"),
    ("ation", "ate"),  # automation -> automate
    ("ation", "e"),  # preparation -> prepare
    ("ation", ""),  # implementation -> implement
    ("ition", "e"),  # definition -> define
    ("sion", "d"),  # extension -> extend
    ("sion", "de"),  # decision -> decide
    ("sion", "se"),  # supervision -> supervise
    ("tion", "te"),  # execution -> execute
    ("tion", "ce"),  # production -> produce
    ("tion", ""),  # construction -> construct
    ("ment", ""),  # development -> develop
    ("ance", ""),  # assistance -> assist
)
# Every candidate a rule gives is kept only when it is a verb the writer knows, so a wrong rule never fires.

# Base forms that are as often nouns at the start of a line ('Design documents for...', 'Support for...'): read as
# verbs only when a determiner or a coordinated verb follows ('Design the ...', 'Design and build ...').
NOUN_LIKE_VERBS = word_set(
    """access answer audit book budget call change code contact contract control cost count cover design display
    document draft estimate experience field file forecast guide host interview issue lead load mail manage map
    mark market model monitor name note order outline package patch place plan post present price print process
    profile program project quote rank rate record release repair report request research return review run sample
    scan schedule search service ship sign sort source staff stock store study supply support survey target test
    track trade train transfer transport type update upgrade value view visit work open free clean close complete
    correct direct secure perfect light fine"""
)
DETERMINERS = word_set(
    """the a an all any each every our their its his her this that these those new multiple several various numerous
    many more key daily weekly monthly both"""
)

# Words removed as fillers: they take room and say nothing. Nouns such as 'team player' are left alone, since taking
# them out would leave the sentence without a word it needs.
FILLER_WORDS = re.compile(
    r"\b(?:successfully|various|numerous|very|really|highly\s+motivated|self-motivated|motivated|passionate|dynamic|"
    r"hard[- ]working|results[- ]driven|detail[- ]oriented)\b",
    re.IGNORECASE,
)
ETC = re.compile(r"(?:,\s*|\s+)(?:etc\.?|and\s+so\s+on)(?=\s*[)\].;,]|\s*$)", re.IGNORECASE)
# Wordy phrase -> the short one; each keeps the meaning whole. Read in one pass by TRIM_PATTERN.
TRIMS: dict[str, str] = {
    "in order to": "to",
    "so as to": "to",
    "in an effort to": "to",
    "for the purpose of": "for",
    "with the help of": "with",
    "due to the fact that": "because",
    "prior to": "before",
    "each and every": "every",
    "first and foremost": "first",
    "on a daily basis": "daily",
    "on a weekly basis": "weekly",
    "on a monthly basis": "monthly",
    "on a regular basis": "regularly",
    "in a timely manner": "promptly",
    "utilized": "used",
    "utilised": "used",
    "utilizing": "using",
    "utilising": "using",
    "utilize": "use",
    "utilise": "use",
    "a total of": "",
    "in the process of": "",
    "end result": "result",
    "past experience": "experience",
}
TRIM_PATTERN = re.compile(
    r"\b(?:" + "|".join(re.escape(phrase) for phrase in sorted(TRIMS, key=len, reverse=True)) + r")\b", re.IGNORECASE
)


def verb_of_noun(noun: str) -> str | None:
    """The verb a noun is made from, when it is one the writer knows: 'implementation' -> 'implement'."""
    lowered = noun.lower()
    if lowered in VERB_OF_NOUN:
        return VERB_OF_NOUN[lowered]
    lexicon = verb_lexicon()
    for suffix, replacement in _NOUN_SUFFIX_RULES:
        if lowered.endswith(suffix) and len(lowered) > len(suffix) + 2:
            candidate = lowered[: -len(suffix)] + replacement
            if candidate in lexicon:
                return candidate
    return None
