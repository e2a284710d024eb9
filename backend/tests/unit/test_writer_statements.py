"""Rewriting one statement: each kind of edit, the tense of the role, splitting, the advice to add a number, and what
is left alone (titles, labels, nouns that look like verbs)."""

import pytest

from vitae.writer.models import ImprovementKind
from vitae.writer.sentences import StatementStyle, sentence_spans
from vitae.writer.statements import rewrite_prose, rewrite_statement
from vitae.writer.verbs import VerbForm

PAST = StatementStyle(VerbForm.PAST)
CURRENT = StatementStyle(VerbForm.BASE)
SUMMARY = StatementStyle(None)


def rewritten(text: str, style: StatementStyle = PAST, *, prose: bool = False) -> str:
    rewrites = rewrite_prose(text, style) if prose else rewrite_statement(text, style)
    for rewrite in sorted(rewrites, key=lambda item: item.start, reverse=True):
        text = text[: rewrite.start] + rewrite.text + text[rewrite.end :]
    return text


def kinds(text: str, style: StatementStyle = PAST) -> set[ImprovementKind]:
    return {rewrite.kind for rewrite in rewrite_statement(text, style)}


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Responsible for managing a team of 5 engineers", "Managed a team of 5 engineers"),
        ("I was responsible for the development of REST APIs.", "Developed REST APIs."),
        ("Responsible for creating and maintaining Excel reports.", "Created and maintained Excel reports."),
        ("Worked on developing and executing 40 regression scripts", "Developed and executed 40 regression scripts"),
        ("Creation of 12 onboarding guides", "Created 12 onboarding guides"),
    ],
)
def test_duty_phrases_and_noun_openings_become_verbs(before: str, after: str) -> None:
    assert rewritten(before) == after
    assert ImprovementKind.ACTION_VERB in kinds(before)


def test_a_current_role_reads_in_the_present_tense() -> None:
    assert rewritten("Responsible for managing a team of 5", CURRENT) == "Manage a team of 5"
    assert (
        rewritten("Managing 3 vendors and negotiating 2 contracts", CURRENT)
        == "Manage 3 vendors and negotiate 2 contracts"
    )


@pytest.mark.parametrize(
    "statement",
    [
        # No verb the statement does not name is supplied: 'Managed', 'Supervised' would say more than it does.
        "Handling HPSD tickets as well as GMR tickets.",
        "Responsible for staff at 3 branches",
        "Responsible for the inventory of 2 warehouses",
        # Help is not the deed, and taking part is not doing it alone.
        "Helped with migrating the database to AWS in 2 weeks",
        "Helped produce, shoot, and edit 12 short episodes.",
        "Assisted 4 producers on production days.",
        "Involved in the development of 3 PL/SQL packages",
        "Worked on DUET, a 2-year SharePoint initiative",
    ],
)
def test_a_duty_phrase_without_a_named_action_keeps_its_words(statement: str) -> None:
    assert ImprovementKind.ACTION_VERB not in kinds(statement)
    supplied = {"Managed", "Supervised", "Maintained", "Supported", "Collaborated"}
    assert not supplied & set(rewritten(statement).split())


def test_pronouns_are_removed() -> None:
    assert rewritten("I developed my own tools for 3 teams") == "Developed tools for 3 teams"
    assert rewritten("I led my team through the audit") == "Led my team through the audit"  # never "the team"
    assert ImprovementKind.PRONOUN in kinds("I developed tools for 3 teams")
    assert (
        rewritten("I am a passionate and hard-working engineer with 5 years of experience.", SUMMARY, prose=True)
        == "Engineer with 5 years of experience."
    )


def test_fillers_are_removed() -> None:
    assert (
        rewritten("Successfully delivered various projects for 9 clients, etc.") == "Delivered projects for 9 clients"
    )
    assert ImprovementKind.FILLER in kinds("Delivered various projects for 9 clients")
    assert rewritten("Developer with very strong skills in Java, Python, etc.", SUMMARY, prose=True) == (
        "Developer with strong skills in Java, Python"
    )


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Wrote 3 scripts in order to automate the build", "Wrote 3 scripts to automate the build"),
        ("Utilized 2 open source libraries", "Used 2 open source libraries"),
        ("Processed a total of 500 claims", "Processed 500 claims"),
        ("Was able to reduce costs by 10%", "Reduced costs by 10%"),
    ],
)
def test_wordy_phrases_are_trimmed(before: str, after: str) -> None:
    assert rewritten(before) == after


def test_a_past_role_reads_in_the_past_tense() -> None:
    assert rewritten("Manage a team of 12 and develop new processes for 3 plants") == (
        "Managed a team of 12 and developed new processes for 3 plants"
    )
    assert kinds("Manage a team of 12") == {ImprovementKind.TENSE}
    # A finished result in a current role keeps its past tense.
    assert rewritten("Launched the app in 2022 for 3 markets", CURRENT) == "Launched the app in 2022 for 3 markets"


def test_only_verbs_joined_to_the_first_one_change_tense() -> None:
    # '-ing' after a comma tells the result of the first verb.
    assert rewritten("Lead the migration to Kubernetes, cutting deploy time by 60%") == (
        "Led the migration to Kubernetes, cutting deploy time by 60%"
    )
    # A list inside the object is not a verb of the statement.
    assert rewritten("Managing a team of 4 for designing and testing features") == (
        "Managed a team of 4 for designing and testing features"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Design documents for the 3 billing systems",  # a noun that can be a verb
        "Teaching Assistant – Computational Investing: 100,000 students",  # a title
        "QuantDesk: Python backend for 20 hedge funds",  # a label
        "Team Size: 4",
        "Open source library for 3 languages",
    ],
)
def test_what_is_not_a_sentence_keeps_its_words(text: str) -> None:
    assert rewritten(text) == text


def test_an_over_long_bullet_is_split_and_the_new_one_opens_with_a_verb() -> None:
    bullet = (
        "Led the migration of the billing service to Kubernetes across three regions for the payments team, and was "
        "responsible for designing an event pipeline on Kafka and PostgreSQL that processes 2 million events per day"
    )
    style = StatementStyle(VerbForm.PAST, may_split=True)
    result = rewritten(bullet, style)
    first, second = result.split("\n")
    assert first.startswith("Led the migration") and first.endswith("payments team")
    assert second.startswith("Designed an event pipeline")
    assert all(len(part.split()) <= 30 for part in (first, second))
    assert ImprovementKind.SPLIT in kinds(bullet, style)
    assert "\n" not in rewritten(
        "Led the migration of the billing service to Kubernetes, and designed a pipeline", style
    )


def test_advice_to_add_a_number_only_where_a_result_has_none_and_it_changes_no_text() -> None:
    style = StatementStyle(VerbForm.PAST, may_prompt=True)
    assert kinds("Managed the onboarding of new hires.", style) == {ImprovementKind.QUANTIFY_PROMPT}
    assert rewritten("Managed the onboarding of new hires.", style) == "Managed the onboarding of new hires."
    assert ImprovementKind.QUANTIFY_PROMPT not in kinds("Managed the onboarding of 40 new hires.", style)
    assert ImprovementKind.QUANTIFY_PROMPT not in kinds("Google Mountain View, CA", style)  # not an action


def test_edits_of_one_statement_never_overlap() -> None:
    text = "I was successfully responsible for managing various projects in order to meet the deadlines, etc."
    rewrites = sorted(rewrite_statement(text, StatementStyle(VerbForm.PAST, True, True)), key=lambda item: item.start)
    assert all(first.end <= second.start for first, second in zip(rewrites, rewrites[1:], strict=False))
    assert rewritten(text) == "Managed projects to meet the deadlines"


def test_sentence_spans() -> None:
    text = "Led the team. Built the tool.\nShipped 3 releases"
    assert [text[start:end] for start, end in sentence_spans(text)] == [
        "Led the team.",
        "Built the tool.",
        "Shipped 3 releases",
    ]
