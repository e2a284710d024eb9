"""Employers of work entries: names a place, a title or a list of partners could be mistaken for."""

from vitae.resume.dates import strip_durations
from vitae.resume.entry_fields import pick_title_and_organization, segments_of
from vitae.resume.entry_roles import is_employer_name, settle_work_roles
from vitae.resume.headings import match_heading
from vitae.resume.locations import find_location
from vitae.resume.model import Entry, SectionKind
from vitae.resume.parser import parse_resume_text


def _flattened(*lines: str) -> str:
    """A document whose line breaks became runs of two spaces, as in flattened exports."""
    return "  ".join(lines)


def _work(text: str) -> list[tuple[str, str]]:
    return [(entry.title, entry.organization) for entry in parse_resume_text(text).work]


def test_a_partner_or_a_person_named_before_a_legal_form_is_no_city() -> None:
    assert find_location("Pruitt & Lindqvist, PA") is None
    assert find_location("Harold T. Brannigan, PA") is None
    line = "Pruitt & Lindqvist, PA, Orlando, FL"
    span = find_location(line)
    assert span is not None and line[span[0] : span[1]] == "Orlando, FL"
    line = "Marsh & Wolfe, New Brunswick, NJ"
    span = find_location(line)
    assert span is not None and line[span[0] : span[1]] == "New Brunswick, NJ"


def test_a_law_firm_named_by_its_partners_keeps_its_whole_name() -> None:
    text = _flattened(
        "Dana Whitcombe",
        "dana.whitcombe@example.com",
        "EXPERIENCE",
        "Pruitt & Lindqvist, PA",
        "Orlando, Florida",
        "Paralegal (2009 - 2014)",
        "Harold T. Brannigan, PA",
        "Ocala, Florida",
        "Legal Secretary (2005 - 2009)",
        "EDUCATION",
        "Associate of Arts, Lakeside Community College",
    )
    assert [organization for _, organization in _work(text)] == ["Pruitt & Lindqvist", "Harold T. Brannigan"]


def test_a_firm_named_by_three_partners_is_one_employer() -> None:
    text = _flattened(
        "Dana Whitcombe",
        "dana.whitcombe@example.com",
        "EXPERIENCE",
        "Pruitt, Lindqvist & Oyelaran, PA",
        "Orlando, Florida",
        "Paralegal (2009 - 2014)",
        "Marsh & Wolfe, PA",
        "Ocala, Florida",
        "Legal Secretary (2005 - 2009)",
        "EDUCATION",
        "Associate of Arts, Lakeside Community College",
    )
    assert _work(text) == [("Paralegal", "Pruitt, Lindqvist & Oyelaran"), ("Legal Secretary", "Marsh & Wolfe")]


def test_a_title_before_partners_names_is_not_joined_to_them() -> None:
    assert segments_of("Manager, Training & Development, Acme Corp", SectionKind.EXPERIENCE) == [
        "Manager",
        "Training & Development",
        "Acme Corp",
    ]


def test_a_university_office_beside_its_university_is_part_of_the_employer() -> None:
    text = _flattened(
        "Noor Haddad",
        "noor.haddad@example.com",
        "EXPERIENCE",
        "Office of Graduate Admissions, Lakeside University, Boston, MA",
        "Admissions Counselor",
        "June 2015 - Present",
        "• Read applications",
        "Hillcrest College, Career Center, Albany, NY",
        "Peer Adviser",
        "May 2012 - May 2015",
        "• Reviewed resumes",
        "Hillcrest College, Master of Science in Counseling Program",
        "Graduate Assistant",
        "May 2011 - May 2012",
        "EDUCATION",
        "Bachelor of Arts, Hillcrest College",
    )
    assert [organization for _, organization in _work(text)] == [
        "Office of Graduate Admissions, Lakeside University",
        "Hillcrest College, Career Center",
        "Hillcrest College",
    ]


def test_a_state_code_with_a_bar_glued_after_it_still_ends_a_place() -> None:
    line = "Riverside Business Schools, Riverside, CA| 2/2009 - 5/2010"
    span = find_location(line)
    assert span is not None and line[span[0] : span[1]] == "Riverside, CA"


def test_a_country_written_as_its_initials_is_a_place_not_the_employer() -> None:
    text = _flattened(
        "Ines Moreau",
        "ines.moreau@example.com",
        "EXPERIENCE",
        "Kenya/",
        "UK",
        "2006-2007",
        "Project Assistant - Brightwater Relief",
        "• Visited field sites every month",
        "India",
        "2005-2006",
        "Programme Manager - Open Doors Trust",
        "• Ran training days",
        "EDUCATION",
        "Bachelor of Arts, Lakeside University",
    )
    assert _work(text)[0] == ("Project Assistant", "Brightwater Relief")


def test_a_university_laboratory_without_a_job_title_is_the_employer_with_its_university() -> None:
    text = _flattened(
        "Ines Moreau",
        "ines.moreau@example.com",
        "EXPERIENCE",
        "Motor Learning Laboratory, Lakeside University, Springfield, IL, Fall 2014",
        "• Led swimming lessons for children",
        "Hillcrest Day Camp, Springfield, IL, Summer 2013",
        "• Planned games",
        "EDUCATION",
        "Bachelor of Science, Lakeside University",
    )
    assert _work(text)[0] == ("", "Motor Learning Laboratory, Lakeside University")


def test_the_shop_written_before_its_mall_is_the_employer() -> None:
    text = _flattened(
        "Ines Moreau",
        "ines.moreau@example.com",
        "EXPERIENCE",
        "Sales Associate, Corner Books, Westgate Mall, Lincoln, NE",
        "• Served customers",
        "June 2012 to present: Pixel Repairs, Northside Shopping Centre",
        "• Fixed phones",
        "EDUCATION",
        "Bachelor of Science, Lakeside University",
    )
    assert [organization for _, organization in _work(text)] == ["Corner Books", "Pixel Repairs"]


def test_a_title_and_an_employer_written_as_one_piece_are_told_apart() -> None:
    text = _flattened(
        "Ines Moreau",
        "ines.moreau@example.com",
        "EXPERIENCE",
        "Head Teacher Sunnyside Early Learning Center, Dover, DE, 2001-2004",
        "• Led a team of four teachers",
        "April 2008 - November 2011 Pemberton store Sales Assistant",
        "• Served customers",
        "March 2012 - present Social Media Manager",
        "• Wrote posts",
        "EDUCATION",
        "Bachelor of Science, Lakeside University",
    )
    assert _work(text) == [
        ("Head Teacher", "Sunnyside Early Learning Center"),
        ("Sales Assistant", "Pemberton store"),
        ("Social Media Manager", ""),
    ]


def test_a_second_title_is_no_employer_even_when_its_first_word_is_a_firms() -> None:
    entry = settle_work_roles(Entry(title="Freelance Software Developer", organization="Software Developer"))
    assert (entry.title, entry.organization) == ("Freelance Software Developer", "")
    kept = settle_work_roles(Entry(title="Developer", organization="Brightline Software"))
    assert kept.organization == "Brightline Software"


def test_words_of_a_sentence_starting_in_lower_case_name_no_employer() -> None:
    assert not is_employer_name("a Firm")
    assert not is_employer_name("call centre")
    assert is_employer_name("oracle")
    assert is_employer_name("eClerx Services")
    assert is_employer_name("fellows-exp.com")


def test_a_copyright_notice_or_an_amount_of_money_is_no_employer() -> None:
    assert not is_employer_name("Written by ©SampleResumes.com")
    assert not is_employer_name("$15M Service Desk Turnaround")
    assert is_employer_name("Brightline Marketing, Inc")


def test_courses_listed_under_a_teaching_job_open_no_jobs() -> None:
    text = _flattened(
        "Ines Moreau",
        "ines.moreau@example.com",
        "EXPERIENCE",
        "Associate Professor, Hillcrest College, Dover, DE, 2005 - present",
        "Courses Taught:",
        "Database Design and Business Applications (2005-present)",
        "Decision Support Systems (2006-2009)",
        "Introduction to Marketing (2007)",
        "Lecturer, Lakeside University, Newark, DE, 2001 - 2005",
        "• Taught statistics",
        "EDUCATION",
        "Bachelor of Science, Lakeside University",
    )
    assert _work(text) == [("Associate Professor", "Hillcrest College"), ("Lecturer", "Lakeside University")]


def test_a_list_of_papers_in_sentence_case_ends_the_experience_section() -> None:
    for heading in ("Peer-reviewed papers", "Research papers", "Refereed journal articles"):
        match = match_heading(heading)
        assert match is not None and match.kind is SectionKind.OTHER


def test_publications_with_their_first_part_after_a_colon_end_the_jobs() -> None:
    text = "\n".join(
        [
            "Ines Moreau",
            "ines.moreau@example.com",
            "EXPERIENCE",
            "Professor of History, Lakeside University, 1999 - present",
            "Publications: Books",
            "Rivers and Empires (with Tom Hale; Harbor Press, 2012).",
            "Coastal Towns, Westbridge, NJ: Harbor Press, 2009.",
        ]
    )
    resume = parse_resume_text(text)
    assert [(entry.title, entry.organization) for entry in resume.work] == [
        ("Professor of History", "Lakeside University")
    ]
    assert [section.heading for section in resume.sections] == ["EXPERIENCE", "Publications"]


def test_a_name_ending_in_a_word_for_an_organisation_is_no_job_title() -> None:
    segments = ["Lakeside Tech—Systems Engineering Department", "Graduate Research Assistant"]
    assert pick_title_and_organization(segments)[:2] == (
        "Graduate Research Assistant",
        "Lakeside Tech—Systems Engineering Department",
    )
    assert pick_title_and_organization(["Head of Department", "Hillcrest School"])[:2] == (
        "Head of Department",
        "Hillcrest School",
    )


def test_a_name_starting_like_a_unit_of_time_after_a_number_is_kept_whole() -> None:
    assert strip_durations("2004 Moonbeam Labs") == "2004 Moonbeam Labs"
    assert strip_durations("3 Monkeys Studio") == "3 Monkeys Studio"
    assert strip_durations("Acme (2 yrs)").strip() == "Acme"


def test_the_header_row_of_a_table_of_jobs_is_no_employer() -> None:
    assert not is_employer_name("No. Company Role Duration")
    assert not is_employer_name("Employer Designation Period")
    assert is_employer_name("Client Solutions Group")


def test_a_wrapped_list_of_tools_with_a_version_year_is_no_job() -> None:
    text = "\n".join(
        [
            "Ines Moreau",
            "ines.moreau@example.com",
            "WORK EXPERIENCE",
            "DevOps Engineer",
            "Brightline Software - Austin, TX",
            "March 2016 to Present",
            "Environment: Jenkins, Maven, Nexus, Shell Scripts,",
            "Linux, Jira, Visual Studio 2015, Octopus",
            "Build Engineer",
            "Harbor Systems - Dallas, TX",
            "July 2011 to March 2016",
        ]
    )
    assert [entry.organization for entry in parse_resume_text(text).work] == ["Brightline Software", "Harbor Systems"]


def test_a_title_run_into_the_employer_read_as_the_employer_is_split_off() -> None:
    assert pick_title_and_organization(["Research Assistant Lakeside University"])[:2] == (
        "Research Assistant",
        "Lakeside University",
    )
    assert pick_title_and_organization(["IT Assistant The Marlow Group"])[:2] == ("IT Assistant", "The Marlow Group")
    assert pick_title_and_organization(["Harbor Technologies"])[:2] == ("", "Harbor Technologies")
