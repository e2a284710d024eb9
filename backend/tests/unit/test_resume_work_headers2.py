"""Work headers of flattened and run-together resumes: jobs lost to the header of the entry above, employers lost
to a team's name, a street address or a place, posts written as a sentence."""

from vitae.resume.entry_fields import pick_title_and_organization, segments_of
from vitae.resume.model import SectionKind
from vitae.resume.parser import parse_resume_text


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
        "Jane Example",
        "jane@example.com",
        "",
        "EXPERIENCE",
        "Harlow Partners | 12 West 3rd Street | Springfield, Ohio | 45501",
        "2006",
        "Position | Associate",
        "Reviewed contracts and leases for regional clients.",
        "The Offices of Corwin Bale | 417 North 19th Street | Dayton, Ohio | 45402",
        "2003",
        "Position | Paralegal",
        "Drafted pleadings and summaries of depositions.",
    ]
    organizations = [job.organization for job in parse_resume_text("\n".join(lines)).work]
    assert organizations == ["Harlow Partners", "The Offices of Corwin Bale"]


def test_an_undated_title_and_employer_over_a_part_label_open_the_next_job() -> None:
    lines = [
        "Jane Example",
        "jane@example.com",
        "",
        "EXPERIENCE",
        "Legal Volunteer (4 hours a week)",
        "June 2013 - current",
        "Dunmore Community Legal Centre, Dunmore",
        "Key responsibilities:",
        "Interview clients who speak little English about their tenancies and their visas",
        "Liaise by telephone and in writing with the staff of the tribunal and with other law firms",
        "Paralegal - Winter Placement",
        "Leasing Department, Harlow Pine & Co, Ashby",
        "Key responsibilities:",
        "Checked the leases of a shopping centre client",
    ]
    for text in ("\n".join(lines), "    ".join(lines)):
        jobs = parse_resume_text(text).work
        assert [(job.title, job.organization) for job in jobs] == [
            ("Legal Volunteer", "Dunmore Community Legal Centre"),
            ("Paralegal", "Leasing Department, Harlow Pine & Co"),
        ]


def test_consulting_at_a_client_names_neither_the_employer_nor_the_client_as_the_activity() -> None:
    lines = [
        "Jane Example",
        "jane@example.com",
        "",
        "EXPERIENCE",
        "Brightwater Labs",
        "Web Developer, February 2014 – Present",
        "Wrote utility scripts against the internal billing service.",
        "NORTHWIND PARTNERS, Consulting at Harbor Mutual Bank -- Site Developer (consultant), July 2010 – June 2012",
        "Technologies: Linux, PHP, CSS, HTML, jQuery",
        "Built the modules of a learning site for the bank's trainees.",
    ]
    jobs = parse_resume_text("\n".join(lines)).work
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
        "Event coordination",
        "Writing press releases",
        "",
        "PERSONAL SKILLS",
        "Resilience",
        "Attention to detail",
        "Regional Packaging Firm",
        "Ashby",
        "DATA ANALYST",
        "June 2008 - Present",
        "Collecting and analysing the sales figures of the firm for its managers.",
    ]
    jobs = parse_resume_text("\n".join(lines)).work
    assert ("DATA ANALYST", "Regional Packaging Firm", "2008-06") in [
        (job.title, job.organization, job.start_date) for job in jobs
    ]


def test_a_second_title_slash_employer_header_in_a_run_opens_the_next_job() -> None:
    lines = [
        "Jane Example",
        "jane@example.com",
        "",
        "EXPERIENCE",
        "Since 2013",
        "Book editor / Lakeside Press",
        "Software developer / Zentrik Studio, Portugal",
        "Jun - Sept 2009",
        "Intern engineer / Harbor Optics, Ashby",
    ]
    jobs = parse_resume_text("\n".join(lines)).work
    assert [(job.title, job.organization) for job in jobs] == [
        ("Book editor", "Lakeside Press"),
        ("Software developer", "Zentrik Studio"),
        ("Intern engineer", "Harbor Optics"),
    ]
    assert [job.start_date for job in jobs] == ["2013", "", "2009-06"]


def test_a_job_written_as_dates_a_colon_and_its_names_run_into_a_sentence_is_read() -> None:
    lines = [
        "Jane Example",
        "jane@example.com",
        "",
        "EXPERIENCE",
        "2004-2006: PRINCIPAL LEGAL OFFICER, HARBOR LAND SERVICES",
        "advising and representing local groups in many meetings and mediations.",
        "",
        "1999-2002: REGIONAL REPRESENTATIVE FOR NORTHERN DISTRICTS FOR",
        "HARBOR RELIEF TRUST based in Dover, with a staff of nine people.",
        "We were responsible for the programs of three regions.",
        "",
        "1995-1998: Interim Department Chair, History. Responsible for",
        "supervising the staff and the programs of the department.",
    ]
    jobs = parse_resume_text("\n".join(lines)).work
    assert [(job.title, job.start_date) for job in jobs] == [
        ("PRINCIPAL LEGAL OFFICER", "2004"),
        ("REGIONAL REPRESENTATIVE", "1999"),
        ("Interim Department Chair", "1995"),
    ]
    assert jobs[1].organization == "NORTHERN DISTRICTS FOR HARBOR RELIEF TRUST"


def test_a_header_of_names_a_little_longer_than_most_still_heads_its_job() -> None:
    lines = [
        "Jane Example",
        "jane@example.com",
        "",
        "EXPERIENCE",
        "Brightwater Labs",
        "Web Developer, February 2014 – Present",
        "Wrote utility scripts against the internal billing service.",
        "NORTHWIND SYSTEMS, Consulting at Harbor Mutual Development and Alumni Member Relations -- Baltimore, MD, "
        "Principal",
        "Systems Engineer (Consultant), April, 2007 – December, 2009",
        "Wrote the modules of the members' site.",
    ]
    jobs = parse_resume_text("\n".join(lines)).work
    assert [(job.organization, job.start_date) for job in jobs] == [
        ("Brightwater Labs", "2014-02"),
        ("NORTHWIND SYSTEMS", "2007-04"),
    ]


def test_names_above_a_jobs_dates_in_a_dates_first_section_do_not_take_its_employer() -> None:
    lines = [
        "Jane Example",
        "jane@example.com",
        "",
        "EXPERIENCE",
        "January 2012 – present",
        "Owner/Consultant",
        "Various freelance and consulting work.",
        "Nordvik Havn",
        "Strand Tjenester",
        "September 2008 – December 2011",
        "Senior System Consultant",
        "Zentrik Norden AB",
        "Senior technical consultant and course instructor.",
    ]
    jobs = parse_resume_text("\n".join(lines)).work
    assert [(job.title, job.organization, job.start_date) for job in jobs][1] == (
        "Senior System Consultant",
        "Zentrik Norden AB",
        "2008-09",
    )


def test_an_employer_in_capitals_wrapped_into_the_sentence_below_is_read_whole() -> None:
    lines = [
        "Jane Example",
        "jane@example.com",
        "",
        "EXPERIENCE",
        "2004-2006: PRINCIPAL LEGAL OFFICER, HARBOR LAND SERVICES",
        "DUNMORE LTD (HLS) involved advising and representing local groups in many meetings.",
        "1984-85: LEGAL OFFICER AND ACTING REGISTRAR, STATE",
        "EQUAL OPPORTUNITY BOARD. My work was to advise the members of the board.",
    ]
    jobs = parse_resume_text("\n".join(lines)).work
    assert [job.organization for job in jobs] == [
        "HARBOR LAND SERVICES DUNMORE LTD (HLS)",
        "STATE EQUAL OPPORTUNITY BOARD",
    ]
    assert jobs[1].description.startswith("My work was")
