"""Work headers of flattened and run-together resumes: jobs lost to the header of the entry above, employers lost
to a team's name, a street address or a place, posts written as a sentence."""

from vitae.resume.entry_fields import pick_title_and_organization, segments_of
from vitae.resume.model import Entry, SectionKind
from vitae.resume.parser import parse_resume_text

# The top of every resume below: a name, an email and the heading of the jobs that follow.
_TOP = ["Jane Example", "jane@example.com", "", "EXPERIENCE"]


def _work(lines: list[str]) -> list[Entry]:
    return parse_resume_text("\n".join([*_TOP, *lines])).work


def _jobs(text: str) -> list[tuple[str, str, str]]:
    return [(job.title, job.organization, job.start_date) for job in parse_resume_text(text).work]


def test_dates_that_open_each_job_under_a_group_label_stay_with_their_job() -> None:
    lines = [
        "Jane Example",
        "jane@example.com",
        "",
        "EXPERIENCE",
        "Courtroom Work",
        "2012 - Present",
        "Litigation Coach",
        "Coached young litigators on their first trials.",
        "2004 - 2012",
        "Marlow Legal Group",
        "Senior Associate",
        "1999 - 2004",
        "Pell Partners LLP",
        "Associate",
        "1996 - 1999",
        "Dunmore Law Offices",
        "Law Clerk",
    ]
    for text in ("\n".join(lines), "    ".join(lines)):
        assert _jobs(text)[1:] == [
            ("Senior Associate", "Marlow Legal Group", "2004"),
            ("Associate", "Pell Partners LLP", "1999"),
            ("Law Clerk", "Dunmore Law Offices", "1996"),
        ]


def test_an_office_of_a_person_is_the_employer_and_a_noted_post_under_it_the_title() -> None:
    lines = [
        "Jane Example",
        "jane@example.com",
        "",
        "EXPERIENCE",
        "2010 - Present",
        "Arbitration Office of Jane Example",
        "Heard more than two hundred disputes between landlords and tenants.",
        "2001 - 2010",
        "Law Offices of Corwin Bale",
        "Law Clerk: contracts, leases and probate",
    ]
    for text in ("\n".join(lines), "    ".join(lines)):
        assert _jobs(text) == [
            ("", "Arbitration Office of Jane Example", "2010"),
            ("Law Clerk", "Law Offices of Corwin Bale", "2001"),
        ]


def test_a_header_of_pieces_between_bars_with_a_street_and_a_zip_code_opens_its_job() -> None:
    lines = [
        "Harlow Partners | 12 West 3rd Street | Springfield, Ohio | 45501",
        "2006",
        "Position | Associate",
        "Reviewed contracts and leases for regional clients.",
        "The Offices of Corwin Bale | 417 North 19th Street | Dayton, Ohio | 45402",
        "2003",
        "Position | Paralegal",
        "Drafted pleadings and summaries of depositions.",
    ]
    organizations = [job.organization for job in _work(lines)]
    assert organizations == ["Harlow Partners", "The Offices of Corwin Bale"]


def test_an_undated_title_and_employer_over_a_part_label_open_the_next_job() -> None:
    lines = [
        "Jane Example",
        "jane@example.com",
        "",
        "EXPERIENCE",
        "Volunteer Adviser (6 hours a week)",
        "June 2013 - current",
        "Dunmore Community Legal Centre, Dunmore",
        "Key responsibilities:",
        "Answered calls from tenants about repairs and deposits",
        "Prepared letters to landlords and kept the case notes of the centre up to date",
        "Legal Assistant - Winter Placement",
        "Leasing Department, Harlow Pine & Co, Ashby",
        "Key responsibilities:",
        "Indexed the deeds of a farming client",
    ]
    for text in ("\n".join(lines), "    ".join(lines)):
        jobs = parse_resume_text(text).work
        assert [(job.title, job.organization) for job in jobs] == [
            ("Volunteer Adviser", "Dunmore Community Legal Centre"),
            ("Legal Assistant", "Leasing Department, Harlow Pine & Co"),
        ]


def test_consulting_at_a_client_names_neither_the_employer_nor_the_client_as_the_activity() -> None:
    lines = [
        "Brightwater Labs",
        "Web Developer, February 2014 – Present",
        "Wrote utility scripts against the internal billing service.",
        "NORTHWIND PARTNERS, Consulting at Harbor Mutual Bank -- Site Developer (consultant), July 2010 – June 2012",
        "Tools: Python, Flask, Postgres",
        "Built the modules of a learning site for the bank's trainees.",
    ]
    jobs = _work(lines)
    assert [(job.title, job.organization) for job in jobs] == [
        ("Web Developer", "Brightwater Labs"),
        ("Site Developer (consultant)", "NORTHWIND PARTNERS"),
    ]


def test_the_activity_before_a_client_is_no_employer() -> None:
    for header, employer in (
        ("ZENTRIK-GLOBAL, Consulting at Harbor Mutual, Project Manager (consultant)", "ZENTRIK-GLOBAL"),
        ("Project Manager, Consulting at Harbor Mutual Bank, Dover", "Harbor Mutual Bank"),
    ):
        segments = segments_of(header, SectionKind.EXPERIENCE)
        assert pick_title_and_organization(segments)[1] == employer


def test_a_job_beside_a_skills_column_under_an_experience_heading_with_no_job_is_read() -> None:
    lines = [
        "Jane Example",
        "jane@example.com",
        "",
        "WORK EXPERIENCE",
        "Spreadsheet modelling",
        "Report writing",
        "",
        "PERSONAL SKILLS",
        "Patience",
        "Attention to detail",
        "Regional Packaging Firm",
        "Ashby",
        "DATA ANALYST",
        "June 2008 - Present",
        "Built monthly dashboards of stock levels for the warehouse managers.",
    ]
    jobs = parse_resume_text("\n".join(lines)).work
    assert ("DATA ANALYST", "Regional Packaging Firm", "2008-06") in [
        (job.title, job.organization, job.start_date) for job in jobs
    ]


def test_a_second_title_slash_employer_header_in_a_run_opens_the_next_job() -> None:
    lines = [
        "Since 2013",
        "Book editor / Lakeside Press",
        "Software developer / Zentrik Studio, Portugal",
        "Jun - Sept 2009",
        "Intern engineer / Harbor Optics, Ashby",
    ]
    jobs = _work(lines)
    assert [(job.title, job.organization) for job in jobs] == [
        ("Book editor", "Lakeside Press"),
        ("Software developer", "Zentrik Studio"),
        ("Intern engineer", "Harbor Optics"),
    ]
    assert [job.start_date for job in jobs] == ["2013", "", "2009-06"]


def test_a_job_written_as_dates_a_colon_and_its_names_run_into_a_sentence_is_read() -> None:
    lines = [
        "2004-2006: CHIEF SURVEYOR, HARBOR LAND SERVICES",
        "surveying the boundaries of rural plots for the county records.",
        "",
        "1999-2002: FIELD COORDINATOR FOR NORTHERN DISTRICTS FOR",
        "HARBOR RELIEF TRUST based in Dover, with a staff of nine people.",
        "Our team ran the programmes of three regions.",
        "",
        "1995-1998: Acting Department Chair, Geography. Responsible for",
        "supervising the staff and the programs of the department.",
    ]
    jobs = _work(lines)
    assert [(job.title, job.start_date) for job in jobs] == [
        ("CHIEF SURVEYOR", "2004"),
        ("FIELD COORDINATOR", "1999"),
        ("Acting Department Chair", "1995"),
    ]
    assert jobs[1].organization == "NORTHERN DISTRICTS FOR HARBOR RELIEF TRUST"


def test_a_header_of_names_a_little_longer_than_most_still_heads_its_job() -> None:
    lines = [
        "Brightwater Labs",
        "Web Developer, February 2014 – Present",
        "Wrote utility scripts against the internal billing service.",
        "NORTHWIND SYSTEMS, Contracting at Lakeview County Water and Sewer Planning Authority -- Dover, DE, Lead",
        "Network Engineer (Contract), March, 2006 – October, 2008",
        "Kept the pumping stations' network running.",
    ]
    jobs = _work(lines)
    assert [(job.organization, job.start_date) for job in jobs] == [
        ("Brightwater Labs", "2014-02"),
        ("NORTHWIND SYSTEMS", "2006-03"),
    ]


def test_names_above_a_jobs_dates_in_a_dates_first_section_do_not_take_its_employer() -> None:
    lines = [
        "January 2012 – present",
        "Freelance Designer",
        "Small design jobs for local shops.",
        "Nordvik Havn",
        "Strand Tjenester",
        "September 2008 – December 2011",
        "Senior Network Designer",
        "Zentrik Norden AB",
        "Designed the networks of regional offices.",
    ]
    jobs = _work(lines)
    assert [(job.title, job.organization, job.start_date) for job in jobs][1] == (
        "Senior Network Designer",
        "Zentrik Norden AB",
        "2008-09",
    )


def test_an_employer_in_capitals_wrapped_into_the_sentence_below_is_read_whole() -> None:
    lines = [
        "2004-2006: CHIEF SURVEYOR, HARBOR LAND SERVICES",
        "DUNMORE LTD (HLS) involved surveying rural plots for the county records.",
        "1984-85: CASE OFFICER AND ACTING CLERK, STATE",
        "FAIR HOUSING TRIBUNAL. My work was to advise the members of the tribunal.",
    ]
    jobs = _work(lines)
    assert [job.organization for job in jobs] == [
        "HARBOR LAND SERVICES DUNMORE LTD (HLS)",
        "STATE FAIR HOUSING TRIBUNAL",
    ]
    assert jobs[1].description.startswith("My work was")


def test_a_header_written_as_a_sentence_about_the_post_gives_its_title_and_employer() -> None:
    lines = [
        "Working as a Network Analyst in Zentrik Labs, Ashby from May 2012",
        "Looked after the routers and the firewalls of four offices.",
        "Worked as a Support Technician at Harbor Optics, Dover from June 2009",
        "Answered the help desk calls of the optics plant.",
    ]
    jobs = _work(lines)
    assert [(job.title, job.organization) for job in jobs] == [
        ("Network Analyst", "Zentrik Labs"),
        ("Support Technician", "Harbor Optics"),
    ]


def test_a_title_in_capitals_wins_over_the_wrapped_end_of_a_sentence_in_lower_case() -> None:
    segments = ["programming manager", "Java Programmer", "Harbor Software Services", "Ashby"]
    assert pick_title_and_organization(segments)[:2] == ("Java Programmer", "Harbor Software Services")
    segments = ["Personal Trainer", "Dietitian", "and Head Swimming Coach", "Lakeside Gym"]
    assert pick_title_and_organization(segments)[0] == "Personal Trainer"


def test_the_sentence_cut_from_a_dated_header_stays_its_body() -> None:
    lines = [
        "2009-2011: Field Coordinator, Harbor Aid Trust. Responsible for supervising drivers, staff, four",
        "depots and the outreach of the trust in three counties.",
        "2005-2008: Department Chair, Geography. In charge of the teachers, the office and four",
        "programs and the outreach of the department.",
    ]
    jobs = _work(lines)
    assert [(job.title, job.start_date) for job in jobs] == [
        ("Field Coordinator", "2009"),
        ("Department Chair", "2005"),
    ]
