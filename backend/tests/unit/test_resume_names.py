"""The person's name on lines that carry more than the name, in one-line texts and after a document's title."""

import pytest

from vitae.documents.types import DocumentLine, ExtractedDocument, FileType
from vitae.resume.names import find_name, name_in_line, split_name_line
from vitae.resume.parser import parse_resume, parse_resume_text
from vitae.resume.text_lines import ResumeLine, lines_from_text


def _name(text: str) -> str:
    return find_name(lines_from_text(text), None)[1]


@pytest.mark.parametrize(
    ("line", "name"),
    [
        # The name, then the address: the city before ', ST' is no part of the name.
        ("Rosa Delgado 88 Birch Lane Dover, DE 19901 rosa@example.com", "Rosa Delgado"),
        ("Marta Jo Ellison Quill Lakeside, OR 97000", "Marta Jo Ellison Quill"),
        ("Marta Ellison Quill New Haven, CT", "Marta Ellison Quill"),
        ("Marta Quill Boston, MA", "Marta Quill"),
        ("Mei Ann Schultz, Ohio", "Mei Ann Schultz"),
        # A street with no house number: the word before the street word is the street's name.
        ("Nora Finch Alder Road Springfield", "Nora Finch"),
        ("Nora Jane Finch Alder St., Dover, DE", "Nora Jane Finch"),
        # A contact label or a heading right after the name.
        ("Ivo Marsh Home: (555) 123-4567", "Ivo Marsh"),
        ("Ivo Marsh website: www.example.com", "Ivo Marsh"),
        ("Lena Okafor personal information Born in Peru", "Lena Okafor"),
        # The field of a job after the name.
        ("Theo Brandt Digital Media Specialist", "Theo Brandt"),
        ("Pia Laurent Digital Marketing", "Pia Laurent"),
        ("Pia Laurent Data analyst", "Pia Laurent"),
        ("Omar Reyes Embedded Software Engineer Austin, TX", "Omar Reyes"),
        # A body whose name starts with its keyword.
        ("Hana Sato Department of Physics", "Hana Sato"),
        ("Hana Sato University of Leeds School of Law", "Hana Sato"),
    ],
)
def test_the_name_is_read_off_a_line_that_goes_on(line: str, name: str) -> None:
    candidate = name_in_line(line)
    assert candidate is not None
    assert candidate.name == name


@pytest.mark.parametrize(
    "line",
    [
        "Maple Grove, MN",  # a place
        "Lakeview Valley University",  # an institution
        "Harbor Digital Media",  # an organisation
        "Baker Street",
    ],
)
def test_places_and_organisations_are_no_names(line: str) -> None:
    assert name_in_line(line) is None


@pytest.mark.parametrize(
    "text",
    [
        "Network Engineer\nExperienced engineer with six years in telecoms.\nSKILLS\nRouting",
        "Fullstack Web Developer\nPhone: Email:\nExperience\nAcme, 2020",
        "Back-end Developer\nMobile phone:\nEmail:\nExperience\nAcme, 2020",
        "Front End Developer\n(+1)\nExperience\nAcme, 2020",
        "Embedded Linux Engineer, 23 y.o.\nDover, DE\nWORK EXPERIENCE\nAcme, 2020",
        "Mob | Telegram |\nEDUCATION\nLakeview University",
    ],
)
def test_an_anonymised_resume_opening_with_a_job_has_no_name(text: str) -> None:
    assert _name(text) == ""


def test_an_item_of_a_list_near_the_top_is_no_name() -> None:
    # A summary and a numbered list of courses read across, before the contact details: no line names the person.
    text = (
        "WEB DESIGNER\nBuilt shop pages for local bakeries\n1.\nDesigned menus and flyers\n"
        "2. Complete Figma Course, 2022\nMobile: +1 415 555 0134\nEmail: hello@example.org\nEXPERIENCE\nAcme, 2020"
    )
    assert _name(text) == ""
    assert _name("• Rosa Lind\n• rosa.lind@example.org\n• Baked bread for the market") == "Rosa Lind"  # all items


def test_a_stand_in_surname_leaves_the_given_name() -> None:
    text = "Sample resume\nmarketing graduate\nKira Applicant\n12 Elm Street Dover\nEducation\nBA, Lakeview University"
    assert _name(text) == "Kira"


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Copy Editor Resume Template Ada Brook Ferris Road Dover", "Ada Brook"),
        ("Bank Teller Resume Ada Brook QRS Street, Old Mill Road", "Ada Brook"),
        ("CURRICULUM VITAE (MARCH, 2019) Ada Lin Brook ADDRESS Office of the Dean", "Ada Lin Brook"),
        ("Curriculum Vitae 3/2018 Ada Brook Senior Assistant to the Provost", "Ada Brook"),
        ("DO NOT COPY: use it to write your own resume. Ada Brook 12 Elm Street", "Ada Brook"),
        ("Example 2 - Graduate CV - CURRICULUM VITAE NAME: Ada Brook", "Ada Brook"),
        ("CURRICULUM VITAE PERSONAL DETAILS: Name: Ada Lin Brook Nationality: Irish", "Ada Lin Brook"),
        ("Ada Brook JD, Counsel at Law Curriculum Vitae e-mail", "Ada Brook"),
        ("CURRICULUM VITAE Personal Particulars Name: Ada Brook", "Ada Brook"),
        ("Ada Brook CURRICULUM VITAE CURRENT POSITION: Legal Secretary", "Ada Brook"),
        ("Ph.D. RESUME Ada Lin Brook http://www.example.com/ada 12 Elm Street", "Ada Lin Brook"),
        ("Ada Brook ada.brook@example.com 555-123-4567", "Ada Brook"),
    ],
)
def test_the_name_after_a_document_title_or_a_name_label_inside_the_line(line: str, name: str) -> None:
    candidate = name_in_line(line)
    assert candidate is not None
    assert candidate.name == name


@pytest.mark.parametrize(
    "line",
    [
        "Newsreader Resume Template",
        "Sample Resume for Nursing Students (senior level) Contact Info: include your name",
        "Company Name: Acme Widgets",
        "Font Size for Name: 16-18 pt",
        "Resume|Jane Roe",  # a title word glued to what follows it
        "CV,Jane Roe",
    ],
)
def test_a_title_or_a_label_without_a_name_gives_none(line: str) -> None:
    assert name_in_line(line) is None


def test_a_heading_word_in_the_title_of_a_sample_is_not_the_first_section() -> None:
    text = (
        "Sample Resume\nNursing\nDO NOT COPY: use this sample to write your own.\nJune Alder\n"
        "4 Elm Street Dover\nEducation\nBSN, Lakeview University"
    )
    assert _name(text) == "June Alder"
    text = "Special\nEducation\nRESUME June Alder 12 Elm Street Dover\nEXPERIENCE\nTeacher, Lakeview School"
    assert _name(text) == "June Alder"


def test_a_real_first_section_still_ends_the_search() -> None:
    assert _name("CURRICULUM VITAE\nEducation\nJune Alder Memorial Prize, 2010\nBSc, Lakeview University") == ""


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Resume Sample - Veteran Nurse Ada Brook 1640 Elm Street Dover, DE\nEducation\nBA", "Ada Brook"),
        ("Sample Resume for Nursing Students Ada Lin Brook\n12 Elm Street Dover\nEducation\nBSN", "Ada Lin Brook"),
        ("Market Your Skills: Teamwork, Communication Ada Brook\n1234 W. Elm Ave\nEducation\nBA", "Ada Brook"),
        ("Career Office Lakeview Hall Room\n220 Ada Brook\n12 Elm Street Dover\nEducation\nBA", "Ada Brook"),
        ("Last updated on 4th May\n2014 Ada Brook\nhttp://example.com\nEducation\nBA", "Ada Brook"),
        ("VITA I. NAME AND TITLE Ada Lin Brook, Ph.D., Associate Professor\nEducation\nPhD", "Ada Lin Brook"),
    ],
)
def test_the_name_ending_a_title_right_before_the_contact_details(text: str, name: str) -> None:
    assert _name(text) == name


@pytest.mark.parametrize(
    "text",
    [
        "Software Engineer at Harbor Valley\njane@example.com\nExperience\nAcme, 2020",
        "Data Analyst Acme Ltd The Big Mill\n120 Elm Street Dover\nExperience\nAcme, 2020",
        "Network Engineer 75001 Paris France\njane@example.com\nExperience\nAcme, 2020",
    ],
)
def test_a_place_or_a_firm_before_the_contact_details_is_no_name(text: str) -> None:
    assert _name(text) == ""


def test_no_name_is_read_below_a_heading_in_bold_capitals() -> None:
    rows = [
        ("CONTACT ME AT", 9.5, True),
        ("TOOLS & TECH", 9.5, True),
        ("Python SQL", 11.5, False),
        ("Microsoft Excel Tableau Apache Spark GitHub", 11.5, False),
        ("EDUCATION", 9.0, True),
        ("BSc Computer Science, Lakeview University, 2014", 11.0, False),
        ("Built dashboards for the sales team and cut reporting time by half in two quarters.", 11.0, False),
    ]
    document = ExtractedDocument(
        file_type=FileType.DOCX,
        lines=[DocumentLine(text=text, font_size=size, bold=bold) for text, size, bold in rows],
    )
    assert parse_resume(document).personal_info.name == ""


def test_no_name_is_read_below_a_first_line_that_opens_a_section() -> None:
    text = (
        "Objective: To obtain a role as an office clerk in a busy school.\nHandled student records\n"
        "Quick Filing\nEducation\nBA, Lakeview College"
    )
    assert _name(text) == ""
    assert _name("Market Your Skills: Teamwork, Drive\nAda Brook\n12 Elm Street Dover\nEducation\nBA") == "Ada Brook"


def test_the_name_above_a_heading_carried_over_to_a_later_page() -> None:
    text = (
        "CAREER HIGHLIGHTS\nGrew enrolment by a third in two years.\nPROFESSIONAL EXPERIENCE\n"
        "Director, Lakeview College\n2014 - Present\nLed a team of twelve.\nAda Brook\n"
        "PROFESSIONAL EXPERIENCE (Cont.)\nDean, Harbor College\n2010 - 2014"
    )
    assert _name(text) == "Ada Brook"


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Ada Brook Working as Support Engineer with Acme. Dover, DE - Email me", "Ada Brook"),
        ("Ada Brook Looking for a role in marketing Dover, DE", "Ada Brook"),
        ("Ada Brook Financial Analyst - Email me", "Ada Brook"),
        ("Ada Lin Brook Decisive, data driven professional", "Ada Lin Brook"),
        ("Ada Brook Application Developer - SAP Dover, DE", "Ada Brook"),
        ("Ada Brook Software Test Automation Engineer Dover, DE", "Ada Brook"),
    ],
)
def test_a_headline_run_on_after_the_name_is_cut_off(line: str, name: str) -> None:
    candidate = name_in_line(line)
    assert candidate is not None
    assert candidate.name == name


def test_a_phrase_that_opens_a_sentence_is_still_no_name() -> None:
    assert name_in_line("Times New Roman or Arial") is None


def test_a_long_line_holding_the_name_is_cut_after_it() -> None:
    long_line = (
        "Sample Resume Template Ada Brook 12 Elm Street Dover, DE 19901 ada@example.com Holds a first-aid "
        "certificate and a clean driving licence"
    )
    lines = [ResumeLine(text=long_line), ResumeLine(text="EDUCATION")]
    cut = split_name_line(lines, 0, "Ada Brook")
    assert [line.text for line in cut] == [
        "Ada Brook",
        "12 Elm Street Dover, DE 19901 ada@example.com Holds a first-aid certificate and a clean driving licence",
        "EDUCATION",
    ]
    short = [ResumeLine(text="Ada Brook | ada@example.com"), ResumeLine(text="EDUCATION")]
    assert split_name_line(short, 0, "Ada Brook") == short


def test_the_location_is_read_after_the_name_on_its_line() -> None:
    text = (
        "Art Editor Resume Template Ada Lin Brook Pearl St., Dover, DE Phone: 555-123-4567 ada@example.com "
        "Objective To lead the art desk of a large magazine. Job History 2003-2006 Harbor Gazette Editor Edited news."
    )
    info = parse_resume_text(text).personal_info
    assert (info.name, info.location) == ("Ada Lin Brook", "Dover, DE")


@pytest.mark.parametrize(
    "text",
    [
        "Tools: Acme Studio 2014 Harbor Notes 2013 R2 Acme Draw CS5 Harbor Paint\nEnglish, French\nEducation\nBA",
        "University of Lakeview\n386 Kirby Plaza\n1208 Kirby Drive\nEducation\nBA",
        "CV 1. Position: Legal Manager 2. Company: HARBOR GLASS. S.A. 3. Name: 4. Birth Date: May 1\nEducation\nBA",
        "12 Elm Street, Dover\nCERTIFIED PROJECT MANAGEMENT PROFESSIONAL\nRevenue Enhancement\nExperience\nAcme, 2020",
        "Copy Editor CV Resume Template . Elm West Vill., New York City\nPhone: 555-123-4567\nObjective\nTo write",
        "12 Elm Street | Dover, DE\nTeacher with six years in business studies.\nSKILLS\nCurriculum Development\n"
        "Classroom Practices\nEducation\nBA",
    ],
)
def test_an_anonymised_resume_gets_no_name_from_its_address_tools_or_skills(text: str) -> None:
    assert _name(text) == ""


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("CONTACTS BROOK ADA\nFRONTEND WEB DEVELOPER.\nWORK EXPERIENCE\nAcme, 2020", "Brook Ada"),
        ("Contact Information Ada Brook\nada@example.com\nExperience\nAcme, 2020", "Ada Brook"),
        (
            "Full-time, on-site or remote.\nResidence: Dover.\nMy name is Ada, I am a business analyst with ten "
            "years in banking.\nExperience\nAcme, 2020",
            "Ada",
        ),
    ],
)
def test_the_name_after_a_contact_heading_or_introduced_in_a_sentence(text: str, name: str) -> None:
    assert _name(text) == name


def test_a_contact_heading_before_contact_details_gives_no_name() -> None:
    assert _name("Contact me at ada@example.com\nExperience\nAcme, 2020") == ""


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Ada Lin Brook Need job urgently Dover, DE - Email me", "Ada Lin Brook"),
        ("Ada Brook Have overall work experience of 3 years", "Ada Brook"),
        ("Beta Tester", ""),
        ("Field Surveyor", ""),
    ],
)
def test_job_words_and_verbs_end_a_name(line: str, name: str) -> None:
    assert _name(f"12 Elm Street, Dover\n{line}\nExperience\nAcme, 2020") == name


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Sample Law CV no.1 Ada Brook Home address: 16 Elm Close Dover\nEducation\nLLB", "Ada Brook"),
        ("RESUME ATTORNEY-AT-LAW Ada Lin Brook PO Box\n407 Dover, DE\nEducation\nJD", "Ada Lin Brook"),
        ("12 Elm Drive\nCell:\n(555)123-4567 Ada Lin Brook Dover, DE\n19901 Home:\nExperience\nAcme", "Ada Lin Brook"),
        ("Lakeview University School of Law\n703 Clark Hall Dover, DE\n19901\nExperience\nAcme", ""),
    ],
)
def test_the_name_before_a_post_box_or_a_city(text: str, name: str) -> None:
    assert _name(text) == name


def test_the_name_under_a_sample_title_below_a_page_preamble() -> None:
    preamble = "The\nresume\nof\na\nsales\nrepresentative\nshould\nshow\nhis\nskills\nin\nselling"
    text = (
        f"Sales Representative Resume\nFiled under: Resume Samples\n{preamble}\n"
        "Sales Representative Resume Example\nAda Brook\n21 Elm Street, Dover\nObjective\nTo sell."
    )
    assert _name(text) == "Ada Brook"


def test_the_name_in_a_form_whose_labels_stand_before_their_values() -> None:
    header = "12 Elm Street\nDover\nTel.: 555 123 4567\nFax: 555 123 4568\nMobile: 555 765 4321\nweb: example.com\n"
    form = "CURRICULUM VITAE\nName:\nBirth:\nNationality:\nPersonal Status:\n1.\nAda Brook\n2 May 1970\nIrish"
    assert _name(header + form + "\nEducation\nLLB, Lakeview University") == "Ada Brook"
    assert _name("Name:\nDate of Birth:\n2 May 1970\nEducation\nLLB") == ""


@pytest.mark.parametrize("text", ["Sample Resume Example", "Name:", "Name:\nBirth:", "EXPERIENCE (Cont.)", ""])
def test_a_text_ending_on_a_title_a_label_or_a_heading_has_no_name(text: str) -> None:
    assert _name(text) == ""


@pytest.mark.parametrize(
    ("line", "name"),
    [
        # Particles written in lower case inside the name.
        ("Ludwig van der Berg", "Ludwig van der Berg"),
        ("Anna de Vries | anna@example.org", "Anna de Vries"),
        ("Carlos da Silva, PhD", "Carlos da Silva"),
        ("Mohammed bin Rashid Al Noor", "Mohammed bin Rashid Al Noor"),
        # The surname in capitals, before or after the given names.
        ("ZHANG Wei", "ZHANG Wei"),
        ("DUPONT Jean-Pierre | jp.dupont@example.fr", "DUPONT Jean-Pierre"),
        ("Jean DUPONT", "Jean DUPONT"),
    ],
)
def test_names_with_particles_or_a_surname_in_capitals(line: str, name: str) -> None:
    assert _name(f"{line}\nperson@example.org\n\nEXPERIENCE\nAnalyst\nHarbor Labs\n2018 - 2020\n") == name


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Owen Hartley NORVEX", "Owen Hartley"),  # capitals after a full name start something else
        ("Jane Roe de Madrid", None),  # a particle before a place is no part of a name
        ("IAE Tours, Master in management", "IAE"),  # an initialism before a town: the town is not taken
    ],
)
def test_particles_and_capitals_that_are_no_part_of_the_name(line: str, name: str | None) -> None:
    candidate = name_in_line(line)
    assert (candidate.name if candidate else None) == name


def test_a_name_with_particles_before_the_contact_details_of_a_one_line_text() -> None:
    text = (
        "Senior Data Scientist Ludwig van der Berg ludwig@example.org (020) 7946 0958 Amsterdam Experience "
        "Data Scientist Harbor Bank 2018 - 2020 Built credit models."
    )
    assert parse_resume_text(text).personal_info.name == "Ludwig van der Berg"


@pytest.mark.parametrize("top", ["ALEX   KIM", "Alex   Kim"])
def test_a_name_spread_wide_is_read_whole(top: str) -> None:
    assert _name(f"{top}\nalex.kim@example.io\n\nEXPERIENCE\nAnalyst\nHarbor Labs\n2018 - 2020\n") == "Alex Kim"
