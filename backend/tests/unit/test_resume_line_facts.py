"""The facts of a line are worked out once per text and agree with the functions they stand for."""

from vitae.resume.entry_lines import EntryLine
from vitae.resume.line_facts import facts_of
from vitae.resume.text_lines import make_line


def test_a_job_header_has_its_dates_place_and_scores() -> None:
    facts = facts_of("Senior Engineer, Kestrel Labs Ltd, Leeds, UK   Mar 2019 – Present")
    assert [span.start_date for span in facts.dates] == ["2019-03"]
    assert facts.place is not None
    assert facts.title_score > 0
    assert facts.organization_score > 0
    assert not facts.contact
    assert facts.heading is None


def test_a_state_code_that_spells_a_degree_is_no_degree_outside_the_place() -> None:
    facts = facts_of("Lakeview University, Springfield, MA")
    assert facts.institution
    assert facts.degree  # 'MA' spells one
    assert not facts.degree_outside_place
    assert facts_of("M.A. in History, Lakeview University").degree_outside_place


def test_a_heading_and_a_contact_line() -> None:
    heading = facts_of("WORK EXPERIENCE").heading
    assert heading is not None and heading.known
    assert facts_of("ada.okafor@example.com | +44 20 7946 0958").contact


def test_one_record_per_text_shared_by_every_line_of_that_text() -> None:
    line = make_line("Harbor Analytics   2015 – 2018")
    assert line is not None
    entry_line = EntryLine(source=line, text=line.text)
    assert line.facts is entry_line.facts
    assert line.facts.dates is entry_line.dates  # worked out once


def test_an_entry_line_whose_text_changes_reads_the_facts_of_its_new_text() -> None:
    line = make_line("Lead Analyst, Harbor")
    assert line is not None
    entry_line = EntryLine(source=line, text=line.text)
    assert not entry_line.dates
    entry_line.text = f"{entry_line.text} Analytics 2015 – 2018"  # a wrapped header joined to its end
    assert [span.start_date for span in entry_line.dates] == ["2015"]
