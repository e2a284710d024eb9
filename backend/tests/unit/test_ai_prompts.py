import pytest

from vitae.ai.prompts import ASSISTANT, ENHANCE, REPAIR, PromptTemplate


@pytest.mark.parametrize(
    ("template", "placeholders"),
    [
        (ENHANCE, {"schema", "fields", "findings"}),
        (ASSISTANT, {"builder", "section", "question"}),
        (REPAIR, {"schema", "reply", "error"}),
    ],
)
def test_each_template_names_its_placeholders(template: PromptTemplate, placeholders: set[str]) -> None:
    assert template.placeholders == placeholders
    assert template.version >= 1


def test_rendering_fills_every_placeholder_and_keeps_dollars_in_values() -> None:
    messages = ASSISTANT.render(builder='{"salary": "$120k"}', section="work", question="Is $ ok?")
    assert [message["role"] for message in messages] == ["system", "user"]
    assert '{"salary": "$120k"}' in messages[1]["content"] and "Is $ ok?" in messages[1]["content"]
    assert "$" not in messages[0]["content"]


def test_a_missing_or_unknown_value_is_refused() -> None:
    with pytest.raises(ValueError, match="missing"):
        ASSISTANT.render(builder="{}", section="work")
    with pytest.raises(ValueError, match="unknown"):
        ASSISTANT.render(builder="{}", section="work", question="?", extra="x")
