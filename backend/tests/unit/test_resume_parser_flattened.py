"""Resumes whose text arrives flattened onto one line, and headings that extraction broke apart."""

from vitae.resume.broken_words import repair_broken_words
from vitae.resume.dates import repair_dropped_dash
from vitae.resume.flattened_text import segment_flattened
from vitae.resume.inline_headings import split_inline_headings
from vitae.resume.model import SectionKind
from vitae.resume.parser import parse_resume_text

SINGLE_SPACED = (
    "Tom Baker tom.baker@example.com (555) 123-4567 OBJECTIVE To lead a maintenance team at a regional airline. "
    "EXPERIENCE Aircraft Technician, Delta Air Lines, Atlanta, GA Jan 2015 - Present "
    "• Performed A and C checks on the 737 fleet • Cut turnaround time by 12% from 2016 to 2018 across the fleet. "
    "Line Mechanic, ExpressJet 2012 - 2015 • Replaced landing gear assemblies. - Trained four apprentices."
    "EDUCATION Associate of Applied Science in Aviation Maintenance, Georgia Northwestern Technical College "
    "2010 - 2012 SKILLS Avionics, Hydraulics"
)


def test_a_resume_flattened_with_single_spaces_gets_its_lines_back() -> None:
    assert segment_flattened(SINGLE_SPACED) == [
        "Tom Baker",
        "tom.baker@example.com",
        "(555) 123-4567",
        "OBJECTIVE",
        "To lead a maintenance team at a regional airline.",
        "EXPERIENCE",
        "Aircraft Technician, Delta Air Lines, Atlanta, GA",
        "Jan 2015 - Present",
        "• Performed A and C checks on the 737 fleet",
        # A range inside a sentence stays in it; the next job's header leaves the sentence before it.
        "• Cut turnaround time by 12% from 2016 to 2018 across the fleet.",
        "Line Mechanic, ExpressJet",
        "2012 - 2015",
        "• Replaced landing gear assemblies.",
        "- Trained four apprentices.",
        "EDUCATION",
        "Associate of Applied Science in Aviation Maintenance, Georgia Northwestern Technical College",
        "2010 - 2012",
        "SKILLS",
        "Avionics, Hydraulics",
    ]


def test_a_resume_flattened_with_single_spaces_parses_into_entries() -> None:
    resume = parse_resume_text(SINGLE_SPACED)
    assert (resume.personal_info.name, resume.personal_info.email) == ("Tom Baker", "tom.baker@example.com")
    assert [section.kind for section in resume.sections] == [
        SectionKind.SUMMARY,
        SectionKind.EXPERIENCE,
        SectionKind.EDUCATION,
        SectionKind.SKILLS,
    ]
    assert [(entry.title, entry.organization, entry.dates) for entry in resume.work] == [
        ("Aircraft Technician", "Delta Air Lines", "Jan 2015 - Present"),
        ("Line Mechanic", "ExpressJet", "2012 - 2015"),
    ]
    assert resume.work[1].bullets == ["Replaced landing gear assemblies.", "Trained four apprentices."]
    [degree] = resume.education
    assert (degree.title, degree.organization) == (
        "Associate of Applied Science in Aviation Maintenance",
        "Georgia Northwestern Technical College",
    )


def test_a_heading_glued_to_the_words_around_it_stands_alone() -> None:
    text = (
        "Nina Park nina.park@example.org Seasoned barista and shift lead who trained a dozen new staff members in "
        "espresso preparation and customer care across three busy city locations since 2019EDUCATION "
        "City College of Portland Certificate in Hospitality 2017 - 2018 EXPERIENCESenior Barista, Stumptown "
        "Coffee 2019 - 2023"
    )
    lines = segment_flattened(text)
    assert "EDUCATION" in lines
    assert "EXPERIENCE" in lines
    assert "Senior Barista, Stumptown Coffee" in lines
    # Capitals inside a longer capitalised word are not a heading.
    assert split_inline_headings("Member of the NASA PRE-EDUCATION outreach board " * 6) == [
        ("Member of the NASA PRE-EDUCATION outreach board " * 6).strip()
    ]


def test_a_title_case_heading_run_into_a_flattened_line_is_cut_out() -> None:
    assert split_inline_headings("Work Experience Harlow State University", flattened=True) == [
        "Work Experience",
        "Harlow State University",
    ]
    # A single word, or a heading another word extends, is a title or a longer heading: left whole.
    assert split_inline_headings("Education Coordinator, Lakeside Schools", flattened=True) == [
        "Education Coordinator, Lakeside Schools"
    ]
    assert split_inline_headings("Technical Skill Set", flattened=True) == ["Technical Skill Set"]
    # One word before an employer and its dates does head the section; before a job title or a sentence it does not.
    assert split_inline_headings("Experience Northwind Traders January 2018 – Present", flattened=True) == [
        "Experience",
        "Northwind Traders January 2018 – Present",
    ]
    for line in ("Education Coordinator, January 2004 – Present", "Education Programs. Staff grant, 1993 to 1997."):
        assert split_inline_headings(line, flattened=True) == [line]
    # A line that kept its layout is read as written.
    assert split_inline_headings("Work Experience Harlow State University") == [
        "Work Experience Harlow State University"
    ]


def test_a_flattened_export_with_runs_of_spaces_cuts_title_case_headings() -> None:
    lines = [
        "Ira Stone",
        "ira.stone@example.net",
        "Summary",
        "Analyst who keeps freight moving on time across four regional warehouses and their carriers.",
        "Education",
        "Lakeview University",
        "Bachelor of Science in Physics",
        "Work Experience Northwind Traders",
        "Logistics Analyst",
        "2019 - Present",
    ]
    resume = parse_resume_text("  ".join(lines) + "  ")
    assert [entry.organization for entry in resume.work] == ["Northwind Traders"]
    assert [entry.organization for entry in resume.education] == ["Lakeview University"]


def test_headings_broken_apart_by_extraction_are_rejoined() -> None:
    assert repair_broken_words("E xp er ie nc e") == "Experience"
    assert repair_broken_words("Ke y S ki ll s") == "Key Skills"
    assert repair_broken_words("P ROFESSIONAL E XPERIENCE") == "PROFESSIONAL EXPERIENCE"
    assert repair_broken_words("S ENIOR P ROJECT M ANAGER | M ARKETING D IRECTOR") == (
        "SENIOR PROJECT MANAGER | MARKETING DIRECTOR"
    )
    for unchanged in ("John A Smith", "I am a go getter", "Work Experience", "A B", "Go to UI"):
        assert repair_broken_words(unchanged) == unchanged


def test_a_resume_with_kerned_headings_finds_its_sections() -> None:
    text = (
        "Mara Quinn\nmara.quinn@example.com\n\nE xp er ie nc e\nHARBOR FREIGHT LINES, Example City\n2016 to Present\n"
        "Dispatcher\n\nEdu c ati on\nRiverside Community College\nAssociate of Arts, 2015\n"
    )
    resume = parse_resume_text(text)
    assert [(section.heading, section.kind) for section in resume.sections] == [
        ("Experience", SectionKind.EXPERIENCE),
        ("Education", SectionKind.EDUCATION),
    ]


def test_a_laid_out_resume_is_not_segmented() -> None:
    text = (
        "Lena Ortiz\nlena@example.com\n\nEXPERIENCE\nAnalyst, Acme Corp 2019 - Present\n"
        "• Built dashboards • Cut costs\n\nEDUCATION\nBSc Economics, State University 2015 - 2019\n"
    )
    resume = parse_resume_text(text)
    assert [line for section in resume.sections for line in section.lines] == [
        "Analyst, Acme Corp 2019 - Present",
        "• Built dashboards • Cut costs",
        "BSc Economics, State University 2015 - 2019",
    ]


def test_a_range_written_as_one_word_gets_its_dash_back() -> None:
    assert repair_dropped_dash("Analyst 20102011") == "Analyst 2010 – 2011"
    assert repair_dropped_dash("2016Present") == "2016 – Present"
    for number in ("Call 20051998", "ID 2010201199", "+20102011", "20102011.5"):
        assert repair_dropped_dash(number) == number
    text = "Ana Lima\n\nEXPERIENCE\n20152019\nData Analyst, Northwind Traders\nBuilt reports\n"
    [job] = parse_resume_text(text).work
    assert (job.title, job.organization, job.start_date, job.end_date) == (
        "Data Analyst",
        "Northwind Traders",
        "2015",
        "2019",
    )


def test_a_long_paragraph_of_a_laid_out_resume_is_not_segmented() -> None:
    paragraph = (
        "Led the regional logistics team through two warehouse moves, Analyst, Northwind Traders 2015 - 2017 "
        "was the first role, and since then the work has covered carrier contracts, routing and staff training "
        "for the whole network • with a steady record of on-time deliveries across every season"
    )
    text = f"Ana Lima\nana@example.com\n\nSUMMARY\n{paragraph}\n\nSKILLS\nRouting\nContracts\nTraining\n"
    resume = parse_resume_text(text)
    assert resume.sections[0].lines == [paragraph]


def test_a_title_case_heading_after_the_last_words_of_a_section_starts_the_next() -> None:
    text = (
        "Objective To build web games for a studio that values craft and clear code in every release. Skills "
        "Languages: C#, Python Concepts: Algorithms, Numerical Analysis Work Experience Tailspin Games "
        "January 2009 Present Sr. Web Developer, Burbank, CA. Built localisation tools for a member of "
        "the Regional Education Association."
    )
    lines = segment_flattened(text)
    assert lines[lines.index("Work Experience") + 1 : lines.index("Work Experience") + 3] == [
        "Tailspin Games",
        "January 2009 – Present",
    ]
    assert not any(line == "Education" for line in lines)


def test_an_employer_with_its_place_after_a_bullet_opens_the_next_job() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nTEACHING EXPERIENCE\nMaple Grove Elementary School, Dayton, OH\nSpring 2015\n"
        "Student Teacher\n• Ran small-group reading games for pupils to prepare them for the weekly reading quiz\n"
        "Youth Arts Center of Dayton, Dayton, OH\n2011-2013\nTeachers Aide\n• Encouraged cognitive development\n"
    )
    assert [(entry.title, entry.organization) for entry in parse_resume_text(text).work] == [
        ("Student Teacher", "Maple Grove Elementary School"),
        ("Teachers Aide", "Youth Arts Center of Dayton"),
    ]


def test_an_institution_above_a_degree_outside_education_is_a_place_of_study() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nPROFESSIONAL DEVELOPMENT\nLakeview State University, Austin, TX\n"
        "Master of Arts, Educational Leadership, 2006\nRiver County Hospital, Austin, TX\nVolunteer, 2003\n"
    )
    assert parse_resume_text(text).mentions.institutions == ["Lakeview State University"]


def test_an_employer_named_by_a_generic_noun_is_the_organization() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEXPERIENCE\nRiverside Law Reform Commission\n2014 - 2016\n"
        "• Drafted consultation papers\nHarlow & Finch Solicitors\n2012 - 2014\n• Filed court bundles\n"
    )
    assert [entry.organization for entry in parse_resume_text(text).work] == [
        "Riverside Law Reform Commission",
        "Harlow & Finch Solicitors",
    ]


def test_an_employer_named_like_a_section_above_its_place_stays_in_the_jobs() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nExperience\nEducational Consultant\n3/1/2010 - 6/1/2015\nBrightpath Education\n"
        "Glen Haven, CA\nBrought new classroom software to teachers.\n\nEducation\nAssociate's Degree, 2004\n"
    )
    resume = parse_resume_text(text)
    assert [section.heading for section in resume.sections] == ["Experience", "Education"]
    [job] = resume.work
    assert (job.title, job.organization, job.location) == (
        "Educational Consultant",
        "Brightpath Education",
        "Glen Haven, CA",
    )


def test_a_line_ending_in_a_month_and_year_range_is_not_a_page_number() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nPROFESSIONAL EXPERIENCE\nScience Teacher\nSome School, Fresno, CA | 7/2015 – "
        "Present\n• Taught physics\nScience Teacher\nRK Academy, Fresno, CA | 7/2011 – 7/2015\n• Taught chemistry\n"
        "Ana Lima – 1/2\n"
    )
    resume = parse_resume_text(text)
    assert [(entry.organization, entry.dates) for entry in resume.work] == [
        ("Some School", "7/2015 – Present"),
        ("RK Academy", "7/2011 – 7/2015"),
    ]
    assert "Ana Lima – 1/2" not in resume.sections[0].lines
