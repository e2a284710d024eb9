"""Headlines under the name: the job title and the field a headline names, and the words that are no heading."""

from vitae.resume.headings import match_heading, without_rules
from vitae.resume.headline import headline_parts
from vitae.resume.model import SectionKind
from vitae.resume.parser import parse_resume_text
from vitae.resume.title_mentions import find_job_titles
from vitae.resume.vocabulary import names_a_post, title_score


def test_a_rule_drawn_beside_a_heading_is_decoration() -> None:
    assert without_rules("REFEREES" + "_" * 70) == "REFEREES"
    assert without_rules("---- SKILLS ----") == "SKILLS"
    assert without_rules("- Managed a team of five") == "- Managed a team of five"
    long_rule = match_heading("EDUCATION " + "_" * 90)
    assert long_rule is not None and long_rule.kind is SectionKind.EDUCATION and long_rule.heading == "EDUCATION"


def test_referees_under_a_heading_with_a_rule_are_no_jobs() -> None:
    rule = "_" * 70
    text = "\n".join(
        [
            "Priya Marlowe",
            "priya.marlowe@example.com",
            "",
            "WORK EXPERIENCE" + rule,
            "Staff Nurse",
            "Harbourview General Hospital",
            "March 2015 - June 2020",
            "Cared for patients on a surgical ward.",
            "",
            "REFEREES" + rule,
            "Dr. Tomas Everly",
            "Head of Surgery",
            "Westbrook Medical Centre",
            "Phone: 555 0100",
        ]
    )
    resume = parse_resume_text(text)
    assert [entry.organization for entry in resume.work] == ["Harbourview General Hospital"]
    assert all("Westbrook" not in name for name in resume.mentions.organizations)


def test_posts_named_by_occupation_words_are_job_titles() -> None:
    for title in ("Software Tester", "Events Co-Ordinator", "Cabinet Maker", "Teaching Aide", "Dental Hygienist"):
        assert title_score(title) > 0, title
    # The plural names a firm, and a thing or a skill is no post.
    for name in ("Riverside Traders", "Message Broker", "Heart Rate Monitor"):
        assert title_score(name) == 0, name


def test_a_job_whose_post_is_an_occupation_word_keeps_title_and_employer() -> None:
    text = "\n".join(
        [
            "Morgan Feld",
            "morgan.feld@example.com",
            "",
            "EXPERIENCE",
            "Quality Tester",
            "Brightline Games Ltd",
            "May 2016 - April 2019",
            "Tested releases on six platforms.",
        ]
    )
    resume = parse_resume_text(text)
    assert [(entry.title, entry.organization) for entry in resume.work] == [("Quality Tester", "Brightline Games Ltd")]


def test_a_headline_title_names_a_post() -> None:
    for post in ("Senior Accountant", "Marketing Manager", "Certified Project Management Professional", "Intern"):
        assert names_a_post(post), post
    for not_a_post in ("MARKETING", "PROFESSIONAL", "Technical excellence for every client", "Sales"):
        assert not names_a_post(not_a_post), not_a_post
    assert headline_parts("Marketing Manager | Brand Strategy") == (["Marketing Manager"], [])
    assert headline_parts("PROFESSIONAL")[0] == []


def test_a_line_of_work_over_the_summary_is_no_headline_title() -> None:
    text = "\n".join(
        [
            "Rowan Achterberg",
            "MARKETING",
            "rowan.achterberg@example.com",
            "",
            "EXPERIENCE",
            "Brand Manager",
            "Clearwater Foods Ltd",
            "2017 - 2021",
        ]
    )
    resume = parse_resume_text(text)
    assert "MARKETING" not in resume.mentions.job_titles
    assert resume.personal_info.headline == ""


def test_studying_or_an_accreditation_said_in_a_sentence_is_no_post() -> None:
    text = (
        "Spent a term in Lisbon as an Exchange Student.\n"
        "Joined as a Student Member of the Regional Design Society.\n"
        "Worked as a Student Assistant in the campus library.\n"
        "Certified as an Arbitrator by the Regional Arbitration Council.\n"
    )
    assert find_job_titles(text) == ["Student Assistant", "Arbitrator"]


def test_a_summary_opening_with_the_post_and_its_years_names_the_title() -> None:
    assert find_job_titles("Senior data engineer with more than 7 years of experience in Spark.") == [
        "Senior data engineer"
    ]
    assert find_job_titles("Detail oriented Payroll Specialist with 12 years' experience.") == ["Payroll Specialist"]
    assert find_job_titles("Experienced Registered Nurse with 6+ years on surgical wards.") == ["Registered Nurse"]
    # A quality said of the person, or others worked with, is no post.
    assert find_job_titles("A versatile leader with 20 years of growth behind her.") == []
    assert find_job_titles("Collaborated with 10 engineers over 2 years.") == []


def test_a_post_opening_with_a_contact_label_word_is_the_headline() -> None:
    for post in ("Mobile Application Developer", "Web Designer"):
        text = "\n".join(["Kasia Marwood", post, "kasia.marwood@example.com", "", "SKILLS", "Kotlin, Swift"])
        resume = parse_resume_text(text)
        assert resume.personal_info.headline == post
        assert post in resume.mentions.job_titles
    text = "\n".join(["Kasia Marwood", "Mobile: 0161 496 0000", "", "SKILLS", "Kotlin, Swift"])
    assert parse_resume_text(text).personal_info.headline == ""


def test_a_slash_inside_a_word_of_a_title_in_a_sentence_keeps_the_title_whole() -> None:
    assert find_job_titles("Currently working as a Python/Django Trainer at a coding school.") == [
        "Python/Django Trainer"
    ]
    assert find_job_titles("Worked as Developer / mentor for two teams.") == ["Developer"]


def test_the_post_before_position_or_role_is_a_title() -> None:
    assert find_job_titles("To obtain a Quality Assurance Analyst position with a growing firm.") == [
        "Quality Assurance Analyst"
    ]
    assert find_job_titles("Currently in a data engineer role on the payments team.") == ["data engineer"]
    assert find_job_titles("Played a key role in the launch.") == []
    assert find_job_titles("Staff Nurse Job Description") == []


def test_a_post_written_in_lower_case_is_the_headline() -> None:
    text = "\n".join(["Ilse Brandvold", "senior data engineer", "ilse.brandvold@example.com", "", "SKILLS", "SQL"])
    assert parse_resume_text(text).personal_info.headline == "senior data engineer"
    text = "\n".join(["Ilse Brandvold", "open to relocation", "ilse.brandvold@example.com", "", "SKILLS", "SQL"])
    assert parse_resume_text(text).personal_info.headline == ""


def test_the_post_before_a_colon_opening_a_sentence_is_the_headline() -> None:
    lines = ["Pia Lindqvist", "Voice Coach : trained singers for ten years with choirs", "pia@example.com", ""]
    assert parse_resume_text("\n".join([*lines, "SKILLS", "Singing"])).personal_info.headline == "Voice Coach"
    lines = ["Pia Lindqvist", "Mobile: 0161 496 0000 with voicemail", "pia@example.com", ""]
    assert parse_resume_text("\n".join([*lines, "SKILLS", "Singing"])).personal_info.headline == ""


def test_a_headline_opening_with_a_dotted_or_lower_case_name_is_a_headline() -> None:
    text = "Jane Doe\n.NET Developer\njane@example.com\n\nEXPERIENCE\nDeveloper\nAcme Corp\nJan 2020 - Present\n"
    assert parse_resume_text(text).personal_info.headline == ".NET Developer"
    assert parse_resume_text(text.replace(".NET", "iOS")).personal_info.headline == "iOS Developer"


def test_a_post_opening_the_line_of_contact_details_is_the_headline() -> None:
    top = "Jo Quinn\n{}\n\nEXPERIENCE\nAnalyst\nHarbor Labs\n2018 - 2020\n"
    line = "Project Manager | Chicago, IL | jo@example.com | 312-555-0142"
    assert parse_resume_text(top.format(line)).personal_info.headline == "Project Manager"
    assert parse_resume_text(
        top.format("Senior Data Engineer • Austin, TX • jo@example.com")
    ).personal_info.headline == ("Senior Data Engineer")
    assert parse_resume_text(top.format("Chicago, IL | jo@example.com")).personal_info.headline == ""


def test_a_long_headline_is_not_the_summary_too() -> None:
    text = (
        "Jo Li\nSenior Data Engineer building reliable pipelines for analytics teams at scale\njo@example.com\n\n"
        "EXPERIENCE\nData Engineer, Harbor Labs, 2020 - 2022\n- Built pipelines.\n"
    )
    resume = parse_resume_text(text)
    assert resume.personal_info.headline.startswith("Senior Data Engineer")
    assert resume.summary == ""
