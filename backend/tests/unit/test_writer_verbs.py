"""Verbs: the irregular table, the regular spelling rules, and reading any form back to its base."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from vitae.writer.verbs import (
    IRREGULAR_PAST,
    VerbForm,
    analyse_verb,
    gerund_of,
    inflect,
    past_of,
    third_person_of,
    verb_lexicon,
)


@pytest.mark.parametrize(
    ("base", "past"),
    [
        ("lead", "led"),
        ("build", "built"),
        ("write", "wrote"),
        ("oversee", "oversaw"),
        ("teach", "taught"),
        ("run", "ran"),
        ("troubleshoot", "troubleshot"),
        ("cut", "cut"),
    ],
)
def test_irregular_past(base: str, past: str) -> None:
    assert past_of(base) == past
    assert analyse_verb(past) == (base, VerbForm.PAST) or past == base


@pytest.mark.parametrize(
    ("base", "past", "gerund", "third"),
    [
        ("manage", "managed", "managing", "manages"),
        ("develop", "developed", "developing", "develops"),
        ("plan", "planned", "planning", "plans"),
        ("apply", "applied", "applying", "applies"),
        ("deploy", "deployed", "deploying", "deploys"),
        ("submit", "submitted", "submitting", "submits"),
        ("control", "controlled", "controlling", "controls"),
        ("audit", "audited", "auditing", "audits"),
        ("process", "processed", "processing", "processes"),
        ("fix", "fixed", "fixing", "fixes"),
        ("oversee", "oversaw", "overseeing", "oversees"),
        ("tie", "tied", "tying", "ties"),
    ],
)
def test_regular_rules(base: str, past: str, gerund: str, third: str) -> None:
    assert past_of(base) == past
    assert gerund_of(base) == gerund
    assert third_person_of(base) == third


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("Managed", ("manage", VerbForm.PAST)),
        ("planning", ("plan", VerbForm.GERUND)),
        ("Develops", ("develop", VerbForm.THIRD)),
        ("implement", ("implement", VerbForm.BASE)),
        ("led", ("lead", VerbForm.PAST)),
        ("written", ("write", VerbForm.PAST)),
        ("Applied", ("apply", VerbForm.PAST)),
        ("database", None),
        ("Google", None),
    ],
)
def test_analyse_verb(word: str, expected: tuple[str, VerbForm] | None) -> None:
    assert analyse_verb(word) == expected


def test_the_irregular_table_is_read_back() -> None:
    for base, past in IRREGULAR_PAST.items():
        if past != base:
            assert analyse_verb(past) is not None
            assert analyse_verb(past)[0] in (base, past)  # type: ignore[index]


@given(st.sampled_from(sorted(verb_lexicon())), st.sampled_from([VerbForm.PAST, VerbForm.GERUND, VerbForm.THIRD]))
def test_every_form_of_a_known_verb_reads_back_as_a_verb(base: str, form: VerbForm) -> None:
    analysed = analyse_verb(inflect(base, form))
    assert analysed is not None
    # A form shared with another verb ('found': find and found) reads back as one of them, in some form.
    assert inflect(analysed[0], analysed[1]) == inflect(base, form)
