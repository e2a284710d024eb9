"""Scores one answer to one question, 0-100 in each category, from countable signals: how much real language it
holds, how well it fits the question, its structure, what it knows, how sure and how clear it sounds.

Every category is scaled by `language`, the share of the answer that reads as language at all, so that keyboard
mashing, a word said over and over or an empty answer score near zero whatever else they happen to match."""

import json
import math
import re
from functools import cache
from pathlib import Path
from typing import Any

from vitae.ats import find_skills
from vitae.ats.text import stem
from vitae.interview.context import terms_used
from vitae.interview.delivery import LONG_ANSWER_WORDS, PACE_RANGE, count_fillers, count_hedges, delivery_metrics
from vitae.interview.insights import key_terms
from vitae.interview.lexicon import APOLOGIES, STRONG_HEDGES
from vitae.interview.models import (
    AnswerEvaluation,
    AnswerScores,
    JobContext,
    PlannedQuestion,
    QuestionKind,
    QuestionSource,
    StarElement,
)
from vitae.interview.parts import answer_parts
from vitae.interview.relevance import judge_relevance
from vitae.interview.structure import StructureSignals, structure_signals
from vitae.interview.text import TextProfile, most_repeated_share, opening_words, profile_text, topic_stems

# Answers this long (in words of real language) have said enough; past it, length earns nothing more.
TARGET_WORDS = {QuestionKind.BEHAVIORAL: 220, QuestionKind.TECHNICAL: 180}
FOLLOW_UP_TARGET_WORDS = 40  # a follow-up asks for one missing part: a few sentences give it
MIN_SUBSTANTIVE_WORDS = 8
MIN_REPLY_WORDS = 4  # a reply to a follow-up may give the one missing part in a short sentence
CATEGORIES = ("communication", "relevance", "structure", "knowledge", "confidence", "clarity")
# The delivery parts of an answer that human judges of mock interviews reward (Naim et al. 2015): saying enough (up to
# about two minutes), saying it fluently (without fillers, at a listenable pace), and in precise words. Each has a
# finding that tells the candidate what to fix ('too short', the filler count or the pace, everyday words).
DELIVERY_PARTS = ("elaboration", "fluency", "vocabulary")
# Which of the delivery parts and categories the overall score weighs, their weights, and the relevance from which an
# answer counts in full, fitted by `evals/interviews.py --write-weights` (its method is in the file).
WEIGHTS_FILE = Path(__file__).resolve().parent / "data" / "overall-weights.json"
# The relevance from which an answer to a technical question counts in full (see `overall_factor`).
TECHNICAL_RELEVANT_ENOUGH = (10, 45)
_OWNERSHIP = re.compile(r"\bi (?:\w+ed|built|led|made|ran|took|wrote|chose|drove|set|taught|won|found|got)\b")


@cache
def _fitted() -> dict[str, Any]:
    fitted: dict[str, Any] = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))
    return fitted


def overall_weights() -> dict[str, float]:
    weights: dict[str, float] = _fitted()["weights"]
    return weights


def overall_factor(
    relevance: int, words: int, relevant_enough: tuple[int, int] | None = None, kind: QuestionKind | None = None
) -> float:
    """What scales the weighed parts into the overall score. However well said, an answer to another question is no
    good answer: relevance below `relevant_enough` (from where it costs, to where it counts in full) caps the whole
    score. Past about 300 words, length costs.

    The fitted ramp comes from interviews of behavioural questions only; a technical question's answer must name
    the concept asked about, so there the rubric's ramp applies: a story given to 'Explain overfitting' is capped."""
    fitted = TECHNICAL_RELEVANT_ENOUGH if kind is QuestionKind.TECHNICAL else _fitted()["relevant_enough"]
    start, full = relevant_enough or fitted
    answers_the_question = 0.3 + 0.7 * _ramp(relevance, start, full)
    return answers_the_question * (1 - 0.3 * _ramp(words, LONG_ANSWER_WORDS, LONG_ANSWER_WORDS * 3))


def _clamp(value: float, low: float = 0.0, high: float = 1.0) -> float:
    return max(low, min(high, value))


def _ramp(value: float, start: float, full: float) -> float:
    """0 at `start`, 1 at `full`, linear between (either direction)."""
    if full == start:
        return 1.0 if value >= full else 0.0
    return _clamp((value - start) / (full - start))


def _language(profile: TextProfile) -> float:
    """How much of the answer is language: function words, pronounceable words, variety, nothing said on repeat."""
    if not profile.words:
        return 0.0
    english = _ramp(profile.function_ratio, 0.08, 0.25) * _ramp(profile.plausible_ratio, 0.6, 0.9)
    variety = _ramp(profile.unique_ratio, 0.12, 0.3) if profile.word_count >= 25 else 1.0
    monotony = 1.0 - _ramp(most_repeated_share(profile.words), 0.25, 0.6)
    return english * variety * monotony


def _elaboration(effective_words: float, question: PlannedQuestion) -> float:
    target = FOLLOW_UP_TARGET_WORDS if question.source is QuestionSource.FOLLOW_UP else TARGET_WORDS[question.kind]
    return _clamp(math.log1p(effective_words) / math.log1p(target))


def _fluency(filler_count: int, word_count: int) -> float:
    per_hundred = 100 * filler_count / word_count if word_count else 0.0
    return 1.0 - _ramp(per_hundred, 1.0, 12.0)


def _vocabulary(profile: TextProfile) -> float:
    return _ramp(profile.mean_word_length, 4.2, 6.8)


def _pace(words_per_minute: float | None) -> float | None:
    if words_per_minute is None:
        return None
    slowest, fastest = PACE_RANGE
    if words_per_minute < slowest:
        return _ramp(words_per_minute, slowest / 2, slowest)
    return 1.0 - _ramp(words_per_minute, fastest, fastest * 1.5)


def _sentence_shape(profile: TextProfile) -> float:
    """Sentences of 8-25 words read best; a 70-word run-on loses the listener."""
    if not profile.words:
        return 0.0
    average = profile.word_count / max(profile.sentences, 1)
    return 1.0 - _ramp(average, 28, 70) if average >= 8 else _ramp(average, 2, 8)


def _story_structure(signals: StructureSignals) -> float:
    weights = {StarElement.SITUATION: 0.2, StarElement.TASK: 0.15, StarElement.ACTION: 0.3, StarElement.RESULT: 0.35}
    star = sum(weight for element, weight in weights.items() if element in signals.elements)
    tense = _ramp(signals.past_tense_share, 0.2, 0.6)
    return _clamp(0.7 * star + 0.15 * signals.in_order + 0.15 * tense)


def _explanation_structure(signals: StructureSignals) -> float:
    parts = 0.3 * signals.steps + 0.3 * signals.reasons + 0.2 * signals.example + 0.2 * signals.trade_offs
    star_bonus = 0.1 * (StarElement.RESULT in signals.elements)
    return _clamp(parts + star_bonus)


def evaluate_answer(
    question: PlannedQuestion, answer: str, spoken_seconds: float | None = None, job: JobContext | None = None
) -> AnswerEvaluation:
    # Past about two minutes spoken a listener has stopped taking in more: content is judged on the opening, and
    # the length itself costs.
    full = profile_text(answer)
    heard = opening_words(answer, LONG_ANSWER_WORDS)
    profile = full if heard == answer else profile_text(heard)
    language = _language(profile)
    effective_words = profile.word_count * language
    elaboration = _elaboration(effective_words, question)
    parts = answer_parts(heard)
    signals = structure_signals(profile, parts)
    mentions = find_skills(heard)
    skills = {mention.name for mention in mentions}
    used_terms = terms_used(profile.lower, profile.distinct_content, job) if job else []
    metrics = delivery_metrics(full, spoken_seconds, star_elements=signals.elements, job_terms_used=used_terms)

    fillers = count_fillers(profile.lower)
    fluency = _fluency(sum(fillers.values()), profile.word_count)
    vocabulary = _vocabulary(profile)
    pace = _pace(metrics.words_per_minute)
    repetition = _ramp(profile.repeated_words / max(profile.word_count, 1), 0.0, 0.05)
    unclear = _ramp(profile.unclear_marks / max(profile.word_count, 1), 0.0, 0.02)
    rambling = _ramp(full.word_count, LONG_ANSWER_WORDS, LONG_ANSWER_WORDS * 3)
    has_result = StarElement.RESULT in signals.elements
    specifics = len(profile.numbers) + len(skills)
    is_specific = specifics >= 1

    communication = (
        0.45 * elaboration
        + 0.25 * fluency
        + 0.15 * vocabulary
        + 0.15 * (pace if pace is not None else fluency)
        - 0.15 * rambling
    )
    clarity = (
        0.35 * fluency
        + 0.2 * _sentence_shape(profile)
        + 0.25 * vocabulary
        + 0.1 * (1 - repetition)
        + 0.1 * (1 - unclear)
    ) * (0.4 + 0.6 * _ramp(effective_words, 5, 40))
    judged = judge_relevance(question, heard, profile, parts.present)
    relevance = judged.score
    story = _story_structure(signals)
    explanation = _explanation_structure(signals)
    # A spoken answer is organised when it is told in order without false starts: fillers, repeated words and
    # rambling break its thread however many STAR parts it holds.
    organisation = 0.4 * fluency + 0.3 * (1 - repetition) + 0.3 * vocabulary - 0.3 * rambling
    shape = story if question.kind is QuestionKind.BEHAVIORAL else max(explanation, 0.8 * story)
    structure = (0.6 * shape + 0.4 * organisation) * (0.4 + 0.6 * elaboration)
    # What a knowledgeable answer talks about: the question's keywords when the bank gives them, else its topic.
    keyword_stems = {stem(word.lower()) for word in [*question.keywords, *question.focus]} or topic_stems(question.text)
    keyword_hits = len(keyword_stems & profile.distinct_content) / 3 if keyword_stems else 0.0
    focus_hit = any(item in skills for item in question.focus)
    knowledge = (
        0.15
        + 0.25 * _ramp(len(skills), 0, 3)
        + 0.15 * _clamp(keyword_hits)
        + 0.15 * _ramp(len(profile.numbers), 0, 2)
        + 0.15 * vocabulary
        + 0.1 * focus_hit
        + 0.05 * _ramp(len(used_terms), 0, 3)
    ) * (0.4 + 0.6 * elaboration)
    hedges = sum(count_hedges(profile.lower).values())
    strong_hedges = len(STRONG_HEDGES.findall(profile.lower))
    confidence = (
        0.45
        + 0.2 * _ramp(len(_OWNERSHIP.findall(profile.lower)), 0, 3)
        + 0.2 * elaboration
        + 0.15 * fluency
        # an occasional 'I think' is how careful people talk; only a habit of hedging costs
        - min(0.3, 5 * max(0.0, hedges / max(profile.word_count, 1) - 0.015))
        - min(0.4, 0.15 * strong_hedges)
        - min(0.2, 0.1 * len(APOLOGIES.findall(profile.lower)))
    )
    categories = {
        "communication": communication,
        "relevance": relevance,
        "structure": structure,
        "knowledge": knowledge,
        "confidence": confidence,
        "clarity": clarity,
    }
    scaled = {name: round(100 * _clamp(value) * language) for name, value in categories.items()}
    # Spoken too fast or too slowly, an answer is as hard to follow as one full of fillers (the pace note names it);
    # typed, or in the judges' transcripts, there is no pace to weigh.
    flow = fluency if pace is None else (fluency + pace) / 2
    delivered = {"elaboration": elaboration, "fluency": flow, "vocabulary": vocabulary}
    overall_parts = {name: round(100 * _clamp(value) * language) for name, value in delivered.items()}
    weights = overall_weights()
    factor = overall_factor(scaled["relevance"], full.word_count, kind=question.kind)
    weighable = {**overall_parts, **scaled}
    overall = round(factor * sum(weight * weighable[name] for name, weight in weights.items()))
    return AnswerEvaluation(
        scores=AnswerScores(**scaled, overall=overall),
        overall_parts=overall_parts,
        metrics=metrics,
        has_result=has_result,
        is_specific=is_specific,
        numbers=profile.numbers,
        skills=sorted(skills),
        substantive=effective_words >= (MIN_REPLY_WORDS if question.follows else MIN_SUBSTANTIVE_WORDS),
        parts=parts.sentences,
        quantities=parts.numbers,
        hinted_parts=sorted(parts.hinted),
        off_topic=judged.off_topic,
        asked=judged.asked,
        answered_topics=judged.answered,
        key_terms=key_terms(question, heard, mentions, used_terms),
    )
