"""The stub model the browser journeys run against answers every AI task validly: through the API, each answer is
the model's (named 'openai', no fallback), in the stub's own recognisable words, and its rewrites pass the guard."""

from fastapi.testclient import TestClient

from tests.api.test_builder import builder_data
from tests.factories import RESUME_TEXT, sign_up, upload
from tests.integration.openai_stub import OpenAiStub
from tests.integration.openai_stub_server import (
    ASSISTANT_ANSWER,
    COMMENTARY,
    EDIT_REASON,
    NARRATIVE,
    QUESTIONS,
    stub_answerer,
    verb_edits,
)
from tests.integration.test_engine_routes import (  # noqa: F401  (fixtures)
    INTERVIEW,
    POSTING,
    configured,
    model_client,
    run_interview,
    stub,
)


def test_edits_swap_only_a_known_opening_verb_of_a_listed_field() -> None:
    message = (
        "The resume's text fields, one per line as `target: text`:\n"
        "work.0.bullets.0: Calculated the trajectory in 1962.\n"
        "work.0.bullets.1: Gave 26 talks.\n"
        "summary: Mentored a team\n\nThe findings"
    )
    assert verb_edits(message) == {
        "edits": [
            {"target": "work.0.bullets.0", "original": "Calculated", "new": "Computed", "why": EDIT_REASON},
            {"target": "summary", "original": "Mentored", "new": "Coached", "why": EDIT_REASON},
        ]
    }
    assert verb_edits("no fields here") == {"edits": []}


def assert_the_models(body: dict[str, object]) -> None:
    assert (body["engine"], body.get("fallbackReason", "")) == ("openai", ""), body


def test_every_task_is_answered_by_the_stub_model(model_client: TestClient, stub: OpenAiStub) -> None:  # noqa: F811
    stub.answer_with(stub_answerer())
    uploaded = upload(model_client, RESUME_TEXT.encode()).json()
    assert_the_models(uploaded["analysis"])
    assert uploaded["analysis"]["commentary"] == COMMENTARY
    assert_the_models(uploaded["enhancement"])
    assert {change["reason"] for change in uploaded["enhancement"]["improvements"]} == {EDIT_REASON}

    tweaked = model_client.post(f"/api/resumes/{uploaded['id']}/tweak", json={"jobDescription": POSTING}).json()
    assert_the_models(tweaked)
    assert {change["reason"] for change in tweaked["changes"]} == {EDIT_REASON}

    sign_up(model_client)
    context = builder_data()
    for section, question in (("", "How do I improve my bullets?"), ("work-experience", "Enhance with AI")):
        reply = model_client.post(
            "/api/resume-ai-assistant", json={"question": question, "section": section, "context": context}
        ).json()
        assert_the_models(reply)
    assert reply["answer"] != ASSISTANT_ANSWER and "Created weekly sales dashboards" in reply["answer"]
    skills = model_client.post(
        "/api/resume-ai-assistant", json={"question": "Enhance with AI", "section": "skills", "context": context}
    ).json()
    assert_the_models(skills)

    started, replies, report = run_interview(model_client)
    assert_the_models(started)
    assert started["question"] == QUESTIONS[0]
    assert all(reply["engine"] == "openai" for reply in replies)
    assert (report["narrative"], report["engine"]) == (NARRATIVE, "openai")
