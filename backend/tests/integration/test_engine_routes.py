"""Every AI task through the API with the OpenAI-compatible engine configured against the stub server: upload
(commentary and enhancement), tweak, the builder's section enhancement and the interview (questions, follow-ups,
feedback, report). A model that answers well is used and named; one that misbehaves is replaced by the offline engine,
named with the reason, within the task's timeout and never as a 500. Scores stay Vitae's own."""

import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.api.test_builder import builder_data
from tests.factories import RESUME_TEXT, sign_up, upload
from tests.integration.openai_stub import (
    DROP,
    INVALID_JSON,
    SERVER_ERROR,
    OpenAiStub,
    Step,
    reply,
    stall,
    task_of,
)
from vitae.bounded import WorkerPool
from vitae.settings import Settings
from vitae.store.database import Database
from vitae.web.app import create_app

TIMEOUT = 1.0  # seconds, every task
SLACK = 3.0  # for Vitae's own work around the model calls, on a busy machine
COMMENTARY = "A clean, well-quantified resume; tighten the summary first."
QUESTION = "How have you used PostgreSQL in a production system?"
FOLLOW_UP = "What changed once that work was done?"
FEEDBACK = "A clear example in your own words; end with what changed."
NARRATIVE = "You answered with real examples. Practise closing each answer with its result."
POSTING = "Backend Engineer\n\nRequirements\n- Python, Kubernetes and PostgreSQL.\n- Experience with Rust."
INTERVIEW = {
    "type": "Technical",
    "jobType": "Backend Engineer",
    "level": "Mid-Level",
    "jobDescription": "We need Python and PostgreSQL experience. Kubernetes is required.",
    "resumeData": None,
    "difficulty": "Standard",
    "duration": 15,
}
ANSWER = (
    "In my last role I moved our reporting queries from a single PostgreSQL instance to a read replica, "
    "because the dashboards slowed down checkout. I measured the slow queries first, added two indexes and "
    "routed reads to the replica; checkout latency dropped by half."
)

SHORT_ANSWER = "I used PostgreSQL with a read replica so that the reporting queries stopped slowing down checkout."


def edits(*items: tuple[str, str, str]) -> dict[str, Any]:
    return {"edits": [{"target": t, "original": o, "new": n, "why": "Stronger wording."} for t, o, n in items]}


HONEST = ("work.0.bullets.2", "Mentored four engineers", "Coached four engineers")
MISSING_SKILL = ("work.0.bullets.1", "on Kafka and PostgreSQL", "on Kafka, PostgreSQL and Rust")
VALID: dict[str, dict[str, Any]] = {
    "commentary": {"commentary": COMMENTARY},
    "enhance": edits(HONEST),
    "tailor": edits(HONEST),
    "section": edits(("work.0.bullets.0", "Built weekly sales dashboards", "Created weekly sales dashboards")),
    "question": {"question": QUESTION},
    "follow-up": {"question": FOLLOW_UP},
    "feedback": {"feedback": FEEDBACK},
    "report": {"narrative": NARRATIVE},
}


def valid_answers(body: dict[str, Any]) -> Step:
    return reply(VALID[task_of(body)])


def always(step: Step) -> Callable[[dict[str, Any]], Step]:
    return lambda _body: step


@pytest.fixture(scope="module")
def stub() -> Iterator[OpenAiStub]:
    with OpenAiStub() as server:
        yield server


@pytest.fixture
def configured(settings: Settings, stub: OpenAiStub) -> Settings:
    timeouts = {
        f"ai_{task}_timeout_seconds": TIMEOUT
        for task in ("analysis", "enhance", "tailor", "assistant", "interview", "report")
    }
    return settings.model_copy(
        update={
            "ai_provider": "openai",
            "openai_base_url": stub.base_url,
            "openai_model": "stub-model",
            "speech_engine": "none",
            **timeouts,
        }
    )


@pytest.fixture
def model_client(configured: Settings, app_database: Database, workers: WorkerPool) -> Iterator[TestClient]:
    with TestClient(create_app(configured, workers=workers)) as client:
        yield client


def offline_score(client: TestClient, stub: OpenAiStub) -> int:
    stub.answer_with(always(SERVER_ERROR))
    score: int = upload(client, RESUME_TEXT.encode()).json()["overallScore"]
    return score


def test_an_upload_is_commented_and_enhanced_by_the_model(model_client: TestClient, stub: OpenAiStub) -> None:
    stub.answer_with(valid_answers)
    response = upload(model_client, RESUME_TEXT.encode())
    assert response.status_code == 201, response.text
    body = response.json()
    assert stub.tasks() == ["commentary", "enhance"]
    assert (body["analysis"]["commentary"], body["analysis"]["engine"]) == (COMMENTARY, "openai")
    assert (body["enhancement"]["engine"], body["enhancement"]["fallbackReason"]) == ("openai", "")
    assert "Coached four engineers" in body["enhancedContent"]
    assert body["overallScore"] == offline_score(model_client, stub)  # the same resume, the same score

    chosen = model_client.put(f"/api/resumes/{body['id']}/enhancement", json={"acceptedIds": []})
    assert chosen.status_code == 200 and chosen.json()["enhancement"]["engine"] == "openai"
    assert "Mentored four engineers" in chosen.json()["enhancedContent"]


@pytest.mark.parametrize(
    "failure", [SERVER_ERROR, DROP, stall(30.0), INVALID_JSON], ids=["500", "dropped", "stall-30s", "invalid-json"]
)
def test_an_upload_falls_back_to_the_offline_engine_in_time(
    model_client: TestClient, stub: OpenAiStub, failure: Step
) -> None:
    stub.answer_with(always(failure))
    started = time.monotonic()
    response = upload(model_client, RESUME_TEXT.encode())
    seconds = time.monotonic() - started
    assert response.status_code == 201, response.text
    body = response.json()
    assert body["analysis"]["engine"] == "offline" and body["analysis"]["fallbackReason"]
    assert body["analysis"]["commentary"].startswith(f"This resume scores {body['overallScore']} out of 100.")
    assert body["enhancement"]["engine"] == "offline" and body["enhancement"]["fallbackReason"]
    assert seconds < 2 * TIMEOUT + SLACK  # two tasks, each within its own deadline
    assert body["overallScore"] == offline_score(model_client, stub)


def test_a_tweak_is_tailored_by_the_model_and_guarded(model_client: TestClient, stub: OpenAiStub) -> None:
    stub.answer_with(always(SERVER_ERROR))
    resume_id = upload(model_client, RESUME_TEXT.encode()).json()["id"]
    path = f"/api/resumes/{resume_id}/tweak"
    request = {"jobDescription": POSTING, "useEnhancedVersion": False}

    stub.answer_with(valid_answers)
    tailored = model_client.post(path, json=request).json()
    assert (tailored["engine"], stub.tasks()) == ("openai", ["tailor"])
    assert "Coached four engineers" in tailored["enhancedContent"]

    stub.answer_with(always(reply(edits(HONEST, MISSING_SKILL))))
    guarded = model_client.post(path, json=request).json()
    assert guarded["engine"] == "openai" and "Rust" not in guarded["enhancedContent"]
    assert "rust" in {item["keyword"].lower() for item in guarded["missingKeywords"]}
    assert guarded["matchScore"] == tailored["matchScore"]  # Vitae's matcher scores both, the same edits

    sign_up(model_client)  # downloads need an account
    stub.answer_with(valid_answers)
    pdf = model_client.post(f"/api/resumes/{resume_id}/job-match-pdf", json=request)
    assert pdf.status_code == 200 and pdf.headers["x-vitae-engine"] == "openai"

    stub.answer_with(always(stall(30.0)))
    started = time.monotonic()
    stalled = model_client.post(path, json=request)
    assert stalled.status_code == 200 and stalled.json()["engine"] == "offline" and stalled.json()["fallbackReason"]
    assert time.monotonic() - started < TIMEOUT + SLACK


def test_the_builders_section_enhancement_is_the_models(model_client: TestClient, stub: OpenAiStub) -> None:
    sign_up(model_client)
    request = {"question": "Enhance with AI", "section": "work-experience", "context": builder_data()}
    stub.answer_with(valid_answers)
    enhanced = model_client.post("/api/resume-ai-assistant", json=request).json()
    assert (enhanced["engine"], stub.tasks()) == ("openai", ["section"])
    assert "Created weekly sales dashboards" in enhanced["answer"] and "```json" in enhanced["answer"]

    stub.answer_with(always(DROP))
    dropped = model_client.post("/api/resume-ai-assistant", json=request)
    assert dropped.status_code == 200
    assert dropped.json()["engine"] == "offline" and dropped.json()["fallbackReason"]
    assert "```json" in dropped.json()["answer"]


def run_interview(client: TestClient) -> tuple[dict[str, Any], list[dict[str, Any]], dict[str, Any]]:
    """Start, answer every question until the closing line, complete; the start, each answer's reply, the report."""
    started = client.post("/api/interview/start", json=INTERVIEW)
    assert started.status_code == 200, started.text
    session_id = started.json()["sessionId"]
    replies: list[dict[str, Any]] = []
    for number in range(30):
        answer = SHORT_ANSWER if number == 1 else ANSWER  # the second question is not the introduction: follow it up
        answered = client.post("/api/interview/evaluate", json={"sessionId": session_id, "answer": answer})
        assert answered.status_code == 200, answered.text
        replies.append(answered.json())
        if answered.json()["isComplete"]:
            break
    completed = client.post(f"/api/interview/complete/{session_id}")
    assert completed.status_code == 200, completed.text
    report = client.get(f"/api/interview/feedback/{session_id}")
    assert report.status_code == 200, report.text
    assert completed.json()["engine"] == report.json()["engine"]
    return started.json(), replies, report.json()


def test_the_interview_is_conducted_by_the_model(model_client: TestClient, stub: OpenAiStub) -> None:
    sign_up(model_client)
    stub.answer_with(valid_answers)
    started, replies, report = run_interview(model_client)
    assert (started["question"], started["engine"]) == (QUESTION, "openai")
    assert all(reply["engine"] == "openai" and not reply["fallbackReason"] for reply in replies)
    asked = {reply["nextQuestion"] for reply in replies if not reply["isComplete"]}
    assert asked == {QUESTION, FOLLOW_UP}
    assert {"question", "follow-up", "feedback", "report"} <= set(stub.tasks())
    assert (report["narrative"], report["engine"]) == (NARRATIVE, "openai")
    assert {question["observation"] for question in report["questions"]} == {FEEDBACK}


def test_the_interview_goes_on_offline_when_the_model_fails(model_client: TestClient, stub: OpenAiStub) -> None:
    sign_up(model_client)
    stub.answer_with(valid_answers)
    _, _, answered_by_model = run_interview(model_client)
    stub.answer_with(always(SERVER_ERROR))
    started, replies, report = run_interview(model_client)
    assert started["engine"] == "offline" and started["fallbackReason"]
    assert all(reply["engine"] == "offline" and reply["fallbackReason"] for reply in replies)
    assert report["engine"] == "offline" and report["fallbackReason"] and report["narrative"]
    # Vitae scores both, each against the questions as they were asked (a model's wording of them included).
    assert report["scores"].keys() == answered_by_model["scores"].keys()


def test_any_server_process_takes_the_next_turn(
    configured: Settings, app_database: Database, workers: WorkerPool, stub: OpenAiStub
) -> None:
    """The interview's state lives in the database: a turn taken by another process continues it."""
    stub.answer_with(valid_answers)
    with (
        TestClient(create_app(configured, workers=workers)) as first,
        TestClient(create_app(configured, workers=workers)) as second,
    ):
        sign_up(first)
        second.cookies = first.cookies
        session_id = first.post("/api/interview/start", json=INTERVIEW).json()["sessionId"]
        answered = second.post("/api/interview/evaluate", json={"sessionId": session_id, "answer": ANSWER})
        assert answered.status_code == 200 and answered.json()["engine"] == "openai"
        assert answered.json()["questionNumber"] == 2
