"""Education entries, degrees and institutions: boards and committees, headings that are places, explanations
of foreign diplomas, split small capitals, state codes that spell a degree, fields that are no fields."""

from vitae.resume.degree_mentions import find_degree_phrases
from vitae.resume.education_fields import pick_degree_and_institution
from vitae.resume.entry_roles import settle_education_roles
from vitae.resume.headings import kind_of_heading, match_heading
from vitae.resume.institution_mentions import find_institutions
from vitae.resume.model import Entry, SectionKind
from vitae.resume.parser import parse_resume_text


def test_a_committee_named_after_a_college_is_not_an_institution() -> None:
    text = "Service\nCollege of Arts Curriculum Committee\nUniversity of Lakeview Student Council\nMember, 2010-2012"
    assert find_institutions(text) == []
    assert find_institutions("Taught at the College of Arts, 2010") == ["College of Arts"]


def test_a_board_named_after_a_degree_is_not_a_degree() -> None:
    assert find_degree_phrases("Chair, Master of Public Policy Advisory Board. 2008-2011") == []
    assert find_degree_phrases("Member, Master of Science in Data Analytics Committee (2015)") == []
    assert find_degree_phrases("Jane Roe, M.D., American Board\nCertified 2004") == ["M.D."]


def test_a_paper_line_ending_in_a_place_does_not_head_an_education_section() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEDUCATION\nPh.D. in Counseling\nRiver Valley University\n2001\n\n"
        "PRESENTATIONS\nLima, A. (May, 1999). Serving adult learners. Paper presented at the\n"
        "Northern Association for Adult\nEducation & Outreach, Lakeport, NY.\n"
        "Lima, A. & Roe, J. (March, 1998). Study skills. Presented at Hill Community College.\n"
    )
    resume = parse_resume_text(text)
    assert [section.kind.value for section in resume.sections] == ["education", "other"]
    assert [entry.organization for entry in resume.education] == ["River Valley University"]


def test_a_dotted_associate_degree_is_read_beside_its_field() -> None:
    assert find_degree_phrases("A.A., Early Childhood Education, Lake City College") == [
        "A.A., Early Childhood Education"
    ]
    assert find_degree_phrases("A.A.S. in Computer Networking") == ["A.A.S. in Computer Networking"]
    assert find_degree_phrases("A.S. Rao, Manager") == []  # initials of a name


def test_a_state_run_into_the_degree_after_it_is_left_out_of_the_degree() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEDUCATION\n"
        "2012 Lakeview University, Springfield, IL Bachelor's Degree in Chemistry\n\n"
        "EXPERIENCE\nLab Analyst\nNorthwind Labs\n2013 - 2016\n"
    )
    resume = parse_resume_text(text)
    assert [entry.title for entry in resume.education] == ["Bachelor's Degree in Chemistry"]
    assert [entry.organization for entry in resume.education] == ["Lakeview University"]


def test_a_street_named_after_a_university_is_an_address() -> None:
    text = "Career Office\n1200 W. University Avenue\nOne College Place\nPine Valley, OH 44000"
    assert find_institutions(text) == []
    assert find_institutions("Studied at Pine Valley University, Lakeport") == ["Pine Valley University"]


def test_an_institution_name_wrapped_after_of_goes_on_on_the_next_line() -> None:
    text = "B.A. in Physics, LAKEPORT CITY COLLEGE OF\nNEW HAVEN\nM.S., River State University of\nNorth Dakota, 2004"
    assert find_institutions(text) == ["LAKEPORT CITY COLLEGE OF NEW HAVEN", "River State University of North Dakota"]
    assert find_institutions("Pine Valley University of\n2004 - 2008") == ["Pine Valley University"]


def test_a_french_spanish_or_german_institution_is_named_after_its_keyword() -> None:
    text = "Visiting Student\nUniversité Maritime Lyon III, Lyon (France)\nUniversität Nordheim Master of Science"
    assert find_institutions(text) == ["Université Maritime Lyon III", "Universität Nordheim"]
    assert find_institutions("Universidad de Valparaíso Norte") == ["Universidad de Valparaíso Norte"]


def test_a_university_named_at_its_town_is_an_institution() -> None:
    assert find_institutions("Media Relations, University at Lakeport, Lakeport, NY") == ["University at Lakeport"]
    assert find_institutions("She joined the University at 2010 open day") == []


def test_a_british_vocational_qualification_is_a_degree_with_its_level_and_field() -> None:
    text = "Qualifications\nNVQ 2 in Customer Service\nGNVQ Advanced Business Studies (Merit)\nNVQ Level 3 Childcare"
    assert find_degree_phrases(text) == [
        "NVQ 2 in Customer Service",
        "GNVQ Advanced Business Studies",
        "NVQ Level 3 Childcare",
    ]


def test_a_school_of_public_health_is_a_college_and_a_public_school_is_not() -> None:
    assert find_institutions("Lecturer, School of Public Health, Lakeview State University") == [
        "School of Public Health",
        "Lakeview State University",
    ]
    assert find_institutions("Teacher, Hill Road Public School") == []


def test_a_periodical_named_after_an_academy_is_not_an_institution() -> None:
    text = (
        "Roe, J. (2011). Fast solvers. Bulletin of the Lakeland Academy of Sciences 59(2)\nJournal of the Hill College"
    )
    assert find_institutions(text) == []


def test_a_degree_cut_after_of_goes_on_with_its_field_on_the_next_line() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEducation\nMaster of\nScience (M.Sc.)\nBachelor of\nCommerce (B.Com)\n\n"
        "Experience\nEngineer\nNorthwind Labs\n2014 - 2018\n"
    )
    resume = parse_resume_text(text)
    assert [entry.title for entry in resume.education] == ["Master of Science (M.Sc.)", "Bachelor of Commerce (B.Com)"]


def test_a_training_center_beside_a_bare_degree_is_not_its_field() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEDUCATION\nJuris Doctor\nLakeside Legal Training Center\n2004\n\n"
        "EXPERIENCE\nAttorney\nNorthwind Legal\n2005 - 2010\n"
    )
    resume = parse_resume_text(text)
    assert [entry.title for entry in resume.education] == ["Juris Doctor"]


def test_a_degree_named_by_its_field_again_in_the_summary_is_the_entry_degree() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nSUMMARY\nA motivated Law graduate with two years of practice.\n\n"
        "EDUCATION\nB.A. (Hons) Law\nLakeview University\n2012 - 2015\n"
    )
    resume = parse_resume_text(text)
    assert [entry.title for entry in resume.education] == ["B.A. (Hons) Law"]
    assert resume.mentions.degrees == []


def test_a_degree_line_after_a_wrapped_dissertation_title_opens_its_own_entry() -> None:
    text = (
        "Ana Lima\nana@example.com\n\nEDUCATION\n"
        "Ed.D., Educational Policy, Lakeview State University, Lakeport, OH, 1990\n"
        "DISSERTATION: A Study of the Cost and Intensity of Special Education Services in Public Schools of\n"
        "Ohio\n"
        "M.Ed., Educational Leadership and Planning, Hill Valley College, School of Management and\n"
        "Administration, Hill Valley, OH, 1981\n"
    )
    resume = parse_resume_text(text)
    titles = [entry.title for entry in resume.education]
    assert titles[:2] == ["Ed.D. in Educational Policy", "M.Ed. in Educational Leadership and Planning"]
    assert not any("DISSERTATION" in entry.organization for entry in resume.education)


def test_initials_in_a_list_of_authors_and_a_students_workshop_are_not_degrees() -> None:
    text = "Roe JA, Lake BL, Hill ME, Stone T. Health outcomes in rural clinics. J Rural Health 2004; 12: 1-9."
    assert find_degree_phrases(text) == []
    assert find_degree_phrases("Talk at the PhD Workshop ABC, Lakeport, 2012") == []
    assert find_degree_phrases("Jane Roe MA, History") == ["MA, History"]


def test_a_degree_standing_as_a_teachers_title_after_by_is_not_a_degree() -> None:
    assert find_degree_phrases("A course on reporting by PhD. Omar Lake, head of training") == []
    assert find_degree_phrases("Earned an MBA in Finance") == ["MBA in Finance"]


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


def test_a_word_after_a_degree_that_is_no_field_is_left_out_of_it() -> None:
    assert find_degree_phrases("Ph.D. RESUME\nJohn Doe") == ["Ph.D."]
    assert find_degree_phrases("Awarded a PhD Scholarship in 2010") == ["PhD"]
    assert find_degree_phrases("Mary Major, PhD, Patent Attorney") == ["PhD"]
    assert find_degree_phrases("Tom Lee, MBA, Sales Manager") == ["MBA"]
    assert find_degree_phrases("MBA, Marketing") == ["MBA, Marketing"]  # a field after the comma stays
    assert find_degree_phrases("MS, Nursing") == ["MS, Nursing"]


def test_a_microsoft_product_after_ms_is_no_degree() -> None:
    assert find_degree_phrases("Web platform - MS IIS, ASP and Access") == []
    assert find_degree_phrases("Tools: MS Visual Studio, MS FrontPage") == []
    assert find_degree_phrases("- MS Computer Science") == ["MS Computer Science"]


def test_a_degree_named_by_an_event_for_its_students_is_no_degree() -> None:
    assert find_degree_phrases("Presented at the PhD Data Methods Seminar, 2014") == []
    assert find_degree_phrases("MBA Finance Forum") == []
    assert find_degree_phrases("MBA Finance") == ["MBA Finance"]


def test_a_diploma_in_lower_case_and_a_field_majored_in_are_read() -> None:
    assert find_degree_phrases("Holds a professional diploma in Marine Biology") == ["diploma in Marine Biology"]
    assert find_degree_phrases("Majoring in Applied Physics") == ["Majoring in Applied Physics"]
    assert find_degree_phrases("High-school diploma in arts") == []  # a school's diploma, not a college's


def test_a_field_written_in_lower_case_stays_with_its_degree() -> None:
    assert find_degree_phrases("Harbor School, Master in tourism management") == ["Master in tourism management"]
    assert find_degree_phrases("- Specialisation in risk management.") == ["Specialisation in risk management"]
    assert find_degree_phrases("Bachelor of Arts in History with honours") == ["Bachelor of Arts in History"]


def test_a_scrum_master_is_a_role_not_a_degree() -> None:
    assert find_degree_phrases("Certified Scrum Master in agile software teams") == []
    assert find_degree_phrases("Master in Software Engineering") == ["Master in Software Engineering"]


def test_a_doctorate_dotted_oddly_is_still_a_degree() -> None:
    assert find_degree_phrases("Working towards a P.hD at the Physics Lab") == ["P.hD"]
    assert find_degree_phrases("P.O. Box 12, Springfield") == []


def test_one_word_beside_a_bare_degree_joins_it_only_when_it_reads_as_a_field() -> None:
    assert pick_degree_and_institution(["MS", "Lakeview University", "Stanwick"])[:2] == ("MS", "Lakeview University")
    assert pick_degree_and_institution(["B.Sc", "Passed"])[0] == "B.Sc"
    assert pick_degree_and_institution(["BA", "Lakeview University", "Economics"])[0] == "BA in Economics"
    assert pick_degree_and_institution(["MA", "Lakeview University", "TESOL"])[0] == "MA in TESOL"
    assert pick_degree_and_institution(["MS", "Lakeview University", "Computer Science"])[0] == (
        "MS in Computer Science"
    )


def test_the_field_written_apart_from_a_degree_without_one_stays_with_it() -> None:
    assert pick_degree_and_institution(["Bachelor of Science", "Applied Geology", "Lakeview University"])[:2] == (
        "Bachelor of Science, Applied Geology",
        "Lakeview University",
    )
    assert pick_degree_and_institution(["Doctor of Philosophy", "Lakeview University", "Public Policy"])[0] == (
        "Doctor of Philosophy, Public Policy"
    )
    # A note after the degree is no field, nor is a field the degree already names.
    assert pick_degree_and_institution(["Bachelor of Arts", "Lakeview University", "Due to finish"])[0] == (
        "Bachelor of Arts"
    )
    assert pick_degree_and_institution(["Bachelor of Science in Physics", "Lakeview University", "Optics"])[0] == (
        "Bachelor of Science in Physics"
    )


def test_from_the_before_an_institution_separates_it_from_the_degree() -> None:
    text = (
        "Jo Ray\njo@example.com\n\nEDUCATION\nMaster of Arts from the University of Lakeview, 2004\n"
        "Diploma from the Institute of Fine Arts, 2001\n"
    )
    assert [(entry.title, entry.organization) for entry in parse_resume_text(text).education] == [
        ("Master of Arts", "University of Lakeview"),
        ("Diploma", "Institute of Fine Arts"),
    ]


def test_a_field_in_brackets_beside_a_bare_degree_is_joined_as_written() -> None:
    assert pick_degree_and_institution(["M.Sc", "(Physics)", "Lakeview University"])[:2] == (
        "M.Sc (Physics)",
        "Lakeview University",
    )


def test_an_event_or_an_outlet_named_after_an_institution_is_no_place_of_study() -> None:
    assert find_institutions("Host, Lakeview College Radio Station, 2011") == []
    assert find_institutions("Speaker, Harbor Sciences Institute Conference, 2009") == []
    assert find_institutions("Published in the Lakeview University Law Review") == []
    assert find_institutions("Student, Lakeview University, 2011") == ["Lakeview University"]


def test_an_institution_written_with_a_capital_of_keeps_its_whole_name() -> None:
    assert find_institutions("Studied at Harbor Institute Of Marine Science, Springfield") == [
        "Harbor Institute Of Marine Science"
    ]


def test_an_institution_and_a_degree_read_apart_are_one_entry() -> None:
    head = "Jo Ray\njo@example.com\n\nEDUCATION\n"
    institution_first = "June 2012\nLakeview University, Springfield, IL\nworked in the lab over two summers,\n"
    resume = parse_resume_text(head + institution_first + "Bachelor of Science in Physics\n")
    assert [(entry.title, entry.organization, entry.dates) for entry in resume.education] == [
        ("Bachelor of Science in Physics", "Lakeview University", "June 2012")
    ]
    resume = parse_resume_text(head + "Bachelor of Science in Physics\nGPA: 3.9/4.0\nLakeview University\n")
    assert [(entry.title, entry.organization) for entry in resume.education] == [
        ("Bachelor of Science in Physics", "Lakeview University")
    ]
    # Each dated: two entries, even when one lacks its institution and the other its degree.
    resume = parse_resume_text(head + "Bachelor of Arts in History, 2004\nHarbor College, 2001 - 2003\n")
    assert len(resume.education) == 2


def test_an_entry_left_without_degree_institution_or_dates_is_a_note_of_the_one_above() -> None:
    text = (
        "Jo Ray\njo@example.com\n\nEDUCATION\nBachelor of Science in Geology, Lakeview University, 2012\n"
        "Degree\nCollege/University\n"
    )
    [entry] = parse_resume_text(text).education
    assert (entry.title, entry.organization) == ("Bachelor of Science in Geology", "Lakeview University")


def test_a_degree_is_named_without_the_sentence_around_it() -> None:
    assert pick_degree_and_institution(["Sophomore pursuing a Bachelor of Arts in Drama", "Lakeview University"])[
        :2
    ] == ("Bachelor of Arts in Drama", "Lakeview University")
    assert pick_degree_and_institution(["Bachelor of Science in Geology summa cum laude"])[0] == (
        "Bachelor of Science in Geology"
    )
    assert pick_degree_and_institution(["Degree of Master of Arts to be conferred"])[0] == "Degree of Master of Arts"
    assert pick_degree_and_institution(["Advanced Diploma in Nursing"])[0] == "Advanced Diploma in Nursing"


def test_a_credential_named_after_a_school_is_the_degree_and_a_grade_no_institution() -> None:
    assert pick_degree_and_institution(["High School Diploma", "Harbor Valley High School"])[:2] == (
        "High School Diploma",
        "Harbor Valley High School",
    )
    assert pick_degree_and_institution(["High School Diploma", "(GPA: 3.8)"])[:2] == ("High School Diploma", "")
    assert pick_degree_and_institution(["Diploma in Nursing", "GPA 3.6"])[:2] == ("Diploma in Nursing", "")


def test_an_institution_is_named_without_the_sentence_before_it() -> None:
    assert pick_degree_and_institution(["BA in Drama", "Spent one term at Lakeview University"])[:2] == (
        "BA in Drama",
        "Lakeview University",
    )
    # Joining words of a name are no sentence.
    assert pick_degree_and_institution(["BA in Drama", "School of Arts and Lakeview University"])[1] == (
        "School of Arts and Lakeview University"
    )


def test_a_degree_run_on_after_the_institution_is_split_from_it() -> None:
    assert pick_degree_and_institution(["Lakeview College Bachelor of Arts", "2007 - 2011"])[:2] == (
        "Bachelor of Arts",
        "Lakeview College",
    )
    # A college named after its degrees is one name.
    assert pick_degree_and_institution(["BSc", "Harbor Degree College"])[:2] == ("BSc", "Harbor Degree College")


def test_a_column_of_degrees_read_before_their_institutions_is_paired_row_by_row() -> None:
    text = (
        "Jo Ray\njo@example.com\n\nEDUCATION\nPh.D.\nM.A.\nB.A.\nLakeview University, 2009, Marine Biology\n"
        "Harbor College, 2004, Geology\nRiverton University, 2001, Chemistry\n"
    )
    assert [(entry.title, entry.organization, entry.dates) for entry in parse_resume_text(text).education] == [
        ("Ph.D. in Marine Biology", "Lakeview University", "2009"),
        ("M.A. in Geology", "Harbor College", "2004"),
        ("B.A. in Chemistry", "Riverton University", "2001"),
    ]


def test_education_is_the_field_of_a_degree_that_does_not_say_it() -> None:
    assert pick_degree_and_institution(["M.A.", "Lakeview University", "Education"])[0] == "M.A. in Education"
    assert pick_degree_and_institution(["M.Ed.", "Lakeview University", "Education"])[0] == "M.Ed."
    assert pick_degree_and_institution(["B.Tech", "Lakeview University", "Technology"])[0] == "B.Tech"


def test_a_school_level_cut_before_its_certificate_is_one_line() -> None:
    text = (
        "Jo Ray\njo@example.com\n\nEDUCATION\nHigher Secondary\nCertificate (Class 12)\nSenior Secondary\n"
        "Certificate (Class 10)\n"
    )
    assert [entry.title for entry in parse_resume_text(text).education] == [
        "Higher Secondary Certificate (Class 12)",
        "Senior Secondary Certificate (Class 10)",
    ]


def test_the_last_word_of_a_field_wrapped_onto_its_own_line_stays_with_the_degree() -> None:
    text = "Jo Ray\njo@example.com\n\nEDUCATION\nDiploma in Marine\nEngineering\nHarbor Institute\n"
    assert [(entry.title, entry.organization) for entry in parse_resume_text(text).education] == [
        ("Diploma in Marine Engineering", "Harbor Institute")
    ]


def test_a_degree_written_as_one_abbreviation_keeps_the_field_beside_it() -> None:
    assert pick_degree_and_institution(["M.S.Ed.", "Lakeview University", "Reading Education"])[0] == (
        "M.S.Ed. in Reading Education"
    )
    # A table's column heading is no degree to give a field to.
    assert pick_degree_and_institution(["Course/Degree", "Year of Passing"])[0] != "Course/Degree in Year of Passing"
