"""Generalisations that made the parser read employers, degrees and institutions more accurately, each on resume
text written here for the purpose."""

from vitae.resume.model import SectionKind
from vitae.resume.parser import parse_resume_text

JOBS_WITH_ACHIEVEMENT_PARTS = """Morgan Reyes
morgan.reyes@example.net

PROFESSIONAL EXPERIENCE

Halvorsen Freight Systems
Operations Director
2016 - 2021
Select achievements
Cut Average Delivery Time By A Third
Opened Three Regional Depots

Tallis Marine Ltd
Fleet Manager
2011 - 2016
Responsibilities
Scheduled A Fleet Of Forty Vessels

EDUCATION
Bachelor of Science in Logistics
Northbridge University
"""


def test_a_label_heading_part_of_a_job_does_not_end_the_experience_section() -> None:
    resume = parse_resume_text(JOBS_WITH_ACHIEVEMENT_PARTS)
    assert [section.kind for section in resume.sections] == [SectionKind.EXPERIENCE, SectionKind.EDUCATION]
    assert [(entry.title, entry.organization) for entry in resume.work] == [
        ("Operations Director", "Halvorsen Freight Systems"),
        ("Fleet Manager", "Tallis Marine Ltd"),
    ]


def test_capitalised_lines_under_an_achievements_label_are_details_of_the_job() -> None:
    first_job = parse_resume_text(JOBS_WITH_ACHIEVEMENT_PARTS).work[0]
    assert first_job.description.splitlines()[-2:] == [
        "Cut Average Delivery Time By A Third",
        "Opened Three Regional Depots",
    ]


def test_an_achievements_section_after_the_jobs_in_the_same_style_stays_a_section() -> None:
    text = JOBS_WITH_ACHIEVEMENT_PARTS.replace("EDUCATION\n", "ACHIEVEMENTS\nLogistics Leader of the Year 2019\n\n", 1)
    kinds = [section.kind for section in parse_resume_text(text).sections]
    assert kinds == [SectionKind.EXPERIENCE, SectionKind.OTHER]


def _education(text: str) -> list[tuple[str, str]]:
    resume = parse_resume_text(f"Robin Okafor\nrobin.okafor@example.org\n\nEDUCATION\n{text}")
    return [(entry.title, entry.organization) for entry in resume.education]


def test_school_qualifications_written_after_a_degree_open_their_own_entries() -> None:
    text = "B.Tech\nRiverside University - Pune\n2019\nClass XII\nGreen Valley School - Pune\n2015\n"
    assert _education(text) == [("B.Tech", "Riverside University"), ("Class XII", "Green Valley School")]


def test_a_degree_and_an_institution_written_in_lower_case_are_still_read() -> None:
    text = "b.tech in computer science\nlakeside university - Indore\n2016 to 2020\n"
    assert _education(text) == [("b.tech in computer science", "lakeside university")]


def test_an_institution_name_wrapped_before_its_last_word_is_joined_back() -> None:
    text = "Bachelor of Science in Marine Engineering, Harborview Technological\nUniversity\n2004 - 2008\n"
    assert _education(text) == [("Bachelor of Science in Marine Engineering", "Harborview Technological University")]


def _jobs(text: str) -> list[tuple[str, str]]:
    resume = parse_resume_text(f"Sam Whitfield\nsam.whitfield@example.com\n\nPROFESSIONAL EXPERIENCE\n{text}")
    return [(entry.title, entry.organization) for entry in resume.work]


def test_an_employer_over_a_line_of_its_place_and_a_title_written_as_a_label() -> None:
    text = (
        "Brightwater Analytics\nDenver, Colorado\n2015-Present\nProject Manager:\n"
        "Ran the rollout of a billing platform for twelve regional offices across the western states.\n"
        "Kestrel Mutual\nBoise, Idaho\n2010-2015\nProgram Coordinator:\n"
        "Led the effort to open the new Member Advice Service Center, a first of its kind\n"
        "customer call centre for the members of the cooperative.\n"
    )
    assert _jobs(text) == [
        ("Project Manager", "Brightwater Analytics"),
        ("Program Coordinator", "Kestrel Mutual"),
    ]


def test_a_short_title_after_a_long_bullet_opens_the_next_job_when_dates_follow() -> None:
    text = (
        "Field Sales Engineer\nCopperline Devices, Portland, OR\nMarch 2016 - Present\n"
        "• Mapped target markets and worked closely with the product and design team on new sensors\n"
        "Field Sales Engineer\nNorthgate Circuits, Portland, OR\nJune 2012 - February 2016\n"
        "• Delivered product demonstrations to prospects\n"
    )
    assert _jobs(text) == [
        ("Field Sales Engineer", "Copperline Devices"),
        ("Field Sales Engineer", "Northgate Circuits"),
    ]


def test_a_firm_named_with_a_plural_job_word_is_an_employer() -> None:
    text = "QUINCE & ASSOCIATES, Salem, MA\n1990 to 2000\nChief Executive Officer\n• Grew revenue fourfold\n"
    assert _jobs(text) == [("Chief Executive Officer", "QUINCE & ASSOCIATES")]


def test_a_title_written_after_a_line_describing_the_employer_joins_its_entry() -> None:
    text = (
        "ORWELL INSTRUMENTS, Hartford, CT\n2001 to Present\n"
        "Global maker of laboratory instruments serving the chemical and food industries.\n"
        "Vice President of Global Sales\n"
        "• Opened offices in nine countries\n"
    )
    resume = parse_resume_text(f"Sam Whitfield\nsam.whitfield@example.com\n\nPROFESSIONAL EXPERIENCE\n{text}")
    assert [(entry.title, entry.organization, entry.dates) for entry in resume.work] == [
        ("Vice President of Global Sales", "ORWELL INSTRUMENTS", "2001 to Present")
    ]


def test_an_employer_and_its_place_before_a_dash_and_a_sentence_about_it() -> None:
    text = (
        "PINEWOOD MEDIA, Rivertown, NY — design studio serving local shops in the wider region\n"
        "Digital Media Manager, 2009 to Present\n"
        "• Designed campaigns for regional retailers\n"
    )
    assert _jobs(text) == [("Digital Media Manager", "PINEWOOD MEDIA")]


def test_a_word_that_only_says_a_degree_is_there_is_not_the_degree() -> None:
    text = "UNDERGRADUATE DEGREE\nHollis State University\n2003 - 2007\n"
    assert _education(text) == [("", "Hollis State University")]


def test_school_certificates_written_with_dots_are_qualifications() -> None:
    text = "B.Com\nLakeview College - Patna, Bihar\n2013\nH.S.C\nRiverbend College - Patna, Bihar\n2009\n"
    assert _education(text) == [("B.Com", "Lakeview College"), ("H.S.C", "Riverbend College")]


def test_a_labelled_employer_followed_by_its_division_is_the_employer() -> None:
    text = (
        "Position: Technical Support Engineer\n"
        "Company: Tailspin Corporation - Tailspin India Global Technical Support Centre (Tailspin GTSC), Bangalore\n"
        "• Resolved escalated customer cases\n"
    )
    assert _jobs(text) == [("Technical Support Engineer", "Tailspin Corporation")]


def test_spanish_and_portuguese_universities_are_institutions() -> None:
    resume = parse_resume_text(
        "Ana Ruiz\nana.ruiz@example.com\n\nSUMMARY\n"
        "Lawyer who graduated from Universidad de Salamanca and studied at Universidade de Lisboa.\n"
    )
    assert resume.mentions.institutions == ["Universidad de Salamanca", "Universidade de Lisboa"]


def test_a_field_of_study_beside_a_degree_is_not_taken_for_the_institution() -> None:
    text = "Bachelor of Arts\n: Public Administration\nUNC Ridgeview\nRidgeview, NC\nMay 2017\n"
    assert _education(text) == [("Bachelor of Arts, Public Administration", "UNC Ridgeview")]


def test_a_column_heading_or_a_template_placeholder_is_not_an_institution() -> None:
    resume = parse_resume_text(
        "Lee Park\nlee.park@example.com\n\nEDUCATION\nB.Tech | College/University | 2014\n"
        "M.Tech\nName of University\n2016\n"
    )
    assert [entry.organization for entry in resume.education] == ["", ""]
    assert resume.mentions.institutions == []
