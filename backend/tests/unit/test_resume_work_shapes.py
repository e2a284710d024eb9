"""Jobs written in the shapes of modern, European and Asian resumes: the employer before the title with the team
under it, employers in lower case, columns two spaces apart, promotions under one employer."""

from vitae.resume.dates import find_dates
from vitae.resume.model import Entry
from vitae.resume.parser import parse_resume_text


def _jobs(section: str) -> list[Entry]:
    return parse_resume_text(f"Robin Vale\nrobin.vale@example.com\n\nEXPERIENCE\n{section}").work


def test_a_team_under_an_employer_then_title_line_is_not_the_employer() -> None:
    jobs = _jobs(
        "Quillbyte — Senior Software Engineer   Jan 2021 – Present\nCard Platform · Dublin\n- Led the ledger move\n\n"
        "Senior Engineer — Payments   Mar 2018 – Dec 2020\nHarbor Pay, Dublin\n- Built onboarding flows\n"
    )
    assert [(job.title, job.organization, job.location) for job in jobs] == [
        ("Senior Software Engineer", "Quillbyte", "Dublin"),
        ("Senior Engineer", "Harbor Pay", "Dublin"),
    ]


def test_a_team_beside_the_title_under_the_employers_line_is_not_the_employer() -> None:
    jobs = _jobs("Quillbyte\nSenior Developer, Checkout\n2017 – 2019\nOttawa, Canada\nBuilt the tax engine.\n")
    assert [(job.title, job.organization, job.location) for job in jobs] == [
        ("Senior Developer", "Quillbyte", "Ottawa, Canada")
    ]
    jobs = _jobs("QUILLBYTE\nCard Platform · Dublin\nSenior Software Engineer · 2019 – 2021\n- Led the ledger move\n")
    assert [(job.title, job.organization, job.location) for job in jobs] == [
        ("Senior Software Engineer", "QUILLBYTE", "Dublin")
    ]
    jobs = _jobs("Senior Developer, Quillbyte\n2017 – 2019\nOttawa, Canada\nBuilt the tax engine.\n")
    assert [(job.title, job.organization) for job in jobs] == [("Senior Developer", "Quillbyte")]


def test_an_employer_named_with_a_lower_case_particle_heads_its_job() -> None:
    jobs = _jobs(
        "Marketing Intern — Harbor Foods   2019 – 2020\n- Wrote briefs\n\n"
        "de Kroonbank, Leiden   Summer 2017\nSoftware Engineering Intern\n- Wrote fraud dashboards in Python\n\n"
        "Sales Trainee\nvan Dalen Buizen\nJun 2015 - Aug 2015\n- Sold tubes\n"
    )
    assert [(job.title, job.organization, job.start_date) for job in jobs] == [
        ("Marketing Intern", "Harbor Foods", "2019"),
        ("Software Engineering Intern", "de Kroonbank", "2017"),
        ("Sales Trainee", "van Dalen Buizen", "2015-06"),
    ]
    assert jobs[0].bullets == ["Wrote briefs"]


def test_a_name_beside_a_labelled_title_is_the_employer() -> None:
    jobs = _jobs("Since: May 2010 Until: June 2014\nHarbor Tolls de la Costa S.A.\nPosition held: Legal Director\n")
    assert [(job.title, job.organization) for job in jobs] == [("Legal Director", "Harbor Tolls de la Costa S.A.")]


def test_each_post_of_a_promotion_ladder_keeps_its_employer() -> None:
    jobs = _jobs(
        "Harborline GmbH, Berlin\nEngineering Manager   Mar 2022 – Present\n- Grew the team\n"
        "Senior Backend Engineer   Jan 2020 – Feb 2022\n- Designed the order service\n"
        "Backend Engineer   Jun 2018 – Dec 2019\n- Maintained the billing API\n\n"
        "Data Engineer @ Quillbyte   2016 – 2018\n- Built the ETL\n"
    )
    assert [(job.title, job.organization) for job in jobs] == [
        ("Engineering Manager", "Harborline GmbH"),
        ("Senior Backend Engineer", "Harborline GmbH"),
        ("Backend Engineer", "Harborline GmbH"),
        ("Data Engineer", "Quillbyte"),
    ]


def test_a_table_of_jobs_gives_a_job_a_row() -> None:
    jobs = _jobs(
        "Company            Role                    Period\n"
        "Quillbyte          Backend Developer       2020 – Present\n"
        "Northwind S.L.     Junior Developer        2018 – 2020\n"
        "Harbor Labs        Intern                  2017 – 2018\n"
    )
    assert [(job.title, job.organization, job.start_date) for job in jobs] == [
        ("Backend Developer", "Quillbyte", "2020"),
        ("Junior Developer", "Northwind S.L.", "2018"),
        ("Intern", "Harbor Labs", "2017"),
    ]


def test_present_and_since_written_in_the_writers_own_language_run_to_this_day() -> None:
    for written in ("2019 – heute", "2019 – actualidad", "2019 - aujourd'hui", "2019 – presente", "seit 2019"):
        spans = find_dates(written)
        assert [(span.start_date, span.end_date, span.text) for span in spans] == [("2019", "present", written)]
    assert find_dates("desde 03/2021")[0].start_date == "2021-03"
    jobs = _jobs("Backend Developer, Quillbyte, Madrid   2020 – actualidad\n- Built the billing service\n")
    assert (jobs[0].start_date, jobs[0].end_date) == ("2020", "present")


def test_an_employer_with_the_terms_of_the_job_heads_the_posts_under_it() -> None:
    jobs = _jobs(
        "Acme Robotics · Full-time\nJan 2019 – Present · 5 yrs\n"
        "Staff Engineer\nJan 2022 – Present\n- Led the planning team\n"
        "Senior Engineer\nJan 2019 – Dec 2021\n- Shipped the gripper kit\n"
    )
    assert [(job.title, job.organization, job.start_date) for job in jobs] == [
        ("Staff Engineer", "Acme Robotics", "2022-01"),
        ("Senior Engineer", "Acme Robotics", "2019-01"),
    ]


def test_the_one_bullet_of_a_dated_header_stays_its_detail() -> None:
    for gap in ("\n", ""):
        jobs = _jobs(
            f"2019 – 2021 | DevOps Engineer | Harbor Labs\n- Moved CI to GitHub Actions\n{gap}"
            "06/2018 – 12/2018 | Intern | Zentrik\n- Wrote Terraform Modules\n"
        )
        assert [(job.title, job.organization, job.bullets) for job in jobs] == [
            ("DevOps Engineer", "Harbor Labs", ["Moved CI to GitHub Actions"]),
            ("Intern", "Zentrik", ["Wrote Terraform Modules"]),
        ]


def test_dates_written_the_european_way_or_with_a_curly_apostrophe() -> None:
    def read(text: str) -> list[tuple[str, str]]:
        return [(span.start_date, span.end_date) for span in find_dates(text)]

    assert read("01.03.2019 - 31.05.2021") == [("2019-03", "2021-05")]
    assert read("01/09/2007 – 30/11/2007") == [("2007-09", "2007-11")]
    assert read("03/15/2019 - 04/01/2020") == [("2019-03", "2020-04")]  # the US order still
    assert read("Jan ’21 – Present") == [("2021-01", "present")]
    assert read("2019 – Pres.") == [("2019", "present")]


def test_the_terms_of_a_job_in_brackets_are_no_part_of_the_employers_name() -> None:
    jobs = _jobs(
        "Data Scientist, Lumen Health (Contract), Remote, 2016 – 2017\n\n"
        "Kestrel Labs (part-time)\nContract iOS Developer | 2015 – 2016\n\n"
        "Harbor Labs (acquired by Northwind)   Software Engineer   2013 – 2015\n"
    )
    assert [job.organization for job in jobs] == ["Lumen Health", "Kestrel Labs", "Harbor Labs (acquired by Northwind)"]


def test_an_earlier_post_with_a_word_a_firm_may_have_keeps_the_employer() -> None:
    jobs = _jobs(
        "Quillbyte\nMountain View, CA\nSenior Software Engineer, Jan 2020 – Present\nTech lead for routing.\n"
        "Software Engineer, Jul 2017 – Dec 2019\nBuilt arrival models.\n"
    )
    assert [(job.title, job.organization) for job in jobs] == [
        ("Senior Software Engineer", "Quillbyte"),
        ("Software Engineer", "Quillbyte"),
    ]


def test_brands_written_in_lower_case_head_their_jobs() -> None:
    jobs = _jobs(
        "Product Manager\nzalando\n2017 – 2019\n- Ran the size advice tests\n\n"
        "eBay\nSenior Analyst\nMar 2015 – Jun 2017\n\n"
        "kestrel N.V., Leiden   2011 – 2012\nMarketing Intern\n"
    )
    assert [(job.title, job.organization) for job in jobs] == [
        ("Product Manager", "zalando"),
        ("Senior Analyst", "eBay"),
        ("Marketing Intern", "kestrel N.V."),
    ]
    assert jobs[0].description == ""


def test_an_employer_with_its_town_in_brackets_is_the_employer() -> None:
    jobs = _jobs(
        "Senior Software Engineer, Payments — Quillbyte (Dublin)          2021 – Present\n"
        "Software Engineer — Harbor Labs (Dublin)                         2018 – 2020\n"
        "Intern — Zentrik (Remote)                                        2017\n"
    )
    assert [(job.title, job.organization, job.location) for job in jobs] == [
        ("Senior Software Engineer", "Quillbyte", "Dublin"),
        ("Software Engineer", "Harbor Labs", "Dublin"),
        ("Intern", "Zentrik", "Remote"),
    ]


def test_a_team_after_the_title_and_a_comma_is_not_the_employer_after_the_dash() -> None:
    jobs = _jobs(
        "Senior Software Engineer, Payments — Quillbyte          2021 – Present\n- Led ledger work\n\n"
        "Engineer II, Growth @ Harbor Labs, 2016 – 2018\n\n"
        "Store Manager, Retail Division — Northwind Traders, 2012 – 2016\n"
    )
    assert [(job.title, job.organization) for job in jobs] == [
        ("Senior Software Engineer", "Quillbyte"),
        ("Engineer II", "Harbor Labs"),
        ("Store Manager", "Northwind Traders"),
    ]


def test_a_table_of_jobs_drawn_with_bars_gives_a_job_a_row() -> None:
    jobs = _jobs(
        "| Period            | Company     | Position            |\n"
        "|-------------------|-------------|---------------------|\n"
        "| 2020.07 – present | Quillbyte   | Product Manager     |\n"
        "| 2018.03 – 2020.06 | Harbor Labs | Associate PM        |\n\n"
        "2013.07 – 2014.06   JD.com   Operations Intern\n"
    )
    assert [(job.title, job.organization) for job in jobs] == [
        ("Product Manager", "Quillbyte"),
        ("Associate PM", "Harbor Labs"),
        ("Operations Intern", "JD.com"),
    ]


def test_an_employer_named_in_capitals_after_its_first_letter_is_not_read_as_a_place() -> None:
    jobs = _jobs("Visual Designer\niHarborMedia, New York\n2018 – 2020\n")
    assert [(job.title, job.organization, job.location) for job in jobs] == [
        ("Visual Designer", "iHarborMedia", "New York")
    ]


def test_a_project_named_under_a_whole_one_line_job_stays_in_its_body() -> None:
    jobs = _jobs(
        "Senior Engineer | Quillbyte | 2020 – Present\nPayments Infrastructure Rewrite\n"
        "- Moved forty services to the new ledger\n"
    )
    assert [(job.title, job.organization, job.description) for job in jobs] == [
        ("Senior Engineer", "Quillbyte", "Payments Infrastructure Rewrite")
    ]
    jobs = _jobs("Researcher, Department of Marine Studies,\nLakeview University, 2004 – 2008\n")
    assert jobs[0].description == ""


def test_a_month_written_after_its_year_is_read_with_it() -> None:
    # Year first, as Russian, Chinese and Japanese resumes (and ISO-minded writers) order a date.
    for written, start, end in [
        ("2019, August - 2021, March", "2019-08", "2021-03"),
        ("2016 september - 2017 june", "2016-09", "2017-06"),
        ("2019 Oct - now", "2019-10", "present"),
        ("2019年8月 - 2021年3月", "2019-08", "2021-03"),
    ]:
        assert [(span.start_date, span.end_date, span.text) for span in find_dates(written)] == [(start, end, written)]
    # A year run into the next month is a range that lost its dash, never the year first: 'Apr 2020Jun 2020'.
    assert all(span.start_date != "2020-06" for span in find_dates("Apr 2020Jun 2020"))
    # A capitalised word that only begins like a month stays apart: 'Marketing', 'Mayor'.
    assert [span.text for span in find_dates("2019 Marketing lead, 2020 Mayor's award")] == ["2019", "2020"]
    jobs = _jobs("2017 july - 2019 october: Mobile Developer, Key-Group, Moscow\n- Shipped the courier app\n")
    assert (jobs[0].start_date, jobs[0].end_date) == ("2017-07", "2019-10")
