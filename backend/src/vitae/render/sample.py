"""A realistic two-page resume of a fictional person: what template previews show before the user has a resume of
their own, and what tests and benchmarks render."""

from vitae.resume.model import Entry, ParsedResume, PersonalInfo, Section, SectionKind, SkillGroup

_WORK = [
    Entry(
        title="Senior Data Engineer",
        organization="Northwind Logistics",
        dates="Mar 2021 – Present",
        start_date="2021-03",
        end_date="present",
        location="Chicago, IL",
        bullets=[
            "Led the migration of 140 nightly batch jobs from cron scripts to Apache Airflow, cutting failed runs "
            "by 72%.",
            "Designed a streaming pipeline on Kafka and Flink that delivers shipment events to analysts within 30 "
            "seconds.",
            "Reduced the monthly Snowflake bill by $38,000 by partitioning the largest fact tables and pruning "
            "unused materialized views.",
            "Introduced data contracts and dbt tests across 9 teams, lowering broken dashboard incidents from 11 "
            "to 2 a quarter.",
            "Mentored five engineers, two of whom were promoted to senior roles.",
        ],
    ),
    Entry(
        title="Data Engineer",
        organization="Bluebird Health",
        dates="Jun 2018 – Feb 2021",
        start_date="2018-06",
        end_date="2021-02",
        location="Madison, WI",
        description="Member of the four-person platform team serving 60 analysts and data scientists.",
        bullets=[
            "Built the ingestion layer for 35 hospital EHR feeds in Python and Spark, processing 4 TB a day.",
            "Automated HIPAA audit reports that previously took two analysts a week each quarter.",
            "Cut the runtime of the claims reconciliation job from 6 hours to 40 minutes by rewriting it in PySpark.",
            "Published an internal library for de-identifying patient records, adopted by 7 projects.",
        ],
    ),
    Entry(
        title="Business Intelligence Developer",
        organization="Lakeshore Retail Group",
        dates="Aug 2015 – May 2018",
        start_date="2015-08",
        end_date="2018-05",
        location="Milwaukee, WI",
        bullets=[
            "Developed 40 Tableau dashboards for merchandising and supply chain leaders.",
            "Modelled a star schema in SQL Server that replaced 25 hand-maintained Excel reports.",
            "Trained 120 store managers on self-service reporting.",
        ],
    ),
    Entry(
        title="Data Analyst Intern",
        organization="City of Milwaukee",
        dates="May 2014 – Aug 2014",
        start_date="2014-05",
        end_date="2014-08",
        location="Milwaukee, WI",
        bullets=[
            "Cleaned and mapped 12 years of pothole repair records to guide the 2015 road budget.",
            "Wrote R scripts that geocoded 90,000 service requests.",
        ],
    ),
]
_EDUCATION = [
    Entry(
        title="Master of Science in Computer Science",
        organization="University of Illinois Urbana-Champaign",
        dates="2019 – 2021",
        start_date="2019",
        end_date="2021",
        location="Urbana, IL",
        bullets=["Thesis: incremental view maintenance for streaming joins."],
    ),
    Entry(
        title="Bachelor of Science in Statistics",
        organization="University of Wisconsin–Madison",
        dates="2011 – 2015",
        start_date="2011",
        end_date="2015",
        location="Madison, WI",
    ),
]
_SKILLS = [
    SkillGroup(name="Languages", skills=["Python", "SQL", "Scala", "R", "Bash"]),
    SkillGroup(name="Data platforms", skills=["Apache Spark", "Apache Kafka", "Apache Flink", "Airflow", "dbt"]),
    SkillGroup(name="Cloud and storage", skills=["AWS", "Snowflake", "PostgreSQL", "Amazon S3", "Terraform"]),
    SkillGroup(name="Practices", skills=["Data modelling", "Data quality testing", "CI/CD", "Code review"]),
]
_PROJECTS = [
    Entry(
        title="Open-source contributor, Apache Airflow",
        dates="2022 – Present",
        start_date="2022",
        end_date="present",
        bullets=[
            "Contributed the Snowflake deferrable operator and 14 bug fixes to the provider package.",
            "Reviewed pull requests for the Kafka and Flink providers.",
        ],
    ),
    Entry(
        title="Transit delay forecaster",
        dates="2020",
        start_date="2020",
        description="A public dashboard forecasting Chicago bus delays from open GTFS feeds.",
        bullets=["Gradient-boosted model with a mean absolute error of 1.8 minutes, served from a FastAPI service."],
    ),
]
_CERTIFICATIONS = [
    Entry(
        title="AWS Certified Data Engineer – Associate",
        organization="Amazon Web Services",
        dates="2023",
        start_date="2023",
    ),
    Entry(title="SnowPro Core Certification", organization="Snowflake", dates="2022", start_date="2022"),
]
_SUMMARY = (
    "Data engineer with nine years of experience turning messy operational data into reliable pipelines and "
    "trustworthy reports for logistics, healthcare and retail teams. Strong in Python, SQL and Spark, comfortable "
    "owning a platform end to end, from ingestion to the dashboards leaders use every morning."
)


def sample_resume() -> ParsedResume:
    return ParsedResume(
        personal_info=PersonalInfo(
            name="Maya Castellanos",
            email="maya.castellanos@example.com",
            phone="(312) 555-0187",
            location="Chicago, IL",
            linkedin="linkedin.com/in/maya-castellanos",
            github="github.com/mayacast",
        ),
        summary=_SUMMARY,
        work=[entry.model_copy(deep=True) for entry in _WORK],
        education=[entry.model_copy(deep=True) for entry in _EDUCATION],
        skills=[group.model_copy(deep=True) for group in _SKILLS],
        projects=[entry.model_copy(deep=True) for entry in _PROJECTS],
        certifications=[entry.model_copy(deep=True) for entry in _CERTIFICATIONS],
        sections=[
            Section(heading="Summary", kind=SectionKind.SUMMARY),
            Section(heading="Experience", kind=SectionKind.EXPERIENCE),
            Section(heading="Skills", kind=SectionKind.SKILLS),
            Section(heading="Education", kind=SectionKind.EDUCATION),
            Section(heading="Projects", kind=SectionKind.PROJECTS),
            Section(heading="Certifications", kind=SectionKind.CERTIFICATIONS),
            Section(
                heading="Languages",
                kind=SectionKind.OTHER,
                lines=["English – native", "Spanish – professional working proficiency"],
            ),
            Section(
                heading="Awards",
                kind=SectionKind.OTHER,
                lines=[
                    "• Northwind Engineering Excellence Award, 2023",
                    "• Bluebird Health Hackathon, first place, 2019",
                ],
            ),
        ],
    )
