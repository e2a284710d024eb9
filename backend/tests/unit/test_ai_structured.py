import pytest

from vitae.ai.edits import EditList, TargetedEdit, improvements_from_edits, text_fields
from vitae.ai.structured import extract_json_object, parse_reply, response_formats
from vitae.resume.model import Entry, ParsedResume
from vitae.writer.models import ImprovementKind


@pytest.mark.parametrize(
    "text",
    [
        '{"edits": []}',
        'Sure, here you go:\n```json\n{"edits": []}\n```\nAnything else?',
        'Note {not json} then {"edits": []}',
    ],
)
def test_the_json_object_is_found_wherever_it_stands(text: str) -> None:
    assert extract_json_object(text) == {"edits": []}


def test_no_object_and_a_schema_violation_are_reported() -> None:
    assert extract_json_object("[1, 2] and no object") is None
    with pytest.raises(ValueError, match="no JSON object"):
        parse_reply("nothing here", EditList)
    with pytest.raises(ValueError, match="schema"):
        parse_reply('{"edits": [{"target": "summary"}]}', EditList)


def test_formats_run_from_json_schema_to_plain_text() -> None:
    formats = response_formats(EditList)
    assert formats[0] is not None and formats[0]["json_schema"]["schema"] == EditList.model_json_schema()
    assert formats[1] == {"type": "json_object"} and formats[2] is None


def test_an_edit_applies_only_where_its_original_text_stands() -> None:
    resume = ParsedResume(work=[Entry(title="Engineer", organization="Acme", bullets=["Responsible for the API."])])
    fields = text_fields(resume)
    changes = improvements_from_edits(
        fields,
        [
            TargetedEdit(target="work.0.bullets.0", original="Responsible for", new="Owned", why="A verb."),
            TargetedEdit(target="work.0.bullets.0", original="the database", new="the API", why="Wrong text."),
            TargetedEdit(target="work.3.bullets.0", original="Responsible for", new="Owned", why="No such field."),
        ],
    )
    assert len(changes) == 1
    assert changes[0].after == "Owned the API." and changes[0].kind is ImprovementKind.REWRITE
    assert changes[0].location == "Experience › Engineer, Acme › bullet 1"
