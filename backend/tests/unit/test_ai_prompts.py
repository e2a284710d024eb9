import pytest

from vitae.ai.prompts import (
    ALL_TEMPLATES,
    ASSISTANT,
    COMMENTARY,
    ENHANCE,
    FEEDBACK,
    FOLLOW_UP,
    QUESTION,
    REPAIR,
    REPORT,
    SECTION,
    SKILLS,
    TAILOR,
    PromptTemplate,
)


@pytest.mark.parametrize(
    ("template", "placeholders"),
    [
        (ENHANCE, {"schema", "fields", "findings"}),
        (ASSISTANT, {"guide", "builder", "section", "question"}),
        (REPAIR, {"schema", "reply", "error"}),
        (COMMENTARY, {"schema", "scores", "findings", "resume"}),
        (TAILOR, {"schema", "title", "matched", "missing", "fields"}),
        (SECTION, {"schema", "section", "fields"}),
        (SKILLS, {"schema", "skills"}),
        (
            QUESTION,
            {"schema", "role", "level", "kind", "difficulty", "job", "resume", "asked", "intent", "focus", "planned"},
        ),
        (FOLLOW_UP, {"schema", "role", "question", "answer", "lacks"}),
        (FEEDBACK, {"schema", "question", "answer", "scores"}),
        (REPORT, {"schema", "role", "scores", "exchanges"}),
    ],
)
def test_each_template_names_its_placeholders(template: PromptTemplate, placeholders: set[str]) -> None:
    assert template.placeholders == placeholders
    assert template.version >= 1


def test_rendering_fills_every_placeholder_and_keeps_dollars_in_values() -> None:
    messages = ASSISTANT.render(guide="(none)", builder='{"salary": "$120k"}', section="work", question="Is $ ok?")
    assert [message["role"] for message in messages] == ["system", "user"]
    assert '{"salary": "$120k"}' in messages[1]["content"] and "Is $ ok?" in messages[1]["content"]
    assert "$" not in messages[0]["content"]


def test_a_missing_or_unknown_value_is_refused() -> None:
    with pytest.raises(ValueError, match="missing"):
        ASSISTANT.render(builder="{}", section="work")
    with pytest.raises(ValueError, match="unknown"):
        ASSISTANT.render(guide="", builder="{}", section="work", question="?", extra="x")


def test_every_template_has_its_own_name_and_opening() -> None:
    """The stub server and the logs tell tasks apart by the template's name and its system text."""
    assert len({template.name for template in ALL_TEMPLATES}) == len(ALL_TEMPLATES)
    openings = [template.system.split("$")[0] for template in ALL_TEMPLATES]
    assert not any(a != b and b.startswith(a) for a in openings for b in openings)


def test_prompts_that_comment_on_scores_forbid_setting_one() -> None:
    for template in (COMMENTARY, FEEDBACK, REPORT):
        assert "Never state a score" in template.system
    for template in (ENHANCE, TAILOR, SECTION):
        assert "Never add a fact" in template.system
