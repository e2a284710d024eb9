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
            "1997 to Present",
            "Office Manager, 2007 to present",
            "Secretary, 1998 to 2007",
            "Office Clerk, 1997 to 1998",
            "Promoted twice during a long tenure.",
            "",
            "WEST FLOORING, Boston, MA",
            "1995 to 1997",
            "Receptionist",
            "- Answered calls.",
        ]
    )
    assert _work(text) == [
        ("Office Manager", "NORTHWIND TRADERS", "2007", "present"),
        ("Secretary", "NORTHWIND TRADERS", "1998", "2007"),
        ("Office Clerk", "NORTHWIND TRADERS", "1997", "1998"),
        ("Receptionist", "WEST FLOORING", "1995", "1997"),
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
            "Office Manager, 2001 to 2004",
        ]
    )
    assert _work(text) == [("", "NORTHWIND TRADERS", "2005", "2010"), ("Office Manager", "", "2001", "2004")]


def test_a_title_closed_with_a_comma_over_its_dates_opens_the_next_entry_after_a_wrapped_sentence() -> None:
    text = "  ".join(
        [
            "Jane Doe",
            "jane.doe@example.com",
            "CLINICAL EXPERIENCE",
            "Clinical Intern,",
            "January 2013- September 2013",
            "Lakeside Wellness Center, Baltimore, MD",
            "Assisted the therapist during weekly group sessions with adults and wrote the notes of each session",
            "Performed all office duties for the practice, including scheduling,",
            "keeping records, and organizing handouts",
            "Counseling Intern,",
            "September 2012- May 2013",
            "Harbor General Hospital, Baltimore, MD",
            "Volunteered in the out-patient day program, which served adults of all ages and families",
        ]
    )
    assert _work(text) == [
        ("Clinical Intern", "Lakeside Wellness Center", "2013-01", "2013-09"),
        ("Counseling Intern", "Harbor General Hospital", "2012-09", "2013-05"),
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
            "NORTHWIND POWER, INC., Boston, MA",
            "2007-Present",
            "Family-owned small business specializing in backup power.",
            "Vice President, Sales",
            "- Doubled the revenue in three years.",
        ]
    )
    assert _work(text) == [("Vice President", "NORTHWIND POWER, INC.", "2007", "present")]


def test_a_title_and_a_sentence_about_the_job_on_one_line_keep_the_title() -> None:
    text = "\n".join(
        [
            "John Smith",
            "john.smith@example.com",
            "",
            "Experience",
            "",
            "Acme Mechanics, Inc., Boston, MA",
            "2007 to 2010",
            "Vice President of Operations - Promoted to review and approve the plans for the control of all buildings.",
            "- Led a team of twelve.",
        ]
    )
    entry = parse_resume_text(text).work[0]
    assert (entry.title, entry.organization) == ("Vice President of Operations", "Acme Mechanics, Inc.")
    assert entry.description.startswith("Promoted to review")


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
    assert pick_title_and_organization(["Master of Arts", "Counseling Psychology"]) == (
        "Master of Arts",
        "",
        ["Counseling Psychology"],
    )
    assert pick_title_and_organization(["Pre-Algebra", "Grade 7"]) == ("Pre-Algebra", "", ["Grade 7"])
    assert pick_title_and_organization(["Summer Placement", "Harbor Masons"]) == (
        "Summer Placement",
        "Harbor Masons",
        [],
    )


def test_a_season_written_with_a_comma_before_its_year_is_a_date() -> None:
    assert [(span.text, span.start_date) for span in find_dates("Summer, 2007")] == [("Summer, 2007", "2007")]
    text = "\n".join(
        [
            "Jane Doe",
            "jane.doe@example.com",
            "",
            "Experience",
            "",
            "Camp Counselor",
            "Bemidji, MN",
            "Camp Lakewood",
            "Summer, 2007",
            "- Taught rowing and sailing to children.",
        ]
    )
    assert _work(text) == [("Camp Counselor", "Camp Lakewood", "2007", "")]


def test_a_certificate_or_an_address_beside_a_title_is_no_employer() -> None:
    assert pick_title_and_organization(["Tutor", "Northern Certificate of Education (NCE)"])[:2] == ("Tutor", "")
    assert pick_title_and_organization(["Paralegal", "225 Broadway"], ["225 Broadway"])[:2] == (
        "Paralegal",
        "",
    )
    assert pick_title_and_organization(["Tutor", "Lakeside Learning Centre"])[:2] == (
        "Tutor",
        "Lakeside Learning Centre",
    )


def test_a_page_footer_run_into_the_employers_line_is_left_out_of_the_employer() -> None:
    assert segments_of("Page 2 of 2 Harbor Corp.", SectionKind.EXPERIENCE) == ["Harbor Corp."]
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
    assert segments_of("Park Ranger- Lakeside County Parks", SectionKind.EXPERIENCE) == [
        "Park Ranger",
        "Lakeside County Parks",
    ]
    assert segments_of("Co-Founder, Acme Labs", SectionKind.EXPERIENCE) == ["Co-Founder", "Acme Labs"]
    sentence = "A founding member of the regional Social Media Club- Lakeside 2014"
    assert segments_of(sentence, SectionKind.EXPERIENCE) == [sentence]


def test_a_social_handle_beside_the_employer_is_not_taken_for_it() -> None:
    segments = ["Owner", "Northwindfoods.com", "@northwindfoods"]
    assert pick_title_and_organization(segments, ["@northwindfoods"])[:2] == ("Owner", "Northwindfoods.com")


def test_a_firm_after_a_slash_in_the_title_is_the_employer_when_the_place_is_read() -> None:
    entry = Entry(title="Intern engineer / Harbor Software Limited", location="Ireland", start_date="2008")
    settled = settle_work_roles(entry)
    assert (settled.title, settled.organization, settled.location) == (
        "Intern engineer",
        "Harbor Software Limited",
        "Ireland",
    )
    second_title = Entry(title="Developer / Tester", location="Ireland")
    assert settle_work_roles(second_title).title == "Developer / Tester"


def test_a_firms_name_with_its_legal_form_before_its_year_in_brackets_is_the_employer() -> None:
    text = "\n".join(
        [
            "John Smith",
            "john.smith@example.com",
            "",
            "Experience",
            "",
            "Northwind Toys, Inc. (2005)",
            "- Directed the planning of a portfolio of real estate.",
        ]
    )
    entry = parse_resume_text(text).work[0]
    assert (entry.organization, entry.start_date) == ("Northwind Toys, Inc.", "2005")


def test_a_heading_a_phone_number_or_a_web_address_is_no_job_title() -> None:
    junk_titles = ("+1 555 010 4170", "0608", "REFEREES______", "northwind.com", "$400,000", "summer", "Part-time")
    for junk in (*junk_titles, "Resume contributed as a sample", "Curriculum Vitae - Jane Doe"):
        assert settle_work_roles(Entry(title=junk, organization="Northwind Traders")).title == ""
    assert settle_work_roles(Entry(title="Sales Director", organization="Northwind Traders")).title == "Sales Director"
    assert settle_work_roles(Entry(title="Intern", organization="Northwind Traders")).title == "Intern"


def test_a_legal_form_with_a_note_in_brackets_stays_with_the_firms_name() -> None:
    assert segments_of("Harbor DesignLab, Inc. (now Fabrikam, Inc.), Atlanta", SectionKind.EXPERIENCE)[0] == (
        "Harbor DesignLab, Inc."
    )


def test_a_short_line_over_an_exported_employer_line_is_the_jobs_title() -> None:
    text = "\n".join(
        [
            "Chris Doe",
            "Pune - Email me on Indeed: chris.doe@example.com",
            "",
            "WORK EXPERIENCE",
            "",
            "App develop",
            "",
            "Northwind -",
            "",
            "August 2016 to Present",
        ]
    )
    assert _work(text) == [("App develop", "Northwind", "2016-08", "present")]


def test_a_title_and_an_employer_parted_by_dates_in_brackets_stay_apart() -> None:
    text = "  ".join(
        [
            "Jane Roe",
            "jane.roe@example.com",
            "PROFESSIONAL EXPERIENCE",
            "ASSOCIATE PRINCIPAL (8/01 to Present) Northwind, Austin, TX",
            "Key member of the fastest growing segment of the firm, with full accountability for its results.",
            "HEAD OF BUSINESS DEVELOPMENT (1/01 - 6/01) Contoso Net, Edinburgh, UK",
            "Chosen for a special assignment to improve the development of the business across the region.",
        ]
    )
    assert _work(text) == [
        ("ASSOCIATE PRINCIPAL", "Northwind", "2001-08", "present"),
        ("HEAD OF BUSINESS DEVELOPMENT", "Contoso Net", "2001-01", "2001-06"),
    ]


def test_brackets_left_with_only_the_word_between_two_dates_are_dropped() -> None:
    assert clean_value("NORTHERN REGION ( to)") == "NORTHERN REGION"


def test_a_title_said_later_in_a_sentence_after_as_a_is_a_job_title_mention() -> None:
    text = "Working currently with Northwind Services Pune as a Software Test Engineer with the client team."
    assert find_job_titles(text) == ["Software Test Engineer"]
    assert find_job_titles("Known as a team player in every project.") == []
    assert find_job_titles("Worked as Education Consultant and\nmentor for new staff.") == ["Education Consultant"]


def test_a_firm_before_its_town_and_state_code_is_the_employer() -> None:
    assert pick_title_and_organization(["Corner Sodas & Pizza", "Stockton CA"])[:2] == ("", "Corner Sodas & Pizza")
    assert pick_title_and_organization(["Pre-Algebra", "Grade 7"])[:2] == ("Pre-Algebra", "")
