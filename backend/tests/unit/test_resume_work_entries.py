"""Work entries cut out of flattened text: where an entry starts and how its header splits into fields."""

import pytest

from vitae.resume.dates import find_dates, is_duration, repair_lost_dashes
from vitae.resume.entry_fields import clean_value, pick_title_and_organization
from vitae.resume.entry_roles import is_employer_name, settle_work_roles
from vitae.resume.headings import match_heading
from vitae.resume.locations import find_location, is_location
from vitae.resume.model import Entry, SectionKind
from vitae.resume.parser import parse_resume_text


def _flattened(*lines: str) -> str:
    """A document whose line breaks became runs of two spaces, as in flattened exports."""
    return "  ".join(lines)


def _work(text: str) -> list[tuple[str, str]]:
    return [(entry.title, entry.organization) for entry in parse_resume_text(text).work]


def test_an_employer_line_after_a_wrapped_bullet_opens_the_next_entry_when_its_dates_follow_alone() -> None:
    text = _flattened(
        "Maria Lopez",
        "maria.lopez@example.com",
        "EXPERIENCE",
        "Riverside Learning Center, Springfield, IL",
        "Spring 2014",
        "Classroom Aide",
        "• Prepared reading activities and craft projects for groups of twelve children across the morning and",
        "afternoon sessions",
        "Maple Grove Academy, Springfield, IL",
        "Winter 2013",
        "Reading Tutor",
        "• Tutored pupils in phonics",
        "EDUCATION",
        "Bachelor of Arts in Education, Lakeside University",
    )
    assert _work(text) == [("Classroom Aide", "Riverside Learning Center"), ("Reading Tutor", "Maple Grove Academy")]


def test_an_employer_line_ending_in_its_dates_after_a_wrapped_bullet_opens_the_next_entry() -> None:
    text = _flattened(
        "Maria Lopez",
        "maria.lopez@example.com",
        "EXPERIENCE",
        "Riverside Learning Center, Springfield, IL (Spring 2004)",
        "• Prepared reading activities and craft projects for groups of twelve children across the morning and",
        "afternoon sessions with the lead teacher",
        "Maple Grove Academy, Springfield, IL (Fall 2003)",
        "• Tutored pupils in phonics",
        "EDUCATION",
        "Bachelor of Arts in Education, Lakeside University",
    )
    assert [organization for _, organization in _work(text)] == ["Riverside Learning Center", "Maple Grove Academy"]


def test_a_state_code_ends_the_place_even_when_a_capitalised_word_follows_it() -> None:
    line = "Nimbus Data Works, Inc. Austin, TX Information Technology Consulting"
    span = find_location(line)
    assert span is not None
    assert line[span[0] : span[1]] == "Austin, TX"
    assert find_location("Graduated from North Carolina Central University") is None


def test_an_employer_written_with_its_legal_form_is_the_organisation_even_with_a_job_word_in_it() -> None:
    text = _flattened(
        "Maria Lopez",
        "maria.lopez@example.com",
        "EXPERIENCE",
        "Nimbus Technical Services, Inc. Austin, TX Information Technology Consulting 2001 - Present",
        "Senior Systems Manager",
        "• Ran the data centre of a regional hospital and moved its records to a new system",
        "EDUCATION",
        "Bachelor of Science in Computer Science, Lakeside University",
    )
    [job] = parse_resume_text(text).work
    assert (job.title, job.organization, job.location) == (
        "Senior Systems Manager",
        "Nimbus Technical Services, Inc.",
        "Austin, TX",
    )


def test_a_job_title_written_as_a_label_before_its_employer_heads_an_entry() -> None:
    text = _flattened(
        "Maria Lopez",
        "maria.lopez@example.com",
        "EXPERIENCE",
        "Reading Instructor: Harbor Adult Learning Centre, Springfield",
        "Taught evening literacy classes to adults returning to study.",
        "Data Consultant: Mar. 2004 - Present, Brightwave, Columbus, OH",
        "Built the monthly reporting of the sales team.",
        "EDUCATION",
        "Bachelor of Arts in Education, Lakeside University",
    )
    assert _work(text) == [
        ("Reading Instructor", "Harbor Adult Learning Centre"),
        ("Data Consultant", "Brightwave"),
    ]


def test_a_label_that_opens_body_text_is_not_taken_for_a_title() -> None:
    text = _flattened(
        "Maria Lopez",
        "maria.lopez@example.com",
        "EXPERIENCE",
        "Data Analyst, Brightwave, Columbus, OH",
        "2004 - 2010",
        "Responsibilities: reporting for the sales team",
        "Environment: Python, SQL Server",
        "EDUCATION",
        "Bachelor of Arts in Education, Lakeside University",
    )
    assert _work(text) == [("Data Analyst", "Brightwave")]


def test_a_title_and_employer_before_a_place_are_not_a_place() -> None:
    assert not is_location("Lifeguard, Harbor Pool, Wayne, NE")
    assert is_location("Mapo-gu, Seoul, Republic of Korea")
    assert is_location("Koramangala, Bangalore, Karnataka, India")


def test_undated_jobs_written_one_a_line_are_entries_of_their_own() -> None:
    text = _flattened(
        "Maria Lopez",
        "maria.lopez@example.com",
        "EXPERIENCE",
        "Sales Associate, Northgate Outfitters, Lincoln, NE",
        "Cashier, Rosa Grill, Wayne, NE",
        "Stock Clerk, Fresh Market Foods, Omaha, NE",
        "EDUCATION",
        "Bachelor of Arts in Education, Lakeside University",
    )
    assert _work(text) == [
        ("Sales Associate", "Northgate Outfitters"),
        ("Cashier", "Rosa Grill"),
        ("Stock Clerk", "Fresh Market Foods"),
    ]


def test_a_double_hyphen_separates_the_employer_from_the_title() -> None:
    text = _flattened(
        "Maria Lopez",
        "maria.lopez@example.com",
        "EXPERIENCE",
        "NORTHWIND SYSTEMS -- Web Developer (contract)",
        "March 2012 - July 2012",
        "• Rebuilt the ordering pages of the public site",
        "EDUCATION",
        "Bachelor of Arts in Education, Lakeside University",
    )
    assert _work(text) == [("Web Developer", "NORTHWIND SYSTEMS")]


def test_a_part_label_repeated_in_every_job_does_not_end_the_experience_section() -> None:
    text = _flattened(
        "Maria Lopez",
        "maria.lopez@example.com",
        "Experience",
        "Brightwave Solutions, Columbus, OH",
        "Web Developer",
        "2012 - 2014",
        "Tools",
        "PHP, MySQL",
        "Built the booking pages of a travel site.",
        "Northwind Labs, Dayton, OH",
        "Junior Developer",
        "2010 - 2012",
        "Tools",
        "Java, Oracle",
        "Kept the billing batch jobs running.",
        "Education",
        "Bachelor of Arts in Education, Lakeside University",
    )
    resume = parse_resume_text(text)
    assert [section.heading for section in resume.sections] == ["Experience", "Education"]
    assert [organization for _, organization in _work(text)] == ["Brightwave Solutions", "Northwind Labs"]


def test_the_last_word_of_a_wrapped_sentence_is_no_heading() -> None:
    text = _flattened(
        "Maria Lopez",
        "maria.lopez@example.com",
        "EXPERIENCE",
        "Junior Developer, Brightwave Solutions",
        "2012 - 2014",
        "Moved the team to shared build scripts and one common testing",
        "software.",
        "Web Developer, Northwind Labs",
        "2010 - 2012",
        "Kept the billing batch jobs running.",
        "EDUCATION",
        "Bachelor of Arts in Education, Lakeside University",
    )
    assert _work(text) == [("Junior Developer", "Brightwave Solutions"), ("Web Developer", "Northwind Labs")]


def test_a_line_opening_with_a_parenthesis_is_no_heading() -> None:
    assert match_heading("(JavaScript, jQuery, JSON) technologies") is None
    assert match_heading("SKILLS (most important underlined)") is not None


def test_a_sentence_from_the_body_is_no_employer() -> None:
    assert not is_employer_name("Tested network and storage systems")
    assert not is_employer_name("Helped local library staff with software upgrades")
    assert is_employer_name("Bank of America")
    assert is_employer_name("Universidad de los Andes")
    assert is_employer_name("Harbor Grill and Bar")


def test_a_second_job_title_is_not_reported_as_the_employer() -> None:
    entry = Entry(title="Technical Analyst", organization="Project Leader")
    assert settle_work_roles(entry).organization == ""
    entry = Entry(title="Engineer", organization="Acme Engineering Services")
    assert settle_work_roles(entry).organization == "Acme Engineering Services"


def test_jobs_written_as_labelled_fields_keep_their_employer_and_title() -> None:
    text = _flattened(
        "Maria Lopez",
        "maria.lopez@example.com",
        "Employment History",
        "Since: March 1st 2015 Until: Currently",
        "Company: Grupo Andino S.A.",
        "Position held: Legal Manager",
        "Since: June 30 2009 Until: February 28 2015",
        "Company: Vias del Norte S.A.",
        "Position held: Legal Director",
        "Education",
        "Bachelor of Laws, Lakeside University",
    )
    assert _work(text) == [("Legal Manager", "Grupo Andino S.A."), ("Legal Director", "Vias del Norte S.A.")]


def test_two_months_sharing_one_year_are_a_range() -> None:
    [span] = find_dates("January to April 2006")
    assert (span.start_date, span.end_date, span.is_range) == ("2006-01", "2006-04", True)
    [span] = find_dates(repair_lost_dashes("Lakeview School  September  December 2010  Tutor"))
    assert (span.start_date, span.end_date) == ("2010-09", "2010-12")
    [span] = find_dates("May 2010 - June 2011")
    assert (span.start_date, span.end_date) == ("2010-05", "2011-06")


def test_a_duration_in_weeks_is_no_job_title() -> None:
    assert is_duration("9 weeks")
    assert is_duration("(6 wks)")


def test_a_generic_noun_of_a_section_noun_heads_that_section() -> None:
    assert (heading := match_heading("Highlights of Employment")) is not None
    assert heading.kind is SectionKind.EXPERIENCE
    assert (heading := match_heading("SUMMARY OF CORE STRENGTHS")) is not None
    assert heading.kind is SectionKind.SUMMARY
    assert match_heading("Trends in Education") is None


def test_at_the_separates_the_title_from_the_employer() -> None:
    text = _flattened(
        "Maria Lopez",
        "maria.lopez@example.com",
        "EXPERIENCE",
        "Research Assistant at the Harbor Institute of Marine Studies",
        "2011 - 2013",
        "• Sampled coastal water for a survey of algae",
        "EDUCATION",
        "Bachelor of Science in Biology, Lakeside University",
    )
    assert _work(text) == [("Research Assistant", "Harbor Institute of Marine Studies")]


def test_a_job_line_closed_with_a_full_stop_is_still_its_header() -> None:
    text = _flattened(
        "Maria Lopez",
        "maria.lopez@example.com",
        "Work Experience",
        "2016 – present",
        "Staff Engineer, Search Team, Brightwave, Columbus.",
        "Led the rebuild of the ranking service for faster answers",
        "2012 – 2016",
        "Software Engineer, Northwind Labs, Dayton.",
        "Wrote the first version of the billing service",
        "Education",
        "Bachelor of Science in Computer Science, Lakeside University",
    )
    assert [title for title, _ in _work(text)] == ["Staff Engineer", "Software Engineer"]
    assert _work(text)[1] == ("Software Engineer", "Northwind Labs")


def test_the_employer_is_not_a_second_title_when_a_name_follows() -> None:
    segments = ["Staff Member of the Month", "Applications Support", "Brightwave Oceania"]
    title, organization, _ = pick_title_and_organization(segments)
    assert (title, organization) == ("Staff Member of the Month", "Brightwave Oceania")


def test_a_template_placeholder_is_no_value() -> None:
    assert clean_value("Location") == ""
    assert clean_value("City, State") == ""
    assert clean_value("Name of College") == ""
    assert clean_value("Lakeside City College") == "Lakeside City College"


def test_the_piece_spelling_the_website_name_is_the_employer() -> None:
    segments = ["Director of Engineering", "Mobile", "Swift Match", "swiftmatch.com"]
    title, organization, _ = pick_title_and_organization(segments)
    assert (title, organization) == ("Director of Engineering", "Swift Match")


def test_a_range_ending_in_two_digits_of_the_year() -> None:
    [span] = find_dates("Associate Director, Harbor Youth Project, Dayton, Ohio, 1986-89.")
    assert (span.text, span.start_date, span.end_date) == ("1986-89", "1986", "1989")
    [span] = find_dates("2010-12")
    assert (span.start_date, span.is_range) == ("2010-12", False)


def test_the_name_repeated_at_the_top_of_a_page_is_not_an_employer() -> None:
    text = _flattened(
        "Maria Lopez",
        "maria.lopez@example.com",
        "EXPERIENCE",
        "BRIGHTWAVE",
        "Web Developer, August 2011 – January 2012",
        "Rebuilt the ordering pages of the public site.",
        "Maria Lopez",
        "NORTHWIND",
        "Web Developer, April 2010 – July 2011",
        "• Kept the billing batch jobs running",
        "EDUCATION",
        "Bachelor of Arts in Education, Lakeside University",
    )
    assert [organization for _, organization in _work(text)] == ["BRIGHTWAVE", "NORTHWIND"]


def test_an_employer_and_its_place_closed_with_a_full_stop_head_an_entry() -> None:
    text = _flattened(
        "Maria Lopez",
        "maria.lopez@example.com",
        "EXPERIENCE",
        "Lead Developer (2009 – 2011)",
        "Brightwave Studios, Hollywood, California.",
        "Built the booking pages of a travel site.",
        "EDUCATION",
        "Bachelor of Arts in Education, Lakeside University",
    )
    assert _work(text) == [("Lead Developer", "Brightwave Studios")]


def test_a_numbered_detail_before_the_place_is_not_the_employer() -> None:
    text = _flattened(
        "Maria Lopez",
        "maria.lopez@example.com",
        "EXPERIENCE",
        "Camp Willow, Grades 2-6, Dayton, OH",
        "Summers 2008 - 2010",
        "Camp Counselor",
        "• Planned outdoor lessons for groups of campers",
        "EDUCATION",
        "Bachelor of Arts in Education, Lakeside University",
    )
    assert _work(text) == [("Camp Counselor", "Camp Willow")]


def test_a_slash_after_a_month_separates_a_range() -> None:
    [span] = find_dates("Feb 2011/Now Harbor Film School")
    assert (span.text, span.start_date, span.end_date) == ("Feb 2011/Now", "2011-02", "present")
    [span] = find_dates("Feb 09/Jun 11")
    assert (span.start_date, span.end_date) == ("2009-02", "2011-06")
    [span] = find_dates("06/2018")
    assert (span.start_date, span.is_range) == ("2018-06", False)


@pytest.mark.parametrize(
    ("written", "start", "end"),
    [
        ("2004/ 2013", "2004", "2013"),  # a space after the slash
        ("2013/---", "2013", "present"),  # dashes where the end would stand: still running
        ("Mar 2019 – ---", "2019-03", "present"),
        ("Jan 2020 -- Present", "2020-01", "present"),  # two hyphens, as plain text writes an en dash
        ("2016 -- 2019", "2016", "2019"),
    ],
)
def test_ranges_written_with_slashes_and_dashes(written: str, start: str, end: str) -> None:
    [span] = find_dates(f"Harbor Freight Lines, Rotterdam, Planner {written}")
    assert (span.text, span.start_date, span.end_date) == (written, start, end)


def test_two_years_around_a_spaced_slash_in_a_sentence_are_no_range() -> None:
    """'the 2011 / 2012 window display': a season of the work, not the dates of an entry."""
    assert all(not span.is_range for span in find_dates("Dressed the shop for the 2011 / 2012 holiday season"))


def test_a_title_keeps_no_year_of_a_slashed_range() -> None:
    resume = parse_resume_text(
        "Ann Bell\nann@example.com\n\nEXPERIENCE\nHarbor Freight Lines, Rotterdam, Team Lead 2013/---\n"
        "- Ran the night shift\nDune Logistics, Antwerp, Planner 2008/ 2013\n- Planned routes\n"
    )
    assert [(entry.title, entry.start_date, entry.end_date) for entry in resume.work] == [
        ("Team Lead", "2013", "present"),
        ("Planner", "2008", "2013"),
    ]


def test_a_state_code_that_spells_a_degree_ends_a_place() -> None:
    assert is_location("Boston, MA")
    assert is_location("Jackson, MS")
    assert not is_location("MBA, Boston, MA")  # a degree before the place: more than a place
    assert not is_location("PhD, Lakeview University, NY")
    resume = parse_resume_text(
        "Ann Bell\nann@example.com\n\nEXPERIENCE\nData Analyst, Harbor Freight Lines, Boston, MA  2019 - 2022\n"
        "- Built weekly reports\n"
    )
    assert [(entry.organization, entry.location) for entry in resume.work] == [("Harbor Freight Lines", "Boston, MA")]


def test_a_value_after_the_full_stop_of_removed_dates_keeps_no_leading_space() -> None:
    # 'May 2004 - June 2006. Paralegal Studies Diploma' with its dates taken out leaves '. Paralegal ...'.
    assert clean_value(". Paralegal Studies Diploma") == "Paralegal Studies Diploma"
    assert clean_value(" - . Harbor Works") == "Harbor Works"


def test_a_title_that_opens_with_a_dotted_name_keeps_its_dot() -> None:
    text = (
        "Jane Doe\njane@example.com\n\nEXPERIENCE\n.NET Developer | Acme Corp | Jan 2020 - Present\n- Built services."
    )
    assert _work(text) == [(".NET Developer", "Acme Corp")]


def test_a_header_opening_with_a_name_in_lower_case_is_a_header() -> None:
    text = (
        "Jane Doe\njane@example.com\n\nEXPERIENCE\nJava Developer | Acme Corp | 2020 - Present\n- Built services.\n"
        "iOS Developer | Harbor Labs | 2018 - 2019\n- Shipped the app.\n"
    )
    assert _work(text) == [("Java Developer", "Acme Corp"), ("iOS Developer", "Harbor Labs")]


def test_the_columns_of_a_plain_text_header_stay_apart() -> None:
    text = (
        "Jane Doe\njane@example.com\n\nWORK HISTORY\n"
        "2020.07 - present   Brightwave   Product Manager\n- Owned the roadmap.\n"
        "2017.09 - 2020.06   Harbor Labs   Associate Product Manager\n- Ran experiments.\n"
    )
    assert [(entry.title, entry.organization, entry.start_date) for entry in parse_resume_text(text).work] == [
        ("Product Manager", "Brightwave", "2020-07"),
        ("Associate Product Manager", "Harbor Labs", "2017-09"),
    ]


def test_a_job_held_since_a_date_goes_on_to_this_day() -> None:
    assert [(span.start_date, span.end_date) for span in find_dates("Harbor Labs, since March 2019")] == [
        ("2019-03", "present")
    ]
    text = "Jane Doe\njane@example.com\n\nEXPERIENCE\nAnalyst, Harbor Labs, since 2017\n- Built reports.\n"
    [job] = parse_resume_text(text).work
    assert (job.start_date, job.end_date) == ("2017", "present")
    assert find_dates("from 2015")[0].end_date == ""  # 'from' alone says nothing of the end


def test_a_line_that_only_looked_like_a_header_stays_in_the_job() -> None:
    # A sentence ending in a degree's abbreviation reads like a header ('... Psy.D.'); it opens no entry and was lost.
    text = (
        "Jane Doe\njane@example.com\n\nEXPERIENCE\nClinical Intern\nHarbor Counseling Center\nJan 2013 - Sep 2013\n"
        "Observed sessions with the clinic staff.\nAnalyzed sessions under the supervision of Dana Reyes, Psy.D.\n"
        "Kept the clinic records.\n"
    )
    [job] = parse_resume_text(text).work
    assert job.description.split("\n") == [
        "Observed sessions with the clinic staff.",
        "Analyzed sessions under the supervision of Dana Reyes, Psy.D.",
        "Kept the clinic records.",
    ]
