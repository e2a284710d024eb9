"""Clean-up shared by every format."""

import pytest

from vitae.documents.cleanup import clean_lines, clean_text
from vitae.documents.letter_spacing import repair_letter_spacing
from vitae.documents.types import DocumentLine


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("Of\ufb01ce ef\ufb01ciency and \ufb02ow", "Office efficiency and flow"),
        ("\uf0e0 jane@example.com \uf095 +1 555 0100", "jane@example.com +1 555 0100"),
        ("\U0001f4f1 +1 555 0100 \u2709 jane@example.com", "+1 555 0100 jane@example.com"),
        ("Jane\u200bSmith\x07\x1b", "JaneSmith"),
        ("Sales   Manager  ", "Sales Manager"),
        ("Company \t\t Dates", "Company\tDates"),
        ("(cid:12)(cid:7)Python", "Python"),
        ("\uff2a\uff41\uff4e\uff45", "Jane"),
    ],
)
def test_clean_text(raw: str, clean: str) -> None:
    assert clean_text(raw) == clean


@pytest.mark.parametrize(
    "raw",
    [
        "• Led a team",
        "▪ Led a team",
        "◦ Led a team",
        "\uf0b7 Led a team",
        "\uf0a7Led a team",
        "- Led a team",
        "* Led a team",
        "– Led a team",
        "➢ Led a team",
        "o Led a team",
        "• • Led a team",
        "  ● Led a team",
    ],
)
def test_bullets_become_one_leading_bullet(raw: str) -> None:
    assert clean_text(raw) == "• Led a team"


@pytest.mark.parametrize("raw", ["-5% churn", "*nix tooling", "only Python", "o365 migration"])
def test_marks_that_are_not_bullets_stay(raw: str) -> None:
    assert clean_text(raw) == raw


@pytest.mark.parametrize(
    ("raw", "repaired"),
    [
        ("C O N T A C T  M E  A T", "CONTACT ME AT"),
        ("T O O L S  &  T E C H", "TOOLS & TECH"),
        ("E D U C A T I O N & C O U R S E S", "EDUCATION & COURSES"),
        ("T E C H N I C A L C O M P E T E N C I E S", "TECHNICAL COMPETENCIES"),
        ("W O R K E X P E R I E N C E", "WORK EXPERIENCE"),
        ("P R O J E C T  E X A M P L E S (clickable)", "PROJECT EXAMPLES (clickable)"),
        ("J o h n  D o e", "John Doe"),
    ],
)
def test_letter_spaced_headings_are_joined(raw: str, repaired: str) -> None:
    assert clean_text(raw) == repaired


@pytest.mark.parametrize("text", ["A B C", "Python C R", "I w orking a s a S oware", "Grades: A A B A", "C++ C# R"])
def test_ordinary_text_is_not_taken_for_letter_spacing(text: str) -> None:
    assert repair_letter_spacing(text) == text


def test_a_long_run_of_single_letters_is_handled_in_linear_time() -> None:
    text = "a " * 100_000 + "word"
    assert repair_letter_spacing(text) == text


def test_clean_lines_drops_empty_lines_and_renumbers_blocks() -> None:
    lines = [
        DocumentLine("\uf0e0", block=4),
        DocumentLine("Jane Smith", block=4),
        DocumentLine("   ", block=7),
        DocumentLine("Experience", block=9),
        DocumentLine("Initech", block=9),
    ]
    cleaned = clean_lines(lines)
    assert [(line.text, line.block) for line in cleaned] == [("Jane Smith", 0), ("Experience", 1), ("Initech", 1)]
