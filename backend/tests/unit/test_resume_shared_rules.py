"""Rules several parts of the parser share: contact labels, page furniture, legal forms, the words that end a
field of study."""

from vitae.resume.contacts import is_contact_line
from vitae.resume.entry_roles import settle_work_roles
from vitae.resume.model import Entry
from vitae.resume.parser import parse_resume_text
from vitae.resume.title_mentions import find_job_titles


def test_a_contact_label_is_followed_by_a_separator_or_a_number_not_by_a_title() -> None:
    for contact in (
        "Mobile: 0161 496 0000",
        "Mobile 0161 496 0000",
        "Phone No. 0161 496 0000",
        "Tel.: +44 161 496 0000",
        "E-mail",
        "Email Id: kasia at example",
        "Website - kasia.dev",
        "LinkedIn | kasia",
        "Address: 12 Elm Road, Leeds",
        "Address Flat 2, Elm Road",
    ):
        assert is_contact_line(contact), contact
    for post in ("Mobile Application Developer", "Web Designer", "Portfolio Manager", "Cell Biologist"):
        assert not is_contact_line(post), post


def test_prose_under_the_name_that_opens_with_a_contact_label_word_is_the_summary() -> None:
    prose = "Web developer who builds fast online shops for small charities and family businesses."
    text = "\n".join(["Kasia Marwood", "kasia.marwood@example.com", prose, "", "SKILLS", "Kotlin, Swift"])
    assert parse_resume_text(text).summary == prose


def test_a_page_footer_run_into_the_next_line_is_left_out_of_every_section() -> None:
    work = "\n".join(
        [
            "Kasia Marwood",
            "kasia@example.com",
            "",
            "EXPERIENCE",
            "Store Manager",
            "Elmfield Traders Ltd.",
            "2019 - 2022",
            "Page 1 of 2 Harbor Logistics Ltd.",
            "Warehouse Supervisor",
            "2016 - 2019",
        ]
    )
    resume = parse_resume_text(work)
    assert [entry.organization for entry in resume.work] == ["Elmfield Traders Ltd.", "Harbor Logistics Ltd."]
    assert "Harbor Logistics Ltd." in resume.sections[0].lines
    education = "\n".join(
        [
            "Kasia Marwood",
            "kasia@example.com",
            "",
            "EDUCATION",
            "BSc Chemistry",
            "2012 - 2015",
            "Page 1 of 2 University of Elmfield",
        ]
    )
    assert [entry.organization for entry in parse_resume_text(education).education] == ["University of Elmfield"]


def test_a_row_of_a_table_of_jobs_ends_its_employer_at_any_legal_form() -> None:
    rows = ["1. Elmfield S.A. Store Manager 1 Year", "2. Fabrikam CORPORATION Sales Manager 2 Years"]
    assert find_job_titles("\n".join(["Company Role Duration", *rows])) == ["Store Manager", "Sales Manager"]
    assert find_job_titles("Company Role Duration\n1. Northwind Pvt. Ltd. Data Analyst 3 Years") == ["Data Analyst"]


def test_a_stray_full_stop_before_any_legal_form_keeps_the_form_with_the_employer() -> None:
    def employer(organization: str) -> str:
        return settle_work_roles(Entry(title="Coordinator", organization=organization)).organization

    assert employer("Northwind Traders. LLP") == "Northwind Traders. LLP"
    assert employer("Harbor Foods. Private Limited") == "Harbor Foods. Private Limited"
    assert employer("Harbor. Co., Ltd.") == "Harbor. Co., Ltd."
    assert employer("Department of Physics. Responsibilities") == "Department of Physics"


def test_the_last_word_of_a_field_wrapped_onto_its_own_line_joins_the_degree() -> None:
    def degrees(*lines: str) -> list[str]:
        text = "\n".join(["Kasia Marwood", "kasia@example.com", "", "EDUCATION", *lines])
        return [entry.title for entry in parse_resume_text(text).education]

    assert degrees("Bachelor of Science in Information", "Systems", "Lakeview University", "2010 - 2014") == [
        "Bachelor of Science in Information Systems"
    ]
    assert degrees("B.Sc. in Computer", "Applications", "Lakeview College", "2010 - 2013") == [
        "B.Sc. in Computer Applications"
    ]
    assert degrees("Bachelor of Arts in Graphic", "Design", "Lakeview University", "2010 - 2014") == [
        "Bachelor of Arts in Graphic Design"
    ]
    assert degrees("Diploma in Interior", "design", "Lakeview College, 2014") == ["Diploma in Interior design"]
    assert degrees("Lakeview Polytechnic", "Diploma in Software", "Systems", "2012") == ["Diploma in Software Systems"]


def test_a_running_header_with_the_name_and_the_page_number_is_page_furniture() -> None:
    lines = [
        "Kasia Marwood",
        "kasia@example.com",
        "",
        "EXPERIENCE",
        "Store Manager, Elmfield Traders Ltd., 2019 - 2022",
        "Ran a team of six and planned the shifts",
        "KASIA MARWOOD - Page 2 of 3",
        "Trained the new staff on the tills",
        "Kasia Marwood, page 3 of 3",
    ]
    resume = parse_resume_text("\n".join(lines))
    kept = [line for section in resume.sections for line in section.lines]
    assert not any("age 2 of 3" in line or "age 3 of 3" in line for line in kept)
    assert all("page" not in f"{entry.description} {' '.join(entry.bullets)}".lower() for entry in resume.work)
    # A line that names a page in its own words is kept.
    sentence = "Wrote the copy, page 2 of the spring brochure"
    resume = parse_resume_text("\n".join(["Kasia Marwood", "", "PUBLICATIONS", sentence]))
    assert sentence in resume.sections[0].lines
