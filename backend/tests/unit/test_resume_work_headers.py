"""Work entries a careful reader would call wrong: lines of the body read as jobs, employers and titles taken from
the wrong piece of a header, employers lost to the dates, the page layout or the sentence beside them, posts under an
employer named once."""

from vitae.resume.entry_fields import pick_title_and_organization
from vitae.resume.entry_roles import is_employer_name, settle_work_roles
from vitae.resume.model import Entry
from vitae.resume.organization_mentions import find_organizations
from vitae.resume.parser import parse_resume_text
from vitae.resume.title_mentions import find_job_titles
from vitae.resume.work_entries import _fold_lines_read_as_jobs


def _job(title: str, organization: str = "", dates: str = "", description: str = "") -> Entry:
    return Entry(title=title, organization=organization, dates=dates, description=description)


def test_a_line_of_the_body_read_as_a_job_goes_back_to_the_job_above() -> None:
    entries = [
        _job("Data Analyst", "Harbor Labs", "2015 - 2019", "Kept the reports running."),
        _job("Worked with Linux Servers", description="Patched them weekly."),
        _job("Gnuplotter"),
        _job("Tutored younger pupils"),
        _job("section lists the courses"),
        _job("Support Associate", "Corner Books", "2012 - 2015"),
    ]
    folded = _fold_lines_read_as_jobs(entries)
    assert [(entry.title, entry.organization) for entry in folded] == [
        ("Data Analyst", "Harbor Labs"),
        ("Support Associate", "Corner Books"),
    ]
    assert folded[0].description.splitlines() == [
        "Kept the reports running.",
        "Worked with Linux Servers",
        "Patched them weekly.",
        "Gnuplotter",
        "Tutored younger pupils",
        "section lists the courses",
    ]


def test_a_title_alone_is_still_a_job() -> None:
    entries = [
        _job("Data Analyst", "Harbor Labs", "2015 - 2019"),
        _job("Research Assistant"),
        _job("Shift Manager and night desk manager"),
        _job("Licensed Practical Nurse"),
        _job("iOS Developer"),
    ]
    assert _fold_lines_read_as_jobs(entries) == entries


def test_an_entry_of_prose_alone_goes_back_to_the_job_above() -> None:
    entries = [
        _job("Data Analyst", "Harbor Labs", "2015 - 2019", "Kept the reports running."),
        _job("", description="Led the move of the reports to a new server."),
    ]
    folded = _fold_lines_read_as_jobs(entries)
    assert len(folded) == 1
    assert folded[0].description == "Kept the reports running.\nLed the move of the reports to a new server."


def test_the_town_after_an_employer_is_no_job_title() -> None:
    assert pick_title_and_organization(["Harbor Law Centre", "Dunmore"])[:2] == ("", "Harbor Law Centre")
    assert pick_title_and_organization(["Corner Books Ltd", "Example Town"])[:2] == ("", "Corner Books Ltd")
    assert pick_title_and_organization(["Lakeview Hotel", "Ashby CA"])[:2] == ("", "Lakeview Hotel")
    # A job the word lists do not know still reads as one: it names who does the work, or the work.
    assert pick_title_and_organization(["Lakeview Hotel", "Dishwasher"])[:2] == ("Dishwasher", "Lakeview Hotel")
    assert pick_title_and_organization(["Lakeview Hotel", "Millwright"])[:2] == ("Millwright", "Lakeview Hotel")
    assert pick_title_and_organization(["Lakeview Hotel", "Housekeeping"])[:2] == ("Housekeeping", "Lakeview Hotel")
    # A list of skills is no employer and its town.
    assert pick_title_and_organization(["HTML5(CSS)", "Tailwind"])[0] == "Tailwind"
    # With the employer's place read, what follows it is the job ('Classroom Aide').
    picked = pick_title_and_organization(["Harbor Learning Center", "Classroom Aide"], ["Harbor Learning Center"])
    assert picked[:2] == ("Classroom Aide", "Harbor Learning Center")


def test_positions_under_an_employer_written_with_its_town() -> None:
    text = "\n".join(
        [
            "Jane Roe",
            "jane.roe@example.com",
            "",
            "Experience",
            "",
            "CORNER BOOKS, Dunmore",
            "2010 to Present",
            "Office Manager, 2015 to Present",
            "Secretary, 2010 to 2015",
        ]
    )
    work = parse_resume_text(text).work
    assert [(entry.title, entry.organization) for entry in work] == [
        ("Office Manager", "CORNER BOOKS"),
        ("Secretary", "CORNER BOOKS"),
    ]


def test_a_name_opening_in_lower_case_after_the_dates_in_brackets_is_the_employer() -> None:
    text = "\n".join(
        [
            "Jane Roe",
            "jane.roe@example.com",
            "",
            "Experience",
            "",
            "SALES DIRECTOR (3/04 to Present) iHarbor, Austin, TX",
            "- Grew the accounts of the region.",
            "",
            "ACCOUNT MANAGER (1/01 to 3/04) Northwind, Austin, TX",
            "- Kept the accounts.",
        ]
    )
    work = parse_resume_text(text).work
    assert [(entry.title, entry.organization) for entry in work] == [
        ("SALES DIRECTOR", "iHarbor"),
        ("ACCOUNT MANAGER", "Northwind"),
    ]


def test_a_title_in_a_sentence_reads_past_a_short_form_and_a_rank_at_the_line_end() -> None:
    assert find_job_titles("Working as Sr. Data Engineer for Northwind Ltd. since 2015") == ["Sr. Data Engineer"]
    assert find_job_titles("She was hired as a senior\nanalyst for a bank in Leeds.") == ["senior analyst"]
    # A title ending its line stays on it.
    assert find_job_titles("Worked as a Data Engineer\nNORTHWIND LTD 2019") == ["Data Engineer"]


def test_being_one_of_a_team_said_in_a_sentence_is_no_job_title() -> None:
    assert find_job_titles("I can work as a team member in any project.") == []
    assert find_job_titles("Served as a key member of the audit group.") == []
    assert find_job_titles("Serving as a member of a parish council.") == []
    # The role a project's field gives stays.
    assert find_job_titles("Project: Billing\nRole: Team member\nTeam Size: 6") == ["Team member"]


def test_companies_on_a_line_of_clients_a_grant_or_a_course_are_no_employers() -> None:
    text = "\n".join(
        [
            "Clients: Harbor Foods Inc., Alder Fabrics Ltd.",
            "Project Client Northwind PLC",
            "$20,000: River survey. Lakeview Foundation Inc. (2009)",
            "Surveying Ltd., Safety Course, 2004",
            "Worked with Corvane Systems Ltd. as a developer",
        ]
    )
    assert find_organizations(text) == ["Corvane Systems Ltd"]


def test_a_note_on_the_terms_of_the_job_is_no_part_of_its_title() -> None:
    def settled(title: str) -> str:
        return settle_work_roles(Entry(title=title, organization="Harbor Books")).title

    assert settled("Tutor (six contact hours per week)") == "Tutor"
    assert settled("Systems Administrator (30 % part time)") == "Systems Administrator"
    assert settled("Stock Clerk (temp via an agency)") == "Stock Clerk"
    assert settled("Lead Developer [ (Contract Role)") == "Lead Developer"
    # A note that says which job stays.
    assert settled("Teacher (Grade 3)") == "Teacher (Grade 3)"
    assert settled("Operations Manager (APAC)") == "Operations Manager (APAC)"


def test_an_employer_with_its_web_address_over_fields_labelled_one_a_line() -> None:
    text = (
        "Jane Roe    jane.roe@example.com    Experience  Harbor Robotics [http://www.harbor.com]  Duration  "
        "March 2015  till date (3 years 2 months)  Function  Firmware Engineer  Location  Pune, India; Lyon, "
        "France    Wrote the drivers of the arm and its tests, and kept them running for the team.    Education    "
        "BSc Physics, Lakeview University, 2012"
    )
    work = parse_resume_text(text).work
    assert [(entry.title, entry.organization, entry.location) for entry in work] == [
        ("Firmware Engineer", "Harbor Robotics", "Pune, India")
    ]


def test_an_employer_with_the_details_of_the_post_after_a_long_bullet_opens_the_next_job() -> None:
    text = "  ".join(  # flattened: the line breaks became runs of spaces
        [
            "Maria Lopez",
            "maria.lopez@example.com",
            "TEACHING EXPERIENCE",
            "Maple Grove Elementary School, 4th Grade, District 12, Dayton, OH",
            "Spring 2014",
            "Student Teacher",
            "• Built a reading corner with the class library and a rota for the pupils who kept it tidy each week",
            "Riverside Elementary School, 2nd Grade, District 12, Dayton, OH",
            "Fall 2013",
            "Practicum II",
            "• Led reading groups of four pupils through the spring term",
        ]
    )
    work = parse_resume_text(text).work
    assert [(entry.title, entry.organization) for entry in work] == [
        ("Student Teacher", "Maple Grove Elementary School"),
        ("Practicum II", "Riverside Elementary School"),
    ]


def test_the_posts_of_a_table_of_jobs_are_job_titles() -> None:
    text = "\n".join(
        [
            "TOTAL EXPERIENCE",
            "",
            "No. Company Role Duration",
            "1. Northwind Ltd Data Analyst 3 Years 2 Months",
            "2. Harbor Systems Pvt. Ltd. Software Engineer 2 Years",
            "",
            "Organization Designation Duration",
            "Lakeview Labs Limited, Leeds, UK. Sr. Test Engineer Jan/2011 - Mar/2014",
            "",
            "SKILLS",
        ]
    )
    assert find_job_titles(text) == ["Data Analyst", "Software Engineer", "Sr. Test Engineer"]
    # Without the table's header row, a line naming a company is no row of one.
    assert find_job_titles("Northwind Ltd Data Analyst 3 Years") == []


def test_a_post_named_by_its_function_is_a_position_under_the_employer() -> None:
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
            "Global Procurement, 2009 to 2012",
            "Cashier, 2006 to 2009",
            "Moved up the ranks of the store over the years.",
        ]
    )
    work = parse_resume_text(text).work
    assert [(entry.title, entry.organization) for entry in work] == [
        ("Store Manager", "NORTHWIND TRADERS"),
        ("Global Procurement", "NORTHWIND TRADERS"),
        ("Cashier", "NORTHWIND TRADERS"),
    ]


def test_a_place_of_business_named_in_lower_case_is_an_employer() -> None:
    assert is_employer_name("Elm street Auto shop")
    assert is_employer_name("Corner coffee shop")
    assert not is_employer_name("Tested network and storage systems")


def test_the_post_without_its_sentence_or_its_form_label() -> None:
    def settled(title: str, organization: str = "Harbor Books") -> tuple[str, str]:
        entry = settle_work_roles(Entry(title=title, organization=organization))
        return entry.title, entry.organization

    assert settled("Have worked as a Field Technician") == ("Field Technician", "Harbor Books")
    assert settled("Served as Teacher Aide") == ("Teacher Aide", "Harbor Books")
    assert settled("Role Developer", "Employer Northwind Limited") == ("Developer", "Northwind Limited")
    assert settled("Team Size 4 members") == ("", "Harbor Books")
    # A name that opens with the word stays whole ('Organization Development' is a post, 'Position' alone too).
    assert settled("Organization Development Manager") == ("Organization Development Manager", "Harbor Books")


def test_a_post_followed_by_a_sentence_and_a_piece_cut_from_one() -> None:
    def settled(title: str) -> str:
        return settle_work_roles(Entry(title=title, organization="Harbor Books")).title

    assert settled("Research Lead. Wrote the survey report for the city") == "Research Lead"
    assert settled("Clerk (Harbor Dept. of Roads)") == "Clerk (Harbor Dept. of Roads)"
    assert settled("Class of") == ""
    assert settled("Awarded the spring prize for") == ""
    assert settled("from July") == ""


def test_the_employer_without_the_sentence_after_it_or_a_word_left_at_the_end() -> None:
    def employer(organization: str) -> str:
        return settle_work_roles(Entry(title="Coordinator", organization=organization)).organization

    assert employer("Department of Physics. Responsibilities") == "Department of Physics"
    assert employer("Harbor Development Centre for") == "Harbor Development Centre"
    assert employer("Harbor Trading Corp. Ltd") == "Harbor Trading Corp. Ltd"
    assert employer("Harbor. Co., Ltd.") == "Harbor. Co., Ltd."
    assert employer("Grants for a") == ""


def test_a_title_in_a_sentence_without_a_year_before_it_or_the_parties_after_it() -> None:
    assert find_job_titles("Served as 2012 VP of Events, booking the speakers.") == ["VP of Events"]
    assert find_job_titles("Acted as main liaison for the board and the staff.") == []
    assert find_job_titles("Serve as chief liaison for the board and the staff.") == ["chief liaison"]
    assert find_job_titles("Worked as in charge of the night shift.") == []


def test_a_post_of_a_body_named_with_its_short_form_gives_the_employer() -> None:
    def settled(title: str, organization: str = "") -> tuple[str, str]:
        entry = settle_work_roles(Entry(title=title, organization=organization))
        return entry.title, entry.organization

    assert settled("Executive Secretary of the Harbor Aviation Conference (HAC)") == (
        "Executive Secretary",
        "Harbor Aviation Conference (HAC)",
    )
    assert settled("Director of Human Resources (HR)") == ("Director of Human Resources (HR)", "")
    assert settled("Director of Marketing") == ("Director of Marketing", "")
    # An employer already read stays.
    assert settled("Secretary of the Rowing Club (HRC)", "Harbor Bank") == (
        "Secretary of the Rowing Club (HRC)",
        "Harbor Bank",
    )


def test_a_post_with_its_employer_in_brackets() -> None:
    def settled(title: str) -> tuple[str, str]:
        entry = settle_work_roles(Entry(title=title))
        return entry.title, entry.organization

    assert settled("Police Dispatcher (Harbor County Sheriff Office)") == (
        "Police Dispatcher",
        "Harbor County Sheriff Office",
    )
    assert settled("Teacher (Grade 3)") == ("Teacher (Grade 3)", "")
    assert settled("Operations Manager (APAC)") == ("Operations Manager (APAC)", "")


def test_an_employer_wrapped_before_its_of_goes_on_on_the_next_line() -> None:
    def work(employer_line: str) -> list[tuple[str, str]]:
        text = "  ".join(  # flattened: the line breaks became runs of spaces
            [
                "Jane Roe",
                "jane.roe@example.com",
                "Experience",
                "2016 to date",
                employer_line,
                "of Dover, UK",
                "Built the models of the tides and ran them for the survey teams.",
                "Education",
                "BSc Physics, Lakeview University, 2012",
            ]
        )
        return [(entry.title, entry.organization) for entry in parse_resume_text(text).work]

    assert work("Research Associate at University") == [("Research Associate", "University of Dover")]
    # A whole name before the town's line stays whole.
    assert work("Research Associate at Harbor University") == [("Research Associate", "Harbor University")]


def test_a_post_ending_in_a_grade_letter_is_no_cut_sentence() -> None:
    assert settle_work_roles(Entry(title="Clerk Grade A", organization="Harbor Council")).title == "Clerk Grade A"


def test_a_title_ending_in_a_rank_word_at_the_line_end_stays_on_its_line() -> None:
    assert find_job_titles("Worked as a Research Associate\nNorthwind Ltd 2019") == ["Research Associate"]


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


def _titles_and_employers(text: str) -> list[tuple[str, str]]:
    return [(entry.title, entry.organization) for entry in parse_resume_text(text).work]


def test_a_professional_corporation_after_a_comma_stays_with_its_name() -> None:
    text = """Jane Roe
jane@example.com

EXPERIENCE

3/97 to 8/99
HAROLD J. BECKETT, P.C.
12 W. 31st St.
Springfield, IL 62701

Drafted wills and leases for a small firm.

6/95 to 2/97
Acme Widgets, PLLC
Springfield, IL
Clerk
Filed records.
"""
    assert _titles_and_employers(text) == [("", "HAROLD J. BECKETT, P.C."), ("Clerk", "Acme Widgets, PLLC")]


def test_dotted_initials_over_the_institution_are_the_degree() -> None:
    text = """Jane Roe
jane@example.com

EDUCATION

E.E.

NORTHERN STATE TECHNICAL UNIVERSITY

2011 to 2015

SKILLS

Java
"""
    education = parse_resume_text(text).education
    assert [(entry.title, entry.organization) for entry in education] == [
        ("E.E.", "NORTHERN STATE TECHNICAL UNIVERSITY")
    ]


def test_a_team_between_the_title_and_the_employer_is_not_the_employer() -> None:
    text = """Jane Roe
jane@example.com

EXPERIENCE

Software Engineer, Search, Zentrik, Brookfield.   2015 - 2018
Built ranking.

Analyst, Payments, Holvane, Marlow.   2012 - 2015
Reconciled accounts.
"""
    assert _titles_and_employers(text) == [("Software Engineer", "Zentrik"), ("Analyst", "Holvane")]


def test_a_firm_before_its_department_keeps_the_employer() -> None:
    text = """Jane Roe
jane@example.com

EXPERIENCE

Analyst, Holvane, Payments Team, Marlow.   2012 - 2015
Reconciled accounts.
"""
    assert _titles_and_employers(text) == [("Analyst", "Holvane")]


def test_earlier_posts_under_an_employer_named_once_take_the_employer() -> None:
    text = """Jane Roe
jane@example.com

EXPERIENCE

Holvane Corporation
Team Leader (2015 to 2018)
Led the product line.
Analyst (2012 to 2015)
Reviewed budgets.

Zentrik Inc.
Clerk (2009 to 2012)
Filed records.
"""
    assert _titles_and_employers(text) == [
        ("Team Leader", "Holvane Corporation"),
        ("Analyst", "Holvane Corporation"),
        ("Clerk", "Zentrik Inc."),
    ]


def test_a_post_whose_years_do_not_meet_the_job_above_keeps_no_employer() -> None:
    text = """Jane Roe
jane@example.com

EXPERIENCE

Holvane Corporation
Team Leader (2015 to 2018)
Led the product line.

Analyst (2008 to 2011)
Reviewed budgets.
"""
    assert _titles_and_employers(text) == [("Team Leader", "Holvane Corporation"), ("Analyst", "")]


def test_an_employer_run_into_the_sentence_about_the_job_heads_the_entry() -> None:
    text = (
        "Jane Roe    jane@example.com    Work Experience    2004    Marsh Tolland & Partners 2 weeks shadowing a"
        " conveyancing partner and filing deeds.    Other Experience  Since"
        " 2000    Harbor Grill and Bar (Dunmore) I work here in the holidays, mostly behind the  counter and at"
        " the till.    Skills  Typing"
    )
    work = parse_resume_text(text).work
    assert [(entry.title, entry.organization, entry.start_date) for entry in work] == [
        ("", "Marsh Tolland & Partners", "2004"),
        ("", "Harbor Grill and Bar", "2000"),
    ]
    assert work[1].description.startswith("I work here in the holidays")


def test_a_degree_wrapped_before_the_last_word_of_its_field_is_joined_above_dated_entries() -> None:
    text = """Jane Roe
jane@example.com

EDUCATION

2012 - 2014
Master of Business
Administration (MBA)
Northfield University

2008 - 2012
Bachelor of Science
Holvane College
"""
    education = parse_resume_text(text).education
    assert [(entry.title, entry.organization) for entry in education] == [
        ("Master of Business Administration (MBA)", "Northfield University"),
        ("Bachelor of Science", "Holvane College"),
    ]


def test_the_last_word_of_a_field_opening_the_line_of_the_institution_goes_with_the_degree() -> None:
    text = """Jane Roe
jane@example.com

EDUCATION

Bachelor of Science in Computer
Science, Northfield University, Dover, DE
"""
    education = parse_resume_text(text).education
    assert [(entry.title, entry.organization) for entry in education] == [
        ("Bachelor of Science in Computer Science", "Northfield University")
    ]


def test_each_paragraph_opening_with_a_firm_under_one_year_is_a_job_of_its_own() -> None:
    text = (
        "Jane Roe    jane@example.com    Work Experience    2005    A summer spent in practice, first in"
        " the city and then in town.    Brennan Doyle Solicitors 1 week shadowing in which I indexed"
        " archives.    2004    Keane Walsh LLP 3 weeks in the probate team.    Skills  Typing"
    )
    work = parse_resume_text(text).work
    assert [(entry.organization, entry.start_date) for entry in work if entry.organization] == [
        ("Brennan Doyle Solicitors", "2005"),
        ("Keane Walsh LLP", "2004"),
    ]


def test_a_job_continued_on_the_next_page_is_no_job_of_its_own() -> None:
    text = """Jane Roe
jane@example.com

EXPERIENCE

HOLVANE INSTRUMENTS, Dover, DE
2009 to 2016
Store Manager (2013 to 2016)
Hired the first sales staff abroad.
Continued...

JANE ROE
12 Harbor Way
Store Manager, (Continued)
Opened three new markets.

Buyer (2009 to 2013)
Launched new products.
"""
    work = parse_resume_text(text).work
    assert [(entry.title, entry.organization, entry.start_date) for entry in work] == [
        ("Store Manager", "HOLVANE INSTRUMENTS", "2013"),
        ("Buyer", "HOLVANE INSTRUMENTS", "2009"),
    ]
    assert "Opened three new markets." in work[0].description + " ".join(work[0].bullets)


def test_employers_listed_with_their_dates_after_a_labelled_one_are_found() -> None:
    text = (
        "Past Organization: Holvane Data Services as analyst (March 2017 - Aug\n2019), Zentrik Labs, Dover (from"
        " Jan 2015-Feb 2017), Marlow Technology Solutions (June 2012-\nMay 2014)"
    )
    assert find_organizations(text) == ["Holvane Data Services", "Zentrik Labs", "Marlow Technology Solutions"]


def test_a_town_over_its_state_with_no_employer_and_no_dates_is_no_job_title() -> None:
    assert settle_work_roles(Entry(title="Ashby", location="Oregon")).title == ""
    assert settle_work_roles(Entry(title="Store Manager", location="Oregon")).title == "Store Manager"
    dated = Entry(title="Ashby", location="Oregon", start_date="2019")
    assert settle_work_roles(dated).title == "Ashby"
