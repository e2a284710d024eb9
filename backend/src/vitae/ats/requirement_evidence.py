"""Where a resume meets each requirement of a posting, by name and by meaning.

An option of a requirement is shown when the resume names it (or an alias: the skills taxonomy), names a tool of the
kind it asks for ('MySQL' for SQL, 'Git' for version control), or says the same thing in other words: a phrase of
the resume whose sentence embedding is close to the requirement's ('RESTful Web service' for API, 'Object-Oriented
Design pattern' for object-oriented programming). Where it is shown sets how much it proves: work in a dated job most,
then a job, a project, a skills list, and least the candidate's own summary, which anyone can write anything into.
A requirement the resume shows only in its summary is not met, so that a sentence of keywords buys no requirement.
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from vitae.ats.job_description import JobDescription
from vitae.ats.models import CamelModel
from vitae.ats.posting_requirements import SKILL_KINDS, Requirement, RequirementKind, Strength
from vitae.ats.posting_skills import find_soft_skills
from vitae.ats.resume_evidence import Place, PlaceKind, SkillEvidence, resume_fields
from vitae.ats.skill_families import category_members
from vitae.ats.skill_relatedness import SkillRelatedness
from vitae.ats.text import stem, words
from vitae.language import SentenceEncoder, default_encoder, default_english
from vitae.resume.model import ParsedResume

# How much a place proves: the same order a recruiter trusts them in.
PLACE_CREDIT = {
    PlaceKind.DATED_JOB: 1.0,
    PlaceKind.JOB: 0.9,
    PlaceKind.PROJECT: 0.85,
    PlaceKind.LISTED: 0.6,
    PlaceKind.CLAIM: 0.1,
}


@dataclass(frozen=True)
class Discounts:
    """What a place proves less of: past an entry's first bullets, where a recruiter's skim does not land; and a
    requirement said in other words than the posting's ('Postgres' for PostgreSQL, 'RESTful Web services' for APIs),
    which an ATS searching for the posting's word does not find. A tool of the kind asked ('MySQL' for SQL, 'Java' for
    programming languages) is how a kind is shown, and proves it in full. Chosen by cross-validation with the meaning
    threshold (scripts/fit_match_model.py; evals/matching.py prints the nested figure)."""

    not_prominent: float = 0.4
    other_wording: float = 0.5


DISCOUNTS = Discounts()
# Cosine of two phrases' embeddings from which one says what the other does; chosen by cross-validation
# (evals/matching.py prints the choice and the folds' AUC).
MEANING_THRESHOLD = 0.65
RELATED_CREDIT = 0.5  # of a missing tool whose close relative the resume shows (Angular for React), times how related
_MAX_PHRASE_WORDS = 6
_MIN_INFLECTED_LETTERS = 6
_MAX_PHRASE_CHARACTERS = 80  # a skill's name, not a run of text without spaces
# Reading budgets, in reading order (headline, summary, jobs from the latest, projects, skills, education): the
# longest real resumes (12,400 characters of prose, 610 distinct phrases of 2,800 tokens) stay inside them, and text
# of any length is read in bounded time, since the tagger and the encoder cost the same per word whatever it says.
_TAGGED_CHARACTERS = 20_000
_EMBEDDED_TOKENS = 4_000  # of distinct phrases, as the encoder counts them
_LICENCE_WORDS = re.compile(
    r"\b(?:clearance|TS/SCI|top secret|citizen(?:ship)?|licen[cs]ed?|licensure|CDL|certified)\b", re.IGNORECASE
)


class Proof(CamelModel):
    option: str  # the option of the requirement that the resume shows
    shown_as: str  # as the resume writes it
    how: str  # 'named', 'kind' (a tool of the kind asked), 'meaning', 'related' (part credit only)
    places: list[str]  # labels: 'Experience › Engineer, Acme › bullet 2'
    credit: float


class RequirementEvidence(CamelModel):
    requirement: Requirement
    met: bool  # shown somewhere other than the candidate's own summary
    credit: float  # 0-1: how fully, by where
    proof: Proof | None


@dataclass(frozen=True)
class _Phrase:
    text: str
    place: Place


def assess_requirements(
    job: JobDescription,
    resume: ParsedResume,
    evidence: dict[str, SkillEvidence],
    relatedness: SkillRelatedness,
    *,
    encoder: SentenceEncoder | None = None,
    threshold: float = MEANING_THRESHOLD,
    discounts: Discounts = DISCOUNTS,
) -> list[RequirementEvidence]:
    """Each skill, soft-skill and licence requirement of the posting with what shows it (years and degree are the
    experience and education checks)."""
    fields = list(resume_fields(resume))
    assessed: list[RequirementEvidence] = []
    pending: list[tuple[int, Requirement]] = []
    for requirement in job.requirements:
        if requirement.kind in SKILL_KINDS:
            proof = _named_proof(requirement, evidence, fields, discounts)
            if proof is None or proof.credit <= PLACE_CREDIT[PlaceKind.CLAIM]:
                # Named only in the candidate's own words: the work may still show it in other words.
                pending.append((len(assessed), requirement))
            assessed.append(_judged(requirement, proof))
        elif requirement.kind is RequirementKind.SOFT_SKILL:
            assessed.append(_judged(requirement, _soft_proof(requirement, fields, discounts)))
        elif requirement.kind is RequirementKind.LICENCE:
            assessed.append(_judged(requirement, _licence_proof(requirement, fields)))
    if pending:
        encoder = encoder or default_encoder()
        phrases = resume_phrases(resume, encoder)
        matrix = _phrase_matrix(encoder, tuple(phrase.text for phrase in phrases))
        surfaces = [surface for _, requirement in pending for surface in requirement.surfaces]
        vectors = encoder.encode(surfaces) if surfaces else np.zeros((0, 0), np.float32)
        cursor = 0
        for position, requirement in pending:
            rows = vectors[cursor : cursor + len(requirement.surfaces)]
            cursor += len(requirement.surfaces)
            named = assessed[position].proof
            proof = _meaning_proof(requirement, rows, matrix, phrases, threshold, discounts)
            if proof is None:
                proof = _related_proof(requirement, evidence, relatedness, discounts)
            if named is not None and (proof is None or named.credit >= proof.credit):
                proof = named
            assessed[position] = _judged(requirement, proof)
    return assessed


def _judged(requirement: Requirement, proof: Proof | None) -> RequirementEvidence:
    if proof is None:
        return RequirementEvidence(requirement=requirement, met=False, credit=0.0, proof=None)
    met = proof.how != "related" and proof.credit > PLACE_CREDIT[PlaceKind.CLAIM]
    return RequirementEvidence(requirement=requirement, met=met, credit=proof.credit, proof=proof)


def place_credit(place: Place, discounts: Discounts = DISCOUNTS) -> float:
    credit = PLACE_CREDIT[place.kind]
    if place.kind in (PlaceKind.DATED_JOB, PlaceKind.JOB, PlaceKind.PROJECT) and not place.prominent:
        credit *= discounts.not_prominent
    return credit


def _best_place(places: Sequence[Place], discounts: Discounts) -> float:
    return max((place_credit(place, discounts) for place in places), default=0.0)


def _worded_credit(place: Place, text: str, surface: str, discounts: Discounts) -> float:
    """What a place proves of a requirement: less where it says it in other words than the posting's ('Postgres' for
    PostgreSQL), which an ATS searching for the posting's word does not find."""
    return place_credit(place, discounts) * (1.0 if _says(text, surface) else discounts.other_wording)


def _says(text: str, surface: str) -> bool:
    """Whether a text names a requirement as the posting writes it, in any inflection ('deployments' and
    'deployment', 'troubleshoot' and 'troubleshooting'), as an ATS that stems words finds it."""
    singular = surface[:-1] if surface.endswith("s") and len(surface) > 3 else surface
    if re.search(rf"(?<![\w+#]){re.escape(singular)}s?(?![\w+#])", text, re.IGNORECASE):
        return True
    return _says_in_stems(text, surface)


def _says_in_stems(text: str, surface: str) -> bool:
    wanted = _stems(surface)
    if not wanted or not surface.replace(" ", "").replace("-", "").isalpha():
        return False
    have = _stems(text)
    return any(have[start : start + len(wanted)] == wanted for start in range(len(have) - len(wanted) + 1))


def _inflected_name(text: str, surface: str) -> bool:
    return len(surface.replace(" ", "")) >= _MIN_INFLECTED_LETTERS and _says_in_stems(text, surface)


@lru_cache(maxsize=8192)
def _stems(text: str) -> tuple[str, ...]:
    return tuple(stem(word) for word in words(text))


def _named_proof(
    requirement: Requirement,
    evidence: dict[str, SkillEvidence],
    fields: list[tuple[Place, str]],
    discounts: Discounts,
) -> Proof | None:
    proofs: list[Proof] = []
    texts = dict(fields)
    for option, surface, known in zip(requirement.options, requirement.surfaces, requirement.known, strict=True):
        if known:
            # The skill itself, and each tool of its kind ('MySQL' for SQL): whichever the resume shows best.
            candidates = [(evidence.get(option), "named")]
            candidates += [(evidence[name], "kind") for name in sorted(category_members(option)) if name in evidence]
            for shown, how in candidates:
                if shown is None:
                    continue
                written = [text for text in shown.surfaces if text.lower().rstrip("s") == surface.lower().rstrip("s")]
                # A kind is shown by naming its tools: nobody writes 'cloud computing' for the GCP they ran.
                credit = max(
                    (
                        place_credit(place, discounts)
                        if how == "kind"
                        else _worded_credit(place, texts.get(place, ""), surface, discounts)
                        for place in shown.places
                    ),
                    default=0.0,
                )
                proofs.append(
                    Proof(
                        option=surface,
                        shown_as=(written or shown.surfaces or [shown.name])[0],
                        how=how,
                        places=[place.label for place in shown.places],
                        credit=credit,
                    )
                )
        if not known or option not in evidence:
            # In any inflection ('troubleshooting' for 'troubleshoot'), as an ATS that stems words finds it; a
            # known skill the skill reader did not find only in another inflection of a word long enough not to be
            # an everyday one in disguise ('going' is no Go).
            places = [
                place
                for place, text in fields
                if (_says(text, surface) if not known else _inflected_name(text, surface))
            ]
            if places:
                proofs.append(
                    Proof(
                        option=surface,
                        shown_as=surface,
                        how="named",
                        places=[place.label for place in places],
                        credit=_best_place(places, discounts),
                    )
                )
    return max(proofs, key=lambda proof: proof.credit, default=None)


def _soft_proof(requirement: Requirement, fields: list[tuple[Place, str]], discounts: Discounts) -> Proof | None:
    places = [place for place, text in fields if requirement.options[0] in _soft_skills_of(text)]
    if not places:
        return None
    return Proof(
        option=requirement.label,
        shown_as=requirement.label,
        how="named",
        places=[place.label for place in places],
        credit=_best_place(places, discounts),
    )


@lru_cache(maxsize=4096)
def _soft_skills_of(text: str) -> frozenset[str]:
    return frozenset(name for name, _, _ in find_soft_skills(text))


def _licence_proof(requirement: Requirement, fields: list[tuple[Place, str]]) -> Proof | None:
    for place, text in fields:
        match = _LICENCE_WORDS.search(text)
        if match is not None:
            credit = max(PLACE_CREDIT[place.kind], PLACE_CREDIT[PlaceKind.LISTED])  # a licence is stated, not shown
            return Proof(
                option=requirement.label, shown_as=match.group(0), how="named", places=[place.label], credit=credit
            )
    return None


def _related_proof(
    requirement: Requirement, evidence: dict[str, SkillEvidence], relatedness: SkillRelatedness, discounts: Discounts
) -> Proof | None:
    best: Proof | None = None
    for option, surface, known in zip(requirement.options, requirement.surfaces, requirement.known, strict=True):
        if not known:
            continue
        score, name = relatedness.closest(option, evidence)
        if name is None:
            continue
        shown = evidence[name]
        credit = RELATED_CREDIT * score * _best_place(shown.places, discounts)
        if best is None or credit > best.credit:
            best = Proof(
                option=surface,
                shown_as=shown.surfaces[0] if shown.surfaces else name,
                how="related",
                places=[place.label for place in shown.places],
                credit=credit,
            )
    return best


def _meaning_proof(
    requirement: Requirement,
    rows: npt.NDArray[np.float32],
    matrix: npt.NDArray[np.float32],
    phrases: list[_Phrase],
    threshold: float,
    discounts: Discounts,
) -> Proof | None:
    if not len(phrases) or not len(rows):
        return None
    similarities = rows @ matrix.T
    best: Proof | None = None
    for option_index, surface in enumerate(requirement.surfaces):
        close = [
            index
            for index in np.argsort(-similarities[option_index])[:8]
            if similarities[option_index, index] >= threshold and not _says_part_of(phrases[index].text, surface)
        ]
        if not close:
            continue
        places = [phrases[index].place for index in close]
        # Said in the posting's words, it would have been named.
        credit = _best_place(places, discounts) * discounts.other_wording
        if best is None or credit > best.credit:
            best = Proof(
                option=surface,
                shown_as=phrases[close[0]].text,
                how="meaning",
                places=list(dict.fromkeys(place.label for place in places)),
                credit=credit,
            )
    return best


def _says_part_of(phrase: str, surface: str) -> bool:
    """Whether a phrase is only some of a requirement's words ('Design' of 'design principles', 'React' of 'React
    Native'): close in meaning because it shares them, it leaves out what the requirement adds."""
    said, asked = set(_stems(phrase)), set(_stems(surface))
    return bool(said) and said < asked


def resume_phrases(resume: ParsedResume, encoder: SentenceEncoder) -> list[_Phrase]:
    """The noun phrases of every field and every item of its skills lists, with their places, in reading order and
    within the reading budgets."""
    fields = list(resume_fields(resume))
    found = _phrases_of_fields(tuple(text for _, text in fields))
    distinct = list(dict.fromkeys(text for texts in found for text in texts))
    kept: set[str] = set()
    budget = _EMBEDDED_TOKENS
    for text, tokens in zip(distinct, encoder.token_counts(distinct), strict=True):
        if tokens <= budget:
            kept.add(text)
            budget -= tokens
    return [
        _Phrase(text, place) for (place, _), texts in zip(fields, found, strict=True) for text in texts if text in kept
    ]


@lru_cache(maxsize=256)
def _phrases_of_fields(fields: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """Each field's phrases: a list line gives its items, a line of prose the noun chunks the tagger finds in it.
    Cached: a resume's lines are read again for every posting it is matched to."""
    lines_of: list[list[list[str]]] = [[] for _ in fields]  # each field's lines' phrases, in order
    prose: list[tuple[list[str], str]] = []  # a line for the tagger, and where its phrases go
    budget = _TAGGED_CHARACTERS
    for index, text in enumerate(fields):
        for line in text.split("\n"):
            items = [item.strip() for item in re.split(r"[,;|•]", line) if item.strip()]
            if all(len(item.split()) <= _MAX_PHRASE_WORDS for item in items):
                lines_of[index].append(items)
            elif budget > 0:
                chunks: list[str] = []
                lines_of[index].append(chunks)
                prose.append((chunks, line[:budget]))
                budget -= len(line)
    for (chunks, _), document in zip(
        prose, default_english().pipe((line for _, line in prose), disable=["lemmatizer"]), strict=True
    ):
        for chunk in document.noun_chunks:
            words = [token for token in chunk if token.tag_ not in ("DT", "PRP$", "CD")]
            if words and len(words) <= _MAX_PHRASE_WORDS:
                chunks.append(" ".join(token.text for token in words))
    return tuple(
        tuple(dict.fromkeys(item for line in lines for item in line if len(item) <= _MAX_PHRASE_CHARACTERS))
        for lines in lines_of
    )


@lru_cache(maxsize=64)
def _phrase_matrix(encoder: SentenceEncoder, phrases: tuple[str, ...]) -> npt.NDArray[np.float32]:
    return encoder.encode(list(phrases)) if phrases else np.zeros((0, 0), np.float32)


def must_haves_missing(assessed: list[RequirementEvidence]) -> list[RequirementEvidence]:
    return [item for item in assessed if item.requirement.strength is Strength.MUST and not item.met]
