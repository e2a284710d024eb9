"""Education entries and the degrees and institutions named around them: wrapped names, fields of study, majors,
minors and concentrations, post-nominals."""

from vitae.resume.degree_mentions import find_degree_phrases, find_degrees, is_field_label
from vitae.resume.education_fields import pick_degree_and_institution
from vitae.resume.institution_mentions import find_institutions
from vitae.resume.json_resume import to_json_resume
from vitae.resume.parser import parse_resume_text


def _education(text: str) -> list[tuple[str, str]]:
    return [(entry.title, entry.organization) for entry in parse_resume_text(text).education]


def test_a_degree_wrapped_after_a_joining_word_goes_on_on_the_next_line() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "Post Graduate Diploma in Business Administration in Finance and\nOperations Research\n\n"
        "Lakeview Institute of Management - Dover, Delaware\n\nJune 2007 to May 2009\n"
    )
    assert _education(text) == [
        (
            "Post Graduate Diploma in Business Administration in Finance and Operations Research",
            "Lakeview Institute of Management",
        )
    ]


def test_a_degree_wrapped_before_a_joining_word_or_its_last_field_word_goes_on() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "Bachelor of Engineering in Electronics\nand Instrumentation\n\n"
        "Harbor Engineering College - Dover, Delaware\n\n2012\n\n"
        "MASTER OF TECHNOLOGY in MATERIALS\nENGINEERING\n\nLakeview University\n\n2014\n"
    )
    assert _education(text) == [
        ("Bachelor of Engineering in Electronics and Instrumentation", "Harbor Engineering College"),
        ("MASTER OF TECHNOLOGY in MATERIALS ENGINEERING", "Lakeview University"),
    ]


def test_an_institution_cut_after_its_of_is_not_followed_by_a_heading() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n"
        "B.Tech in Civil Engineering\nLakeview Institute of\nTechnology\n2012\n\n"
        "SKILLS\nAutoCAD, Surveying\n"
    )
    resume = parse_resume_text(text)
    assert [(entry.title, entry.organization) for entry in resume.education] == [
        ("B.Tech in Civil Engineering", "Lakeview Institute of Technology")
    ]
    assert [section.heading for section in resume.sections] == ["EDUCATION", "SKILLS"]


def test_a_line_below_a_whole_degree_is_not_joined_to_it() -> None:
    text = "Ann Lee\nann@example.com\n\nEDUCATION\n\nBachelor of Science in Physics\nLakeview University\n2012\n"
    assert _education(text) == [("Bachelor of Science in Physics", "Lakeview University")]


def test_a_bare_degree_with_honours_or_the_word_degree_takes_the_field_beside_it() -> None:
    assert pick_degree_and_institution(["Master's Degree", "Sculpture", "Lakeview Academy of Art"])[:2] == (
        "Master's Degree in Sculpture",
        "Lakeview Academy of Art",
    )
    assert pick_degree_and_institution(["Harbor University", "BSc (Hons)", "Retail Management"])[:2] == (
        "BSc (Hons) in Retail Management",
        "Harbor University",
    )
    # A degree that names its field already keeps the next piece apart.
    assert pick_degree_and_institution(["Master's Degree in Design", "Sculpture", "Lakeview Academy of Art"])[0] == (
        "Master's Degree in Design"
    )


def test_letters_after_the_name_are_read_one_by_one() -> None:
    resume = parse_resume_text(
        "Jane Roe, MBA, PMP\njane@example.com\n\nEXPERIENCE\nProject Manager, Northwind Freight, 2015 - 2020\n"
    )
    assert resume.mentions.degrees == ["MBA"]


def test_a_labelled_value_ending_in_a_sections_noun_is_no_heading() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n"
        "Bachelor of Science in Education, May 2010\nEndorsement: Music Education\nLakeview State University\n\n"
        "EXPERIENCE\nMusic Teacher, Harbor Middle School, 2010 - 2020\n"
    )
    resume = parse_resume_text(text)
    assert [section.heading for section in resume.sections] == ["EDUCATION", "EXPERIENCE"]
    assert [(entry.title, entry.organization) for entry in resume.education] == [
        ("Bachelor of Science in Education", "Lakeview State University")
    ]


def test_a_heading_with_its_content_after_a_colon_is_still_read() -> None:
    resume = parse_resume_text("Ann Lee\nann@example.com\n\nEducation: B.Sc in Physics, Lakeview University, 2012\n")
    assert [section.heading for section in resume.sections] == ["Education"]


def test_the_field_is_the_piece_right_after_a_bare_degree() -> None:
    segments = ["Lakeview University", "School of Music", "Master of Education", "Music Education"]
    assert pick_degree_and_institution(segments)[:2] == ("Master of Education, Music Education", "Lakeview University")
    # Else the first piece left, as before; never a field cut after its 'and'.
    assert pick_degree_and_institution(["Marine Biology", "B.S.", "GPA 3.5"])[0] == "B.S. in Marine Biology"
    assert pick_degree_and_institution(["B.Tech", "Civil and", "Structural"])[0] == "B.Tech"


def test_a_grade_written_after_the_degree_or_the_institution_is_no_part_of_it() -> None:
    assert pick_degree_and_institution(["LLB Honours (2.1 expected)", "Harbor University"])[0] == "LLB Honours"
    assert pick_degree_and_institution(["J.D. (Magna Cum Laude)", "Harbor University"])[0] == "J.D."
    assert pick_degree_and_institution(["BA Law and Spanish (grade 2.1)"])[0] == "BA Law and Spanish"
    assert pick_degree_and_institution(
        ["Bachelor of Arts in History with average of 81.5% (GPA 3.1)", "Lakeview College with average of 90%"]
    )[:2] == ("Bachelor of Arts in History", "Lakeview College")
    # A level or a short form in brackets stays.
    assert pick_degree_and_institution(["BTEC Diploma (Level 3)", "Harbor College"])[0] == "BTEC Diploma (Level 3)"
    assert pick_degree_and_institution(["Master of Business Administration (MBA)"])[0] == (
        "Master of Business Administration (MBA)"
    )


def test_what_was_done_with_the_degree_is_no_part_of_it() -> None:
    text = "Ann Lee\nann@example.com\n\nEDUCATION\nCompleted Masters in Maritime Law from Harbor University\n"
    assert _education(text) == [("Masters in Maritime Law", "Harbor University")]
    assert pick_degree_and_institution(["Currently pursuing B.Tech in Mechanical Engineering"])[0] == (
        "B.Tech in Mechanical Engineering"
    )
    assert pick_degree_and_institution(["High School Diploma anticipated", "Lakeview High School"])[0] == (
        "High School Diploma"
    )


def test_initials_and_titles_in_a_citation_are_no_degrees() -> None:
    assert find_degree_phrases("Moss, K., Hale, T.J., and Dunn, M.A. (2009). A study of reading.") == []
    assert find_degree_phrases("Orr, P, and Vale, U. (PhD), Notes on clinical data, 2005.") == []
    # A degree written with its year stays one.
    assert find_degree_phrases("Lakeview University, M.A. (2004)") == ["M.A."]


def test_a_degree_written_again_with_a_comma_for_its_in_is_not_mentioned_twice() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nSUMMARY\nChemist, Ph.D., Chemistry, and B.S., Chemistry.\n\n"
        "EDUCATION\nPh.D., Chemistry, Lakeview University, 2010\nB.S., Chemistry, Harbor College, 2004\n"
    )
    resume = parse_resume_text(text)
    assert [entry.title for entry in resume.education] == ["Ph.D. in Chemistry", "B.S. in Chemistry"]
    assert resume.mentions.degrees == []


def test_an_institution_wrapped_after_its_and_goes_on_before_its_place() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\nBachelor's in Commerce\n\n"
        "Harbor College of Commerce and\nEconomics - Dover, Delaware\n\n2010\n"
    )
    assert _education(text) == [("Bachelor's in Commerce", "Harbor College of Commerce and Economics")]


def test_a_bare_long_form_takes_its_field_and_fields_may_be_written_with_a_slash() -> None:
    assert pick_degree_and_institution(["Master of Business Administration", "Finance", "Lakeview University"])[:2] == (
        "Master of Business Administration, Finance",
        "Lakeview University",
    )
    assert pick_degree_and_institution(["Bachelor of Science", "Economics/Statistics", "Harbor College"])[0] == (
        "Bachelor of Science, Economics/Statistics"
    )
    # A town and its state, or a column's heading, is no field.
    assert pick_degree_and_institution(["Master of Laws", "Lakeview University", "Dover DE"])[0] == "Master of Laws"
    assert pick_degree_and_institution(["Bachelor of Commerce", "Course/Degree"])[0] == "Bachelor of Commerce"


def test_a_field_closed_up_to_its_institution_by_a_long_dash_is_read_apart() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n"
        "Bachelor of Science, Finance/Accounting—Harbor State University, Dover, DE\n"
    )
    assert _education(text) == [("Bachelor of Science, Finance/Accounting", "Harbor State University")]


def test_the_last_word_of_a_field_wrapped_alone_is_not_a_heading() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\nBachelor of Technology in Information\nTechnology\n\n"
        "Lakeview Institute of Technology - Dover, Delaware\n\n2010 to 2014\n\nSKILLS\n\nJava, SQL\n"
    )
    resume = parse_resume_text(text)
    assert [section.heading for section in resume.sections] == ["EDUCATION", "SKILLS"]
    assert [(entry.title, entry.organization) for entry in resume.education] == [
        ("Bachelor of Technology in Information Technology", "Lakeview Institute of Technology")
    ]


def test_a_heading_under_a_degree_with_its_field_still_opens_a_section() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\nLakeview University, 2012\nB.A. in Sociology\n"
        "EXPERIENCE\nCase Worker, Harbor County, 2012 - 2020\n"
    )
    assert [section.heading for section in parse_resume_text(text).sections] == ["EDUCATION", "EXPERIENCE"]


def test_degree_mentions_with_a_curly_apostrophe_a_bracketed_short_form_or_honours_keep_their_field() -> None:
    assert find_degree_phrases("Holds a Bachelor’s degree in Nursing.") == ["Bachelor’s degree in Nursing"]
    assert find_degree_phrases("Master of Science (M.S.) in Marine Biology, Harbor University") == [
        "Master of Science (M.S.) in Marine Biology"
    ]
    assert find_degree_phrases("Associate of Applied Science in Nursing") == ["Associate of Applied Science in Nursing"]
    assert find_degree_phrases("B.Tech. (Hons.) in Civil Engineering") == ["B.Tech. (Hons.) in Civil Engineering"]
    # A place after the short form in brackets is no field.
    assert find_degree_phrases("Master of Science (MS), Dover") == ["Master of Science (MS)"]


def test_institution_names_with_particles_initials_or_a_second_name_before_them() -> None:
    assert find_institutions("Taught at Fon du Lac Community College") == ["Fon du Lac Community College"]
    assert find_institutions("Université du Lakeview") == ["Université du Lakeview"]
    assert find_institutions("Universidad de los Andes") == ["Universidad de los Andes"]
    assert find_institutions("B.Pharm, K.L.E. Society’s College of Pharmacy") == [
        "K.L.E. Society’s College of Pharmacy"
    ]
    assert find_institutions("Studied at Université de Lakeview and the Technical University of Harbor") == [
        "Université de Lakeview",
        "Technical University of Harbor",
    ]
    assert find_institutions("B.Tech in Computer Science and Engineering Lakeview University") == [
        "Lakeview University"
    ]


def test_a_degree_and_its_institution_typed_in_lower_case_still_head_an_entry() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\nmasters in marine biology\n\n"
        "lakeview college - Dover, Delaware\n\n2011 to 2013\n"
    )
    resume = parse_resume_text(text)
    assert [(entry.title, entry.organization, entry.location) for entry in resume.education] == [
        ("masters in marine biology", "lakeview college", "Dover, Delaware")
    ]


def test_a_sentence_in_lower_case_under_a_degree_stays_its_description() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\nBachelor of Arts in History\n\nLakeview College\n\n2008 to 2012\n\n"
        "thesis on harbour trade in the eighteenth century.\n"
    )
    resume = parse_resume_text(text)
    assert [(entry.title, entry.organization) for entry in resume.education] == [
        ("Bachelor of Arts in History", "Lakeview College")
    ]


def test_a_degree_written_under_its_institution_as_prose_or_a_bullet_is_the_entrys() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\nLakeview University, Dover, DE\nMay 2016\n"
        "Bachelor of Science: Marine Biology\nMinor: Chemistry\nGPA: 3.5\n\n"
        "Harbor College, Salem, OR, August 2018\n• M. Ed. Science Teaching\n"
    )
    resume = parse_resume_text(text)
    assert [(entry.title, entry.organization) for entry in resume.education] == [
        ("Bachelor of Science: Marine Biology", "Lakeview University"),
        ("M. Ed. Science Teaching", "Harbor College"),
    ]


def test_a_note_of_the_degree_under_an_institution_and_its_degree_stays_a_note() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\nBachelor of Science, May 2013\nLakeview University, Dover, DE\n"
        "Major: Marine Biology\nGPA: 3.5\n"
    )
    [entry] = parse_resume_text(text).education
    assert entry.title == "Bachelor of Science in Marine Biology"  # the major is the field of the degree above it
    assert "Major: Marine Biology" in entry.description


def test_a_degree_in_a_documents_title_stops_before_the_word_resume() -> None:
    assert find_degree_phrases("MS in Marine Biology Resume Example") == ["MS in Marine Biology"]
    assert find_degree_phrases("B.Sc. in Applied Physics CV") == ["B.Sc. in Applied Physics"]


def test_a_body_of_institutions_or_a_field_named_after_schools_is_no_institution() -> None:
    assert find_institutions("Chair, Association of Coastal Universities, 2011-12") == []
    assert find_institutions("Trained students in Counseling & School Psychology.") == []
    assert find_institutions("B.A., Lakeview University, Dover") == ["Lakeview University"]


def test_a_lower_case_sentence_opening_with_the_word_degree_is_no_entry() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\nBachelor of Arts in History\n\nLakeview College\n\n2008 to 2012\n\n"
        "degree completed with distinction while working full time at the campus library\n"
    )
    assert _education(text) == [("Bachelor of Arts in History", "Lakeview College")]


def test_curriculum_and_instruction_is_a_field_but_curriculum_vitae_ends_one() -> None:
    assert find_degree_phrases("MA in Curriculum and Instruction") == ["MA in Curriculum and Instruction"]
    assert find_degree_phrases("M.Ed. in Curriculum and Instruction, 2010") == ["M.Ed. in Curriculum and Instruction"]
    assert find_degree_phrases("BA in Economics Curriculum Vitae") == ["BA in Economics"]


def test_education_repeats_only_an_education_degree() -> None:
    from vitae.resume.education_fields import _repeats_degree

    assert _repeats_degree("Education", "M.Ed.")
    assert _repeats_degree("Education", "MEd")
    assert not _repeats_degree("Education", "Bachelor of Applied Science")


def test_a_field_label_is_no_degree() -> None:
    assert is_field_label("Major: Marketing")
    assert is_field_label("Minor in Mathematics")
    assert is_field_label("Concentration in Education")
    assert not is_field_label("Master of Science in Marketing")
    text = "Majors: History, Minor: Film Studies; Specialization in Project Management; MBA in Finance"
    assert find_degrees(text) == ["MBA in Finance"]


def test_majors_and_minors_under_a_degree_are_not_degree_mentions() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "Lakeview State University, Dover, DE\n2011\nBachelor's Degree in Business Administration\n"
        "Major: Finance\nMinor in Statistics\nConcentration in Risk Management\n"
    )
    resume = parse_resume_text(text)
    assert _education(text) == [("Bachelor's Degree in Business Administration", "Lakeview State University")]
    assert resume.mentions.degrees == []
    assert "Major: Finance" in resume.education[0].description


def test_a_major_noted_under_a_degree_without_field_becomes_its_field() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "Bachelor of Science, May 2015\nHarbor College, Dover, Delaware\nMajor: Marine Biology\nMinor: Chemistry\n"
    )
    assert _education(text) == [("Bachelor of Science in Marine Biology", "Harbor College")]
    assert parse_resume_text(text).mentions.degrees == []


def test_a_major_under_a_degree_with_its_field_stays_a_note() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "Bachelor of Arts in Economics, 2010\nHarbor College, Dover, Delaware\nMajor: Finance\n"
    )
    assert _education(text) == [("Bachelor of Arts in Economics", "Harbor College")]


def test_json_resume_splits_a_long_degree_from_its_field_at_in() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "Bachelor of Science, May 2015\nHarbor College, Dover, Delaware\nMajor: Marine Biology\n\n"
        "Master of Arts in Public Policy, 2018\nLakeview University, Dover, Delaware\n\n"
        "Bachelor of Commerce, 2012\nHarbor College, Dover, Delaware\n"
    )
    exported = to_json_resume(parse_resume_text(text))["education"]
    assert [(item.get("studyType"), item.get("area")) for item in exported] == [
        ("Bachelor of Science", "Marine Biology"),
        ("Master of Arts", "Public Policy"),
        ("Bachelor", "Commerce"),
    ]


def test_two_degrees_written_as_one_title_are_two_entries() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "Bachelor of Commerce/Bachelor of Laws\nLakeview University, Dover, DE\n2014 - 2019\n\n"
        "BBA, MCA\nHarbor College\n"
    )
    assert _education(text) == [
        ("Bachelor of Commerce", "Lakeview University"),
        ("Bachelor of Laws", "Lakeview University"),
        ("BBA", "Harbor College"),
        ("MCA", "Harbor College"),
    ]


def test_a_degree_with_its_major_or_two_fields_stays_one_entry() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "BACHELOR OF ARTS, MAJOR IN THEATRE\nLakeview University, Dover, DE\n\n"
        "Master of Science in Physics and Chemistry\nHarbor College\n"
    )
    assert _education(text) == [
        ("BACHELOR OF ARTS, MAJOR IN THEATRE", "Lakeview University"),
        ("Master of Science in Physics and Chemistry", "Harbor College"),
    ]


def test_a_field_with_a_long_emphasis_in_brackets_is_still_the_field_of_a_bare_degree() -> None:
    assert pick_degree_and_institution(
        ["Ph.D.", "Lakeview University", "Education (Adult Learning, Policy & Program Evaluation Studies)"]
    ) == ("Ph.D. in Education (Adult Learning, Policy & Program Evaluation Studies)", "Lakeview University", [])
    # Grades after each subject are no field.
    _, _, rest = pick_degree_and_institution(["Lakeview College", "Maths (A) English (B) History (B) Art (C)"])
    assert rest == ["Maths (A) English (B) History (B) Art (C)"]


def test_a_town_glued_onto_the_last_word_of_a_degree_is_cut_off() -> None:
    assert pick_degree_and_institution(["Associate Degree-Information TechnologyDover", "Harbor College"]) == (
        "Associate Degree-Information Technology",
        "Harbor College",
        [],
    )
    assert pick_degree_and_institution(["Bachelor of Science in Business", "Harbor College"])[0] == (
        "Bachelor of Science in Business"
    )


def test_a_concentration_is_the_field_of_a_bare_degree_without_a_major() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "MBA, 2016\nLakeview University, Dover, DE\nConcentration: Supply Chain Management\n\n"
        "B.A., 2012\nHarbor College, Dover, DE\nMinor: Spanish\nMajor: Economics\nConcentration in Policy\n"
    )
    assert _education(text) == [
        ("MBA in Supply Chain Management", "Lakeview University"),
        ("B.A. in Economics", "Harbor College"),
    ]


def test_a_minor_written_in_the_degrees_header_stays_a_note_of_the_entry() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "Lakeview University, 2010\nB.S. Geology\nMinor in Chemistry\n\n"
        "Harbor College, 2006\nB.A.\nMajoring in History, Concentration in Archives\n"
    )
    resume = parse_resume_text(text)
    assert [(entry.title, entry.organization, entry.description) for entry in resume.education] == [
        ("B.S. Geology", "Lakeview University", "Minor in Chemistry"),
        ("B.A. in History", "Harbor College", "Concentration in Archives"),
    ]
    assert resume.mentions.degrees == []


def test_a_minor_beside_a_bare_degree_is_no_field_and_a_majors_label_is_dropped() -> None:
    assert pick_degree_and_institution(["B.A.", "Lakeview College", "Minor in Chemistry"]) == (
        "B.A.",
        "Lakeview College",
        ["Minor in Chemistry"],
    )
    assert pick_degree_and_institution(["MBA", "Lakeview College", "Concentration: Finance"])[0] == "MBA in Finance"


def test_a_long_degree_keeps_its_field_after_a_comma_but_not_a_place() -> None:
    assert find_degrees("Master of Arts, Clinical Psychology, 2004") == ["Master of Arts, Clinical Psychology"]
    assert find_degrees("BACHELOR OF SCIENCE , NURSING\nVolunteer") == ["BACHELOR OF SCIENCE, NURSING"]
    assert find_degrees("Master of Science, Dover, DE") == ["Master of Science"]
    assert find_degrees("Bachelor of Arts, May 2013") == ["Bachelor of Arts"]


def test_abbreviations_joined_by_a_slash_stay_one_entry() -> None:
    text = (
        "Ann Lee\nann@example.com\n\nEDUCATION\n\n"
        "B.S./M.S. in Applied Physics, 2012\nLakeview University\n\n"
        "PGDM/MBA in Marketing\nHarbor Institute of Management, 2010\n"
    )
    assert _education(text) == [
        ("B.S./M.S. in Applied Physics", "Lakeview University"),
        ("PGDM/MBA in Marketing", "Harbor Institute of Management"),
    ]


def test_a_degree_written_again_with_its_field_is_the_degree() -> None:
    # A degree column beside the institution's line, which names the degree once more with its field.
    segments = ["BS", "Lakeview University", "BS in Physics", "Dover, DE"]
    assert pick_degree_and_institution(segments)[:2] == ("BS in Physics", "Lakeview University")


def test_degrees_of_many_countries_are_read_by_their_short_forms() -> None:
    text = (
        "Jane Doe\njane@example.com\n\nEDUCATION\n"
        "BEng (Hons) Mechanical Engineering, University of Leeds, 2016\n"
        "MEng Civil Engineering — Lakeview University, 2018\n"
        "BASc, Systems Design, University of Harborview, 2012\n"
        "PharmD, Lakeview College of Pharmacy, 2010\n"
    )
    assert _education(text) == [
        ("BEng (Hons) Mechanical Engineering", "University of Leeds"),
        ("MEng Civil Engineering", "Lakeview University"),
        ("BASc in Systems Design", "University of Harborview"),
        ("PharmD", "Lakeview College of Pharmacy"),
    ]
