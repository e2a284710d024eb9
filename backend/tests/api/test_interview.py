"""Interview API: the SPEC §7 calls end to end, ownership, and the SPEC §5 validation messages."""

import base64
import io
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from fastapi.testclient import TestClient
from mutagen.mp3 import MP3
from sqlalchemy import select

from tests.factories import sign_up
from vitae.bounded import WorkerPool
from vitae.interview.speech import EspeakSpeech
from vitae.settings import Settings
from vitae.store.database import Database
from vitae.store.models import InterviewSession
from vitae.web.app import create_app
from vitae.web.interview.service import CHANGED_MEANWHILE_MESSAGE

STRONG_ANSWER = (
    "At my last company our checkout service kept timing out during sales, and I was responsible for fixing it "
    "before Black Friday. I profiled the slow PostgreSQL queries, added an index and a Redis cache, and moved the "
    "email step to a Kafka queue. As a result, p99 latency fell from 2 seconds to 300 ms and we handled 3 times "
    "the traffic without a single outage. I learned to measure before optimising."
)
START = {
    "type": "Technical",
    "jobType": "Backend Engineer",
    "level": "Mid-Level",
    "jobDescription": "We need Python and PostgreSQL experience. Kubernetes is required.",
    "resumeData": None,
    "difficulty": "Standard",
    "duration": 15,
}


def mp3_seconds(audio: str) -> float:
    info: Any = MP3(io.BytesIO(base64.b64decode(audio))).info  # type: ignore[no-untyped-call]
    return float(info.length)


@pytest.fixture
def interview_client(settings: Settings, app_database: Database, workers: WorkerPool) -> Iterator[TestClient]:
    """Without a voice: these tests are about the interview, the audio has its own."""
    app = create_app(settings.model_copy(update={"speech_engine": "none"}), workers=workers)
    with TestClient(app) as client:
        yield client


def test_full_interview(interview_client: TestClient) -> None:
    sign_up(interview_client)
    started = interview_client.post("/api/interview/start", json=START)
    assert started.status_code == 200, started.text
    body = started.json()
    assert body["sessionId"] and body["question"] and body["audio"] is None
    assert body["plannedQuestions"] == 5
    session_id = body["sessionId"]
    questions = [body["question"]]
    for _ in range(20):
        reply = interview_client.post(
            "/api/interview/evaluate",
            json={"sessionId": session_id, "answer": STRONG_ANSWER, "isFinal": False, "spokenSeconds": 30},
        )
        assert reply.status_code == 200, reply.text
        insights = reply.json()["answerInsights"]
        assert "PostgreSQL" in insights["keyTerms"] and insights["words"] > 40
        assert insights["spokenSeconds"] == 30 and insights["wordsPerMinute"] > 0
        questions.append(reply.json()["nextQuestion"])
        if reply.json()["isComplete"]:
            break
    assert "Thank you for your time" in questions[-1]
    assert len(set(questions)) == len(questions)
    assert interview_client.post(f"/api/interview/complete/{session_id}").status_code == 200
    feedback = interview_client.get(f"/api/interview/feedback/{session_id}").json()
    assert feedback["scores"]["Overall Performance"] == feedback["overallScore"]
    assert {"Communication", "Relevance", "Structure (STAR)", "Technical Knowledge", "Confidence", "Clarity"} <= set(
        feedback["scores"]
    )
    assert len(feedback["questions"]) == len(questions) - 1
    first = feedback["questions"][0]
    assert first["performance"] in {"Excellent", "Very Good", "Good", "Needs Improvement"}
    assert first["answer"] == STRONG_ANSWER and "\u201c" in first["observation"]
    assert feedback["metrics"]["wordsPerMinute"] > 0
    assert "PostgreSQL" in feedback["metrics"]["jobTermsUsed"]


def test_final_answer_closes_the_interview(interview_client: TestClient) -> None:
    sign_up(interview_client)
    session_id = interview_client.post("/api/interview/start", json=START).json()["sessionId"]
    reply = interview_client.post(
        "/api/interview/evaluate", json={"sessionId": session_id, "answer": STRONG_ANSWER, "isFinal": True}
    ).json()
    assert reply["isComplete"] and "Thank you for your time" in reply["nextQuestion"]
    assert reply["answerInsights"]["wordsPerMinute"] is None  # typed: length only, no pace
    late = interview_client.post("/api/interview/evaluate", json={"sessionId": session_id, "answer": "More."})
    assert late.status_code == 409


def test_validation_messages(interview_client: TestClient) -> None:
    sign_up(interview_client)
    missing = interview_client.post("/api/interview/start", json={"jobType": "Engineer"})
    assert missing.status_code == 422
    assert missing.json()["message"] == "Missing required fields: type, level"
    unknown = interview_client.post("/api/interview/start", json={**START, "difficulty": "Impossible"})
    assert unknown.status_code == 422 and "Standard, Advanced or Expert" in unknown.json()["message"]
    session_id = interview_client.post("/api/interview/start", json=START).json()["sessionId"]
    empty = interview_client.post("/api/interview/evaluate", json={"sessionId": session_id, "answer": "   "})
    assert empty.status_code == 422
    assert empty.json()["message"] == "Please provide a response before submitting."
    no_session = interview_client.post("/api/interview/evaluate", json={"answer": "An answer."})
    assert no_session.json()["message"] == "No active interview session found."


def test_job_description_is_filled_in_when_empty(interview_client: TestClient, app_database: Database) -> None:
    sign_up(interview_client)
    body = {**START, "jobDescription": "", "type": "Behavioral"}
    assert interview_client.post("/api/interview/start", json=body).status_code == 200
    with app_database.session() as session:
        record = session.scalars(select(InterviewSession)).one()
        assert (
            record.preferences["jobDescription"] == "Mid-Level Backend Engineer position requiring Behavioral expertise"
        )


def test_sessions_belong_to_their_owner(settings: Settings, app_database: Database, workers: WorkerPool) -> None:
    app = create_app(settings.model_copy(update={"speech_engine": "none"}), workers=workers)
    with TestClient(app) as owner, TestClient(app) as other, TestClient(app) as visitor:
        sign_up(owner)
        sign_up(other)
        session_id = owner.post("/api/interview/start", json=START).json()["sessionId"]
        answer = {"sessionId": session_id, "answer": STRONG_ANSWER}
        assert other.post("/api/interview/evaluate", json=answer).status_code == 404
        assert other.post(f"/api/interview/complete/{session_id}").status_code == 404
        assert other.get(f"/api/interview/feedback/{session_id}").status_code == 404
        assert visitor.post("/api/interview/start", json=START).status_code == 401
        assert visitor.get(f"/api/interview/feedback/{session_id}").status_code == 401
        assert owner.get(f"/api/interview/feedback/{session_id}").status_code == 200


def test_resume_data_shapes_the_questions(interview_client: TestClient) -> None:
    sign_up(interview_client)
    resume = {
        "personalInfo": {"name": "Jordan Rivera"},
        "sections": [
            {
                "id": "work-experience",
                "title": "Work Experience",
                "items": [
                    {
                        "title": "Senior Backend Engineer",
                        "subtitle": "Acme",
                        "date": "2021 - Present",
                        "description": "",
                        "bullets": ["Led the migration of the billing service to Kubernetes, cutting deploys by 60%"],
                    }
                ],
            }
        ],
    }
    session_id = interview_client.post(
        "/api/interview/start", json={**START, "resumeData": resume, "type": "Behavioral"}
    ).json()["sessionId"]
    questions = []
    for _ in range(12):
        reply = interview_client.post(
            "/api/interview/evaluate", json={"sessionId": session_id, "answer": STRONG_ANSWER}
        ).json()
        questions.append(reply["nextQuestion"])
        if reply["isComplete"]:
            break
    assert any("At Acme, you \u201cled the migration of the billing service" in question for question in questions)


def test_analyze_transcript(interview_client: TestClient) -> None:
    sign_up(interview_client)
    reply = interview_client.post(
        "/api/interview/analyze-transcript",
        json={
            "turns": [
                {"question": "Tell me about a time you improved performance.", "answer": STRONG_ANSWER},
                {"question": "What is your greatest weakness?", "answer": "Um, I don't know."},
            ],
            "jobDescription": "Python, PostgreSQL, Redis",
        },
    )
    assert reply.status_code == 200, reply.text
    report = reply.json()
    assert [item["performance"] for item in report["questions"]][1] == "Needs Improvement"
    assert report["questions"][0]["score"] > report["questions"][1]["score"]
    assert report["metrics"]["fillerWords"] >= 1


@pytest.mark.skipif(not EspeakSpeech.available(), reason="espeak-ng is not installed")
def test_questions_come_with_mp3(settings: Settings, app_database: Database, workers: WorkerPool) -> None:
    app = create_app(settings.model_copy(update={"speech_engine": "espeak"}), workers=workers)
    with TestClient(app) as client:
        sign_up(client)
        started = client.post("/api/interview/start", json=START).json()
        assert mp3_seconds(started["audio"]) > 1
        reply = client.post(
            "/api/interview/evaluate", json={"sessionId": started["sessionId"], "answer": STRONG_ANSWER}
        ).json()
        assert mp3_seconds(reply["audio"]) > 1


class _MeetingEngine:
    """The app's own engine, holding each request that words a question until two have read the interview: two
    answers sent at once then both work from the same state."""

    def __init__(self, engine: Any) -> None:
        self._engine = engine
        self._meeting = threading.Barrier(2, timeout=10)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)

    def ask_question(self, *args: Any, **kwargs: Any) -> Any:
        self._meeting.wait()
        return self._engine.ask_question(*args, **kwargs)


def test_two_answers_sent_at_once_never_overwrite_each_other(
    interview_client: TestClient, app_database: Database
) -> None:
    sign_up(interview_client)
    session_id = interview_client.post("/api/interview/start", json=START).json()["sessionId"]
    app: Any = interview_client.app
    app.state.ai_engine = _MeetingEngine(app.state.ai_engine)
    answers = ["The first tab's answer about Python.", "The second tab's answer about PostgreSQL."]
    with ThreadPoolExecutor(max_workers=2) as pool:
        replies = list(
            pool.map(
                lambda text: interview_client.post(
                    "/api/interview/evaluate", json={"sessionId": session_id, "answer": text}
                ),
                answers,
            )
        )
    assert sorted(reply.status_code for reply in replies) == [200, 409]
    refused = next(reply for reply in replies if reply.status_code == 409)
    assert refused.json()["message"] == CHANGED_MEANWHILE_MESSAGE
    with app_database.session() as db:
        turns = db.scalars(select(InterviewSession.turns).where(InterviewSession.id == session_id)).one()
    recorded = [turn["answer"] for turn in turns if turn.get("answer")]
    assert len(recorded) == 1 and recorded[0] in answers, "exactly the accepted answer is kept"
