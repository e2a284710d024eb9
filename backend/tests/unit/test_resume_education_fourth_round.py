"""Education entries, degrees and institutions: places whose state code spells a degree, fields that are no fields,
and more."""

from vitae.resume.parser import parse_resume_text


def test_a_state_code_after_the_institution_does_not_open_a_second_degree() -> None:
    text = (
        "Paul Grey\npaul@example.com\n\nEDUCATION\nLAKEVIEW UNIVERSITY, Springfield, MA\n"
        "MBA with a focus on Operations, 2008\nRIVERTON COLLEGE, Dover, MD\nBS in Biology, 2004\n"
    )
    resume = parse_resume_text(text)
    assert [(entry.title, entry.organization) for entry in resume.education] == [
        ("MBA with a focus on Operations", "LAKEVIEW UNIVERSITY"),
        ("BS in Biology", "RIVERTON COLLEGE"),
    ]
