"""Hostile text is inert: Typst syntax, HTML, escapes, right-to-left scripts, emoji and enormous lines print as
they were written, in every template and in DOCX, and never make an export fail. The resume reaches Typst as data,
so `#read("/etc/passwd")` shows those characters and not the file."""

import random
from functools import cache

import pytest

from tests.unit.render_helpers import flat, our_text, pypdf_text
from vitae.documents.extraction import extract_document
from vitae.render import render_docx, render_pdf, templates
from vitae.render.sample import sample_resume
from vitae.resume.model import Entry, ParsedResume, Section, SectionKind, SkillGroup

PAYLOADS = [
    '#read("/etc/passwd")',
    '#import "/etc/passwd": *',
    '#include "resume.typ"',
    '#import "@preview/cetz:0.3.0"',
    "#sys.inputs.data",
    '#json("/input.json").document',
    "#let x = panic()",
    "] closing bracket [",
    "$x^2$ dollars $100",
    "*not bold* _not emphasis_",
    "<script>alert(1)</script>",
    "back\\slash \\n and \\u{1F600}",
    "= not a heading",
    "`not raw` @not-a-reference <not-a-label>",
    "// not a comment /* nor this */",
    '{"json": [1, 2]}',
]
RIGHT_TO_LEFT_WORDS = ["שלום", "עולם", "مرحبا", "بالعالم"]
EMOJI = "🚀"
VOCABULARY = [
    "data",
    "pipeline",
    "warehouse",
    "latency",
    "throughput",
    "schema",
    "migration",
    "cluster",
    "analyst",
    "report",
    "forecast",
    "model",
    "review",
    "budget",
    "contract",
    "partner",
    "customer",
    "release",
    "incident",
    "metric",
    "dashboard",
    "quarter",
    "mentor",
    "design",
    "audit",
    "vendor",
    "service",
    "platform",
]
TEMPLATE_IDS = [template.id for template in templates()]
# A line that /etc/passwd has on every Unix system: it must never appear in an export.
PASSWD_MARK = "root:x:0:0"


def _hostile_resume() -> ParsedResume:
    resume = sample_resume()
    resume.personal_info.name = "Jane #strong[Doe]"
    resume.personal_info.location = "<b>Haifa</b> שלום עולם"
    resume.summary = " ".join(PAYLOADS[:5])
    resume.work.insert(
        0,
        Entry(
            title='Engineer #read("/etc/passwd")',
            organization="$ACME] Corp",
            dates="2020 – Present",
            bullets=[*PAYLOADS, f"Shipped the launch {EMOJI} on time", "مرحبا بالعالم and שלום עולם in one line"],
        ),
    )
    resume.skills.append(SkillGroup(name="Tricky", skills=["C#", "C++", "F*", "$PATH", "[brackets]"]))
    resume.sections.append(Section(heading="#panic()", kind=SectionKind.OTHER, lines=["• " + PAYLOADS[0], "\\"]))
    return resume


@cache
def _hostile_pdf(template: str) -> bytes:
    return render_pdf(_hostile_resume(), template=template)


@pytest.mark.parametrize("template", TEMPLATE_IDS)
def test_typst_and_html_syntax_prints_literally(template: str) -> None:
    pdf = _hostile_pdf(template)
    for text in (flat(pypdf_text(pdf)), flat(our_text(pdf))):
        for payload in PAYLOADS:
            assert payload in text
        assert 'Engineer #read("/etc/passwd")' in text
        assert "Jane #strong[Doe]" in text
        assert "#panic()" in text.casefold()  # headings may be set in capitals
        assert "C#, C++, F*, $PATH, [brackets]" in text
        assert PASSWD_MARK not in text


@pytest.mark.parametrize("template", TEMPLATE_IDS)
def test_right_to_left_words_and_emoji_are_printed(template: str) -> None:
    text = pypdf_text(_hostile_pdf(template))
    # PDF text is stored in visual order; readers that do not reorder right-to-left runs give the word reversed.
    for word in RIGHT_TO_LEFT_WORDS:
        assert word in text or word[::-1] in text
    assert EMOJI in text


def test_a_ten_thousand_character_line_prints_in_full() -> None:
    # Varied words: repeated lines at page edges would rightly be taken for running headers by the extractor.
    words = random.Random(7).choices(VOCABULARY, k=1500)
    line = " ".join(words)
    assert len(line) >= 10_000
    resume = sample_resume()
    resume.work[0].bullets.append(line)
    pdf = render_pdf(resume, template="compact")
    assert line in flat(pypdf_text(pdf))
    assert line in flat(our_text(pdf))


@pytest.mark.parametrize(("template", "length"), [("classic", 10_000), ("modern", 1_000), ("compact", 1_000)])
def test_a_huge_unbroken_word_never_fails(template: str, length: int) -> None:
    word = "".join(f"{number:05d}" for number in range(length // 5))
    resume = sample_resume()
    resume.personal_info.email = word
    resume.work[0].title = word
    assert "".join(pypdf_text(render_pdf(resume, template=template)).split()).count(word) == 2


def test_control_characters_and_lone_surrogates_are_dropped() -> None:
    resume = sample_resume()
    resume.personal_info.name = "Maya\x00 Cas\x07tellanos\ud800"
    resume.work[0].bullets = ["Tab\there and a\x0bvertical tab"]
    assert "Maya Castellanos" in pypdf_text(render_pdf(resume))
    assert "Tab here and avertical tab" in extract_document(render_docx(resume)).text


def test_docx_keeps_hostile_text_as_text() -> None:
    text = flat(extract_document(render_docx(_hostile_resume())).text)
    for payload in PAYLOADS:
        assert payload in text
    for word in RIGHT_TO_LEFT_WORDS:
        assert word in text
    assert PASSWD_MARK not in text


def test_unsafe_link_targets_are_not_linked() -> None:
    resume = sample_resume()
    resume.personal_info.portfolio = "javascript:alert(1)"
    resume.personal_info.linkedin = "file:///etc/passwd"
    pdf = render_pdf(resume)
    assert b"javascript:" not in pdf
    assert b"file:///etc/passwd" not in pdf
    assert "javascript:alert(1)" in pypdf_text(pdf)
