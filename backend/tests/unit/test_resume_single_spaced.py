"""Resumes pasted from a web form: the whole text on one line with single spaces, nothing marking where a line
ended. Headings in capitals, the ends of sentences and the start of a description restore the lines."""

from vitae.resume.dates import find_dates
from vitae.resume.flattened_text import segment_flattened
from vitae.resume.inline_headings import split_inline_headings
from vitae.resume.model import SectionKind
from vitae.resume.parser import parse_resume_text
from vitae.resume.text_lines import clean_text, lines_from_text

_FILLER = "Reviewed supplier contracts and kept the ledger balanced every month. " * 3


def test_a_heading_in_capitals_that_no_main_section_names_is_cut_out() -> None:
    line = (
        f"{_FILLER}PROFESSIONAL LEGAL EXPERIENCE Harlow & Price LLP, Dover, Delaware Legal Assistant "
        "PERSONAL DETAILS Born in 1990 ASSOCIATIONS AND MEMBERSHIPS Delaware Paralegal Association"
    )
    pieces = split_inline_headings(line, flattened=True)
    assert "PROFESSIONAL LEGAL EXPERIENCE" in pieces
    assert "PERSONAL DETAILS" in pieces
    assert "ASSOCIATIONS AND MEMBERSHIPS" in pieces
    assert "Delaware Paralegal Association" in pieces


def test_capitals_that_name_no_heading_or_one_word_shared_with_titles_stay() -> None:
    line = f"{_FILLER}Worked at IBM and NASA on the PROJECT with HR staff of the USA office. " * 2
    assert split_inline_headings(line, flattened=True) == [line.strip()]


def test_a_section_headed_in_capitals_keeps_its_entries_apart_from_the_one_before() -> None:
    text = (
        "Nora Quill nora.quill@example.com EDUCATION Bachelor of Arts in History, Harlow State University "
        "2008 - 2012 PROFESSIONAL LEGAL EXPERIENCE Legal Assistant, Harlow & Price LLP 2013 - 2016 "
        "Drafted pleadings for civil matters and kept the case files in order for three partners. "
        "Paralegal, Wexford Law Group 2016 - Present Managed discovery for a team of four attorneys."
    )
    resume = parse_resume_text(text)
    assert [section.kind for section in resume.sections][:2] == [SectionKind.EDUCATION, SectionKind.EXPERIENCE]
    assert {job.organization for job in resume.work} == {"Harlow & Price LLP", "Wexford Law Group"}


def test_an_entry_header_run_into_its_first_sentence_is_cut_where_the_sentence_starts() -> None:
    text = (
        "Lena Morrow lena.morrow@example.com WORK EXPERIENCE Aug 2019 - Present Studio Director - Brightwater "
        "Design, Halifax, Nova Scotia Oversees the planning and delivery of every client project. Mar 2015 - Jul 2019 "
        "Senior Designer, Kestrel Media Group Led a team of four designers on print and web campaigns."
    )
    lines = segment_flattened(text)
    assert "Studio Director - Brightwater Design, Halifax, Nova Scotia" in lines
    assert "Oversees the planning and delivery of every client project." in lines
    assert "Senior Designer, Kestrel Media Group" in lines
    resume = parse_resume_text(text)
    assert [(job.title, job.organization) for job in resume.work] == [
        ("Studio Director", "Brightwater Design"),
        ("Senior Designer", "Kestrel Media Group"),
    ]


def test_names_with_lowercase_joining_words_and_sentences_from_their_start_stay_whole() -> None:
    lines = segment_flattened(
        "Omar Haddad EDUCATION Bachelor of Science in Biology, University of the West Indies 2010 - 2014 "
        "SUMMARY Worked in field research for ten years across three continents with small teams. " * 2
    )
    assert "Bachelor of Science in Biology, University of the West Indies" in lines
    assert "Worked in field research for ten years across three continents with small teams." in lines


def test_a_list_item_or_words_that_lead_into_a_name_are_not_cut_as_a_header() -> None:
    filler = "Handled every client file with care and kept the records complete for each review. " * 3
    lines = segment_flattened(
        f"EXPERIENCE {filler}2015 - 2019 Managing Partner, Office of Legal affairs "
        "handling civil matters for small firms "
        "• Microsoft Office Suite including advanced spreadsheets and macros"
    )
    assert lines[-3:] == [
        "2015 - 2019",
        "Managing Partner, Office of Legal affairs handling civil matters for small firms",
        "• Microsoft Office Suite including advanced spreadsheets and macros",
    ]


def test_a_single_heading_word_in_capitals_or_a_heading_before_a_name_in_capitals_is_cut_out() -> None:
    line = (
        f"{_FILLER}EMPLOYMENT 1994 - Present Mediator, Harbor Mediation Group "
        "EDUCATION & TRAINING NORTHGATE UNIVERSITY Juris Doctor 1990 TRAINING CENTRE OF THE PORT AUTHORITY"
    )
    pieces = split_inline_headings(line, flattened=True)
    assert "EMPLOYMENT" in pieces
    assert "EDUCATION & TRAINING" in pieces
    assert "NORTHGATE UNIVERSITY Juris Doctor 1990 TRAINING CENTRE OF THE PORT AUTHORITY" in pieces


def test_sentences_outside_lists_end_lines_so_a_header_after_them_stands_alone() -> None:
    lines = segment_flattened(
        "EXPERIENCE Ran the front desk of a busy clinic and trained new staff on the booking system. "
        "Office Manager, Larchmont Family Clinic Kept the accounts of Fenwick Corp. Boston in order. "
        "• Filed claims. Answered calls from patients every day. " * 2
    )
    assert "Ran the front desk of a busy clinic and trained new staff on the booking system." in lines
    assert "Office Manager, Larchmont Family Clinic" in lines
    # 'Corp.' is an abbreviation, no sentence's end; a list item keeps its sentences.
    assert "Kept the accounts of Fenwick Corp. Boston in order." in lines
    assert "• Filed claims. Answered calls from patients every day." in lines


def test_an_other_heading_in_title_case_after_a_clause_end_is_cut_out() -> None:
    line = (
        f"{_FILLER}Awards and Honors Dean's List 2012 Personal Details Born in 1990. References Available on "
        "request. Research Assistant, Northgate University 2014 - 2016"
    )
    pieces = split_inline_headings(line, flattened=True)
    assert "Awards and Honors" in pieces
    assert "Personal Details" in pieces
    assert "References" in pieces
    # A single word that often starts a title stays ('Research Assistant').
    assert "Research" not in pieces


def test_a_heading_in_sentence_case_after_a_clause_end_is_cut_out() -> None:
    line = f"{_FILLER}High school diploma with honours, 2009. Work experience Translator, Corvale Media 2010 - 2013"
    pieces = split_inline_headings(line, flattened=True)
    assert "Work experience" in pieces
    assert "Translator, Corvale Media 2010 - 2013" in pieces


def test_dates_whose_dash_was_lost_named_months_and_parentheses_stand_on_lines_of_their_own() -> None:
    lines = segment_flattened(
        "EXPERIENCE Student Teacher, Maple Grove Elementary, Fairview, KS Spring 2016 Taught a class of 21 pupils. "
        "Tutor, Northgate Learning Center 2013 2015 Helped pupils with reading. "
        "Camp Counselor, Camp Alder 2012 Present Led cabins of ten campers. "
        "Sales Associate, Fenwick Outfitters, Chicago IL (Nov 2011 - Jan 2012) Greeted customers at the door. "
        "SKILLS Microsoft Office 2013, Adobe Photoshop"
    )
    assert lines == [
        "EXPERIENCE",
        "Student Teacher, Maple Grove Elementary, Fairview, KS",
        "Spring 2016",
        "Taught a class of 21 pupils.",
        "Tutor, Northgate Learning Center",
        "2013 2015",
        "Helped pupils with reading.",
        "Camp Counselor, Camp Alder",
        "2012 Present",
        "Led cabins of ten campers.",
        "Sales Associate, Fenwick Outfitters, Chicago IL",
        "(Nov 2011 - Jan 2012)",
        "Greeted customers at the door.",
        "SKILLS",
        "Microsoft Office 2013, Adobe Photoshop",
    ]


def test_the_label_of_an_entrys_duties_starts_a_line() -> None:
    lines = segment_flattened(
        "EXPERIENCE Deputy Head of Languages, Harbor Grammar School, Leeds Duties: Teaching of French to older "
        "pupils and planning the lessons of the department. Store Assistant Fenwick Grocers, Leeds Key "
        "responsibilities: Served customers and kept the shelves stocked every morning."
    )
    assert "Deputy Head of Languages, Harbor Grammar School, Leeds" in lines
    assert "Fenwick Grocers, Leeds" in lines
    assert "Key responsibilities:" in lines


def test_a_year_written_with_a_curly_apostrophe_is_read_as_a_date() -> None:
    resume = parse_resume_text(
        "Ada Brennan ada@example.com EXPERIENCE Aug ‘09 to Present Director - Fenwick Studio, Halifax Oversees the "
        "planning of every project for the studio. Jul ‘04 to Aug ‘09 Media Manager - Harbor Holdings, Dubai "
        "Planned the creative strategy of the company. EDUCATION Diploma in Digital Media, Northgate College 2004"
    )
    assert [(job.organization, job.start_date, job.end_date) for job in resume.work] == [
        ("Fenwick Studio", "2009-08", "present"),
        ("Harbor Holdings", "2004-07", "2009-08"),
    ]


def test_a_long_stretch_between_the_few_runs_of_spaces_of_a_pasted_resume_is_cut_as_single_spaced_text() -> None:
    # Icons that stood for bullets leave runs of spaces behind; between them the text has lost its breaks.
    stretch = (
        "Wrote reports for the regional office every week. Junior Analyst 1/2012 - 8/2014 Fenwick Partners, "
        "Norman, OK Built the monthly sales dashboards for the directors of every branch in the region. "
        "Data Clerk 2/2010 - 12/2011 Harbor Logistics, Tulsa, OK Entered and checked the shipping records daily."
    )
    text = f"Mara Quinn mara@example.com   EXPERIENCE   {stretch}   Kept records.   Filed reports."
    lines = [line.text for line in lines_from_text(text)]
    assert "Junior Analyst" in lines
    assert "Fenwick Partners, Norman, OK" in lines
    assert "Data Clerk" in lines


def test_short_stretches_between_runs_of_spaces_far_apart_are_cut_as_single_spaced_text_too() -> None:
    stretch = "Kept the ledger balanced and answered the phones for the whole office team every day of the week. " * 3
    text = (
        f"Mara Quinn mara@example.com   EXPERIENCE {stretch}  Kept records. Intern 6/2003 - 11/2003 Fenwick "
        f"Partners, Tulsa, OK  {stretch}  Filed reports for the office.  {stretch}"
    )
    lines = [line.text for line in lines_from_text(text)]
    assert "Intern" in lines
    assert "6/2003 - 11/2003" in lines
    # Runs of spaces close together are line breaks: the lines between them stay whole.
    laid = "Intern 6/2003 - 11/2003 Fenwick Partners  " * 8
    assert "Intern 6/2003 - 11/2003 Fenwick Partners" in [line.text for line in lines_from_text(laid)]


def test_an_institution_run_into_the_degree_studied_there_is_cut_before_the_degree() -> None:
    lines = segment_flattened(
        "Nora Quill nora@example.com EDUCATION Harlow State University Graduate School of Education Master of Arts "
        "in Higher Education Administration 2012 - 2014 Northgate College, Dover Bachelor of Science in Biology "
        "SUMMARY She holds a Master of Arts from a state university and teaches history to adults."
    )
    assert "Harlow State University Graduate School of Education" in lines
    assert "Master of Arts in Higher Education Administration" in lines
    assert "Northgate College, Dover" in lines
    assert "Bachelor of Science in Biology" in lines
    assert "She holds a Master of Arts from a state university and teaches history to adults." in lines


def test_the_colon_after_a_heading_run_into_the_text_does_not_start_the_next_line() -> None:
    lines = segment_flattened(
        "Ada Brennan ada@example.com Objective: To design memorable websites for small firms in the region. "
        "Profile: A designer from Halifax with ten years of work for clients. EXPERIENCE Designer, Fenwick Studio "
        "2015 - 2019 Designed the websites of forty local firms and kept them running for years after."
    )
    assert "To design memorable websites for small firms in the region." in lines
    assert "A designer from Halifax with ten years of work for clients." in lines


def test_the_header_after_a_list_item_without_a_full_stop_is_cut_from_it() -> None:
    lines = segment_flattened(
        "EXPERIENCE • Ran automated tests in the cloud for every release of the app Quality Engineering Manager "
        "Fenwick Labs, Austin, Texas May 2013 - September 2014 • Planned the test strategy of the team"
    )
    assert lines == [
        "EXPERIENCE",
        "• Ran automated tests in the cloud for every release of the app",
        "Quality Engineering Manager",
        "Fenwick Labs, Austin, Texas",
        "May 2013 - September 2014",
        "• Planned the test strategy of the team",
    ]
    # A header with lowercase joining words is not cut ('Head of the Science Department').
    assert "Head of the Science Department, Northgate School" in segment_flattened(
        "EXPERIENCE Head of the Science Department, Northgate School 2010 - 2015 • Led the department"
    )


def test_a_year_with_a_colon_starts_an_entry_and_leaves_no_colon_behind() -> None:
    lines = segment_flattened(
        "EMPLOYMENT RECORD 1979: Northgate Girls School, Dover Teacher in English and History 1984 - 1986: Harbor "
        "Law Commission, Dover Legal Researcher 1992 to Present. Speaker at the yearly congress of the guild"
    )
    assert lines[:7] == [
        "EMPLOYMENT RECORD",
        "1979",
        "Northgate Girls School, Dover Teacher in English and History",
        "1984 - 1986",
        "Harbor Law Commission, Dover Legal Researcher",
        "1992 to Present",
        "Speaker at the yearly congress of the guild",
    ]


def test_a_year_after_a_comma_that_a_new_entry_follows_ends_the_entry() -> None:
    lines = segment_flattened(
        "EDUCATION Northgate University, Dover, 2004 Bachelor of Science in Biology Harlow College, Leeds, 2001 "
        "Diploma in Chemistry"
    )
    assert lines == [
        "EDUCATION",
        "Northgate University, Dover",
        "2004",
        "Bachelor of Science in Biology Harlow College, Leeds",
        "2001",
        "Diploma in Chemistry",
    ]
    # A year no comma leads into stays in its line.
    assert segment_flattened("EXPERIENCE Trained the staff on Office 2013 Suite, Photoshop") == [
        "EXPERIENCE",
        "Trained the staff on Office 2013 Suite, Photoshop",
    ]


def test_a_job_title_run_into_the_employer_after_it_is_cut_from_it() -> None:
    lines = segment_flattened(
        "EXPERIENCE Team Member Pizza Palace, Glasgow 2010 - 2012 Served customers at the counter every evening. "
        "Sales & Marketing Engineer Brightline Logic, New York, NY 2012 - 2016 Sold test equipment to labs. "
        "EDUCATION Teachers College, Northgate University 2008 - 2010"
    )
    assert "Team Member" in lines
    assert "Pizza Palace, Glasgow" in lines
    assert "Sales & Marketing Engineer" in lines
    assert "Brightline Logic, New York, NY" in lines
    # A post word that is part of an institution's name stays in it.
    assert "Teachers College, Northgate University" in lines


def test_a_heading_inside_a_short_stretch_between_runs_of_spaces_far_apart_is_cut_out() -> None:
    stretch = "Kept the ledger balanced and answered the phones for the whole office team every day. " * 3
    text = (
        f"Mara Quinn mara@example.com   {stretch}  Drew up the yearly plan for club outings Work Experience: "
        f"Office Administrator Northgate School, Dover 2014 - Present  {stretch}  {stretch}"
    )
    lines = [line.text for line in lines_from_text(text)]
    assert "Work Experience" in lines
    assert "Drew up the yearly plan for club outings" in lines


def test_a_long_header_with_a_division_and_a_place_is_cut_from_its_first_sentence() -> None:
    header = (
        "Senior Program Coordinator, Office of Graduate Admissions and Student Services, Northgate State University, "
        "Dover, Delaware"
    )
    lines = segment_flattened(f"EXPERIENCE 2015 - 2019 {header} Managed the yearly intake of four hundred students.")
    assert header in lines
    assert "Managed the yearly intake of four hundred students." in lines


def test_icons_in_a_single_spaced_line_are_bullets_not_line_breaks() -> None:
    # Icons of a symbol font stood for the bullets; with single spaces around them nothing else marks a break, so
    # the items are cut as single-spaced text and the heading and header run into the last one come apart.
    icon = "\uf0a7"
    text = (
        f"Dana Reyes dana.reyes@example.com Skills: {icon} Planning lessons for mixed classes {icon} Coaching the "
        f"debate team after school {icon} Clear writing and speaking Work Experience: Science Teacher Maple Grove "
        f"Academy, Denver, CO March 2015 - Present {icon} Taught physics and chemistry to four classes a year "
        f"{icon} Led the science fair for the whole district Education: Bachelor of Science in Physics Lakeside "
        "University, Denver, CO 2014"
    )
    lines = [line.text for line in lines_from_text(text)]
    assert "Work Experience" in lines
    assert "Clear writing and speaking" in lines
    resume = parse_resume_text(text)
    assert [(job.title, job.organization) for job in resume.work] == [("Science Teacher", "Maple Grove Academy")]
    # A laid-out line keeps an icon as a gap between its parts.
    assert [line.text for line in lines_from_text(f"Dana Reyes {icon} Denver, CO")] == ["Dana Reyes Denver, CO"]


def test_a_name_sharing_its_line_with_the_first_heading_is_the_name_and_the_heading_starts_a_section() -> None:
    text = (
        "Resume for the accounts team, first draft to be checked by the careers office of the college this week. "
        "Priya Lindqvist Education 14 Harbor Road Dover DE 19901 Tel: (302) 555 0147 Email: priya.l@example.com "
        "Bachelor of Commerce Northgate University, Dover 2011 - 2014 Work Experience Accounts Clerk, Harbor Freight "
        "Lines 2014 - 2019 Kept the ledgers of four depots and closed every month on time for the auditors."
    )
    assert "Priya Lindqvist Education" in [line.text for line in lines_from_text(text)]
    resume = parse_resume_text(text)
    assert resume.personal_info.name == "Priya Lindqvist"
    assert [(section.kind, section.heading) for section in resume.sections][0] == (
        SectionKind.EDUCATION,
        "Education",
    )


def test_a_headline_sharing_the_name_line_is_read_as_the_headline() -> None:
    text = (
        "Tomas Ferreira Senior Accountant tomas.ferreira@example.com (555) 201-3344 Lisbon, Portugal EXPERIENCE "
        "Payroll Clerk, Tagus Foods 2016 - Present Ran the monthly payroll of three hundred staff across the "
        "country. Junior Clerk, Tagus Software 2013 - 2016 Kept the expense ledger of the sales team."
    )
    assert "Tomas Ferreira Senior Accountant" in [line.text for line in lines_from_text(text)]
    resume = parse_resume_text(text)
    assert resume.personal_info.name == "Tomas Ferreira"
    assert resume.personal_info.headline == "Senior Accountant"
    # A degree or a list after the name is no headline of its own: the line stays whole.
    laid_out = "Tomas Ferreira, PhD, Lecturer\ntomas.ferreira@example.com\nEXPERIENCE\nLecturer, Tagus College 2016"
    assert parse_resume_text(laid_out).personal_info.headline == ""


def test_a_heading_in_title_case_with_a_joining_word_in_lower_case_is_cut_out() -> None:
    text = (
        "Lena Ortiz lena.ortiz@example.com Objective To run the night shift of a busy surgical ward in a city hospital "
        "Summary of Qualifications Nine years of nursing on surgical wards, four of them as the charge nurse. "
        "Areas Of Expertise Wound care, triage and the training of new staff."
    )
    lines = [line.text for line in lines_from_text(text)]
    assert "Summary of Qualifications" in lines
    assert "Areas Of Expertise" in lines
    assert parse_resume_text(text).sections[1].kind is SectionKind.SUMMARY


def test_a_header_ending_in_a_town_and_its_region_ends_its_line() -> None:
    text = (
        "Mia Torres mia.torres@example.com RELATED EXPERIENCE Swim Coach, Lakeview Academy, Dover, DE "
        "Library Volunteer, Elm Street Library, Dover, DE Read to children every Saturday morning at the library. "
        "OTHER EXPERIENCE Harbor Grill, Salem, Oregon Line Cook Prepared the meals of a busy dinner service. "
        "EDUCATION Bachelor of Arts, Northgate College, Eugene, Oregon State Honors Program SKILLS Windows, "
        "MS Office"
    )
    lines = segment_flattened(text)
    assert "Swim Coach, Lakeview Academy, Dover, DE" in lines
    assert "Library Volunteer, Elm Street Library, Dover, DE" in lines
    assert "Harbor Grill, Salem, Oregon" in lines
    assert "Line Cook" in lines
    # A region's name that starts another name, and a code that stands for something else, stay where they are.
    assert "Bachelor of Arts, Northgate College, Eugene, Oregon State Honors Program" in lines
    assert "Windows, MS Office" in lines
    resume = parse_resume_text(text)
    assert [(job.title, job.organization) for job in resume.work] == [
        ("Swim Coach", "Lakeview Academy"),
        ("Library Volunteer", "Elm Street Library"),
        ("Line Cook", "Harbor Grill"),
    ]


def test_an_employer_and_its_post_run_together_without_a_separator_are_cut_apart() -> None:
    text = (
        "Owen Blake owen.blake@example.com EXPERIENCE 2016-Present Harlow Logistics Group Warehouse Supervisor Ran "
        "the night shift of the depot and planned the loading of forty trucks. 2012-2016 Teaching Assistant "
        "Lakeview Community College Marked the essays of the first-year students for four years."
    )
    lines = segment_flattened(text)
    assert "Harlow Logistics Group" in lines
    assert "Warehouse Supervisor" in lines
    assert "Teaching Assistant" in lines
    assert "Lakeview Community College" in lines
    resume = parse_resume_text(text)
    assert [(job.title, job.organization) for job in resume.work] == [
        ("Warehouse Supervisor", "Harlow Logistics Group"),
        ("Teaching Assistant", "Lakeview Community College"),
    ]
    # A post whose field ends in a word that may name a body stays whole.
    assert segment_flattened(f"{text} Acme Software Test Engineer Intern")[-1] == "Acme Software Test Engineer Intern"


def test_a_degree_run_into_the_institution_named_by_its_keyword_is_cut_before_the_institution() -> None:
    text = (
        "Ravi Kumar ravi.kumar@example.com EDUCATION Bachelor of Arts in History University of Calder 2012 - 2014 "
        "Bachelor Of Business Studies University Of Wexmoor 2009 - 2012 Diploma from the Institute of Design "
        "Studies, Pune 2008 EXPERIENCE Java Developer, Brightloop Apps 2016 - Present Built the booking app."
    )
    lines = segment_flattened(text)
    assert "Bachelor of Arts in History" in lines
    assert "University of Calder" in lines
    assert "Bachelor Of Business Studies" in lines
    # A word that may start the institution's name stays with it.
    assert "Diploma from the Institute of Design Studies, Pune 2008" in lines
    resume = parse_resume_text(text)
    assert [(entry.title, entry.organization) for entry in resume.education][:2] == [
        ("Bachelor of Arts in History", "University of Calder"),
        ("Bachelor Of Business Studies", "University Of Wexmoor"),
    ]


def test_the_full_stop_of_an_abbreviation_in_a_name_does_not_end_a_sentence_before_a_header() -> None:
    # The header follows a list item, whose sentences are kept together: the last one before the dates ends it.
    text = (
        "Ana Silva ana.silva@example.com EXPERIENCE Principal Engineer, Northwind Corp 2010 - 2016 Led the design of "
        "the pump controllers. • Kept the test rigs running for the plant. Senior Engineer, Fenwick Tools, Inc. "
        "Dover, DE 2004 - 2010 Wrote the motor control firmware. • Ran the lab. Music Teacher, St. Agnes Academy, "
        "Dover, DE 2001 - 2004 Taught the choir and two classes."
    )
    lines = segment_flattened(text)
    assert "Senior Engineer, Fenwick Tools, Inc. Dover, DE" in lines
    assert "Music Teacher, St. Agnes Academy, Dover, DE" in lines
    resume = parse_resume_text(text)
    assert [(job.title, job.organization) for job in resume.work] == [
        ("Principal Engineer", "Northwind Corp"),
        ("Senior Engineer", "Fenwick Tools, Inc."),
        ("Music Teacher", "St. Agnes Academy"),
    ]


def test_the_header_that_ends_a_list_item_is_cut_from_it() -> None:
    lines = segment_flattened(
        "Ada Brook ada.brook@example.com EXPERIENCE Volunteer Coordinator, Harbor Arts Council 2014 - 2016 • Kept "
        "the roster of volunteers. Planned the spring fair and its posters. Peer Tutor, Northgate College "
        "• Led study groups for new students. Answered the questions of their parents. SKILLS Scheduling, budgets"
    )
    assert "• Kept the roster of volunteers. Planned the spring fair and its posters." in lines
    assert "Peer Tutor, Northgate College" in lines
    # The sentences of an item stay together.
    assert "• Led study groups for new students. Answered the questions of their parents." in lines


def test_a_heading_of_one_word_after_a_capitalised_word_is_cut_out_before_its_content() -> None:
    filler = "Planned the routes of the delivery vans and answered the calls of the drivers every night. " * 3
    line = (
        f"{filler}Tools: Excel, Tableau, Google Sheets Experience HARBOR FREIGHT, Dover, DE Dispatcher "
        "Planned the routes of twelve vans. Web Design Education Bachelor of Arts in Media Studies, Northgate "
        "College, 2012. Member, Regional Education Association of Delaware"
    )
    pieces = split_inline_headings(line, flattened=True)
    assert "Experience" in pieces
    assert "Education" in pieces
    # A name that a heading's word continues stays whole.
    assert pieces[-1].endswith("Member, Regional Education Association of Delaware")


def test_a_heading_carried_over_to_the_next_page_keeps_its_mark_and_the_name_above_it_is_found() -> None:
    text = (
        "CAREER HIGHLIGHTS Cut the delivery times of the fleet by a fifth in two years and passed every safety check. "
        "Built the driver training scheme from scratch and hired its first instructor. PROFESSIONAL EXPERIENCE "
        "Northgate Haulage, Dover, DE 2014 - Present Fleet Manager Led a staff of forty across two depots. "
        "Mara Quinn PROFESSIONAL EXPERIENCE (Cont.) Harbor Couriers, Dover, DE 2010 - 2014 Dispatcher "
        "Ran the dispatch desk."
    )
    assert "PROFESSIONAL EXPERIENCE (Cont.)" in [line.text for line in lines_from_text(text)]
    assert parse_resume_text(text).personal_info.name == "Mara Quinn"


def test_the_labelled_fields_of_an_entry_run_together_are_cut_apart() -> None:
    text = (
        "Lia Moreno lia.moreno@example.com WORK EXPERIENCE Designation: Payroll Officer Organization: Kestrel "
        "Foods, Boise, ID Duration: March 2014 - Present Ran the payroll of four plants and answered the questions "
        "of their staff. Company: Northwind Traders Ltd. Position held: Buyer Since: May 2010 Bought the spare parts."
    )
    lines = segment_flattened(text)
    assert "Designation: Payroll Officer" in lines
    assert "Organization: Kestrel Foods, Boise, ID" in lines
    assert "Position held: Buyer" in lines
    resume = parse_resume_text(text)
    assert [(job.title, job.organization) for job in resume.work] == [
        ("Payroll Officer", "Kestrel Foods"),
        ("Buyer", "Northwind Traders Ltd."),
    ]


def test_a_heading_numbered_as_a_part_of_an_outline_is_cut_out() -> None:
    filler = "Taught the methods course to forty students a year and advised the graduate students of the school. " * 2
    line = (
        f"{filler}IV Publications a) Articles Roe, J. (2010). Reading in the early grades. Journal of Schools, 4, "
        "1-9. V Grants Roe, J. (2012). A grant for rural reading programs, funded at $40,000."
    )
    pieces = split_inline_headings(line, flattened=True)
    assert "Publications" in pieces
    assert "Grants" in pieces


def test_a_zero_width_space_beside_a_space_is_one_space_not_a_line_break() -> None:
    zero_width = "\u200b"
    text = (
        f"Ana Silva ana.silva@example.com EXPERIENCE Lead Engineer, {zero_width} Brightloop Apps 2014 - Present "
        f"• Designed the {zero_width} Brightloop{zero_width} booking app for the clinics of the region. "
        "• Managed a team of three developers and two testers for the app. • Set up the build and release process. "
        "SKILLS Java, Kotlin, Git"
    )
    lines = [line.text for line in lines_from_text(text)]
    assert "Designed the Brightloop booking app for the clinics of the region." in lines
    assert "Brightloop" not in lines
    # Inside a run of spaces that stands for a line break, it leaves the run.
    assert "Ana Silva   " in clean_text(f"Ana Silva  {zero_width}  EXPERIENCE")


def test_a_title_that_runs_up_to_the_comma_before_its_employer_is_not_cut_after_its_first_post_word() -> None:
    lines = segment_flattened(
        "Ana Silva ana.silva@example.com EXPERIENCE Lead Network Engineer, Brightloop Telecom 2014 - Present Ran "
        "the fibre network of the city. Assistant Store Manager, Harbor Hardware 2010 - 2014 Kept the stock of "
        "the store. Crew Member Noodle House, Dundee 2008 - 2010 Served the evening customers."
    )
    assert "Lead Network Engineer, Brightloop Telecom" in lines
    assert "Assistant Store Manager, Harbor Hardware" in lines
    # A title run into its employer before the comma is still cut from it.
    assert "Crew Member" in lines


def test_the_header_that_ends_a_list_item_after_a_capitalised_word_is_cut_from_it() -> None:
    lines = segment_flattened(
        "Ada Brook ada.brook@example.com EXPERIENCE Fleet Supervisor, Northwind Haulage 2014 - Present • Trained "
        "the new drivers on the rules of the DVSA. Transport Manager, Harbor Freight • Planned the routes of the "
        "vans. • Kept the logbooks of the depot. SKILLS Routing, budgets"
    )
    assert "• Trained the new drivers on the rules of the DVSA." in lines
    assert "Transport Manager, Harbor Freight" in lines


def test_a_year_at_the_top_is_no_street_number_before_which_contact_details_start() -> None:
    lines = segment_flattened(
        "Ana Vorley 1842 W. Hartwell Ave. Dover, DE ana.vorley@example.com Hobbies: chess and hiking March 2009 "
        "June 2013 Ph.D. in Chemistry Northgate University Thesis on the cooling of small magnets in a strong field."
    )
    assert "1842 W. Hartwell Ave. Dover, DE" in lines
    assert "March 2009 – June 2013" in lines


def test_the_legal_form_ending_a_name_before_a_heading_in_capitals_stays_with_the_name() -> None:
    line = (
        "Taught the reading classes of the lower school and kept the records of the library in good order. " * 2
        + "Harlow & Price, LLC TEACHING EXPERIENCE 2004 - 2008 Northgate School"
    )
    pieces = split_inline_headings(line, flattened=True)
    assert "TEACHING EXPERIENCE" in pieces
    assert pieces[pieces.index("TEACHING EXPERIENCE") - 1].endswith("Harlow & Price, LLC")


def test_a_title_starting_with_a_heading_word_right_after_the_heading_is_no_second_heading() -> None:
    text = (
        "Ivy Tern ivy.tern@example.com Career Objective To lead a school office well. Work Experience Education "
        "Coordinator Maple Grove Academy, Salem, OR March 2018 - Present Scheduled classes for two hundred pupils "
        "and kept the records in order. Education Bachelor of Arts in History, Pinecrest College 2014"
    )
    lines = [line.text for line in lines_from_text(text)]
    assert "Education" not in lines[: lines.index("Work Experience") + 2]
    resume = parse_resume_text(text)
    assert [(job.title, job.organization) for job in resume.work] == [("Education Coordinator", "Maple Grove Academy")]


def test_a_heading_word_that_makes_a_post_with_the_next_word_after_dates_stays_in_the_title() -> None:
    line = (
        f"{_FILLER}Work Experience Bayview School Board, Salem, OR 2015 - 2019 Education Consultant Planned reading "
        "programs for six schools. Education Bachelor of Arts in English, Pinecrest College 2014"
    )
    pieces = split_inline_headings(line, flattened=True)
    assert any(
        piece.endswith("2015 - 2019 Education Consultant Planned reading programs for six schools.") for piece in pieces
    )
    assert "Education" in pieces


def test_a_heading_word_before_a_full_title_or_a_degree_is_still_cut() -> None:
    line = (
        f"{_FILLER}Experience Lead Engineer, Harbor Rail Systems 2016 - 2020 Built the signalling tests. "
        "Education Associate of Arts, Bayview Community College 2014"
    )
    pieces = split_inline_headings(line, flattened=True)
    assert "Experience" in pieces
    assert "Education" in pieces


def test_a_heading_in_small_capitals_broken_apart_is_mended_and_cut_out() -> None:
    text = (
        "Rosa Vane rosa.vane@example.com P ROFE SSI ONAL E XPER IENCE Head Librarian, Cedar Falls Library, "
        "Ames, IA July 2012 - Present Ran the lending desk and the reading program for adults. E DUC ATI ON "
        "Master of Library Science, Northfield University 2011 H ARBOR V IEW stays as written."
    )
    pieces = segment_flattened(text)
    assert "PROFESSIONAL EXPERIENCE" in pieces
    assert "EDUCATION" in pieces
    assert any("H ARBOR V IEW" in piece for piece in pieces)
    resume = parse_resume_text(text)
    assert [section.kind for section in resume.sections][:2] == [SectionKind.EXPERIENCE, SectionKind.EDUCATION]
    assert [(job.title, job.organization) for job in resume.work] == [("Head Librarian", "Cedar Falls Library")]


def test_the_values_after_a_forms_column_of_label_colons_start_a_line() -> None:
    text = (
        "Omar Reyes omar.reyes@example.com EMPLOYMENT HISTORY EMPLOYER JOB TITLE DATES : : : "
        "Lakeside Freight Ltd Logistics Planner March 2015 to May 2019 Planned the routes of forty trucks."
    )
    lines = segment_flattened(text)
    assert "EMPLOYER JOB TITLE DATES" in lines
    assert not any(": :" in line for line in lines)
    assert "Lakeside Freight Ltd" in lines
    assert "Logistics Planner" in lines


def test_a_lone_colon_after_a_label_is_no_column_of_colons() -> None:
    lines = segment_flattened(
        "Omar Reyes omar.reyes@example.com SKILLS Languages : Spanish, French and Portuguese for trade talks."
    )
    assert any("Languages : Spanish" in line for line in lines)


def test_degrees_of_a_list_run_together_are_cut_at_the_year_between_them() -> None:
    text = (
        "Ada Quill ada.quill@example.com EDUCATION J.D., Calder University School of Law 2012 M.L.S., Calder "
        "University 2010 B.S.W., Harlow State University 2008 EXPERIENCE Staff Attorney, Bayview Legal Aid "
        "2013 - Present Represented tenants in housing court."
    )
    lines = segment_flattened(text)
    assert "J.D., Calder University School of Law 2012" in lines
    assert "M.L.S., Calder University 2010" in lines
    assert "B.S.W., Harlow State University 2008" in lines
    resume = parse_resume_text(text)
    assert [entry.organization for entry in resume.education] == [
        "Calder University School of Law",
        "Calder University",
        "Harlow State University",
    ]


def test_a_list_of_degrees_that_writes_each_year_first_keeps_the_year_with_its_degree() -> None:
    lines = segment_flattened(
        "Ada Quill ada.quill@example.com EDUCATION 2009 Ph.D., Calder University. Physics 2004 M.Sc., Harlow "
        "Institute of Technology. Applied Mathematics SKILLS Fortran, Python"
    )
    assert "2009 Ph.D., Calder University. Physics" in lines
    assert any(line.startswith("2004 M.Sc., Harlow Institute of Technology.") for line in lines)


def test_a_header_run_into_a_sentence_opening_with_a_past_tense_verb_is_cut_before_the_verb() -> None:
    text = (
        "Tess Marlow tess.marlow@example.com EXPERIENCE January to May 2016 Outreach Campaign Intern Helped the "
        "campaign manager with planning rallies and updated the website. June 2016 - Present Field Organizer, "
        "Harbor Valley Trust Covered 40 town meetings a year for the trust."
    )
    lines = segment_flattened(text)
    assert "Outreach Campaign Intern" in lines
    assert "Field Organizer, Harbor Valley Trust" in lines
    resume = parse_resume_text(text)
    assert [job.title for job in resume.work] == ["Outreach Campaign Intern", "Field Organizer"]


def test_a_participle_that_qualifies_a_post_or_follows_a_joining_word_stays_in_the_header() -> None:
    assert segment_flattened("Staff Nurse, Harbor Clinic Registered 2014 in Oregon", top=False) == [
        "Staff Nurse, Harbor Clinic Registered 2014 in Oregon"
    ]
    assert segment_flattened("Director of Integrated care, Harbor Health", top=False) == [
        "Director of Integrated care, Harbor Health"
    ]


def test_a_web_address_after_a_name_stands_apart_and_the_next_header_starts_a_line() -> None:
    text = (
        "Kai Brook kai.brook@example.com WORK EXPERIENCE Mentor, Harbor Coders harborcoders.org Adviser, Lumen "
        "Labs lumenlabs.io Board Member, Open Rail Forum 2016 - Present Chaired the yearly meeting."
    )
    lines = segment_flattened(text)
    assert "Mentor, Harbor Coders" in lines
    assert "harborcoders.org" in lines
    assert "Adviser, Lumen Labs" in lines
    assert "lumenlabs.io" in lines
    assert "Board Member, Open Rail Forum" in lines


def test_a_name_written_as_a_web_address_stays_with_its_header() -> None:
    lines = segment_flattened("Translator, Lexi.com Reviewed contracts for clients in Spain.", top=False)
    assert lines[0] == "Translator, Lexi.com"


def test_a_heading_in_sentence_case_before_a_date_is_cut_out_after_any_words() -> None:
    line = (
        f"{_FILLER}Diploma in Design Equivalent to an A-Level in Media and Design Work experience "
        "Sept. 2014 - Present Network Engineer, Harbor Bank"
    )
    pieces = split_inline_headings(line, flattened=True)
    assert "Work experience" in pieces
    assert any(piece.startswith("Sept. 2014 - Present") for piece in pieces)


def test_a_year_and_an_open_end_in_lower_case_with_the_dash_lost_are_one_range() -> None:
    spans = find_dates("Staff Writer 2012 present")
    assert [(span.text, span.is_range) for span in spans] == [("2012 present", True)]
    assert [span.text for span in find_dates("since 2012 presented the budget")] == ["since 2012"]
    lines = segment_flattened(
        "Nina Holt nina.holt@example.com WORK EXPERIENCE Volunteer 2012 present Copy Editor, Harbor Gazette "
        "Edited the weekly arts pages.",
    )
    assert "2012 present" in lines


def test_a_heading_that_names_how_the_section_is_written_of_a_main_section_is_cut_out() -> None:
    line = (
        f"{_FILLER}Customer Retention & Loyalty Highlights of Employment HARBOR PARTS GROUP, INC 2001 to 2009 "
        "Senior Trainer 2004 to 2009"
    )
    pieces = split_inline_headings(line, flattened=True)
    assert "Highlights of Employment" in pieces
    assert any(piece.startswith("HARBOR PARTS GROUP, INC") for piece in pieces)
