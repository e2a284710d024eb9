"""Jobs written under a summary or a stray part label are read into `ParsedResume.work`, while the section keeps its
heading and kind (the experience heading is still reported missing)."""

from datetime import date

from vitae.ats import score_resume
from vitae.resume.model import SectionKind
from vitae.resume.parser import parse_resume_text

UNDER_SUMMARY = """Morgan Ellery
morgan.ellery@example.com | (555) 301-8822

SUMMARY OF QUALIFICATIONS
Skilled machinist and programmer with a steady record on precision tooling.
Reads blueprints and sets up lathes and mills without supervision.
2015 to Present  Northwind Tooling, Salem, OR
Shop Supervisor
- Runs a crew of six machinists on two shifts
2009 to 2015  Acme Dies, Eugene, OR
Machinist
- Cut press dies to a tolerance of a tenth

Education
A.A.S. in Manufacturing Technology, Lane Valley College, 2009
"""

FLATTENED = (
    "Morgan Ellery  morgan.ellery@example.com  (555) 301-8822  SUMMARY OF QUALIFICATIONS  "
    "Skilled machinist and programmer with a steady record on precision tooling.  "
    "2015 to Present  Northwind Tooling, Salem, OR  Shop Supervisor  Runs a crew of six machinists on two shifts.  "
    "2009 to 2015  Acme Dies, Eugene, OR  Machinist  Cut press dies to a tolerance of a tenth.  "
    "Education  A.A.S. in Manufacturing Technology  Lane Valley College  2009"
)

ONE_DATED_SENTENCE = """Morgan Ellery
morgan.ellery@example.com

Summary
Machinist with ten years of experience since 2005 in precision tooling and die making.
Shop Supervisor at Northwind Tooling since 2015, leading a crew of six.

Experience
Machinist, Acme Dies, Eugene, OR  2009 - 2015
- Cut press dies to a tolerance of a tenth
"""

PART_LABEL = """Riley Okafor
riley.okafor@example.com

Overview
Operations leader for regional carriers and freight brokers.

Key Achievements
Cut dispatch delays by a third across four depots.
Operations Manager, Bluewater Freight Inc., Tacoma, WA  2016 - Present
- Runs dispatch for four depots
Dispatch Supervisor, Harbor Line Logistics, Tacoma, WA  2011 - 2016
- Scheduled forty drivers a day

Education
B.S. in Business, Evergreen Coast University, 2010
"""


def test_dated_jobs_under_a_summary_heading_become_work_entries() -> None:
    resume = parse_resume_text(UNDER_SUMMARY)
    assert [(entry.title, entry.organization) for entry in resume.work] == [
        ("Shop Supervisor", "Northwind Tooling"),
        ("Machinist", "Acme Dies"),
    ]
    supervisor, machinist = resume.work
    assert (supervisor.start_date, supervisor.end_date) == ("2015", "present")
    assert (machinist.start_date, machinist.end_date) == ("2009", "2015")
    assert supervisor.bullets == ["Runs a crew of six machinists on two shifts"]


def test_the_summary_keeps_its_prose_and_its_heading() -> None:
    resume = parse_resume_text(UNDER_SUMMARY)
    assert resume.summary.startswith("Skilled machinist and programmer")
    assert "Northwind" not in resume.summary
    summary = [section for section in resume.sections if section.heading == "SUMMARY OF QUALIFICATIONS"]
    assert len(summary) == 1
    assert summary[0].kind is SectionKind.SUMMARY
    assert any("Northwind Tooling" in line for line in summary[0].lines)
    assert SectionKind.EXPERIENCE not in {section.kind for section in resume.sections}


def test_the_ats_still_reports_the_missing_experience_heading_but_finds_the_jobs() -> None:
    analysis = score_resume(parse_resume_text(UNDER_SUMMARY), UNDER_SUMMARY, today=date(2025, 6, 1))
    fired = {finding.id for finding in analysis.findings}
    assert "ats.experience_heading_missing" in fired
    assert "recruiter.experience_missing" not in fired


def test_jobs_under_a_summary_of_a_flattened_resume() -> None:
    resume = parse_resume_text(FLATTENED)
    assert [entry.organization for entry in resume.work] == ["Northwind Tooling", "Acme Dies"]
    assert [entry.title for entry in resume.work] == ["Shop Supervisor", "Machinist"]


def test_a_summary_naming_years_and_one_job_makes_no_entry() -> None:
    resume = parse_resume_text(ONE_DATED_SENTENCE)
    assert [(entry.title, entry.organization) for entry in resume.work] == [("Machinist", "Acme Dies")]
    assert "ten years of experience since 2005" in resume.summary


def test_jobs_after_a_part_label_read_as_a_heading() -> None:
    resume = parse_resume_text(PART_LABEL)
    assert [(entry.title, entry.organization) for entry in resume.work] == [
        ("Operations Manager", "Bluewater Freight Inc."),
        ("Dispatch Supervisor", "Harbor Line Logistics"),
    ]
    assert [section.kind for section in resume.sections if section.heading == "Key Achievements"] == [SectionKind.OTHER]


WRAPPED_WORD = """Casey Lindqvist
casey.lindqvist@example.com

Work Experience
Fitness Coordinator
Harborview Athletic Club, Duluth, MN
March 2019 - Present
- Checked members' heart rate and blood pressure before signing them up for
training
- Planned group classes for thirty members a week
Swim Instructor
Lakeshore Aquatics Center, Duluth, MN
June 2015 - February 2019
- Taught beginners and advanced swimmers twice a week

Education
B.S. in Kinesiology, Northern Pines University
"""


def test_a_wrapped_last_word_that_is_a_heading_word_does_not_cut_the_jobs() -> None:
    resume = parse_resume_text(WRAPPED_WORD)
    assert [section.heading for section in resume.sections] == ["Work Experience", "Education"]
    assert [(entry.title, entry.organization) for entry in resume.work] == [
        ("Fitness Coordinator", "Harborview Athletic Club"),
        ("Swim Instructor", "Lakeshore Aquatics Center"),
    ]


def test_lower_case_headings_of_a_resume_written_in_lower_case_still_head_sections() -> None:
    text = WRAPPED_WORD.replace("Work Experience", "work experience").replace("Education", "education")
    text = text.replace("for\ntraining", "for training.\nprojects")
    resume = parse_resume_text(text)
    assert [section.heading for section in resume.sections] == ["work experience", "projects", "education"]


NO_EXPERIENCE_HEADING = """Jordan Vasquez
jordan.vasquez@example.com | (555) 410-7788
Analyst who turns messy ledgers into clear monthly reports for finance teams.

Brightwater Mutual Bank
Senior Business Analyst  March 2018 - Present
- Wrote the requirements for a new loan reporting system
Copperfield Consulting Group
Business Analyst  June 2013 - February 2018
- Mapped billing processes for three regional clients

Education
B.A. in Economics, Ridgeline State University, 2013

Skills
SQL, Excel, Jira
"""


def test_jobs_above_the_first_heading_of_a_resume_without_an_experience_heading() -> None:
    resume = parse_resume_text(NO_EXPERIENCE_HEADING)
    assert [(entry.title, entry.organization) for entry in resume.work] == [
        ("Senior Business Analyst", "Brightwater Mutual Bank"),
        ("Business Analyst", "Copperfield Consulting Group"),
    ]
    assert resume.summary == "Analyst who turns messy ledgers into clear monthly reports for finance teams."
    assert [section.heading for section in resume.sections] == ["Education", "Skills"]


def test_lines_above_the_first_heading_hold_no_jobs_when_an_experience_heading_follows() -> None:
    text = NO_EXPERIENCE_HEADING.replace(
        "\nEducation\n", "\nExperience\nClerk, Harbor Books, 2011 - 2013\n\nEducation\n"
    )
    resume = parse_resume_text(text)
    assert [(entry.title, entry.organization) for entry in resume.work] == [("Clerk", "Harbor Books")]


JOBS_AFTER_DEGREES = """Alexei Morrow
alexei.morrow@example.com

Education
Master of Science in Applied Mathematics, Eastbrook Technical University, 2012

Web Developer at Lanternfish Studio LLC
August 2015 - June 2019
- Built storefronts for twenty retail clients
Backend Developer at Quillpoint Software Ltd
July 2019 - Present
- Moved the billing service to a queue of workers

Skills
PHP, MySQL, Docker
"""


def test_jobs_written_after_the_degrees_of_a_resume_without_an_experience_heading() -> None:
    resume = parse_resume_text(JOBS_AFTER_DEGREES)
    assert [(entry.title, entry.organization) for entry in resume.work] == [
        ("Web Developer", "Lanternfish Studio LLC"),
        ("Backend Developer", "Quillpoint Software Ltd"),
    ]
    assert [(entry.title, entry.organization) for entry in resume.education] == [
        ("Master of Science in Applied Mathematics", "Eastbrook Technical University")
    ]
    assert [section.kind for section in resume.sections] == [SectionKind.EDUCATION, SectionKind.SKILLS]


def test_degrees_alone_stay_education() -> None:
    text = JOBS_AFTER_DEGREES.replace("Web Developer at Lanternfish Studio LLC", "Bachelor of Arts in Economics")
    resume = parse_resume_text(text)
    assert "Bachelor of Arts in Economics" in [entry.title for entry in resume.education]


TIMELINE_AND_DETAILS = """Jamie Rowe
jamie.rowe@example.com

Career Summary
Senior Engineer, Acme Robotics, 2018 - Present
Engineer, Birch Labs, 2014 - 2018

Experience
Senior Engineer, Acme Robotics, Austin, TX  2018 - Present
- Led the motion control team
Engineer, Birch Labs, Austin, TX  2014 - 2018
- Wrote firmware for sensors
"""


def test_jobs_listed_in_a_summary_and_detailed_under_experience_are_read_once() -> None:
    resume = parse_resume_text(TIMELINE_AND_DETAILS)
    assert [(entry.title, entry.organization, entry.bullets) for entry in resume.work] == [
        ("Senior Engineer", "Acme Robotics", ["Led the motion control team"]),
        ("Engineer", "Birch Labs", ["Wrote firmware for sensors"]),
    ]


EVENTS_IN_HIGHLIGHTS = """Jamie Rowe
jamie.rowe@example.com

Career Highlights
Employee of the Year, Acme Robotics, 2019
Speaker, Northwest Python Conference, 2018
Winner, City Hackathon, 2017

Experience
Senior Engineer, Acme Robotics, Austin, TX  2018 - Present
- Led the motion control team
"""


def test_talks_and_prizes_of_one_date_in_a_summary_are_no_jobs() -> None:
    resume = parse_resume_text(EVENTS_IN_HIGHLIGHTS)
    assert [(entry.title, entry.organization) for entry in resume.work] == [("Senior Engineer", "Acme Robotics")]
    assert "Speaker" in resume.summary
