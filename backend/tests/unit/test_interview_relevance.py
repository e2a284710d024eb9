"""Relevance by meaning: an answer is judged against the question it was given, so one canned story told to every
question scores below an answer that fits, and the feedback says what was asked and what was answered."""

import pytest

from vitae.interview import evaluate_answer
from vitae.interview.models import PlannedQuestion, QuestionKind
from vitae.interview.observations import observe
from vitae.interview.relevance import question_core

CANNED_STORY = (
    "At my last job our checkout page kept failing during the big sales weekend. I was asked to fix it quickly. "
    "I added a cache in front of the database and moved the emails to a queue. As a result the errors dropped by "
    "eighty percent and revenue went up that quarter."
)
FITTING = [
    (
        PlannedQuestion(
            text="Explain the difference between a process and a thread.",
            kind=QuestionKind.TECHNICAL,
            intent="concept",
            keywords=["memory", "share", "address", "space", "context", "switch"],
        ),
        "A process has its own address space, while threads inside one process share its memory. That makes "
        "threads cheaper to create and to switch between, but they need locks around shared data, whereas two "
        "processes only talk through pipes or sockets.",
    ),
    (
        PlannedQuestion(
            text="How do you prioritise care when several patients need you at once?",
            kind=QuestionKind.TECHNICAL,
            intent="prioritization",
            keywords=["triage", "acuity", "safety", "delegate", "assessment"],
        ),
        "I triage by acuity: airway, breathing and circulation come first, then new pain and medication that is "
        "due. I tell the charge nurse if two patients deteriorate together, and I delegate stable tasks such as "
        "vital signs to the nursing assistant so that nobody waits unsafely.",
    ),
    (
        PlannedQuestion(
            text="How do you plan a lesson for a class with a wide range of abilities?",
            kind=QuestionKind.TECHNICAL,
            intent="process",
            keywords=["objective", "differentiate", "assessment", "groups", "scaffold"],
        ),
        "I start from one learning objective for everyone, then plan three versions of the main task with more or "
        "less scaffolding. Stronger pupils get an extension problem, and I check understanding with a short exit "
        "ticket so the next lesson starts where each group actually is.",
    ),
    (
        PlannedQuestion(
            text="Tell me about a time you had a disagreement with a colleague. How did you resolve it?",
            kind=QuestionKind.BEHAVIORAL,
            intent="conflict",
        ),
        "Last spring a colleague and I disagreed about whether to delay a client launch. He wanted to ship, I "
        "worried about untested invoices. I asked to talk it through over coffee, listened to his reasons, and we "
        "agreed to ship with invoicing switched off for a week. The launch went fine and we stayed on good terms.",
    ),
    (
        PlannedQuestion(
            text="How would you handle a customer who is angry about a late delivery?",
            kind=QuestionKind.TECHNICAL,
            intent="customer",
            keywords=["listen", "apologise", "empathy", "solution", "follow"],
        ),
        "First I would let the customer say everything and listen without interrupting, then apologise for the "
        "delay and check the tracking while they are on the line. I would offer a concrete solution, such as "
        "express reshipping or a refund of the delivery fee, and follow up the next day to make sure it arrived.",
    ),
]


@pytest.mark.parametrize(("question", "answer"), FITTING, ids=[question.intent for question, _ in FITTING])
def test_a_canned_story_scores_below_a_fitting_answer(question: PlannedQuestion, answer: str) -> None:
    fitting = evaluate_answer(question, answer)
    canned = evaluate_answer(question, CANNED_STORY)
    assert canned.scores.relevance < fitting.scores.relevance - 15
    assert not fitting.off_topic
    if question.kind is QuestionKind.TECHNICAL:
        # A story told instead of the concept, the method or the process asked for is no answer, however well told:
        # the whole score falls with it.
        assert canned.scores.overall < fitting.scores.overall - 8


def test_off_topic_feedback_says_what_was_asked_and_what_was_answered() -> None:
    question, _ = FITTING[0]
    recipe = (
        "Take two cups of flour, three eggs and a pinch of salt for the pasta. Layer the sheets of pasta with the "
        "tomato sauce and the cheese, and bake the lasagna for forty minutes until the top is golden."
    )
    evaluation = evaluate_answer(question, recipe)
    assert evaluation.off_topic and evaluation.scores.relevance < 30
    observation = observe(question, recipe, evaluation)
    assert "the difference between a process and a thread" in observation
    quoted = [part.split("\u201d")[0] for part in observation.split("\u201c")[1:]]
    assert quoted and all(part in recipe for part in quoted)


def test_question_core_drops_the_frame() -> None:
    assert question_core("Tell me about a time when you led a team through a change.") == (
        "led a team through a change."
    )
    assert question_core("What is a deadlock?") == "What is a deadlock?"
