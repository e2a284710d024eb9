"""Decisions as tables of named rules, and `vitae parse [--explain] FILE`, which shows the rule behind each one."""

import json
from pathlib import Path

import pytest

from vitae.cli import main
from vitae.resume.rules import RuleTable, tracing

RESUME = """Jane Roe
jane.roe@example.com | (555) 201-3344

EXPERIENCE
Senior Nurse, Lakeview Hospital, Dover, DE   2019 – 2023
• Triaged 40 patients a shift
Charge Nurse, Harbor Clinic, Dover, DE   2015 – 2019
• Led a team of 6 nurses

EDUCATION
BSN, Lakeview University, 2015
"""


def _negative(number: int) -> str | None:
    """Below zero."""
    return "negative" if number < 0 else None


def _even(number: int) -> str | None:
    """Divisible by two."""
    return "even" if number % 2 == 0 else None


SIGN = RuleTable("sign", [_negative, _even], default="odd", subject=str)


def test_the_first_rule_with_an_opinion_decides_and_the_trace_says_which() -> None:
    with tracing() as decisions:
        assert [SIGN(-2), SIGN(4), SIGN(3)] == ["negative", "even", "odd"]
    assert [(decision.rule, decision.subject, decision.outcome) for decision in decisions] == [
        ("negative", "-2", "negative"),
        ("even", "4", "even"),
        ("no_rule", "3", "odd"),
    ]
    assert decisions[0].reason == "Below zero." and decisions[0].table == "sign"


def test_a_table_of_vetoes_goes_on_past_a_rule_that_lets_pass_and_nothing_is_traced_outside_a_trace() -> None:
    vetoed = RuleTable("vetoed", [lambda n: n > 10, lambda n: n < 0], default=False, subject=str, abstain=False)
    assert (vetoed(11), vetoed(-1), vetoed(5)) == (True, True, False)
    with tracing() as decisions:
        pass
    SIGN(1)
    assert decisions == []


def test_explain_names_the_rule_behind_each_heading_and_entry(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    resume = tmp_path / "resume.txt"
    resume.write_text(RESUME)
    with pytest.raises(SystemExit) as done:
        main(["parse", "--explain", str(resume)])
    printed = capsys.readouterr().out
    assert done.value.code == 0
    assert "'(the name)': name = 'Jane Roe' (line 1) (first_line_with_a_name)" in printed
    assert "'Jane Roe': heading = no (the_name_line)" in printed
    assert "'EXPERIENCE': heading = 'EXPERIENCE' (experience) (known_heading)" in printed
    assert "'Charge Nurse, Harbor Clinic, Dover, DE 2015 – 2019': new entry = yes (after_prose)" in printed
    assert "known_heading: A heading of the lexicon" in printed
    assert "job: Charge Nurse | Harbor Clinic | Dover, DE | 2015 – 2019 (1 bullets)" in printed
    assert "'Charge Nurse | Harbor Clinic': title or employer = as read (no_rule)" in printed


def test_explain_says_which_rule_put_a_title_and_employer_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    resume = tmp_path / "resume.txt"
    resume.write_text("Tomasz Wrona\nt.wrona@example.com\n\nWORK HISTORY\nEmployer: Night Porter\nPosition: Gull Hotel")
    with pytest.raises(SystemExit):
        main(["parse", "--explain", str(resume)])
    printed = capsys.readouterr().out
    assert (
        "'Gull Hotel | Night Porter': title or employer = title 'Night Porter', employer 'Gull Hotel'"
        " (evidence_says_swapped)"
    ) in printed


def test_parse_prints_the_resume_as_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    resume = tmp_path / "resume.txt"
    resume.write_text(RESUME)
    with pytest.raises(SystemExit):
        main(["parse", str(resume)])
    parsed = json.loads(capsys.readouterr().out)
    assert parsed["personalInfo"]["name"] == "Jane Roe"
    assert [job["organization"] for job in parsed["work"]] == ["Lakeview Hospital", "Harbor Clinic"]


def test_a_missing_or_unreadable_file_is_said_plainly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as missing:
        main(["parse", str(tmp_path / "none.pdf")])
    assert missing.value.code == 2 and "Cannot read" in capsys.readouterr().err
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.7\n" + bytes(range(256)) * 4)
    with pytest.raises(SystemExit) as refused:
        main(["parse", str(broken)])
    assert refused.value.code == 2 and capsys.readouterr().err.strip()
