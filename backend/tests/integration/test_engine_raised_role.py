"""No engine may raise the person's part in the work: a stub model that answers every rewriting task of the
OpenAI-compatible engine (enhance, tailor, a builder section) with 'helped with' -> 'led', 'assisted' ->
'spearheaded', 'participated in' -> 'owned', 'was part of' -> 'headed' and 'several' -> 'all' gets each of those
reverted, while its honest edit ('helped with' -> 'supported') is kept."""

from collections.abc import Iterator
from typing import Any

import pytest

from tests.integration.openai_stub import OpenAiStub, reply
from vitae.ai.openai_engine import OpenAiEngine, TaskTimeouts
from vitae.ai.protocol import EngineEnhancement, EngineReply, EngineTailoring
from vitae.analysis import AnalyzedResume, analyze_text
from vitae.ats import prepare_scoring
from vitae.ats.job_description import analyze_job_description
from vitae.resume.builder_shape import WORK_SECTION_ID, build_builder_resume

RESUME = """Morgan Lee
morgan.lee@example.com | +1 312 555 0187 | Chicago, IL

EXPERIENCE
Data Analyst, Northwind Logistics — Chicago, IL
Mar 2019 – Dec 2023
• Helped with the migration of the reporting stack to Snowflake.
• Assisted the analytics team in building dashboards in Tableau.
• Participated in the redesign of the forecasting models for several warehouses.
• Was part of the team that rebuilt the inventory pipeline in Python.

SKILLS
Python, SQL, Snowflake, Tableau
"""
POSTING = "Senior Data Analyst\nRequirements\n- Python, SQL and Tableau.\n- Snowflake experience.\n"
HONEST = ("work.0.bullets.0", "Helped with the migration", "Supported the migration")
RAISED = [
    ("work.0.bullets.1", "Assisted the analytics team in building", "Spearheaded building"),
    ("work.0.bullets.2", "Participated in the redesign", "Owned the redesign"),
    ("work.0.bullets.2", "for several warehouses", "for all warehouses"),
    ("work.0.bullets.3", "Was part of the team that rebuilt", "Headed the team that rebuilt"),
]
LED = ("work.0.bullets.0", "Helped with the migration", "Led the migration")
CLAIMS = ("Led", "Spearheaded", "Owned", "all warehouses", "Headed")


def _edits(*items: tuple[str, str, str]) -> dict[str, Any]:
    return {"edits": [{"target": t, "original": o, "new": n, "why": "Stronger wording."} for t, o, n in items]}


@pytest.fixture(scope="module")
def stub() -> Iterator[OpenAiStub]:
    with OpenAiStub() as server:
        yield server


@pytest.fixture(scope="module")
def analyzed() -> AnalyzedResume:
    prepare_scoring()
    return analyze_text(RESUME)


@pytest.fixture
def engine(stub: OpenAiStub) -> OpenAiEngine:
    timeouts = TaskTimeouts(analysis=5, enhance=5, tailor=5, assistant=5, interview=5, report=5)
    return OpenAiEngine(base_url=stub.base_url, model="stub-model", timeouts=timeouts)


def _shown_and_reverted(engine: OpenAiEngine, analyzed: AnalyzedResume, task: str) -> tuple[str, list[str]]:
    if task == "enhance":
        enhanced = engine.enhance(analyzed.parsed, analyzed.analysis, source_text=analyzed.text)
        assert isinstance(enhanced, EngineEnhancement) and enhanced.engine == "openai"
        return enhanced.enhancement.enhanced_content, [item.kind for item in enhanced.enhancement.reverted]
    if task == "tailor":
        tailored = engine.tailor(analyzed.parsed, analyzed.text, analyze_job_description(POSTING), base=None)
        assert isinstance(tailored, EngineTailoring) and tailored.engine == "openai"
        return tailored.tailoring.enhanced_content, [item.kind for item in tailored.tailoring.reverted]
    answer = engine.enhance_section(WORK_SECTION_ID, build_builder_resume(analyzed.parsed))
    assert isinstance(answer, EngineReply) and answer.engine == "openai"
    return answer.answer, []


@pytest.mark.parametrize("task", ["enhance", "tailor", "section"])
def test_a_rewrite_that_raises_the_persons_part_is_reverted_by_every_rewriting_task(
    stub: OpenAiStub, engine: OpenAiEngine, analyzed: AnalyzedResume, task: str
) -> None:
    stub.script(reply(_edits(HONEST, *RAISED)))
    shown, reverted = _shown_and_reverted(engine, analyzed, task)
    assert "Supported the migration" in shown  # the honest edit stays
    for claim in CLAIMS[1:]:
        assert claim not in shown
    assert "Participated in the redesign of the forecasting models for several warehouses" in shown
    if reverted:
        assert reverted.count("raised_role") == len(RAISED)


@pytest.mark.parametrize("task", ["enhance", "tailor", "section"])
def test_helped_with_never_becomes_led(
    stub: OpenAiStub, engine: OpenAiEngine, analyzed: AnalyzedResume, task: str
) -> None:
    stub.script(reply(_edits(LED)))
    shown, _ = _shown_and_reverted(engine, analyzed, task)
    assert "Led the migration" not in shown
