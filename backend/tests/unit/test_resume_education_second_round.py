"""Education entries, degrees and institutions: boards and committees, headings that are places, and more."""

from vitae.resume.degree_mentions import find_degree_phrases
from vitae.resume.institution_mentions import find_institutions


def test_a_committee_named_after_a_college_is_not_an_institution() -> None:
    text = "Service\nCollege of Arts Curriculum Committee\nUniversity of Lakeview Student Council\nMember, 2010-2012"
    assert find_institutions(text) == []
    assert find_institutions("Taught at the College of Arts, 2010") == ["College of Arts"]


def test_a_board_named_after_a_degree_is_not_a_degree() -> None:
    assert find_degree_phrases("Chair, Master of Public Policy Advisory Board. 2008-2011") == []
    assert find_degree_phrases("Member, Master of Science in Data Analytics Committee (2015)") == []
    assert find_degree_phrases("Jane Roe, M.D., American Board\nCertified 2004") == ["M.D."]
