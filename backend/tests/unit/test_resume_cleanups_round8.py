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
