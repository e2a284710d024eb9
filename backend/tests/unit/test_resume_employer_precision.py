"""Pieces of an entry header that are no employer or no institution: a job title, a skill, a place or a fragment
read where the employer or the school should be, and the right value put in its place where the text has one."""

import pytest

from vitae.resume.parser import parse_resume_text
from vitae.resume.vocabulary import title_score


@pytest.mark.parametrize("title", ["Spanish Linguist", "Senior Economist", "Night Dispatcher", "Bank Teller"])
def test_a_person_word_of_a_trade_makes_a_job_title(title: str) -> None:
    assert title_score(title) > 0


def test_a_linguist_beside_a_form_label_is_the_job_title_not_the_employer() -> None:
    text = (
        "Dana Whitfield\ndana.whitfield@example.com\n\nWORK EXPERIENCE\n\nFrench Linguist\n\n"
        "Lyon, France -\n\nMarch 2015 to June 2016\n\nTeam Size 12\nTranslated contracts for clients.\n"
    )
    work = parse_resume_text(text).work
    assert [(entry.title, entry.organization) for entry in work] == [("French Linguist", "")]
