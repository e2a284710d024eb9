"""Resumes and job postings written for the matching and tailoring tests."""

from vitae.resume.model import Entry, ParsedResume, PersonalInfo, SkillGroup

BACKEND_POSTING = """Senior Backend Engineer
About Acme
Acme is a leading provider of logistics software, founded in 2012 and backed by top investors. Our platform runs on
Salesforce and Tableau.
Responsibilities
- Design and build REST APIs in Python and Django
- Own PostgreSQL schemas and Redis caching
- Deploy services with Docker and Kubernetes on AWS
Requirements
- 5+ years of experience in backend development
- Bachelor's degree in Computer Science or a related field
- Strong experience with Python, Django and PostgreSQL
- Excellent communication skills and a collaborative mindset
Nice to have
- Experience with Go is a plus
- Familiarity with Terraform
What we offer
- Competitive salary, 401(k), health insurance and unlimited PTO
- Free snacks and a Peloton in the office
"""

FRONTEND_ML_POSTING = """Staff Machine Learning Engineer
Requirements
- PhD in Machine Learning or Statistics
- 10+ years of experience training deep learning models with PyTorch and TensorFlow
- Expertise in CUDA, C++ and distributed training on GPUs
Preferred Qualifications
- Experience with Kubeflow and MLflow
"""


def backend_resume() -> ParsedResume:
    return ParsedResume(
        personal_info=PersonalInfo(name="Jane Doe", email="jane@example.com"),
        summary="Backend developer with 6 years of experience building web services.",
        work=[
            Entry(
                title="Software Engineer",
                organization="Globex",
                dates="Jan 2019 - Present",
                start_date="2019-01",
                end_date="present",
                bullets=[
                    "Led the migration of billing reports to a new template",
                    "Mentored two interns on code review",
                    "Built REST APIs in Django serving 2 million requests a day",
                    "Tuned Postgres queries and added Redis caching",
                ],
            ),
            Entry(
                title="Junior Developer",
                organization="Initech",
                dates="Jun 2017 - Dec 2018",
                start_date="2017-06",
                end_date="2018-12",
                bullets=["Wrote internal tools", "Containerised services with Docker"],
            ),
        ],
        education=[Entry(title="Bachelor of Science in Computer Science", organization="State University")],
        skills=[
            SkillGroup(name="Languages", skills=["JS", "Python", "SQL"]),
            SkillGroup(name="Tools", skills=["Git", "Docker"]),
        ],
    )


def resume_text(resume: ParsedResume) -> str:
    from vitae.render.text import resume_to_text

    return resume_to_text(resume)
