"""Verbs: which words are verbs (the action verbs of O*NET task statements in the skills taxonomy, plus common
ones), their base form, and their past, present and -ing forms, by a table of irregular verbs and the regular
spelling rules of American English."""

import gzip
import json
from enum import StrEnum
from functools import cache, lru_cache
from importlib import resources

from vitae.ats.taxonomy import DATA_FILE
from vitae.resume.vocabulary import word_set

# Base form -> simple past, for the verbs whose past is not spelt by rule.
IRREGULAR_PAST: dict[str, str] = {
    "be": "was",
    "become": "became",
    "begin": "began",
    "bring": "brought",
    "broadcast": "broadcast",
    "build": "built",
    "buy": "bought",
    "choose": "chose",
    "co-lead": "co-led",
    "co-write": "co-wrote",
    "come": "came",
    "cut": "cut",
    "deal": "dealt",
    "do": "did",
    "draw": "drew",
    "drive": "drove",
    "feed": "fed",
    "find": "found",
    "fly": "flew",
    "forecast": "forecast",
    "get": "got",
    "give": "gave",
    "go": "went",
    "grow": "grew",
    "have": "had",
    "hear": "heard",
    "hold": "held",
    "input": "input",
    "keep": "kept",
    "know": "knew",
    "lay": "laid",
    "lead": "led",
    "leave": "left",
    "lend": "lent",
    "let": "let",
    "make": "made",
    "mean": "meant",
    "meet": "met",
    "oversee": "oversaw",
    "overcome": "overcame",
    "override": "overrode",
    "pay": "paid",
    "put": "put",
    "read": "read",
    "rebuild": "rebuilt",
    "rewrite": "rewrote",
    "rise": "rose",
    "run": "ran",
    "say": "said",
    "see": "saw",
    "sell": "sold",
    "send": "sent",
    "set": "set",
    "shut": "shut",
    "speak": "spoke",
    "spend": "spent",
    "split": "split",
    "spread": "spread",
    "stand": "stood",
    "take": "took",
    "teach": "taught",
    "tell": "told",
    "think": "thought",
    "troubleshoot": "troubleshot",
    "undergo": "underwent",
    "understand": "understood",
    "undertake": "undertook",
    "uphold": "upheld",
    "win": "won",
    "withdraw": "withdrew",
    "write": "wrote",
}
_PAST_PARTICIPLES = {"written": "write", "driven": "drive", "grown": "grow", "overseen": "oversee", "taken": "take"}
# Verbs of more than one syllable that double their last consonant ('controlled', 'submitting').
_DOUBLING = word_set(
    """admit commit compel control equip occur omit patrol permit prefer refer submit transfer transmit propel expel
    regret acquit allot abet confer deter excel incur infer rebel recur outfit program kidnap format forget upset"""
)
# Verbs resumes use that O*NET task statements do not open with.
_COMMON_VERBS = word_set(
    """analyse fix debug own upgrade certify use work help involve participate handle gather interact exceed
    customise customize optimise organise prioritise finalize finalise streamline onboard mentor model refine
    contribute translate volunteer solve act receive represent achieve resolve"""
)
_VOWELS = frozenset("aeiou")
_IRREGULAR_THIRD = {"is": "be", "has": "have", "does": "do", "goes": "go"}


class VerbForm(StrEnum):
    BASE = "base"  # 'manage': imperative and present tense without 'I'
    THIRD = "third"  # 'manages'
    PAST = "past"  # 'managed'
    GERUND = "gerund"  # 'managing'


@cache
def verb_lexicon() -> frozenset[str]:
    """Base forms of the verbs the writer inflects: O*NET's action verbs (read from the shipped taxonomy), the
    irregular verbs above and a few common ones."""
    raw = resources.files("vitae.ats").joinpath("data", DATA_FILE).read_bytes()
    action_verbs: list[str] = json.loads(gzip.decompress(raw))["actionVerbs"]
    return frozenset(action_verbs) | frozenset(IRREGULAR_PAST) | _COMMON_VERBS


@cache
def _irregular_bases() -> dict[str, str]:
    bases = {past: base for base, past in IRREGULAR_PAST.items() if past != base}
    bases.update(_PAST_PARTICIPLES)
    return bases


def _is_consonant_vowel_consonant(word: str) -> bool:
    if len(word) < 3:
        return False
    last, middle, before = word[-1], word[-2], word[-3]
    return last not in _VOWELS and last not in "wxy" and middle in _VOWELS and before not in _VOWELS


def _doubles(base: str) -> bool:
    """'plan' -> 'planned', 'submit' -> 'submitted'; 'develop' -> 'developed', 'audit' -> 'audited'."""
    if base in _DOUBLING:
        return True
    vowel_groups = sum(
        1 for index, letter in enumerate(base) if letter in _VOWELS and (index == 0 or base[index - 1] not in _VOWELS)
    )
    return vowel_groups == 1 and _is_consonant_vowel_consonant(base)


def past_of(base: str) -> str:
    if base in IRREGULAR_PAST:
        return IRREGULAR_PAST[base]
    if base.endswith("e"):
        return base + "d"
    if base.endswith("y") and len(base) > 1 and base[-2] not in _VOWELS:
        return base[:-1] + "ied"
    if _doubles(base):
        return base + base[-1] + "ed"
    return base + "ed"


def gerund_of(base: str) -> str:
    if base.endswith("ie"):
        return base[:-2] + "ying"
    if base.endswith("e") and not base.endswith(("ee", "ye", "oe")) and base != "be":
        return base[:-1] + "ing"
    if _doubles(base):
        return base + base[-1] + "ing"
    return base + "ing"


def third_person_of(base: str) -> str:
    irregular = next((third for third, verb in _IRREGULAR_THIRD.items() if verb == base), None)
    if irregular is not None:
        return irregular
    if base.endswith(("s", "sh", "ch", "x", "z")):
        return base + "es"
    if base.endswith("y") and len(base) > 1 and base[-2] not in _VOWELS:
        return base[:-1] + "ies"
    return base + "s"


def inflect(base: str, form: VerbForm) -> str:
    if form is VerbForm.PAST:
        return past_of(base)
    if form is VerbForm.GERUND:
        return gerund_of(base)
    if form is VerbForm.THIRD:
        return third_person_of(base)
    return base


def _known(candidate: str) -> bool:
    return len(candidate) >= 2 and candidate in verb_lexicon()


@lru_cache(maxsize=65536)
def analyse_verb(word: str) -> tuple[str, VerbForm] | None:
    """A word's base form and verb form, when it is a form of a known verb: 'Managed' -> ('manage', PAST)."""
    lowered = word.lower().strip(".,;:()\"'")
    irregular = _irregular_bases().get(lowered)
    if irregular is not None:
        return irregular, VerbForm.PAST
    if lowered.endswith("ied") and _known(lowered[:-3] + "y"):
        return lowered[:-3] + "y", VerbForm.PAST
    if lowered.endswith("ed"):
        stem = lowered[:-2]
        for candidate in (stem, stem + "e", stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else ""):
            if _known(candidate) and past_of(candidate) == lowered:
                return candidate, VerbForm.PAST
    if lowered.endswith("ing"):
        stem = lowered[:-3]
        for candidate in (
            stem,
            stem + "e",
            stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else "",
            stem[:-1] + "ie",
        ):
            if _known(candidate) and gerund_of(candidate) == lowered:
                return candidate, VerbForm.GERUND
    if _known(lowered):
        return lowered, VerbForm.BASE
    if lowered in _IRREGULAR_THIRD:
        return _IRREGULAR_THIRD[lowered], VerbForm.THIRD
    if lowered.endswith("s"):
        for candidate in (lowered[:-1], lowered[:-2], lowered[:-3] + "y"):
            if _known(candidate) and third_person_of(candidate) == lowered:
                return candidate, VerbForm.THIRD
    return None


def match_case(word: str, model: str) -> str:
    """`word` written with the capitalisation of `model`: 'managed' after 'Responsible' is 'Managed'."""
    if model.isupper() and len(model) > 1:
        return word.upper()
    if model[:1].isupper():
        return word[:1].upper() + word[1:]
    return word
