"""Builders of test data, in one place."""

import itertools

from fastapi.testclient import TestClient

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
