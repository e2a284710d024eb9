"""Education entries, degrees and institutions: explanations of foreign diplomas, split small capitals, and more."""

from vitae.resume.degree_mentions import find_degree_phrases
from vitae.resume.entry_fields import pick_degree_and_institution
from vitae.resume.entry_roles import settle_education_roles
from vitae.resume.headings import kind_of_heading, match_heading
from vitae.resume.institution_mentions import find_institutions
from vitae.resume.model import Entry, SectionKind
from vitae.resume.parser import parse_resume_text


def test_an_equivalence_line_gives_the_degree_without_its_explanation() -> None:
    text = (
        "Marie Dupont\nmarie@example.com\n\nEDUCATION\n2012 - 2014\nDiplome d'ingenieur\n"
        "Ecole Superieure de Lyon\nEquivalent to a Master's Degree in Computer Science\n"
    )
    resume = parse_resume_text(text)
    titles = [entry.title for entry in resume.education]
    assert "Master's Degree in Computer Science" in titles
    assert not any(title.startswith("Equivalent") for title in titles)


def test_a_degree_naming_a_kind_of_student_or_course_is_not_a_degree_held() -> None:
    assert find_degree_phrases("Doubled enrolment in the evening MBA programs in two years.") == []
    assert find_degree_phrases("Lectured at both graduate (MBA)\nlevels.") == []
    assert find_degree_phrases("Advised over 30 PhD and 12 MS students.") == []
    assert find_degree_phrases("Jane Roe, MBA\nSales lead") == ["MBA"]
    assert find_degree_phrases("Education 2014 MBA Lakeview University") == ["MBA"]  # a year, not a count


def test_a_sentence_about_a_degree_is_neither_degree_nor_institution() -> None:
    sentence = "Achieved a distinction average for the arts degree (82%)"
    assert pick_degree_and_institution([sentence]) == ("", "", [sentence])
    two_sentences = "Took the MSc track. Studied one term in Oslo"
    assert pick_degree_and_institution([two_sentences, "Lakeview University"]) == (
        "",
        "Lakeview University",
        [two_sentences],
    )
    named = "Training leading to a National Certificate in Welding"
    assert pick_degree_and_institution([named])[0] == named
    assert pick_degree_and_institution(["Junior pursuing a B.S. in Biology", "Lakeview University"])[0] == (
        "B.S. in Biology"
    )


def test_a_deed_that_reached_an_education_header_is_no_institution() -> None:
    entry = Entry(title="", organization="Founded the Lakeview Campus Career Council")
    assert settle_education_roles(entry).organization == ""
    credential = Entry(title="Certificate in Company Law", organization="Certified Public Secretary (CPS)")
    assert settle_education_roles(credential).organization == ""
    kept = Entry(title="B.S. in Physics", organization="United States Naval Academy")
    assert settle_education_roles(kept).organization == "United States Naval Academy"


def test_a_professional_body_one_is_a_member_of_is_no_institution() -> None:
    assert find_institutions("Elected an associate member (ACIS) of the Chartered Institute of Surveyors, 2011") == []
    assert find_institutions("Elected a fellow of the Royal Academy of Surgery") == []
    assert find_institutions("B.Sc., University of Leeds, member of the rowing team") == ["University of Leeds"]


def test_a_list_of_fields_cut_by_a_comma_stays_with_the_degree() -> None:
    assert pick_degree_and_institution(["Master's Degree in IT", "Security and Cloud"]) == (
        "Master's Degree in IT, Security and Cloud",
        "",
        [],
    )
    assert pick_degree_and_institution(["B.S. in Biology", "Lakeview Arts and Sciences College"])[1] == (
        "Lakeview Arts and Sciences College"
    )


def test_a_heading_cut_after_its_ampersand_is_still_a_heading() -> None:
    assert kind_of_heading("CERTIFICATIONS &") is SectionKind.CERTIFICATIONS
    text = (
        "Ann Bell\nann@example.com\n\nEDUCATION\nLakeview Career Institute\nParalegal Certificate (2001)\n"
        "CERTIFICATIONS &\nACCREDITATIONS:\nNotary Public\n"
    )
    resume = parse_resume_text(text)
    assert [entry.organization for entry in resume.education] == ["Lakeview Career Institute"]


def test_an_office_named_after_an_institution_is_a_department() -> None:
    assert find_institutions("Manager of University Relations, Acme Systems, 1999 to 2001") == []
    assert find_institutions("Director of Lakeview College Admissions") == []
    assert find_institutions("B.A., Lakeview College, 2001") == ["Lakeview College"]


def test_a_field_of_study_opening_the_education_section_heads_its_entry() -> None:
    text = (
        "Ravi Kumar\nravi@example.com\n\nWORK EXPERIENCE\n\nApp developer\n\nAcme -\n\nAugust 2016 to Present\n\n"
        "EDUCATION\n\nMechanical engineering\n\nKPTU, Pune\n\nSKILLS\n\nTesting, Java\n"
    )
    assert [entry.title for entry in parse_resume_text(text).education] == ["Mechanical engineering"]
    beside = "Ravi Kumar\nravi@example.com\n\nEDUCATION\n\nElectrical Engineering\n\nLakeview University\n"
    education = parse_resume_text(beside).education
    assert [(entry.title, entry.organization) for entry in education] == [
        ("Electrical Engineering", "Lakeview University")
    ]


def test_a_journal_title_in_a_citation_is_no_education_heading() -> None:
    assert match_heading("Education: The Quarterly Journal of Adult Education 21:14-30.") is None
    assert match_heading("Education: Review of Adult Learning 12(3):45-60.") is None
    heading = match_heading("Education: B.S. in Biology, Lakeview University, 2004")
    assert heading is not None and heading.kind is SectionKind.EDUCATION
