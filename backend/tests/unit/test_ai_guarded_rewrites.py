"""Property: whatever targeted edits a model sends, no fact the resume does not state reaches the user: not through
enhancement, tailoring or a builder section. Each lie is either reverted (the honest edits stay) or the whole answer
is refused (the offline engine then answers)."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.factories import RESUME_TEXT
from vitae.ai.edits import text_fields
from vitae.ai.model_writing import enhancement, section_answer, tailoring
from vitae.ai.structured import EngineFailure, Messages, Model
from vitae.analysis import AnalyzedResume, analyze_text
from vitae.ats import prepare_scoring
from vitae.ats.job_description import JobDescription, analyze_job_description
from vitae.resume.builder_import import resume_from_builder
from vitae.resume.builder_shape import WORK_SECTION_ID, BuilderResume, build_builder_resume

# What a lying model adds, and the words of it that must never reach the user.
LIES = {
    " at Google": "Google",
    ", by 85%": "85%",
    ", saving $3 million": "$3 million",
    " with Rust": "Rust",
    " as Chief Technology Officer": "Chief Technology Officer",
    " after a PhD": "PhD",
    " since 2009": "2009",
}
POSTING = "Backend Engineer\n\nRequirements\n- Python, Kubernetes, PostgreSQL and Rust.\n- Experience with gRPC."


class ScriptedModel:
    """A model that answers every request with the same JSON object."""

    def __init__(self, answer: dict[str, object]) -> None:
        self.answer = answer

    def structured(self, messages: Messages, schema: type[Model]) -> Model:
        return schema.model_validate(self.answer)

    def text(self, messages: Messages) -> str:
        return json.dumps(self.answer)


@pytest.fixture(scope="module")
def analyzed() -> AnalyzedResume:
    prepare_scoring()
    return analyze_text(RESUME_TEXT)


@pytest.fixture(scope="module")
def job() -> JobDescription:
    return analyze_job_description(POSTING)


@pytest.fixture(scope="module")
def builder(analyzed: AnalyzedResume) -> BuilderResume:
    return build_builder_resume(analyzed.parsed)


FIELDS = text_fields(analyze_text(RESUME_TEXT).parsed)
lying_edits = st.lists(
    st.tuples(st.sampled_from(sorted(FIELDS)), st.sampled_from(sorted(LIES)), st.booleans()), min_size=1, max_size=4
)


def model_for(chosen: list[tuple[str, str, bool]]) -> tuple[ScriptedModel, list[str]]:
    """Edits that append a lie to a field (or, when the flag is set, only reword it honestly)."""
    edits, told = [], []
    for target, lie, honest in chosen:
        original = FIELDS[target].text.rstrip(".")
        new = original.replace("Mentored", "Coached") if honest else original + lie
        edits.append({"target": target, "original": original, "new": new, "why": "Stronger."})
        if not honest:
            told.append(LIES[lie])
    return ScriptedModel({"edits": edits}), told


def assert_untold(text: str, told: list[str]) -> None:
    for lie in told:
        assert lie not in text, f"{lie!r} reached the user"


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(chosen=lying_edits)
def test_an_enhancement_never_tells_a_lie(analyzed: AnalyzedResume, chosen: list[tuple[str, str, bool]]) -> None:
    model, told = model_for(chosen)
    try:
        result = enhancement(model, analyzed.parsed, analyzed.analysis, analyzed.text)
    except EngineFailure:
        return  # refused whole: the offline engine answers
    assert_untold(result.enhanced_content, told)
    assert_untold(" ".join(change.after for change in result.improvements), told)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(chosen=lying_edits)
def test_a_tailoring_never_tells_a_lie(
    analyzed: AnalyzedResume, job: JobDescription, chosen: list[tuple[str, str, bool]]
) -> None:
    model, told = model_for(chosen)
    try:
        result = tailoring(model, analyzed.parsed, analyzed.text, job, None)
    except EngineFailure:
        return
    assert_untold(result.enhanced_content, told)
    assert "Rust" not in result.keyword_matches  # a skill the posting wants and the resume lacks stays missing


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(chosen=lying_edits)
def test_a_builder_section_never_tells_a_lie(builder: BuilderResume, chosen: list[tuple[str, str, bool]]) -> None:
    work_only = [(target, lie, honest) for target, lie, honest in chosen if target.startswith("work.")]
    model, told = model_for(work_only)
    try:
        answer = section_answer(model, WORK_SECTION_ID, builder)
    except EngineFailure:
        return
    assert_untold(answer, told)
    assert resume_from_builder(builder).work  # the section the answer replaces is there to replace
