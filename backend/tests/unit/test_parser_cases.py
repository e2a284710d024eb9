"""The golden parser cases in `tests/parser_cases/*.yaml`: invented resumes and the part of the parsed resume each is
about. docs/parser.md says how to write one.

A case gives its input one of three ways: `text` (parsed as plain text), `document` (an extracted document's lines
with the layout hints an extractor keeps: font size, bold, left edge, block) or `render` (a resume rendered to PDF by
one of the project's typst templates, then extracted and parsed, as an upload of it would be). `expect` is a partial
resume: only the fields it names are compared; a list of entries must have as many entries as the parse, each
compared on the fields it names; a number where the resume has a list is that list's length. `xfail: why` marks a
case the parser is known to get wrong; it fails the run once it passes, so the mark is removed with the fix.
"""

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml

from vitae.documents.extraction import extract_document
from vitae.documents.types import DocumentLine, ExtractedDocument, FileType
from vitae.render.pdf import render_pdf
from vitae.resume.model import ParsedResume
from vitae.resume.parser import parse_resume, parse_resume_text

CASES_DIR = Path(__file__).parents[1] / "parser_cases"
_INPUTS = ("text", "document", "render")
_KEYS = {"id", "expect", "xfail", *_INPUTS}


@dataclass(frozen=True)
class ParserCase:
    file: str
    id: str
    source: dict[str, Any]
    expect: dict[str, Any]


def load_cases() -> list[ParserCase]:
    cases: list[ParserCase] = []
    for path in sorted(CASES_DIR.glob("*.yaml")):
        for raw in yaml.safe_load(path.read_text(encoding="utf-8")):
            unknown = set(raw) - _KEYS
            inputs = [key for key in _INPUTS if key in raw]
            if unknown or len(inputs) != 1 or not isinstance(raw.get("expect"), dict):
                raise ValueError(f"{path.name}: case {raw.get('id')!r} needs an id, one of {_INPUTS} and an expect")
            cases.append(ParserCase(path.stem, raw["id"], raw, raw["expect"]))
    return cases


def parse_case(source: dict[str, Any]) -> ParsedResume:
    if "text" in source:
        return parse_resume_text(source["text"])
    if "document" in source:
        document = source["document"]
        lines = [DocumentLine(**line) for line in document["lines"]]
        file_type = FileType(document.get("file_type", "pdf"))
        return parse_resume(ExtractedDocument(file_type, lines, document.get("page_count", 1)))
    render = source["render"]
    pdf = _rendered(render.get("template", "classic"), yaml.safe_dump(render["resume"], sort_keys=True))
    return parse_resume(extract_document(pdf))


@cache
def _rendered(template: str, resume: str) -> bytes:
    return render_pdf(ParsedResume.model_validate(yaml.safe_load(resume)), template=template)


def differences(expected: Any, actual: Any, path: str = "") -> Iterator[str]:
    """Where the parse departs from the partial resume `expected`."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            yield f"{path}: expected fields {sorted(expected)}, got {actual!r}"
            return
        for key, value in expected.items():
            if key not in actual:
                yield f"{path}.{key}: no such field of the resume"
            else:
                yield from differences(value, actual[key], f"{path}.{key}" if path else key)
    elif isinstance(expected, int) and not isinstance(expected, bool) and isinstance(actual, list):
        if len(actual) != expected:
            yield f"{path}: expected {expected} items, got {len(actual)}: {actual!r}"
    elif isinstance(expected, list) and isinstance(actual, list):
        if len(actual) != len(expected):
            yield f"{path}: expected {len(expected)} items, got {len(actual)}: {actual!r}"
            return
        for index, (want, got) in enumerate(zip(expected, actual, strict=True)):
            yield from differences(want, got, f"{path}[{index}]")
    elif expected != actual:
        yield f"{path}: expected {expected!r}, got {actual!r}"


def _params() -> Iterator[Any]:
    for case in load_cases():
        marks = [pytest.mark.xfail(reason=case.source["xfail"], strict=True)] if "xfail" in case.source else []
        yield pytest.param(case, id=f"{case.file}/{case.id}", marks=marks)


def test_case_ids_are_unique() -> None:
    ids = [f"{case.file}/{case.id}" for case in load_cases()]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("case", list(_params()))
def test_parser_case(case: ParserCase) -> None:
    actual = parse_case(case.source).model_dump(mode="json")
    found = list(differences(case.expect, actual))
    assert not found, "\n".join(found)


def test_a_partial_resume_is_compared_on_the_fields_it_names_only() -> None:
    actual = {"personal_info": {"name": "Ada Brook", "email": "ada@example.com"}, "work": [{"title": "Cook"}]}
    assert not list(differences({"personal_info": {"name": "Ada Brook"}, "work": 1}, actual))
    assert list(differences({"personal_info": {"name": "Ada"}}, actual)) == [
        "personal_info.name: expected 'Ada', got 'Ada Brook'"
    ]
    assert list(differences({"work": 2}, actual)) == ["work: expected 2 items, got 1: [{'title': 'Cook'}]"]
    assert list(differences({"work": [{}, {}]}, actual))
    assert list(differences({"personal_info": {"nickname": ""}}, actual)) == [
        "personal_info.nickname: no such field of the resume"
    ]
