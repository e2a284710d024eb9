"""Every task of the OpenAI-compatible engine against every misbehaviour of a local stub server: valid output, invalid
JSON (repaired once, or not), a schema violation, a lying answer, a 30-second stall, an HTTP 500 and a dropped
connection. Each ends in a correct result (the model's, guarded; a repaired reply; or the offline engine's answer with
the reason) within the task's timeout.

The builder assistant's free answers have their own cases in test_openai_engine.py (they are text, not JSON)."""

import json
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from tests.factories import RESUME_TEXT
from tests.integration.openai_stub import (
    DROP,
    INVALID_JSON,
    SCHEMA_VIOLATION,
    SERVER_ERROR,
    OpenAiStub,
    Step,
    reply,
    stall,
)
from vitae.ai.offline import OfflineEngine
from vitae.ai.openai_engine import OpenAiEngine, TaskTimeouts
from vitae.ai.protocol import (
    AiEngine,
    EngineCommentary,
    EngineEnhancement,
    EngineFeedback,
    EngineQuestion,
    EngineReply,
    EngineReport,
    EngineResult,
    EngineTailoring,
)
from vitae.analysis import AnalyzedResume, analyze_text
from vitae.ats import prepare_scoring
from vitae.ats.job_description import JobDescription, analyze_job_description
from vitae.interview.context import resume_context_from_parsed
from vitae.interview.models import InterviewPreferences, PlannedQuestion, QuestionSource, Turn
from vitae.interview.session import InterviewState, start_interview
from vitae.resume.builder_shape import SKILLS_SECTION_ID, WORK_SECTION_ID, BuilderResume, build_builder_resume

TIMEOUT = 0.6  # seconds, per task: short, so the 30-second stall is caught quickly
OFFLINE_WORK = 2.0  # seconds the offline engine may add after the deadline (tailoring matches twice)
POSTING = """Senior Backend Engineer

Requirements
- 5+ years of backend development experience in Python or Go.
- Strong experience with Kubernetes, PostgreSQL and Kafka.

Nice to have
- Experience with Rust and gRPC.
"""
ANSWER = (
    "At Stripe I led the migration of the billing service to Kubernetes. I planned the rollout service by service, "
    "wrote the Helm charts and ran both platforms side by side for two weeks before the switch."
)


@pytest.fixture(scope="module")
def stub() -> Iterator[OpenAiStub]:
    with OpenAiStub() as server:
        yield server


@pytest.fixture
def engine(stub: OpenAiStub) -> OpenAiEngine:
    timeouts = TaskTimeouts(
        analysis=TIMEOUT, enhance=TIMEOUT, tailor=TIMEOUT, assistant=TIMEOUT, interview=TIMEOUT, report=TIMEOUT
    )
    return OpenAiEngine(base_url=stub.base_url, model="stub-model", timeouts=timeouts)


@dataclass(frozen=True)
class Inputs:
    analyzed: AnalyzedResume
    builder: BuilderResume
    job: JobDescription
    interview: InterviewState  # the first question answered, a follow-up due

    @property
    def answered(self) -> Turn:
        return self.interview.turns[-2]


@pytest.fixture(scope="module")
def inputs() -> Inputs:
    prepare_scoring()  # as the app does at start-up: the first match would otherwise spend the deadline loading
    analyzed = analyze_text(RESUME_TEXT)
    preferences = InterviewPreferences(job_title="Backend Engineer", job_description=POSTING)
    started = start_interview(preferences, resume_context_from_parsed(analyzed.parsed))
    first = started.turns[0].model_copy(update={"answer": ANSWER, "answered": True})
    follow_up = PlannedQuestion(
        text="What was the result?", kind=first.question.kind, source=QuestionSource.FOLLOW_UP, asks_for="result"
    )
    interview = started.model_copy(update={"turns": [first, Turn(question=follow_up)]})
    return Inputs(analyzed, build_builder_resume(analyzed.parsed), analyze_job_description(POSTING), interview)


def edits(*items: tuple[str, str, str]) -> dict[str, Any]:
    return {"edits": [{"target": t, "original": o, "new": n, "why": "Stronger wording."} for t, o, n in items]}


HONEST = ("work.0.bullets.2", "Mentored four engineers", "Coached four engineers")
NEW_EMPLOYER_AND_NUMBER = (
    "work.0.bullets.0",
    "cutting deployment time by 60%",
    "cutting deployment time by 85% at Google",
)
MISSING_SKILL = ("work.0.bullets.1", "on Kafka and PostgreSQL", "on Kafka, PostgreSQL and Rust")


@dataclass(frozen=True)
class Task:
    name: str
    run: Callable[[AiEngine, Inputs], EngineResult]
    valid: dict[str, Any]
    lying: dict[str, Any]
    shows: Callable[[EngineResult], str]  # the text the user sees, for the checks below
    model_words: str  # in `shows` when the model's valid answer was used
    lie: str  # never in `shows`
    lie_is_guarded: bool  # a rewrite keeps its honest edits (True), anything else falls back whole (False)


def _commentary(result: EngineResult) -> str:
    assert isinstance(result, EngineCommentary)
    return result.commentary


def _enhancement(result: EngineResult) -> str:
    assert isinstance(result, EngineEnhancement)
    return result.enhancement.enhanced_content


def _tailoring(result: EngineResult) -> str:
    assert isinstance(result, EngineTailoring)
    return result.tailoring.enhanced_content


def _reply(result: EngineResult | EngineReply) -> str:
    assert isinstance(result, EngineReply)
    return result.answer


def _question(result: EngineResult) -> str:
    assert isinstance(result, EngineQuestion)
    return result.question.text


def _feedback(result: EngineResult) -> str:
    assert isinstance(result, EngineFeedback)
    return result.feedback


def _narrative(result: EngineResult) -> str:
    assert isinstance(result, EngineReport)
    return result.report.narrative


TASKS = [
    Task(
        "commentary",
        lambda engine, given: engine.analysis_commentary(given.analyzed.parsed, given.analyzed.analysis),
        {"commentary": "A clean, well-quantified resume; tighten the summary first."},
        {"commentary": "This resume scores 101 out of 100."},
        _commentary,
        "tighten the summary first",
        "101",
        lie_is_guarded=False,
    ),
    Task(
        "enhance",
        lambda engine, given: engine.enhance(
            given.analyzed.parsed, given.analyzed.analysis, source_text=given.analyzed.text
        ),
        edits(HONEST),
        edits(HONEST, NEW_EMPLOYER_AND_NUMBER),
        _enhancement,
        "Coached four engineers",
        "Google",
        lie_is_guarded=True,
    ),
    Task(
        "tailor",
        lambda engine, given: engine.tailor(given.analyzed.parsed, given.analyzed.text, given.job, base=None),
        edits(HONEST),
        edits(HONEST, MISSING_SKILL),
        _tailoring,
        "Coached four engineers",
        "Rust",
        lie_is_guarded=True,
    ),
    Task(
        "section",
        lambda engine, given: engine.enhance_section(WORK_SECTION_ID, given.builder),
        edits(HONEST),
        edits(HONEST, NEW_EMPLOYER_AND_NUMBER),
        _reply,  # type: ignore[arg-type]
        "Coached four engineers",
        "Google",
        lie_is_guarded=True,
    ),
    Task(
        "skills",
        lambda engine, given: engine.enhance_section(SKILLS_SECTION_ID, given.builder),
        {
            "categories": [
                {"name": "Programming", "skills": ["Python", "Go", "SQL"]},
                {"name": "Cloud", "skills": ["Kubernetes", "Docker", "AWS", "Terraform"]},
                {"name": "Data", "skills": ["Kafka", "PostgreSQL", "Redis"]},
            ]
        },
        {"categories": [{"name": "Languages", "skills": ["Python", "Go", "SQL", "Rust"]}]},
        _reply,  # type: ignore[arg-type]
        '"name": "Programming"',
        "Rust",
        lie_is_guarded=False,
    ),
    Task(
        "question",
        lambda engine, given: engine.ask_question(given.interview, given.interview.plan[2]),
        {"question": "How did you plan the migration of the billing service to Kubernetes?"},
        {"question": "How did you grow revenue by 40% while you worked at Google?"},
        _question,
        "How did you plan the migration",
        "Google",
        lie_is_guarded=False,
    ),
    Task(
        "follow-up",
        lambda engine, given: engine.follow_up(given.interview, given.answered, given.interview.current_question),
        {"question": "What changed for the billing team once the migration was done?"},
        {"question": "Did the migration save Stripe $2 million a year?"},
        _question,
        "What changed for the billing team",
        "$2 million",
        lie_is_guarded=False,
    ),
    Task(
        "feedback",
        lambda engine, given: engine.evaluate_answer(given.answered, given.interview.job),
        {"feedback": "A clear plan in your own words; say what the switch achieved."},
        {"feedback": "I would score this answer 101 out of 100."},
        _feedback,
        "say what the switch achieved",
        "101",
        lie_is_guarded=False,
    ),
    Task(
        "report",
        lambda engine, given: engine.final_report(given.interview),
        {"narrative": "You explained your own work clearly. Practise closing with the result."},
        {"narrative": "Overall you scored 101 out of 100, the best this year."},
        _narrative,
        "Practise closing with the result",
        "101",
        lie_is_guarded=False,
    ),
]


def run(task: Task, engine: AiEngine, given: Inputs) -> tuple[EngineResult, float]:
    started = time.monotonic()
    result = task.run(engine, given)
    return result, time.monotonic() - started


def same_without_reason(result: EngineResult, offline: EngineResult) -> bool:
    """The offline engine's very answer, the reason it stood in aside."""
    if isinstance(result, EngineReport):
        result = result.model_copy(update={"report": result.report.model_copy(update={"fallback_reason": ""})})
    return result.model_copy(update={"fallback_reason": ""}) == offline


@pytest.mark.parametrize("task", TASKS, ids=[task.name for task in TASKS])
def test_valid_output_is_the_models_answer(stub: OpenAiStub, engine: OpenAiEngine, inputs: Inputs, task: Task) -> None:
    stub.script(reply(task.valid))
    result, _ = run(task, engine, inputs)
    assert (result.engine, result.fallback_reason) == ("openai", "")
    assert task.model_words in task.shows(result)
    assert stub.requests[0]["response_format"]["type"] == "json_schema"


@pytest.mark.parametrize("task", TASKS, ids=[task.name for task in TASKS])
@pytest.mark.parametrize("first", [INVALID_JSON, SCHEMA_VIOLATION], ids=["invalid-json", "schema-violation"])
def test_a_bad_reply_is_repaired_once(
    stub: OpenAiStub, engine: OpenAiEngine, inputs: Inputs, task: Task, first: Step
) -> None:
    stub.script(first, reply("```json\n" + json.dumps(task.valid) + "\n```"))
    result, _ = run(task, engine, inputs)
    assert result.engine == "openai"
    assert task.model_words in task.shows(result)
    assert stub.tasks() == [task.name, "repair"]  # each task's prompt, named as its template


@pytest.mark.parametrize("task", TASKS, ids=[task.name for task in TASKS])
def test_a_lying_answer_never_reaches_the_user(
    stub: OpenAiStub, engine: OpenAiEngine, inputs: Inputs, task: Task
) -> None:
    stub.script(reply(task.lying))
    result, _ = run(task, engine, inputs)
    assert task.lie not in task.shows(result)
    if task.lie_is_guarded:
        assert result.engine == "openai"  # the honest edits stay, the lying one is reverted
        assert task.model_words in task.shows(result)
    else:
        assert result.engine == "offline" and result.fallback_reason
        assert same_without_reason(result, task.run(OfflineEngine(), inputs))


FAILURES = [INVALID_JSON, SCHEMA_VIOLATION, stall(30.0), SERVER_ERROR, DROP]
FAILURE_IDS = ["invalid-json-twice", "schema-violation-twice", "stall-30s", "server-error", "dropped-connection"]


@pytest.mark.parametrize("task", TASKS, ids=[task.name for task in TASKS])
@pytest.mark.parametrize("failure", FAILURES, ids=FAILURE_IDS)
def test_a_failing_server_ends_in_the_offline_answer_within_the_timeout(
    stub: OpenAiStub, engine: OpenAiEngine, inputs: Inputs, task: Task, failure: Step
) -> None:
    stub.script(failure)
    result, seconds = run(task, engine, inputs)
    assert result.engine == "offline" and result.fallback_reason
    assert same_without_reason(result, task.run(OfflineEngine(), inputs))
    assert seconds < TIMEOUT + OFFLINE_WORK
    assert len(stub.requests) <= 2  # one repair at most, never unbounded retries


def test_scores_stay_vitaes_whatever_the_model_says(stub: OpenAiStub, engine: OpenAiEngine, inputs: Inputs) -> None:
    offline = OfflineEngine()
    stub.script(reply({"feedback": "Strong answer."}))
    feedback = engine.evaluate_answer(inputs.answered, inputs.interview.job)
    assert feedback.evaluation == offline.evaluate_answer(inputs.answered, inputs.interview.job).evaluation
    stub.script(reply({"narrative": "A good interview."}))
    report = engine.final_report(inputs.interview).report
    expected = offline.final_report(inputs.interview).report
    assert (report.scores, report.overall_score) == (expected.scores, expected.overall_score)
    stub.script(reply(edits(HONEST)))
    tailored = engine.tailor(inputs.analyzed.parsed, inputs.analyzed.text, inputs.job, base=None).tailoring
    assert (
        tailored.original_match_score
        == offline.tailor(
            inputs.analyzed.parsed, inputs.analyzed.text, inputs.job, base=None
        ).tailoring.original_match_score
    )
    assert "Rust" in {keyword.keyword for keyword in tailored.missing_keywords}


def test_a_question_must_be_a_short_question(stub: OpenAiStub, engine: OpenAiEngine, inputs: Inputs) -> None:
    planned = inputs.interview.plan[2]
    for text in ["", "Tell me about Kubernetes.", "Why " + "really " * 80 + "?"]:
        stub.script(reply({"question": text}))
        asked = engine.ask_question(inputs.interview, planned)
        assert asked.engine == "offline" and asked.question == planned
