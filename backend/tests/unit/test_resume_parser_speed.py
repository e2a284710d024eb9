"""The parser's caches hand out fresh values: a caller changing what it got does not change the next answer."""

from vitae.resume.dates import find_dates, repair_lost_dashes
from vitae.resume.entry_lines import _opens_next_entry, looks_like_header
from vitae.resume.headings import kind_of_heading
from vitae.resume.model import SectionKind
from vitae.resume.text_lines import ResumeLine, clean_text, make_line


def test_find_dates_returns_a_fresh_list_each_time() -> None:
    first = find_dates("Analyst, Example Labs  Mar 2019 - Jun 2021")
    assert [span.start_date for span in first] == ["2019-03"]
    first.clear()
    again = find_dates("Analyst, Example Labs  Mar 2019 - Jun 2021")
    assert [(span.start_date, span.end_date) for span in again] == [("2019-03", "2021-06")]


def test_make_line_splits_columns_only_at_wide_gaps() -> None:
    line = make_line("Data Engineer   Example Labs\tMay 2020")
    assert line is not None
    assert line.columns == ("Data Engineer", "Example Labs", "May 2020")
    assert line.text == "Data Engineer Example Labs May 2020"
    single = make_line("  Data  Engineer, Example\u00a0Labs ")
    assert single is not None
    assert single.columns == ()
    assert single.text == "Data Engineer, Example Labs"


def test_lost_month_dash_is_put_back_for_every_month_spelling() -> None:
    assert repair_lost_dashes("Oct.  Dec 2015 Analyst") == "Oct. – Dec 2015 Analyst"
    assert repair_lost_dashes("september  November 2012") == "september – November 2012"
    assert repair_lost_dashes("Summer  Fall 2012") == "Summer  Fall 2012"


def test_heading_with_and_without_a_parenthetical() -> None:
    assert kind_of_heading("SKILLS (most relevant first)") is SectionKind.SKILLS
    assert kind_of_heading("Skills") is SectionKind.SKILLS
    assert kind_of_heading("(Python, Go) skills") is None


def test_header_lines_named_by_a_title_or_an_employer() -> None:
    assert looks_like_header("Associate network engineer", after_header=False)
    assert looks_like_header("Senior Data Analyst at Example Holdings Group", after_header=False)
    assert not looks_like_header("helped the team ship a billing tool for clients", after_header=False)


def test_icon_glyphs_become_bullets_or_spaces() -> None:
    assert (
        clean_text("\ue001 Built a search index\nCall \ue002 555 0100") == "•  Built a search index\nCall    555 0100"
    )
    assert clean_text("Plain text\nwithout icons") == "Plain text\nwithout icons"


def test_a_short_titled_line_over_dates_opens_the_next_entry() -> None:
    below = [ResumeLine(text="Brightwater Labs, Salem, OR  2014 - 2016")]
    assert _opens_next_entry("Sales Engineer", below)
    assert not _opens_next_entry("Sales Engineer,", below)
    assert not _opens_next_entry("Shipped the release on time.", below)
