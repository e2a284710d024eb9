"""Lines of two columns read across: what opens a line of its own (a bullet, a date range) standing between two runs
of words is found; a sound resume's labels, skill lists and entry headers are not. All text invented."""

import pytest

from vitae.ats.checks.ats_compliance import read_across


@pytest.mark.parametrize(
    "line",
    [
        "kept the warehouse stock counts in one shared sheet • Negotiated freight rates with three carriers",
        "for the regional clinics and their lab partners Sep 2016 – Jun 2019 Trained twelve new nurses on triage",
        "• Cut the monthly close from ten days to six • Spanish, Portuguese",
        "Harbour Freight Lines, Rotterdam Jan 2015 – Mar 2018 Apr 2018 – Present",
        # A table of labels and values beside a column of sections: the label of the other column ends the line.
        "Software: AutoCAD, Revit, SketchUp Education:",
        "Lyon, France Course Work:",
        "Work experience: Hobbies and interests:",
        # A dash bullet after a finished sentence; a section's heading after an entry's dates.
        "Shift lead for inbound freight and cycle counts. - Counted the stock weekly in the WMS",
        "Jun 2018 - Feb 2021 Education",
        "Sep 2016 – Present Technical Skills",
    ],
)
def test_a_line_of_two_columns_is_read_across(line: str) -> None:
    assert read_across(line)


@pytest.mark.parametrize(
    "line",
    [
        "Languages: English (fluent), Dutch (native), German (working)",
        "Tools: Excel • SAP • Tableau • Power BI",
        "Operations Manager, Harbour Freight Lines, Rotterdam  Jan 2015 – Mar 2018",
        "Jan 2015 – Mar 2018 Operations Manager at Harbour Freight Lines",
        "• Negotiated freight rates with three carriers, saving 8% a year",
        "Phone: +31 10 555 0199 Email: anna.devries@postbox.nl",
        "Led the planning team through the 2019 – 2020 terminal expansion on time and on budget",
        "Relevant Technical Skills:",
        "Professional Experience and Key Achievements:",
        "Course Work:",
        "Phone: Email:",
        "Duties included the following:",
        "Warehouse Lead - Midway Freight - Chicago, IL",
        "Reduced errors by 12%. Approved by the board - the first such plan",
        "Jun 2018 - Feb 2021 Chicago, IL",
        "Jan 2015 – Mar 2018 Operations Manager",
    ],
)
def test_a_sound_line_is_not_read_across(line: str) -> None:
    assert not read_across(line)
