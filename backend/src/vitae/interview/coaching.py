"""What the report coaches beyond the scores: a summary paragraph of the interview, three action items each tied to
an answer that shows it, and the weakest answer put in STAR order from the candidate's own sentences."""

import re
from dataclasses import dataclass

from vitae.interview.lexicon import FILLER_LIKE, FILLER_PHRASES, HEDGES, VOCAL_FILLERS
from vitae.interview.models import (
    ActionItem,
    AnswerEvaluation,
    DeliveryMetrics,
    PlannedQuestion,
    StrongerAnswer,
    StrongerPart,
)
from vitae.interview.observations import improvements
from vitae.interview.quotes import quote

ACTION_ITEMS = 3
STRONGER_LABEL = "A stronger version, built from your own words in STAR order (add what the brackets ask for)"
_STAR_ORDER = ("situation", "task", "action", "result")
_TO_ADD = {
    "situation": "[Add the situation: where you were and what was happening.]",
    "task": "[Add your task: what you had to achieve, and by when.]",
    "action": "[Add what you did yourself, step by step.]",
    "result": "[Add the result: what changed because of your work, with a number if you have one.]",
}
_REPEATED_WORD = re.compile(r"\b(\w+)(?:\s+\1\b)+", re.IGNORECASE)
# Where a filler was taken out, the commas around it are left behind: 'I, uh, led' -> 'I,, led' -> 'I led'.
_SPACE_BEFORE_MARK = re.compile(r"\s+([,.!?;:])")
_COMMA_BEFORE_MARK = re.compile(r",+([,.!?;:])")
_OPENING_MARKS = re.compile(r"^[\s,.;:]+")


@dataclass(frozen=True)
class AnsweredQuestion:
    index: int  # in the report's questions
    question: PlannedQuestion
    answer: str
    evaluation: AnswerEvaluation


def summary_paragraph(
    overall: int, band: str, category_scores: dict[str, int], answered: list[AnsweredQuestion], asked: int
) -> str:
    if not answered:
        return f"No question was answered out of {asked} asked, so there is nothing to judge yet."
    ranked = sorted(category_scores.items(), key=lambda item: item[1])
    weakest_category, strongest_category = ranked[0], ranked[-1]
    best = max(answered, key=lambda item: item.evaluation.scores.overall)
    worst = min(answered, key=lambda item: item.evaluation.scores.overall)
    words = sum(item.evaluation.metrics.words for item in answered) / len(answered)
    sentences = [
        f"You answered {len(answered)} of {asked} questions and scored {overall} overall ({band}).",
        f"Your strongest area was {strongest_category[0]} ({strongest_category[1]}), "
        f"the weakest {weakest_category[0]} ({weakest_category[1]}).",
    ]
    if best.index != worst.index:
        sentences.append(
            f"Your best answer was to question {best.index + 1} ({best.evaluation.scores.overall}); the one to rework "
            f"is question {worst.index + 1} ({worst.evaluation.scores.overall}): {worst.question.text}"
        )
    sentences.append(f"Answers ran {words:.0f} words on average{_delivery(answered)}.")
    return " ".join(sentences)


def _delivery(answered: list[AnsweredQuestion]) -> str:
    metrics: list[DeliveryMetrics] = [item.evaluation.metrics for item in answered]
    fillers = sum(item.filler_words for item in metrics)
    words = sum(item.words for item in metrics)
    per_hundred = 100 * fillers / words if words else 0.0
    timed = [item for item in metrics if item.words_per_minute is not None]
    pace = ""
    if timed:
        seconds = sum(item.spoken_seconds or 0.0 for item in timed)
        pace = f", at {60 * sum(item.words for item in timed) / seconds:.0f} words a minute" if seconds else ""
    return f"{pace}, with {per_hundred:.1f} filler words per hundred"


def action_items(answered: list[AnsweredQuestion]) -> list[ActionItem]:
    """The most pressing change of each answer, worst first, one per answer while answers last, no change twice."""
    candidates = sorted(
        (
            (rank, severity, item, change)
            for item in answered
            for rank, (severity, change) in enumerate(improvements(item.question, item.evaluation, item.answer))
        ),
        key=lambda entry: (entry[0], entry[1]),
    )
    chosen: list[ActionItem] = []
    used_answers: set[int] = set()
    used_changes: set[str] = set()
    for pass_allows_repeat in (False, True):
        for _rank, _severity, item, change in candidates:
            if len(chosen) == ACTION_ITEMS:
                return chosen
            key = change.split(":")[0]
            if key in used_changes or (item.index in used_answers and not pass_allows_repeat):
                continue
            chosen.append(
                ActionItem(
                    question_index=item.index,
                    question=item.question.text,
                    quote=quote(item.answer, 12),
                    action=change,
                )
            )
            used_answers.add(item.index)
            used_changes.add(key)
    return chosen


def _case_blind(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """The lexicon's patterns are written for lower-case text; the candidate's sentence keeps its capitals."""
    return re.compile(pattern.pattern, re.IGNORECASE)


def _cleaned(sentence: str) -> str:
    """The candidate's sentence without fillers, hedges ('I guess') and words said twice; their words otherwise."""
    text = sentence
    for pattern in (VOCAL_FILLERS, FILLER_PHRASES, FILLER_LIKE, HEDGES):
        text = _case_blind(pattern).sub("", text)
    text = _REPEATED_WORD.sub(r"\1", text)
    text = _SPACE_BEFORE_MARK.sub(r"\1", " ".join(text.split()))
    text = _COMMA_BEFORE_MARK.sub(r"\1", text)
    text = _OPENING_MARKS.sub("", text)
    return text[:1].upper() + text[1:]


def stronger_answer(answered: list[AnsweredQuestion]) -> StrongerAnswer | None:
    """The weakest answer that holds a part of a story (not a follow-up reply), its parts in STAR order."""
    pool = [item for item in answered if item.evaluation.parts and not item.question.follows]
    if not pool:
        return None
    weakest = min(pool, key=lambda item: item.evaluation.scores.overall)
    parts: list[StrongerPart] = []
    used: set[str] = set()
    for part in _STAR_ORDER:
        sentences = [sentence for sentence in weakest.evaluation.parts.get(part, []) if sentence not in used]
        used.update(sentences)
        if sentences:
            parts.append(StrongerPart(part=part, text=" ".join(_cleaned(s) for s in sentences[:2]), from_answer=True))
        elif part != "task":  # a story without a separate task still reads whole
            parts.append(StrongerPart(part=part, text=_TO_ADD[part], from_answer=False))
    return StrongerAnswer(
        question_index=weakest.index, question=weakest.question.text, label=STRONGER_LABEL, parts=parts
    )
