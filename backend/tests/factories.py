"""Builders of test data, in one place."""

import io
import itertools

from fastapi.testclient import TestClient
from httpx import Response

_numbers = itertools.count(1)
DEFAULT_PASSWORD = "correct horse"


def registration(**overrides: str) -> dict[str, str]:
    number = next(_numbers)
    body = {
        "email": f"user{number}@example.com",
        "password": DEFAULT_PASSWORD,
        "firstName": "Ada",
        "lastName": "Lovelace",
    }
    body.update(overrides)
    return body


def sign_up(client: TestClient, **overrides: str) -> dict[str, str]:
    body = registration(**overrides)
    response = client.post("/api/auth/register", json=body)
    assert response.status_code == 201, response.text
    return body


RESUME_TEXT = """Jordan Rivera
Backend Engineer
jordan.rivera@example.com | +1 415 555 0142 | San Francisco, CA | linkedin.com/in/jordanrivera

SUMMARY
Backend engineer with seven years of experience building reliable payment and data platforms in Python and Go.

EXPERIENCE
Senior Backend Engineer, Stripe — San Francisco, CA
Jan 2021 – Present
• Led the migration of the billing service to Kubernetes, cutting deployment time by 60%.
• Designed an event pipeline on Kafka and PostgreSQL that processes 2 million events per day.
• Mentored four engineers and introduced code review guidelines adopted by three teams.

Software Engineer, Square — Oakland, CA
Jun 2017 – Dec 2020
• Built REST APIs in Python and Django serving 15,000 merchants.
• Reduced p99 latency of the ledger service from 900 ms to 250 ms by adding Redis caching.

EDUCATION
B.S. in Computer Science, University of California, Berkeley
2013 – 2017

SKILLS
Languages: Python, Go, SQL
Infrastructure: Kubernetes, Docker, AWS, Terraform, Kafka, PostgreSQL, Redis
"""


def resume_docx(text: str = RESUME_TEXT) -> bytes:
    from docx import Document

    document = Document()
    for line in text.splitlines():
        document.add_paragraph(line)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def upload(
    client: TestClient, data: bytes, file_name: str = "Jordan_Rivera_Resume.txt", field: str = "resume"
) -> Response:
    return client.post("/api/resumes", files={field: (file_name, data, "application/octet-stream")})
