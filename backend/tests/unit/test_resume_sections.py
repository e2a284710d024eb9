"""Sections: lines that look like headings but end a sentence or a parenthesis wrapped from the line above, labels
that head a part of one job, and heading wordings the table lacked."""

from vitae.analysis import analyze_text
from vitae.resume.model import SectionKind
from vitae.resume.parser import parse_resume_text
from vitae.writer import enhance_resume
from vitae.writer.models import ImprovementKind


def _section_headings(text: str) -> list[tuple[SectionKind, str]]:
    return [(section.kind, section.heading) for section in parse_resume_text(text).sections]


def test_the_end_of_a_wrapped_sentence_in_lower_case_is_no_heading() -> None:
    text = (
        "Dana Reyes\ndana@example.com\n\nPROFILE\n"
        "Product designer who shapes features from first sketch to release for a smooth user\n"
        "experience (research, testing)\n"
        "Led a team of four designers across two product lines\n\n"
        "EDUCATION\nLakeview University\nBachelor of Arts in Design, 2015 - 2019, Graduated with\nhonors)\n\n"
        "WORK EXPERIENCE\nProduct Designer\nBrightpath Ltd\nMay 2019 - Present\n"
    )
    assert _section_headings(text) == [
        (SectionKind.SUMMARY, "PROFILE"),
        (SectionKind.EDUCATION, "EDUCATION"),
        (SectionKind.EXPERIENCE, "WORK EXPERIENCE"),
    ]


def test_a_heading_in_lower_case_stays_where_the_resume_writes_its_headings_so() -> None:
    text = (
        "Dana Reyes\ndana@example.com\n\nprofile\nProduct designer with six years of work on mobile apps\n\n"
        "experience\nProduct Designer\nBrightpath Ltd\nMay 2019 - Present\n"
    )
    assert [kind for kind, _ in _section_headings(text)] == [SectionKind.SUMMARY, SectionKind.EXPERIENCE]


def test_the_closing_part_of_a_parenthesis_is_no_heading() -> None:
    text = (
        "Dana Reyes\ndana@example.com\n\nWORK EXPERIENCE\nProduct Designer\nBrightpath Ltd\nMay 2019 - Present\n"
        "Shaped the booking flow (counted as a part of the\nWork or Volunteer Experience)\n\n"
        "EDUCATION\nLakeview University\nBachelor of Arts in Design, 2019\n"
    )
    assert _section_headings(text) == [
        (SectionKind.EXPERIENCE, "WORK EXPERIENCE"),
        (SectionKind.EDUCATION, "EDUCATION"),
    ]


def test_a_jobs_responsibilities_label_naming_a_section_noun_stays_in_the_job() -> None:
    text = (
        "Dana Reyes\ndana@example.com\n\nEXPERIENCE\nProduct Designer\nBrightpath Ltd\nMay 2019 - Present\n"
        "Responsibilities and Experience:\nShaped the booking flow for the mobile app\n\n"
        "UX Designer\nNorthwind Studio\nJan 2016 - Apr 2019\nDuties and Experience:\nRan usability tests\n\n"
        "EDUCATION\nLakeview University\nBachelor of Arts in Design, 2015\n"
    )
    resume = parse_resume_text(text)
    assert [section.kind for section in resume.sections] == [SectionKind.EXPERIENCE, SectionKind.EDUCATION]
    assert [(entry.title, entry.organization) for entry in resume.work] == [
        ("Product Designer", "Brightpath Ltd"),
        ("UX Designer", "Northwind Studio"),
    ]


def test_a_heading_whose_words_make_two_headings_across_a_cut_is_one() -> None:
    text = (
        "Dana Reyes\ndana@example.com\n\nRELEVANT EXPERIENCE SUMMARY\n"
        "Six years of product design for mobile apps in travel and retail\n\n"
        "WORK EXPERIENCE\nProduct Designer\nBrightpath Ltd\nMay 2019 - Present\n\n"
        "EDUCATION SKILLS\nLakeview University, BA in Design, 2015\n"
    )
    assert _section_headings(text) == [
        (SectionKind.SUMMARY, "RELEVANT EXPERIENCE SUMMARY"),
        (SectionKind.EXPERIENCE, "WORK EXPERIENCE"),
        (SectionKind.EDUCATION, "EDUCATION"),
        (SectionKind.SKILLS, "SKILLS"),
    ]


def test_the_name_in_a_page_footer_is_found_where_the_top_lacks_it() -> None:
    text = (
        "Backend Developer\nLocation: Lakeview\n\nEXPERIENCE\nSoftware Engineer\nBrightpath Ltd\n"
        "May 2019 - Present\nBuilt the billing service\n\nEDUCATION\nLakeview University, BSc Computing, 2018\n"
        "Dana Reyes 1\n"
    )
    assert parse_resume_text(text).personal_info.name == "Dana Reyes"
    referee = text.replace("Dana Reyes 1\n", "REFERENCES\nBrightpath Ltd\nDana Reyes\n")
    assert parse_resume_text(referee).personal_info.name == ""


def test_the_name_in_a_footer_with_the_page_count_is_found_though_the_footer_is_left_out() -> None:
    body = (
        "Backend Developer\nLocation: Lakeview\n\nEXPERIENCE\nSoftware Engineer\nBrightpath Ltd\n"
        "May 2019 - Present\nBuilt the billing service\n{footer}\n\n"
        "EDUCATION\nLakeview University, BSc Computing, 2018\n"
    )
    for footer in ("Dana Reyes | Page 1 of 2", "Dana Reyes – 1/2", "Dana Reyes, page 1 of 2"):
        resume = parse_resume_text(body.format(footer=footer))
        assert resume.personal_info.name == "Dana Reyes"
        assert all("Dana" not in line for section in resume.sections for line in section.lines)
    assert parse_resume_text(body.format(footer="Page 1 of 2")).personal_info.name == ""


def test_a_traineeship_or_an_apprenticeship_heads_work_experience() -> None:
    for heading in ("PROFESSIONAL TRAINEESHIP", "Apprenticeship"):
        text = (
            "Dana Reyes\ndana@example.com\n\nEDUCATION\nLakeview University, LLM, 2008\n\n"
            f"{heading}\nTrainee Lawyer\nHarbor & Finch LLP\nJul 2009 - Oct 2010\nDrafted supply contracts\n"
        )
        resume = parse_resume_text(text)
        assert [section.kind for section in resume.sections] == [SectionKind.EDUCATION, SectionKind.EXPERIENCE]
        jobs = [(entry.title, entry.organization) for entry in resume.work]
        assert jobs == [("Trainee Lawyer", "Harbor & Finch LLP")]


def test_jobs_under_a_career_overview_keep_their_repeated_achievement_labels() -> None:
    text = (
        "Dana Reyes\ndana@example.com\n\nCAREER OVERVIEW\n"
        "Head of Operations, Brightpath Ltd, Austin, TX\nMarch 2015 - Present\n"
        "Runs the fulfilment network across four states.\nSelect Achievements\nCut delivery times by a fifth.\n"
        "Operations Manager, Northwind Freight, Dallas, TX\nJanuary 2012 - March 2015\nRan two depots.\n"
        "Select Achievements\nOpened a third depot.\n\n"
        "LANGUAGES\nEnglish, Spanish\n\nEDUCATION\nLakeview University, BBA, 2011\n"
    )
    resume = parse_resume_text(text)
    assert [section.heading for section in resume.sections] == ["CAREER OVERVIEW", "LANGUAGES", "EDUCATION"]
    assert [entry.organization for entry in resume.work] == ["Brightpath Ltd", "Northwind Freight"]


def test_headings_whose_ligatures_extraction_dropped_are_known() -> None:
    text = (
        "Dana Reyes\ndana@example.com\n\nWork Experience\nSoware Engineer\nBrightpath Ltd\nMay 2019 - Present\n\n"
        "Educaon\nLakeview University, BSc Computing, 2018\n\nCERFICAONS\nCloud Praconer, 2020\n"
    )
    assert [kind for kind, _ in _section_headings(text)] == [
        SectionKind.EXPERIENCE,
        SectionKind.EDUCATION,
        SectionKind.CERTIFICATIONS,
    ]
    assert _section_headings("Dana Reyes\n\nEducaon is a lifelong thing\nabilies\n") == []


def test_a_heading_broken_over_two_lines_is_one_heading() -> None:
    text = (
        "Dana Reyes\ndana@example.com\n\nEXPERIENCE\nLine Cook, Harbor Diner, 2019 - Present\n\n"
        "VOLUNTEER\nWORK\nFood bank helper, Lakeview Pantry, 2018\n\n"
        "CERTIFICATIONS &\nACCREDITATIONS\nFood Handler Certificate, 2019\n\nHONORS,\nAWARDS\nEmployee of the Month\n"
    )
    assert _section_headings(text) == [
        (SectionKind.EXPERIENCE, "EXPERIENCE"),
        (SectionKind.OTHER, "VOLUNTEER WORK"),
        (SectionKind.CERTIFICATIONS, "CERTIFICATIONS & ACCREDITATIONS"),
        (SectionKind.OTHER, "HONORS, AWARDS"),
    ]
    assert "Lakeview Pantry" not in [entry.organization for entry in parse_resume_text(text).work]


def test_the_last_word_of_a_sentence_above_the_first_heading_is_no_heading() -> None:
    text = (
        "Dana Reyes\ndana@example.com\nLooking for a network role where I can use my training\nexperience.\n\n"
        "EDUCATION\nBSc Computing, Lakeview University, 2018\n"
    )
    assert _section_headings(text) == [(SectionKind.EDUCATION, "EDUCATION")]


def test_a_labelled_note_between_entries_keeps_the_entries_after_it_in_their_section() -> None:
    text = (
        "Priya Raman\npriya@example.edu\n\nEducation\n"
        "Lakeview State University, B.S. in Computer Science, 2021 - 2025\n"
        "Relevant Coursework: Data Structures, Algorithms, Operating Systems\n"
        "Harbor Community College, A.S. in Mathematics, 2019 - 2021\n\nExperience\n"
        "Software Engineer, Acme Corp, 2020 - 2022\n- Built the billing service.\nTech Stack: Go, Kafka, Postgres\n"
        "Data Engineer, Northwind Labs, 2018 - 2020\n- Built pipelines.\n"
    )
    resume = parse_resume_text(text)
    assert [section.kind for section in resume.sections] == [SectionKind.EDUCATION, SectionKind.EXPERIENCE]
    institutions = [entry.organization for entry in resume.education]
    assert institutions == ["Lakeview State University", "Harbor Community College"]
    assert resume.education[0].description == "Relevant Coursework: Data Structures, Algorithms, Operating Systems"
    assert [(job.organization, job.description) for job in resume.work] == [
        ("Acme Corp", "Tech Stack: Go, Kafka, Postgres"),
        ("Northwind Labs", ""),
    ]


def test_the_name_right_under_a_heading_is_the_sections_but_amid_its_lines_a_running_header() -> None:
    resume = parse_resume_text(
        """Tamsin Okafor
tamsin@example.org | 020 7946 0321

EXPERIENCE
Ward Clerk, Riverside Hospital
2016 - 2020
• Kept the ward's records
Tamsin Okafor
• Booked patient transport

PERSONAL DETAILS
Tamsin Okafor
12 Quay Street, Bristol
"""
    )
    lines = {section.heading: section.lines for section in resume.sections}
    assert "Tamsin Okafor" not in lines["EXPERIENCE"]
    assert lines["PERSONAL DETAILS"][0] == "Tamsin Okafor"


def test_a_skill_written_twice_in_one_list_is_read_twice() -> None:
    resume = parse_resume_text(
        "Tamsin Okafor\ntamsin@example.org\n\nSKILLS\nFirst aid, Rostering, Bristol, 2019\n"
        "Volunteer driver, Bristol, 2019\n"
    )
    # Which of the two goes is the person's choice, offered as an improvement: the reading keeps both.
    assert resume.skills[0].skills == [
        "First aid",
        "Rostering",
        "Bristol",
        "2019",
        "Volunteer driver",
        "Bristol",
        "2019",
    ]
    proposals = enhance_resume(resume, analyze_text("x").analysis).improvements
    assert [item.before for item in proposals if item.kind is ImprovementKind.SKILLS_DEDUPE] == ["Bristol", "2019"]
