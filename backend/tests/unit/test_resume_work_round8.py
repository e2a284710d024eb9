"""Work entries a careful reader would call wrong, round 8: employers lost to the dates or the page layout of the
header beside them."""

from vitae.resume.entry_fields import pick_title_and_organization
from vitae.resume.model import Entry
from vitae.resume.parser import parse_resume_text


def _work(text: str) -> list[tuple[str, str, str]]:
    return [(entry.title, entry.organization, entry.location) for entry in parse_resume_text(text).work]


def _jobs(text: str) -> list[Entry]:
    return parse_resume_text(text).work


def test_an_employer_keeps_its_place_when_the_dates_join_two_summers() -> None:
    text = (
        "Jane Roe\njane@example.com\n\nExperience\n"
        "• Northwind Labs\tSeattle, WA\nSoftware Engineer\tOct 2016 - Present\n• Built things.\n"
        "• Lucerne Research\tAtlanta, GA\nData Scientist\tSummer 2012 and 2013\n"
        "• Portfolio Management: Created models.\n"
    )
    assert _work(text) == [
        ("Software Engineer", "Northwind Labs", "Seattle, WA"),
        ("Data Scientist", "Lucerne Research", "Atlanta, GA"),
    ]
    assert (_jobs(text)[1].start_date, _jobs(text)[1].end_date) == ("2012", "2013")


def test_a_place_cut_at_an_abbreviation_goes_on_to_its_end() -> None:
    text = (
        "Jane Roe\njane@example.com\n\nExperience\n"
        "Summer 2009 & 2008  Meadow Creamery Ltd, Bantry, Co. Kerry\n• Kept the books.\n"
    )
    assert _work(text) == [("", "Meadow Creamery Ltd", "Bantry, Co. Kerry")]


def test_a_one_word_employer_after_a_job_without_bullets_opens_the_next_job() -> None:
    text = (
        "Jane Roe\njane@example.com\n\nExperience\n"
        "Contoso Inc.\tBoston, MA\nSenior Engineer\tJun. 2021 - Jan. 2023\n• Built things.\n"
        "Fabrikam Market Inc.\tBoston, MA\nSite Reliability Engineer\tFeb. 2021 - Mar. 2021\n"
        "Zephyra\tDenver, CO\nFounding Member & Director of Platform Division\tJun. 2018 - Jan. 2021\n"
        "• Ran things.\n"
    )
    assert _work(text) == [
        ("Senior Engineer", "Contoso Inc.", "Boston, MA"),
        ("Site Reliability Engineer", "Fabrikam Market Inc.", "Boston, MA"),
        ("Founding Member & Director of Platform Division", "Zephyra", "Denver, CO"),
    ]


def test_an_employer_name_wrapped_before_its_last_word_is_made_whole() -> None:
    text = (
        "Jane Roe\njane@example.com\n\nWORK EXPERIENCE:\n\n"
        "Sept. 2010-2012\nMaths Teacher, Willow Brook\nCommunity College, Dayton\n"
        "Duties: Taught algebra to adult learners.\n\n"
        "Manager of Staffing and Payroll, Harrowgate\nSystems, Dayton, OH, 2006 to 2010\n"
        "Duties: Hired and trained the support teams.\n"
    )
    assert [(entry.title, entry.organization) for entry in _jobs(text)] == [
        ("Maths Teacher", "Willow Brook Community College"),
        ("Manager of Staffing and Payroll", "Harrowgate Systems"),
    ]


def test_a_title_and_a_town_over_a_whole_employer_stay_apart() -> None:
    text = (
        "Jane Roe\njane@example.com\n\nEXPERIENCE\n\n"
        "Sales Associate, Dayton\nNorthgate Outfitters Inc, 2014 to 2016\n• Ran the tills.\n"
    )
    assert [(entry.title, entry.organization) for entry in _jobs(text)] == [
        ("Sales Associate", "Northgate Outfitters Inc")
    ]


def test_a_unit_too_long_to_join_its_institution_leaves_the_institution_as_employer() -> None:
    title, organization, _ = pick_title_and_organization(
        ["Case Worker", "Deputy Director", "Family Welfare Outreach Program", "Lakeside University Hospital & Clinics"]
    )
    assert (title, organization) == ("Case Worker", "Lakeside University Hospital & Clinics")
    assert pick_title_and_organization(["Clerk", "Office of Admissions", "Lakeside University"])[:2] == (
        "Clerk",
        "Office of Admissions, Lakeside University",
    )


def test_a_street_named_for_an_institution_is_no_employer() -> None:
    # The contact lines repeated at the top of a page, read into the next job's header.
    title, organization, _ = pick_title_and_organization(
        ["1200 University", "555 123-4567", "Harbor Mutual Group", "Records Clerk"], ["1200 University"]
    )
    assert (title, organization) == ("Records Clerk", "Harbor Mutual Group")


def test_a_town_with_a_joining_word_between_employer_and_state_is_the_place() -> None:
    text = (
        "Jane Roe\njane@example.com\n\nEXPERIENCE\n\n"
        "1998 to 2001\nHarbor Optics, Village of Commerce, CA\nLens Grinder\n• Ground lenses.\n\n"
        "1995 to 1998\nCity Planner, City of Dayton, OH\n• Drew plans.\n"
    )
    assert _work(text) == [
        ("Lens Grinder", "Harbor Optics", "Village of Commerce, CA"),
        ("City Planner", "City of Dayton", "OH"),
    ]


def test_a_school_and_its_place_after_a_paragraph_opens_the_next_placement() -> None:
    text = (
        "Jane Roe\njane@example.com\n\nTEACHING EXPERIENCE\n\n"
        "Student Teacher\nMaple Grove Elementary, Lenton, KS\nSpring 2016\n"
        "Planned and taught daily lessons in reading and mathematics for a class of twenty-two pupils\n"
        "Brookside Elementary, Carver City, KS\nSpring 2015, second grade\n"
        "Taught small group reading lessons.\n"
    )
    assert [(entry.organization, entry.location) for entry in _jobs(text)] == [
        ("Maple Grove Elementary", "Lenton, KS"),
        ("Brookside Elementary", "Carver City, KS"),
    ]


def test_a_running_header_between_jobs_is_no_job() -> None:
    text = (
        "Jane Roe\njane@example.com\n\nEXPERIENCE\n\n"
        "2008 - 2012: Legal Officer, Harbor Land Council\n• Advised on land claims.\n"
        "Jane Roe, Curriculum Vitae, May 2014\n"
        "2004 - 2008: Paralegal, Northwind Legal Aid\n• Prepared briefs.\n"
    )
    jobs = _jobs(text)
    assert [(entry.title, entry.organization) for entry in jobs] == [
        ("Legal Officer", "Harbor Land Council"),
        ("Paralegal", "Northwind Legal Aid"),
    ]
