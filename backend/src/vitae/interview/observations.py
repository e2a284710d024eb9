"""One observation per answer, in plain words, that quotes what the candidate said: what worked, then the one change
that would lift the answer most."""

import re

from vitae.interview.delivery import length_and_pace_notes
from vitae.interview.lexicon import RESULT_CUES
from vitae.interview.models import AnswerEvaluation, PlannedQuestion, QuestionKind, StarElement
from vitae.interview.text import sentences_of, topic_words

QUOTE_WORDS = 14
LOW = 55  # a category below this is worth the candidate's attention
_STAR_NAMES = {
    StarElement.SITUATION: "the situation",
    StarElement.TASK: "your task",
    StarElement.ACTION: "what you did",
    StarElement.RESULT: "the result",
}


def quote(text: str, limit: int = QUOTE_WORDS) -> str:
    words = " ".join(text.split()).split(" ")
    shown = " ".join(words[:limit]).rstrip(".,;:!?")
    return f"\u201c{shown}{'…' if len(words) > limit else ''}\u201d"


def _sentence_with(pattern: re.Pattern[str] | None, needles: list[str], text: str) -> str | None:
    """The first sentence the pattern finds, else the first holding one of the needles."""
    sentences = sentences_of(text)
    if pattern is not None:
        found = next((sentence for sentence in sentences if pattern.search(sentence.lower())), None)
        if found:
            return found
    return next(
        (sentence for sentence in sentences if any(needle.lower() in sentence.lower() for needle in needles)), None
    )


def _strength(evaluation: AnswerEvaluation, answer: str) -> str:
    if evaluation.has_result:
        sentence = _sentence_with(RESULT_CUES, evaluation.numbers, answer)
        if sentence:
            return f"You made the outcome clear: {quote(sentence)}."
    if evaluation.is_specific:
        named = [*evaluation.skills[:2], *evaluation.numbers[:2]][:3]
        sentence = _sentence_with(None, named, answer)
        listing = ", ".join(f"\u201c{item}\u201d" for item in named)
        if sentence:
            return f"You were specific ({listing}): {quote(sentence)}."
    return f"You opened with {quote(answer, 10)}."


def _improvement(question: PlannedQuestion, evaluation: AnswerEvaluation) -> str:
    scores = evaluation.scores
    metrics = evaluation.metrics
    candidates: list[tuple[int, str]] = []
    if scores.relevance < LOW:
        topic = ", ".join(topic_words(question.text))
        candidates.append((scores.relevance, f"It drifts from what was asked; tie it back to the question ({topic})."))
    if question.kind is QuestionKind.BEHAVIORAL and scores.structure < LOW:
        missing = [name for element, name in _STAR_NAMES.items() if element not in metrics.star_elements]
        if missing:
            candidates.append((scores.structure, f"Structure it as a story: add {', '.join(missing)}."))
    if not evaluation.has_result and question.kind is QuestionKind.BEHAVIORAL:
        candidates.append((LOW - 1, "Close with the outcome, with a number if you have one."))
    if metrics.filler_words >= 3 and scores.clarity < 70:
        top = ", ".join(f"\u201c{word}\u201d \u00d7{count}" for word, count in list(metrics.fillers_found.items())[:3])
        candidates.append((scores.clarity, f"{metrics.filler_words} filler words ({top}) break up the answer; pause."))
    if metrics.hedges >= 2 and scores.confidence < 70:
        top = ", ".join(f"\u201c{word}\u201d" for word in list(metrics.hedges_found)[:2])
        candidates.append((scores.confidence, f"Hedges such as {top} undercut your points; state what you did."))
    if scores.knowledge < LOW:
        what = "tools, methods and numbers" if question.kind is QuestionKind.TECHNICAL else "methods and numbers"
        candidates.append((scores.knowledge, f"Show more depth: name the {what} involved."))
    if not candidates:
        return "Keep this shape: it answers the question with specifics and a clear close."
    return min(candidates, key=lambda candidate: candidate[0])[1]


def _off_topic(question: PlannedQuestion, evaluation: AnswerEvaluation) -> str:
    asked = evaluation.asked.rstrip("?.!")
    if evaluation.answered_topics:
        answered = " and ".join(f"\u201c{topic}\u201d" for topic in evaluation.answered_topics)
        return f"You were asked about {asked}, but the answer talks about {answered}; answer the question asked."
    return f"You were asked about {asked}, and the answer does not address it; answer the question asked."


def observe(question: PlannedQuestion, answer: str, evaluation: AnswerEvaluation) -> str:
    if not answer.strip():
        return "No answer was given to this question."
    if not evaluation.substantive:
        return (
            f"Your answer ({quote(answer, 8)}) could not be read as a response to the question; "
            "answer in full sentences with an example."
        )
    notes = length_and_pace_notes(evaluation.metrics)
    if evaluation.off_topic:
        return " ".join([_off_topic(question, evaluation), *notes])
    return " ".join([_strength(evaluation, answer), _improvement(question, evaluation), *notes])
