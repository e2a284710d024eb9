"""A rewrite may reword what the person did, never raise their part in it: 'helped with the migration' may become
'supported the migration', never 'led the migration'; 'several teams' never becomes 'all teams'.

Read by lemma, so every form counts ('spearheading', 'Headed', 'owns'): a verb of leading or owning that the
original does not use, or a word of totality ('all', 'every', 'entire') the original does not use, is a raised
claim, whatever the original said before.
"""

import re

from vitae.resume.vocabulary import word_set
from vitae.writer.verbs import analyse_verb

# Verbs that say the person was in charge of the work: written by no one who only took part.
LEADING_VERBS = word_set(
    "lead co-lead spearhead own head direct drive champion orchestrate oversee supervise manage "
    "chair helm pioneer found establish command steer mastermind run"
)
TOTAL_WORDS = word_set("all every entire whole each")
# An original that says the person was in charge ('Responsible for the billing system') may say so with a verb.
_IN_CHARGE = re.compile(r"\b(?:responsible|in charge|accountable|charged with)\b", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")


def _lemma(word: str) -> tuple[str, bool]:
    """A word's lemma and whether it reads as a verb; a leading verb the verb lexicon lacks ('headed') is read by
    its regular ending."""
    analysed = analyse_verb(word)
    if analysed is not None:
        return analysed[0], True
    lowered = word.lower()
    for ending in ("ing", "ed", "es", "s", "d"):
        stem = lowered.removesuffix(ending)
        if stem != lowered and stem in LEADING_VERBS:
            return stem, True
    return lowered, lowered in LEADING_VERBS


def _lemmas(text: str) -> set[str]:
    return {_lemma(word)[0] for word in _WORD.findall(text)}


def raised_claims(before: str, after: str) -> list[str]:
    """The words of `after` that claim a larger part than `before` does ('Led', 'all'), as `after` writes them."""
    known = _lemmas(before)
    in_charge = bool(_IN_CHARGE.search(before))
    raised = []
    for word in _WORD.findall(after):
        lemma, verb = _lemma(word)
        if lemma in known:
            continue
        if (verb and lemma in LEADING_VERBS and not in_charge) or word.lower() in TOTAL_WORDS:
            raised.append(word)
    return raised
