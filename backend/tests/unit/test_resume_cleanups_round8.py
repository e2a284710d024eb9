from vitae.resume.contacts import is_contact_line
from vitae.resume.parser import parse_resume_text


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
