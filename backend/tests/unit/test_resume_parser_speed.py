"""The parser's caches hand out fresh values: a caller changing what it got does not change the next answer."""

from vitae.resume.dates import find_dates


def test_find_dates_returns_a_fresh_list_each_time() -> None:
    first = find_dates("Analyst, Example Labs  Mar 2019 - Jun 2021")
    assert [span.start_date for span in first] == ["2019-03"]
    first.clear()
    again = find_dates("Analyst, Example Labs  Mar 2019 - Jun 2021")
    assert [(span.start_date, span.end_date) for span in again] == [("2019-03", "2021-06")]
