"""Employers of work entries: job titles the word lists alone do not see."""

from vitae.resume.dates import find_dates
from vitae.resume.entry_roles import is_employer_name, reads_as_title, settle_work_roles
from vitae.resume.model import Entry
from vitae.resume.organization_mentions import find_organizations


def test_a_title_closed_up_after_a_short_form_is_no_employer() -> None:
    assert reads_as_title("Sr.Consultant")
    assert reads_as_title("Asst.Manager")
    assert settle_work_roles(Entry(title="Release Manager", organization="Sr.Consultant")).organization == ""
    assert not reads_as_title("St.Jovan Clinic")


def test_the_chair_of_a_body_is_a_title_and_its_department_the_employer() -> None:
    assert reads_as_title("Interim Department Chair")
    assert reads_as_title("Chair")
    settled = settle_work_roles(Entry(title="Marine Survey Services", organization="Acting Department Chair"))
    assert (settled.title, settled.organization) == ("Acting Department Chair", "Marine Survey Services")
    assert not reads_as_title("Harbourside Furniture")


def test_a_division_named_in_the_text_is_no_employer_of_its_own() -> None:
    assert find_organizations("Regional Director, Northern Retail Division, Denver, Colorado  1990 to 1995") == []
    assert find_organizations("2001 to 2004    Coastal Freight Division, Portland, Oregon  Logistics Manager") == []
    assert find_organizations("Regional Director, Harrow Freight Ltd, Denver, Colorado  1990 to 1995") == [
        "Harrow Freight Ltd"
    ]


def test_after_a_period_a_short_form_in_brackets_and_a_slash_keep_the_employers() -> None:
    text = "2006 to 2008    Quillon Design Software (QDS), Fresno, California    Applications Engineer"
    assert find_organizations(text) == ["Quillon Design Software (QDS)"]
    text = "2001 to 2006    Harrow Optics / Delmar Glass Lab., Fresno, Ca  Mechanical Designer"
    assert find_organizations(text) == ["Harrow Optics", "Delmar Glass Lab"]


def test_a_title_a_slash_and_the_employer_then_its_town() -> None:
    settled = settle_work_roles(Entry(title="Intern engineer / Brevan", organization="Tours"))
    assert (settled.title, settled.organization, settled.location) == ("Intern engineer", "Brevan", "Tours")
    kept = settle_work_roles(Entry(title="Software Developer / Tester", organization=""))
    assert (kept.title, kept.organization) == ("Software Developer / Tester", "")
    kept = settle_work_roles(Entry(title="Analyst / Brevan", organization="Halden Systems Ltd"))
    assert kept.organization == "Halden Systems Ltd"


def test_a_product_release_is_no_date_of_a_job() -> None:
    assert find_dates("Tools: Microsoft SharePoint 2016, Windows Server 2012 R2, Visual Studio 2019") == []
    assert find_dates("MS Office 2010, Microsoft Exchange Server 2007, SQL Server 2014") == []
    assert [span.text for span in find_dates("Harbourside Foods 2010")] == ["2010"]
    assert [span.text for span in find_dates("Windows support 2010 - 2012")] == ["2010 - 2012"]


def test_a_name_set_apart_then_a_bar_and_its_start_date_is_an_employer() -> None:
    text = "Greeted customers    INDEPENDENT CONSULTANT  Nuvola Cosmetics | Jul 2017 Manages direct sales"
    assert find_organizations(text) == ["Nuvola Cosmetics"]
    assert find_organizations("LABS  HALDEN ROBOTICS LAB | Mar 2011 - Present | Fresno, CA") == ["HALDEN ROBOTICS LAB"]
    assert find_organizations("Sales Associate | 2014 - 2015") == []
    assert find_organizations("Brantwood University | 2012 - 2016") == []


def test_a_body_verb_or_a_cut_joining_word_opens_no_employer() -> None:
    assert not is_employer_name("Taught Introduction to Marine Biology")
    assert not is_employer_name("Installed/updated/configured Apache")
    assert not is_employer_name("& Brookline Middle School")
    assert not is_employer_name("And Outreach. Print and Radio")
    assert is_employer_name("Anderson Freight Lines")
    assert is_employer_name("Designers Guild Ltd")


def test_a_heading_in_capitals_the_heading_list_does_not_know_is_no_employer() -> None:
    assert not is_employer_name("EARLIER JOBS IN RETAIL")
    assert not is_employer_name("HIGHLIGHTS OF CONTRACTS DELIVERED")
    assert is_employer_name("HARTWELL FREIGHT SERVICES")
    assert is_employer_name("Employment Services Trust")


def test_a_product_version_or_a_department_in_lower_case_is_no_employer() -> None:
    assert not is_employer_name("Quartz 2.1 Runtime")
    assert not is_employer_name("Tax Advisory department")
    assert is_employer_name("Department of Coastal Planning")
    assert is_employer_name("104.3 The Wave")


def test_a_public_body_named_with_a_job_word_is_the_employer() -> None:
    settled = settle_work_roles(Entry(title="Harbour Commissioner Office", organization="Senior Legal Adviser"))
    assert (settled.title, settled.organization) == ("Senior Legal Adviser", "Harbour Commissioner Office")
    settled = settle_work_roles(Entry(title="State Auditor Bureau"))
    assert (settled.title, settled.organization) == ("", "State Auditor Bureau")
    settled = settle_work_roles(Entry(title="Senior Auditor", organization="Fenwick Mills"))
    assert (settled.title, settled.organization) == ("Senior Auditor", "Fenwick Mills")
