"""The OpenAI-compatible engine against a local stub server that misbehaves on demand: every case ends in a correct
result (the model's guarded edits, a repaired reply, or the offline engine's answer) within the task's timeout."""

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from pydantic import SecretStr

from tests.api.test_builder import builder_data
from tests.factories import RESUME_TEXT, sign_up
from tests.integration.openai_stub import DROP, OpenAiStub, Step, reply, stall, status
from vitae.ai.offline import OfflineEngine
from vitae.ai.openai_engine import OpenAiEngine, TaskTimeouts
from vitae.ai.select import engine_description, select_engine
from vitae.analysis import AnalyzedResume, analyze_text
from vitae.bounded import WorkerPool
from vitae.resume.builder_shape import WORK_SECTION_ID, BuilderResume, build_builder_resume
from vitae.settings import Settings
from vitae.web.app import create_app
from vitae.writer.advice_guide import resume_guide
from vitae.writer.models import ImprovementKind

TIMEOUT = 0.6  # seconds, per task: short, so a stall is caught quickly
STALL = 5.0


@pytest.fixture(scope="module")
def stub() -> Iterator[OpenAiStub]:
    with OpenAiStub() as server:
        yield server


@pytest.fixture(scope="module")
def analyzed() -> AnalyzedResume:
    return analyze_text(RESUME_TEXT)


@pytest.fixture(scope="module")
def builder(analyzed: AnalyzedResume) -> BuilderResume:
    return build_builder_resume(analyzed.parsed)


@pytest.fixture
def engine(stub: OpenAiStub) -> OpenAiEngine:
    return OpenAiEngine(
        base_url=stub.base_url, model="stub-model", timeouts=TaskTimeouts(enhance=TIMEOUT, assistant=TIMEOUT)
    )


def edits(*items: tuple[str, str, str]) -> dict[str, Any]:
    return {"edits": [{"target": t, "original": o, "new": n, "why": "Stronger wording."} for t, o, n in items]}


HONEST = ("work.0.bullets.2", "Mentored four engineers", "Coached four engineers")
LYING = ("work.0.bullets.0", "cutting deployment time by 60%", "cutting deployment time by 85% at Google")


def run_enhance(engine: OpenAiEngine, analyzed: AnalyzedResume) -> tuple[Any, float]:
    started = time.monotonic()
    result = engine.enhance(analyzed.parsed, analyzed.analysis, source_text=analyzed.text)
    return result, time.monotonic() - started


def test_valid_edits_are_applied_where_the_original_matches(
    stub: OpenAiStub, engine: OpenAiEngine, analyzed: AnalyzedResume
) -> None:
    stub.script(reply(edits(HONEST, ("work.1.bullets.0", "text that is not there", "Anything"))))
    result, _ = run_enhance(engine, analyzed)
    assert result.engine == "openai"
    assert [change.kind for change in result.enhancement.improvements] == [ImprovementKind.REWRITE]
    assert "Coached four engineers and introduced" in result.enhancement.enhanced_content
    assert "text that is not there" not in result.enhancement.enhanced_content
    assert stub.requests[0]["response_format"]["type"] == "json_schema"


def test_a_lying_rewrite_is_reverted_and_reported(
    stub: OpenAiStub, engine: OpenAiEngine, analyzed: AnalyzedResume
) -> None:
    stub.script(reply(edits(HONEST, LYING)))
    result, _ = run_enhance(engine, analyzed)
    assert result.engine == "openai"
    content = result.enhancement.enhanced_content
    assert "Google" not in content and "85%" not in content
    assert "cutting deployment time by 60%" in content and "Coached four engineers" in content
    assert {violation.fact for violation in result.enhancement.reverted} >= {"85%"}


@pytest.mark.parametrize(
    "first",
    [
        reply("Sure! Here are the edits: {not json"),
        reply({"edits": [{"target": "work.0.bullets.2"}]}),  # required fields missing
    ],
    ids=["invalid-json", "schema-violation"],
)
def test_a_bad_reply_is_repaired_once(
    stub: OpenAiStub, engine: OpenAiEngine, analyzed: AnalyzedResume, first: Step
) -> None:
    stub.script(first, reply("```json\n" + json.dumps(edits(HONEST)) + "\n```"))
    result, _ = run_enhance(engine, analyzed)
    assert result.engine == "openai"
    assert len(stub.requests) == 2
    assert "Coached four engineers" in result.enhancement.enhanced_content


@pytest.mark.parametrize(
    "step",
    [reply("{not json"), reply({"edits": "none"}), stall(STALL), status(500), DROP],
    ids=["invalid-json-twice", "schema-violation-twice", "stall", "server-error", "dropped-connection"],
)
def test_a_failing_server_ends_in_the_offline_answer_in_time(
    stub: OpenAiStub, engine: OpenAiEngine, analyzed: AnalyzedResume, step: Step
) -> None:
    stub.script(step)
    result, seconds = run_enhance(engine, analyzed)
    assert result.engine == "offline"
    assert result.fallback_reason
    offline = OfflineEngine().enhance(analyzed.parsed, analyzed.analysis, source_text=analyzed.text)
    assert result.enhancement == offline.enhancement
    assert seconds < TIMEOUT + 1.0  # the deadline, plus the offline engine's own work
    assert len(stub.requests) <= 2  # one repair at most, never unbounded retries


def test_a_server_without_json_schema_support_is_asked_for_json_mode(
    stub: OpenAiStub, engine: OpenAiEngine, analyzed: AnalyzedResume
) -> None:
    stub.script(status(400), reply(edits(HONEST)))
    result, _ = run_enhance(engine, analyzed)
    assert result.engine == "openai"
    assert [request["response_format"]["type"] for request in stub.requests] == ["json_schema", "json_object"]


SECTION_REPLY = (
    "Here is the section with stronger verbs:\n\n```json\n"
    + json.dumps({"items": [{"title": "Senior Backend Engineer", "description": "Coached four engineers."}]})
    + "\n```"
)


def test_the_assistant_answers_through_the_model(
    stub: OpenAiStub, engine: OpenAiEngine, builder: BuilderResume
) -> None:
    stub.script(reply(SECTION_REPLY))
    answer = engine.answer_question("Enhance this section", WORK_SECTION_ID, builder)
    assert answer.engine == "openai"
    assert answer.answer == SECTION_REPLY
    assert "response_format" not in stub.requests[0]


def test_the_phone_number_is_formatted_without_the_model(
    stub: OpenAiStub, engine: OpenAiEngine, builder: BuilderResume
) -> None:
    asked_before = len(stub.requests)
    answer = engine.answer_question("Format my phone number", "", builder)
    assert answer.engine == "offline"
    assert answer.formatted_phone and answer.formatted_phone.startswith("+")
    assert len(stub.requests) == asked_before, "the model was not asked"


@pytest.mark.parametrize(
    "step",
    [
        reply("Senior Backend Engineer at Google, where you grew revenue by 40%."),
        reply('Here it is:\n```json\n{"items": [oops]}\n```'),
        stall(STALL),
        status(500),
        DROP,
    ],
    ids=["lying", "invalid-section-json", "stall", "server-error", "dropped-connection"],
)
def test_the_assistant_falls_back_to_the_offline_answer(
    stub: OpenAiStub, engine: OpenAiEngine, builder: BuilderResume, step: Step
) -> None:
    stub.script(step)
    started = time.monotonic()
    answer = engine.answer_question("Enhance this section", WORK_SECTION_ID, builder)
    assert answer.engine == "offline"
    assert "```json" in answer.answer  # the offline engine's enhanced section
    assert time.monotonic() - started < TIMEOUT + 1.0


def test_settings_name_the_configured_engine_and_model(
    settings: Settings, app_database: object, workers: WorkerPool, stub: OpenAiStub
) -> None:
    configured = settings.model_copy(
        update={
            "ai_provider": "openai",
            "openai_base_url": stub.base_url,
            "openai_model": "stub-model",
            "openai_api_key": SecretStr("sk-secret-value"),
        }
    )
    with TestClient(create_app(configured, workers=workers)) as client:
        body = client.get("/api/settings").json()
    assert body["aiProvider"] == "openai" and body["model"] == "stub-model"
    assert "sk-secret-value" not in str(body)
    assert isinstance(select_engine(configured), OpenAiEngine)


def test_an_incomplete_configuration_stays_offline(settings: Settings) -> None:
    without_model = settings.model_copy(update={"ai_provider": "openai", "openai_base_url": "http://127.0.0.1:9/v1"})
    assert isinstance(select_engine(without_model), OfflineEngine)
    assert engine_description(without_model) == ("offline", "Vitae offline engine")
    assert isinstance(select_engine(settings), OfflineEngine)


def test_the_builder_assistant_route_answers_through_the_configured_engine(
    settings: Settings, app_database: object, workers: WorkerPool, stub: OpenAiStub
) -> None:
    configured = settings.model_copy(
        update={
            "ai_provider": "openai",
            "openai_base_url": stub.base_url,
            "openai_model": "stub-model",
            "ai_assistant_timeout_seconds": TIMEOUT,
        }
    )
    question = {"question": "How do I describe my experience?", "section": "", "context": builder_data()}
    with TestClient(create_app(configured, workers=workers)) as client:
        sign_up(client)
        stub.script(reply("Start each bullet with a verb and say what changed."))
        answered = client.post("/api/resume-ai-assistant", json=question)
        stub.script(status(500))
        failed = client.post("/api/resume-ai-assistant", json=question)
    assert answered.status_code == 200 and answered.json()["engine"] == "openai"
    assert failed.status_code == 200 and failed.json()["engine"] == "offline"


def test_a_question_on_writing_a_resume_is_answered_by_the_model_from_the_guide_it_is_given(
    settings: Settings, app_database: object, workers: WorkerPool, stub: OpenAiStub
) -> None:
    configured = settings.model_copy(
        update={
            "ai_provider": "openai",
            "openai_base_url": stub.base_url,
            "openai_model": "stub-model",
            "ai_assistant_timeout_seconds": TIMEOUT,
        }
    )
    # The guide's own example figures may be repeated: they are advice, not claims about the user.
    answer = "From Vitae's resume guide, “Listing your GPA”: put it on the degree line with its scale, as 3.7/4.0."
    question = {"question": "Should my grade average go on my resume?", "section": "", "context": builder_data()}
    with TestClient(create_app(configured, workers=workers)) as client:
        sign_up(client)
        stub.script(reply(answer))
        body = client.post("/api/resume-ai-assistant", json=question).json()
        sent = stub.requests[-1]["messages"][-1]["content"]
    assert (body["engine"], body["answer"], body.get("fallbackReason", "")) == ("openai", answer, "")
    gpa = next(topic for topic in resume_guide() if topic.id == "gpa")
    assert f"## {gpa.title}\n{gpa.advice}" in sent, "the nearest section of the guide is the model's context"
    assert sent.index("## Listing your GPA") < sent.index("The user's resume")


def test_a_model_answer_that_names_no_section_of_the_guide_gives_way_to_the_guide_itself(
    stub: OpenAiStub, engine: OpenAiEngine, builder: BuilderResume
) -> None:
    stub.script(reply("Grades rarely matter; leave them out."))
    answer = engine.answer_question("How do I list my GPA?", "", builder)
    assert answer.engine == "offline"
    assert "does not name the section" in answer.fallback_reason
    assert answer.answer.startswith("From Vitae's resume guide, “Listing your GPA”")


def test_a_guide_answer_carries_the_button_its_section_offers(
    stub: OpenAiStub, engine: OpenAiEngine, builder: BuilderResume
) -> None:
    tailoring = next(topic for topic in resume_guide() if topic.offers)
    stub.script(reply(f"From Vitae's resume guide, “{tailoring.title}”: match the posting's own words."))
    answer = engine.answer_question(tailoring.asked[0], "", builder)
    assert (answer.engine, answer.suggestion) == ("openai", tailoring.offers)


def test_a_task_of_the_assistant_is_asked_without_the_guide(
    stub: OpenAiStub, engine: OpenAiEngine, builder: BuilderResume
) -> None:
    stub.script(reply("Senior Backend Engineer who coached four engineers."))
    engine.answer_question("Write a professional bio for me", "", builder)
    sent = stub.requests[-1]["messages"][-1]["content"]
    assert "no section of the guide is near this question" in sent and "\n## " not in sent
