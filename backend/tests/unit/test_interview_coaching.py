"""The report coaches truly: every quote is a verbatim span of an answer, a summary paragraph, three action items
each tied to an answer, and the weakest answer rebuilt in STAR order from the candidate's own sentences."""

from tests.unit.interview_fixtures import LEADERSHIP, RATE_LIMITER, STRONG_RATE_LIMITER, STRONG_STAR
from vitae.interview.coaching import STRONGER_LABEL
from vitae.interview.models import PlannedQuestion, QuestionKind, Turn
from vitae.interview.quotes import quote, quoted_spans
from vitae.interview.report import build_report

CONFLICT = PlannedQuestion(
    text="Tell me about a time you disagreed with a colleague.", kind=QuestionKind.BEHAVIORAL, intent="conflict"
)
RAMBLING_STORY = (
    "Um, so, uh, I think we had, like, a disagreement about the release. We were, um, we were both on the platform "
    "team at the time and the deadline was close. You know, he wanted to ship on Friday. I sat down with him and "
    "I listened to his reasons, and, uh, I proposed a feature flag."
)
HEDGING = "I guess I kind of helped with the planning, maybe. I think it went fine, I guess, in the end."


def _report() -> list[tuple[str, str]]:
    return [
        (LEADERSHIP.text, STRONG_STAR),
        (CONFLICT.text, RAMBLING_STORY),
        (RATE_LIMITER.text, STRONG_RATE_LIMITER),
        (LEADERSHIP.text, HEDGING),
    ]


def build() -> tuple[object, list[str]]:
    questions = [LEADERSHIP, CONFLICT, RATE_LIMITER, LEADERSHIP]
    answers = [answer for _, answer in _report()]
    turns = [
        Turn(question=question, answer=answer, answered=True, spoken_seconds=len(answer.split()) / 2.5)
        for question, answer in zip(questions, answers, strict=True)
    ]
    return build_report(turns), answers


def test_every_quote_is_a_verbatim_span_of_its_answer() -> None:
    report, answers = build()
    for feedback, answer in zip(report.questions, answers, strict=True):  # type: ignore[attr-defined]
        assert quoted_spans(feedback.observation), feedback.observation
        for span in quoted_spans(feedback.observation):
            assert span in answer, (span, feedback.observation)
    for item in report.action_items:  # type: ignore[attr-defined]
        assert all(span in answers[item.question_index] for span in quoted_spans(item.quote))


def test_summary_action_items_and_a_stronger_version() -> None:
    report, answers = build()
    summary = report.summary  # type: ignore[attr-defined]
    assert summary.count(".") >= 3 and "4 of 4 questions" in summary
    items = report.action_items  # type: ignore[attr-defined]
    assert len(items) == 3 and len({item.action for item in items}) == 3
    assert all(item.question == report.questions[item.question_index].question for item in items)  # type: ignore[attr-defined]
    stronger = report.stronger_answer  # type: ignore[attr-defined]
    assert stronger is not None and stronger.label == STRONGER_LABEL
    weakest = min(
        (index for index in range(len(answers)) if index != 2),
        key=lambda index: report.questions[index].score,  # type: ignore[attr-defined]
    )
    assert stronger.question_index == weakest
    order = [part.part for part in stronger.parts]
    assert order == sorted(order, key=["situation", "task", "action", "result"].index)
    source = answers[stronger.question_index].lower()
    for part in stronger.parts:
        if part.from_answer:
            assert all(word.strip(".,").lower() in source for word in part.text.split())
        else:
            assert part.text.startswith("[Add")


def test_quote_keeps_the_words_and_puts_the_ellipsis_outside() -> None:
    text = "We cut the backlog from 120 tickets to 30, which freed two people for the new project."
    shown = quote(text, 6)
    assert shown == "\u201cWe cut the backlog from 120\u201d\u2026"
    assert quoted_spans(shown)[0] in text
    assert quote("Short answer.") == "\u201cShort answer\u201d"
