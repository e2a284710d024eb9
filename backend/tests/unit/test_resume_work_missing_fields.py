"""Work entries that would lose an employer or a title the resume states: positions listed under one employer,
headers split over several lines."""

from vitae.resume.dates import find_dates
from vitae.resume.entry_fields import clean_value, pick_title_and_organization, segments_of
from vitae.resume.entry_roles import settle_work_roles
from vitae.resume.model import Entry, SectionKind
from vitae.resume.parser import parse_resume_text
from vitae.resume.title_mentions import find_job_titles


def _work(text: str) -> list[tuple[str, str, str, str]]:
    return [
        (entry.title, entry.organization, entry.start_date, entry.end_date) for entry in parse_resume_text(text).work
    ]


def test_positions_dated_inside_an_employers_years_are_jobs_at_that_employer() -> None:
    text = "\n".join(
        [
            "John Smith",
            "john.smith@example.com",
            "",
            "Experience",
            "",
            "NORTHWIND TRADERS, Boston, MA",
            "2006 to Present",
            "Store Manager, 2012 to present",
            "Shift Supervisor, 2009 to 2012",
            "Cashier, 2006 to 2009",
            "Moved up the ranks of the store over the years.",
            "",
            "WEST TILES, Boston, MA",
            "2004 to 2006",
            "Stock Clerk",
            "- Kept the shelves filled.",
        ]
    )
    assert _work(text) == [
        ("Store Manager", "NORTHWIND TRADERS", "2012", "present"),
        ("Shift Supervisor", "NORTHWIND TRADERS", "2009", "2012"),
        ("Cashier", "NORTHWIND TRADERS", "2006", "2009"),
        ("Stock Clerk", "WEST TILES", "2004", "2006"),
    ]


def test_a_position_dated_outside_the_employers_years_stays_an_entry_of_its_own() -> None:
    text = "\n".join(
        [
            "John Smith",
            "john.smith@example.com",
            "",
            "Experience",
            "",
            "NORTHWIND TRADERS, Boston, MA",
            "2005 to 2010",
            "Store Manager, 2001 to 2004",
        ]
    )
    assert _work(text) == [("", "NORTHWIND TRADERS", "2005", "2010"), ("Store Manager", "", "2001", "2004")]


def test_a_title_closed_with_a_comma_over_its_dates_opens_the_next_entry_after_a_wrapped_sentence() -> None:
    text = "  ".join(
        [
            "Jane Doe",
            "jane.doe@example.com",
            "LAB EXPERIENCE",
            "Lab Technician,",
            "March 2016- June 2017",
            "Lakeside Soil Institute, Dover, DE",
            "Prepared the soil samples of each field trial and logged their weights in the shared notebook",
            "Ordered the glassware and the reagents for the lab, including solvents,",
            "filters, and sample bags",
            "Research Assistant,",
            "March 2015- May 2016",
            "Harbor Marine Station, Dover, DE",
            "Counted the plankton of the weekly samples, which came from three points of the bay",
        ]
    )
    assert _work(text) == [
        ("Lab Technician", "Lakeside Soil Institute", "2016-03", "2017-06"),
        ("Research Assistant", "Harbor Marine Station", "2015-03", "2016-05"),
    ]


def test_the_terms_of_a_job_written_beside_its_title_are_not_its_employer() -> None:
    text = "\n".join(
        [
            "Kari Hansen",
            "kari.hansen@example.com",
            "",
            "Experience",
            "",
            "2013 - 2014",
            "Customer adviser, part-time",
            "Fjord bakery, Lillevik",
            "- Served customers over the telephone.",
        ]
    )
    assert _work(text) == [("Customer adviser", "Fjord bakery", "2013", "2014")]


def test_a_title_with_its_department_after_the_employers_description_joins_the_employers_entry() -> None:
    text = "\n".join(
        [
            "John Smith",
            "john.smith@example.com",
            "",
            "Professional Experience",
            "",
            "NORTHWIND GARDENS, INC., Boston, MA",
            "2011-Present",
            "A regional maker of garden furniture.",
            "Director, Marketing",
            "- Opened two new markets.",
        ]
    )
    assert _work(text) == [("Director", "NORTHWIND GARDENS, INC.", "2011", "present")]


def test_a_title_and_a_sentence_about_the_job_on_one_line_keep_the_title() -> None:
    text = "\n".join(
        [
            "John Smith",
            "john.smith@example.com",
            "",
            "Experience",
            "",
            "Harbor Freight Lines, Inc., Boston, MA",
            "2007 to 2010",
            "Head of Logistics - Promoted to run the three warehouses of the region and their night shifts.",
            "- Led a team of twelve.",
        ]
    )
    entry = parse_resume_text(text).work[0]
    assert (entry.title, entry.organization) == ("Head of Logistics", "Harbor Freight Lines, Inc.")
    assert entry.description.startswith("Promoted to run")


def test_a_title_with_a_named_team_after_a_dash_stays_one_header() -> None:
    text = "\n".join(
        [
            "John Smith",
            "john.smith@example.com",
            "",
            "Experience",
            "",
            "Senior Developer - Payments Platform Team",
            "Acme Corp, Boston, MA",
            "2015 to 2019",
            "- Built the billing service.",
        ]
    )
    assert _work(text) == [("Senior Developer", "Acme Corp", "2015", "2019")]


def test_a_degree_or_a_numbered_detail_beside_a_header_piece_is_no_employer() -> None:
    assert pick_title_and_organization(["Master of Science", "Marine Biology"]) == (
        "Master of Science",
        "",
        ["Marine Biology"],
    )
    assert pick_title_and_organization(["Pre-Algebra", "Grade 7"]) == ("Pre-Algebra", "", ["Grade 7"])
    assert pick_title_and_organization(["Summer Placement", "Harbor Masons"]) == (
        "Summer Placement",
        "Harbor Masons",
        [],
    )


def test_a_season_written_with_a_comma_before_its_year_is_a_date() -> None:
    assert [(span.text, span.start_date) for span in find_dates("Summer, 2009")] == [("Summer, 2009", "2009")]
    text = "\n".join(
        [
            "Jane Doe",
            "jane.doe@example.com",
            "",
            "Experience",
            "",
            "Swim Instructor",
            "Duluth, MN",
            "Camp Lakewood",
            "Summer, 2009",
            "- Taught swimming to children.",
        ]
    )
    assert _work(text) == [("Swim Instructor", "Camp Lakewood", "2009", "")]


def test_a_certificate_or_an_address_beside_a_title_is_no_employer() -> None:
    assert pick_title_and_organization(["Tutor", "Regional Certificate of Education (RCE)"])[:2] == ("Tutor", "")
    assert pick_title_and_organization(["Paralegal", "410 Elm"], ["410 Elm"])[:2] == (
        "Paralegal",
        "",
    )
    assert pick_title_and_organization(["Tutor", "Lakeside Learning Centre"])[:2] == (
        "Tutor",
        "Lakeside Learning Centre",
    )


def test_a_page_footer_run_into_the_employers_line_is_left_out_of_the_employer() -> None:
    text = "  ".join(
        [
            "Sam Roe",
            "sam.roe@example.com",
            "EXPERIENCE",
            "Senior Engineer",
            "Harbor Corp., Salem, OR",
            "2001 - 2006",
            "Designed the controllers of the fire alarm systems sold across the state and wrote their firmware.",
            "- Page 2 of 2 Lakeview Corp.",
            "Springfield, NJ",
            "1995 - 1998: Engineer",
            "Built the automation of the buildings of the campus.",
        ]
    )
    assert [(title, organization) for title, organization, _, _ in _work(text)][-1] == ("Engineer", "Lakeview Corp.")


def test_a_dash_closing_a_title_separates_it_from_the_employer() -> None:
    assert segments_of("Trail Guide- Lakeside County Parks", SectionKind.EXPERIENCE) == [
        "Trail Guide",
        "Lakeside County Parks",
    ]
    assert segments_of("Co-Founder, Acme Labs", SectionKind.EXPERIENCE) == ["Co-Founder", "Acme Labs"]
    sentence = "Helped to set up the reading circle of the town library- Lakeside 2014"
    assert segments_of(sentence, SectionKind.EXPERIENCE) == [sentence]


def test_a_social_handle_beside_the_employer_is_not_taken_for_it() -> None:
    segments = ["Owner", "Northwindfoods.com", "@northwindfoods"]
    assert pick_title_and_organization(segments, ["@northwindfoods"])[:2] == ("Owner", "Northwindfoods.com")


def test_a_firm_after_a_slash_in_the_title_is_the_employer_when_the_place_is_read() -> None:
    entry = Entry(title="Software intern / Harbor Software Limited", location="Scotland", start_date="2008")
    settled = settle_work_roles(entry)
    assert (settled.title, settled.organization, settled.location) == (
        "Software intern",
        "Harbor Software Limited",
        "Scotland",
    )
    second_title = Entry(title="Developer / Tester", location="Scotland")
    assert settle_work_roles(second_title).title == "Developer / Tester"


def test_a_firms_name_with_its_legal_form_before_its_year_in_brackets_is_the_employer() -> None:
    text = "\n".join(
        [
            "John Smith",
            "john.smith@example.com",
            "",
            "Experience",
            "",
            "Northwind Kites, Inc. (2012)",
            "- Ran the accounts of the shop.",
        ]
    )
    entry = parse_resume_text(text).work[0]
    assert (entry.organization, entry.start_date) == ("Northwind Kites, Inc.", "2012")


def test_a_heading_a_phone_number_or_a_web_address_is_no_job_title() -> None:
    junk_titles = ("+1 555 010 4170", "0911", "REFEREES______", "northwind.com", "$250,000", "summer", "Part-time")
    for junk in (*junk_titles, "Resume contributed as a sample", "Curriculum Vitae - Jane Doe"):
        assert settle_work_roles(Entry(title=junk, organization="Northwind Traders")).title == ""
    assert settle_work_roles(Entry(title="Sales Director", organization="Northwind Traders")).title == "Sales Director"
    assert settle_work_roles(Entry(title="Intern", organization="Northwind Traders")).title == "Intern"


def test_a_legal_form_with_a_note_in_brackets_stays_with_the_firms_name() -> None:
    assert segments_of("Harbor Studio, Inc. (now Fabrikam, Inc.), Atlanta", SectionKind.EXPERIENCE)[0] == (
        "Harbor Studio, Inc."
    )


def test_a_short_line_over_an_exported_employer_line_is_the_jobs_title() -> None:
    text = "\n".join(
        [
            "Chris Doe",
            "Pune - Email me on Indeed: chris.doe@example.com",
            "",
            "WORK EXPERIENCE",
            "",
            "Game design",
            "",
            "Northwind -",
            "",
            "August 2016 to Present",
        ]
    )
    assert _work(text) == [("Game design", "Northwind", "2016-08", "present")]


def test_a_title_and_an_employer_parted_by_dates_in_brackets_stay_apart() -> None:
    text = "  ".join(
        [
            "Jane Roe",
            "jane.roe@example.com",
            "PROFESSIONAL EXPERIENCE",
            "SALES DIRECTOR (3/04 to Present) Northwind, Austin, TX",
            "Grew the sales of the southern region of the firm by a third, with a team of nine people.",
            "ACCOUNT MANAGER (1/02 - 2/04) Contoso Bikes, Leeds, UK",
            "Looked after the largest accounts of the firm and opened a new office in the north.",
        ]
    )
    assert _work(text) == [
        ("SALES DIRECTOR", "Northwind", "2004-03", "present"),
        ("ACCOUNT MANAGER", "Contoso Bikes", "2002-01", "2004-02"),
    ]


def test_brackets_left_with_only_the_word_between_two_dates_are_dropped() -> None:
    assert clean_value("NORTHERN REGION ( to)") == "NORTHERN REGION"


def test_a_title_said_later_in_a_sentence_after_as_a_is_a_job_title_mention() -> None:
    text = "Currently working with Northwind Labs in Leeds as a Quality Analyst on the payments team."
    assert find_job_titles(text) == ["Quality Analyst"]
    assert find_job_titles("Known as a team player in every project.") == []
    assert find_job_titles("Worked as Product Designer and\nmentor for new staff.") == ["Product Designer"]


def test_a_firm_before_its_town_and_state_code_is_the_employer() -> None:
    assert pick_title_and_organization(["Corner Bakery", "Stockton CA"])[:2] == ("", "Corner Bakery")
    assert pick_title_and_organization(["Pre-Algebra", "Grade 7"])[:2] == ("Pre-Algebra", "")
