import json
import re

from fastapi.testclient import TestClient

from tests.api.test_builder import builder_data
from tests.factories import sign_up


def ask(client: TestClient, question: str, section: str = "", **personal: str) -> dict[str, str | None]:
    response = client.post(
        "/api/resume-ai-assistant",
        json={"question": question, "section": section, "context": builder_data(**personal)},
    )
    assert response.status_code == 200, response.text
    return dict(response.json())


def test_bio_uses_only_the_entered_facts(client: TestClient) -> None:
    sign_up(client)
    answer = ask(client, "Write a professional bio")["answer"]
    assert "Data Analyst" in answer and "Tesco" in answer and "Tableau" in answer
    assert "University of Leeds" in answer
    numbers = set(re.findall(r"\d+", answer)) - {"3", "5"}  # '3 to 5 sentences' is advice, not a claim
    assert numbers <= {"40"}, "only numbers the user wrote"


def test_phone_number_formats_and_is_handed_back_for_the_field(client: TestClient) -> None:
    sign_up(client)
    reply = ask(client, "Format my phone number", phone="020 7946 0958")
    assert reply["formattedPhone"] == "+44 20 7946 0958"
    assert "now reads +44 20 7946 0958" in str(reply["answer"]) and "+442079460958" in str(reply["answer"])
    american = ask(client, "Could you tidy up my phone number?", phone="(415) 555-0142", location="Oakland, CA")
    assert american["formattedPhone"] == "+1 415-555-0142"
    already = ask(client, "Format my phone number", phone="+1 415-555-0142", location="Oakland, CA")
    assert "already written" in str(already["answer"])
    invalid = ask(client, "Format my phone number", phone="12")
    assert "not" in str(invalid["answer"]) and invalid["formattedPhone"] is None


def test_free_questions_are_answered_from_the_guide_section_they_mean(client: TestClient) -> None:
    sign_up(client)
    gpa = str(ask(client, "how do I list my GPA?")["answer"])
    assert gpa.startswith("From Vitae's resume guide, “Listing your GPA”")
    assert "scale" in gpa
    # A paraphrase that shares no key word with the section's title
    photo = str(ask(client, "is it a good idea to show what I look like on my CV?")["answer"])
    assert "“Photos and personal details”" in photo


def test_a_question_nothing_in_the_guide_answers_is_declined_honestly(client: TestClient) -> None:
    sign_up(client)
    reply = ask(client, "What is the boiling point of mercury?")
    assert str(reply["answer"]).startswith("I don't have advice on that")
    assert "format your phone number" in str(reply["answer"])


def test_describe_experience_uses_the_users_own_bullets(client: TestClient) -> None:
    sign_up(client)
    answer = ask(client, "How to describe my experience")["answer"]
    assert "past-tense verb" in answer


def test_enhance_a_section_returns_a_fenced_json_block(client: TestClient) -> None:
    sign_up(client)
    reply = ask(client, "Enhance with AI", section="work-experience")
    block = re.search(r"```json\n(.*?)\n```", reply["answer"], re.DOTALL)
    assert block is not None
    items = json.loads(block.group(1))["items"]
    assert items[0]["subtitle"] == "Tesco"
    skills = ask(client, "Enhance with AI", section="skills")["answer"]
    assert '"categories"' in skills
    summary = ask(client, "Enhance with AI", section="professional-summary")["answer"]
    assert "```" not in summary and summary


def test_tailoring_questions_offer_the_tweaker(client: TestClient) -> None:
    sign_up(client)
    assert ask(client, "How do I tailor this to a job description?")["suggestion"] == "Tweak My Resume"


def test_blank_questions_and_visitors_are_refused(client: TestClient) -> None:
    body = {"question": "   ", "section": "", "context": builder_data()}
    assert client.post("/api/resume-ai-assistant", json=body).status_code == 401
    sign_up(client)
    response = client.post("/api/resume-ai-assistant", json=body)
    assert response.status_code == 422
    assert response.json()["message"] == "Please type a question for the assistant."
