"""One observation per answer, in plain words, that quotes what the candidate said: what worked, then the one change
that would lift the answer most, then what its length and pace call for. Every quote is a verbatim span of the
answer (see `quotes`); counts of fillers are given as counts, not as quotes."""

import re

from vitae.interview.delivery import LONG_ANSWER_WORDS, SHORT_ANSWER_WORDS, length_and_pace_notes
from vitae.interview.models import AnswerEvaluation, PlannedQuestion, QuestionKind
from vitae.interview.quotes import full_stop, quote
from vitae.interview.text import opening_words, profile_text, sentences_of, topic_words

QUOTE_WORDS = 14
LOW = 55  # a category below this is worth the candidate's attention
# Below these, a delivery part of the overall score (see `evaluator.DELIVERY_PARTS`) costs enough points to name: about
# 75 words said, about 3 fillers in a hundred words, content words of about five letters on average.
ENOUGH_SAID = 80
FLUENT = 80
PRECISE = 35
NOT_ANSWERED = "Not answered."
_QUOTED = re.compile(r"“[^”]*”")
_PART_NAMES = {"situation": "the situation", "task": "your task", "action": "what you did", "result": "the result"}


def as_said(answer: str, phrase: str) -> str | None:
    """`phrase` as the answer spells it ('I guess' for 'i guess'), or None when the answer does not hold it."""
    match = re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", answer, re.IGNORECASE)
    return match.group() if match else None


def _sentence_holding(answer: str, needles: list[str]) -> str | None:
    return next(
        (sentence for sentence in sentences_of(answer) if any(needle in sentence.lower() for needle in needles)), None
    )


def strength(evaluation: AnswerEvaluation, answer: str) -> str:
    result = evaluation.parts.get("result")
    if result:
        return full_stop(f"You made the outcome clear: {quote(result[0], QUOTE_WORDS)}")
    if evaluation.quantities:
        sentence = _sentence_holding(answer, [number.lower() for number in evaluation.quantities])
        if sentence:
            return full_stop(f"You put a number on it: {quote(sentence, QUOTE_WORDS)}")
    action = evaluation.parts.get("action")
    if action:
        return full_stop(f"You said what you did: {quote(action[0], QUOTE_WORDS)}")
    return full_stop(f"You opened with {quote(answer, 10)}")


def improvements(question: PlannedQuestion, evaluation: AnswerEvaluation, answer: str) -> list[tuple[int, str]]:
    """The changes that would lift the answer, each with how pressing it is (lower: more pressing)."""
    scores = evaluation.scores
    metrics = evaluation.metrics
    found: list[tuple[int, str]] = []
    if scores.relevance < LOW:
        # a follow-up quotes the candidate: their words are not what was asked
        topic = ", ".join(topic_words(_QUOTED.sub("", question.text)))
        found.append((scores.relevance, f"Tie the answer to what was asked ({topic}) from its first sentence."))
    if question.kind is QuestionKind.BEHAVIORAL:
        missing = [name for part, name in _PART_NAMES.items() if part not in evaluation.parts]
        if missing and scores.structure < 70:
            found.append((scores.structure, f"Tell it as a story in order: add {', '.join(missing)}."))
        if "result" not in evaluation.parts:
            found.append((LOW - 1, "Close with the outcome, with a number if you have one."))
    elif scores.structure < LOW:  # an explanation: its shape is steps, reasons, an example
        found.append((scores.structure, "Explain it in order: how it works step by step, why, and one example."))
    parts = evaluation.overall_parts
    if metrics.words >= SHORT_ANSWER_WORDS and parts.get("elaboration", 100) < ENOUGH_SAID:
        found.append(
            (
                parts["elaboration"],
                f"Say more: {metrics.words} words is under a minute spoken; one to two minutes leaves room for what "
                "you did and how it ended.",
            )
        )
    if metrics.filler_words >= 3 and (scores.clarity < 70 or parts.get("fluency", 100) < FLUENT):
        top = ", ".join(f"{word} \u00d7{count}" for word, count in list(metrics.fillers_found.items())[:3])
        pressing = min(scores.clarity, parts.get("fluency", 100))
        found.append((pressing, f"Pause instead of filling: {metrics.filler_words} filler words ({top})."))
    if metrics.hedges >= 2 and scores.confidence < 70:
        spelled = [as_said(answer, hedge) for hedge in list(metrics.hedges_found)[:2]]
        shown = ", ".join(f"\u201c{hedge}\u201d" for hedge in spelled if hedge)
        found.append((scores.confidence, f"Drop hedges such as {shown} and state what you did."))
    if parts.get("vocabulary", 100) < PRECISE:
        letters = profile_text(opening_words(answer, LONG_ANSWER_WORDS)).mean_word_length
        found.append(
            (
                LOW + parts["vocabulary"] // 10,  # worth saying, after what the answer lacks
                f"Name things precisely: your words were mostly short, general ones ({letters:.1f} letters on "
                "average); say which method, tool or result you mean.",
            )
        )
    if scores.knowledge < LOW:
        named = ["tools", "methods"] if question.kind is QuestionKind.TECHNICAL else ["methods"]
        named += [] if evaluation.quantities else ["numbers"]
        what = " and ".join([", ".join(named[:-1]), named[-1]] if len(named) > 1 else named)
        found.append((scores.knowledge, f"Show more depth: name the {what} involved."))
    return sorted(found, key=lambda item: item[0])


def _off_topic(evaluation: AnswerEvaluation) -> str:
    asked = evaluation.asked.strip().rstrip("?.!")
    # A question left whole ('How do you ...') is named as asked; a core ('led a team') reads on from 'about'.
    lead = "The question was: " if asked[:1].isupper() else "You were asked about "
    if evaluation.answered_topics:
        answered = " and ".join(f"\u201c{topic}\u201d" for topic in evaluation.answered_topics)
        return f"{lead}{asked}. The answer talks about {answered}: answer the question asked."
    return f"{lead}{asked}. The answer does not address it: answer the question asked."


def _mashed(answer: str) -> bool:
    """Keyboard mashing or one word said over and over, rather than a few real words."""
    profile = profile_text(answer)
    return profile.plausible_ratio < 0.8 or (profile.word_count >= 5 and profile.unique_ratio < 0.3)


def observe(question: PlannedQuestion, answer: str, evaluation: AnswerEvaluation) -> str:
    if not answer.strip():
        return NOT_ANSWERED
    if not evaluation.substantive:
        if len(answer.split()) < SHORT_ANSWER_WORDS and evaluation.metrics.words and not _mashed(answer):
            return (
                f"Too short: your answer ({quote(answer, 8)}) says too little to judge; "
                "answer in full sentences with an example."
            )
        return (
            f"Your answer ({quote(answer, 8)}) could not be read as a response to the question; "
            "answer in full sentences with an example."
        )
    notes = length_and_pace_notes(evaluation.metrics)
    if evaluation.off_topic:
        return " ".join([_off_topic(evaluation), *notes])
    changes = improvements(question, evaluation, answer)
    change = changes[0][1] if changes else "Keep this shape: it answers the question with specifics and a clear close."
    return " ".join([strength(evaluation, answer), change, *notes])
