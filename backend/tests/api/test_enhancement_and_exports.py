import io
import zipfile
from collections.abc import Callable

from fastapi.testclient import TestClient
from pypdf import PdfReader

from tests.factories import RESUME_TEXT, sign_up, upload
from vitae.documents.extraction import extract_document
from vitae.writer.placeholders import PLACEHOLDER

WEAK_RESUME = """Taylor Morgan
taylor.morgan@example.com | 206.555.0199 | Seattle, WA

EXPERIENCE
Operations Coordinator, Northwind Traders — Seattle, WA
03/2019 - 12/2022
• Responsible for managing the schedules of 12 drivers.
• I helped with preparing weekly inventory reports for the warehouse team.

EDUCATION
B.A. in Business Administration, University of Washington
2015 – 2019

SKILLS
Excel, Excel, SQL, Tableau
"""


def test_upload_offers_an_enhanced_version_scored_on_its_own(client: TestClient) -> None:
    resume = upload(client, WEAK_RESUME.encode(), "taylor.txt").json()
    enhancement = resume["enhancement"]
    assert enhancement is not None and enhancement["improvements"]
    assert set(enhancement["acceptedIds"]) == {item["id"] for item in enhancement["improvements"]}
    assert resume["enhancedContent"] and resume["enhancedContent"] != resume["originalContent"]
    assert "Mar 2019 – Dec 2022" in resume["enhancedContent"] and "03/2019" not in resume["enhancedContent"]
    assert enhancement["enhancedScore"] >= resume["overallScore"]
    assert resume["processing"]["enhanceMs"] >= 0
    for improvement in enhancement["improvements"]:
        assert improvement["before"] != improvement["after"] and improvement["reason"]


def test_rejecting_a_change_keeps_the_original_wording(client: TestClient) -> None:
    resume = upload(client, WEAK_RESUME.encode(), "taylor.txt").json()
    improvements = resume["enhancement"]["improvements"]
    rejected = next(item for item in improvements if item["before"] == "03/2019 - 12/2022")
    accepted = [item["id"] for item in improvements if item["id"] != rejected["id"]]
    response = client.put(f"/api/resumes/{resume['id']}/enhancement", json={"acceptedIds": accepted})
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["enhancement"]["acceptedIds"] == accepted
    assert "03/2019 - 12/2022" in body["enhancedContent"]
    assert "206-555-0199" in body["enhancedContent"], "the other changes stay accepted"
    assert len(body["enhancement"]["improvements"]) == len(improvements), "the offer itself stays whole"

    unknown = client.put(f"/api/resumes/{resume['id']}/enhancement", json={"acceptedIds": ["made-up"]})
    assert unknown.status_code == 422


def test_the_comparison_base_differs_from_the_enhanced_text_only_by_accepted_changes(client: TestClient) -> None:
    resume = upload(client, WEAK_RESUME.encode(), "taylor.txt").json()
    base = resume["enhancement"]["baseContent"]
    assert "03/2019 - 12/2022" in base
    assert base != resume["enhancedContent"]
    response = client.put(f"/api/resumes/{resume['id']}/enhancement", json={"acceptedIds": []})
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["enhancedContent"] == body["enhancement"]["baseContent"] == base


def test_save_to_dashboard_claims_and_records_a_version(client: TestClient) -> None:
    resume = upload(client, WEAK_RESUME.encode(), "taylor.txt").json()
    assert client.post(f"/api/resumes/{resume['id']}/save-to-dashboard", json={"userName": "T"}).status_code == 401
    sign_up(client)
    saved = client.post(f"/api/resumes/{resume['id']}/save-to-dashboard", json={"userName": "Taylor"})
    assert saved.status_code == 200, saved.text
    assert saved.json()["metadata"]["aiTitle"] == resume["aiTitle"]
    assert saved.json()["resume"]["isAnonymous"] is False
    versions = client.get(f"/api/resumes/{resume['id']}/versions").json()
    assert [version["label"] for version in versions] == ["Saved enhanced version", "Uploaded"]
    assert versions[0]["overallScore"] == resume["enhancement"]["enhancedScore"]


def test_restore_a_version(client: TestClient) -> None:
    sign_up(client)
    resume = upload(client, RESUME_TEXT.encode()).json()
    client.patch(f"/api/resumes/{resume['id']}", json={"content": " ".join(RESUME_TEXT.split())})
    versions = client.get(f"/api/resumes/{resume['id']}/versions").json()
    first = versions[-1]
    restored = client.post(f"/api/resumes/{resume['id']}/versions/{first['id']}/restore")
    assert restored.status_code == 200
    assert restored.json()["overallScore"] == first["overallScore"]
    labels = [version["label"] for version in client.get(f"/api/resumes/{resume['id']}/versions").json()]
    assert labels == ["Restored version 1", "Edited and re-analysed", "Uploaded"]
    assert client.post(f"/api/resumes/{resume['id']}/versions/nope/restore").status_code == 404


def test_downloads_need_an_account(client: TestClient) -> None:
    resume = upload(client, RESUME_TEXT.encode()).json()
    response = client.post(f"/api/resumes/{resume['id']}/download-pdf")
    assert response.status_code == 401
    assert response.json()["message"]


def test_download_pdf_holds_the_accepted_text(client: TestClient) -> None:
    sign_up(client)
    resume = upload(client, WEAK_RESUME.encode(), "taylor.txt").json()
    response = client.post(f"/api/resumes/{resume['id']}/download-pdf?template=modern&paper=a4")
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/pdf"
    assert 'filename="Taylor_Morgan.pdf"' in response.headers["content-disposition"].replace(" ", "_") or (
        "Taylor" in response.headers["content-disposition"]
    )
    text = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(response.content)).pages)
    assert "Taylor Morgan" in text and "taylor.morgan@example.com" in text
    assert "Mar 2019 – Dec 2022" in text and "03/2019" not in text
    original = client.post(f"/api/resumes/{resume['id']}/download-pdf?version=original")
    original_text = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(original.content)).pages)
    assert "03/2019 - 12/2022" in original_text


def test_export_formats(client: TestClient) -> None:
    sign_up(client)
    resume = upload(client, RESUME_TEXT.encode()).json()
    docx = client.post(f"/api/resumes/{resume['id']}/export?format=docx")
    assert docx.status_code == 200
    with zipfile.ZipFile(io.BytesIO(docx.content)) as package:
        assert "Jordan Rivera" in package.read("word/document.xml").decode()
    json_resume = client.post(f"/api/resumes/{resume['id']}/export?format=json").json()
    assert json_resume["basics"]["email"] == "jordan.rivera@example.com"
    text = client.post(f"/api/resumes/{resume['id']}/export?format=txt")
    assert text.headers["content-type"].startswith("text/plain")
    assert "Jordan Rivera" in text.text
    assert client.post(f"/api/resumes/{resume['id']}/export?format=exe").status_code == 422
    assert client.post(f"/api/resumes/{resume['id']}/download-pdf?template=nope").status_code == 422


def test_other_users_cannot_download_or_change(make_client: Callable[[], TestClient]) -> None:
    owner, intruder = make_client(), make_client()
    sign_up(owner)
    sign_up(intruder)
    resume = upload(owner, RESUME_TEXT.encode()).json()
    for method, path, body in [
        ("POST", f"/api/resumes/{resume['id']}/download-pdf", None),
        ("POST", f"/api/resumes/{resume['id']}/export?format=docx", None),
        ("PUT", f"/api/resumes/{resume['id']}/enhancement", {"acceptedIds": []}),
        ("POST", f"/api/resumes/{resume['id']}/save-to-dashboard", {"userName": "x"}),
        ("GET", f"/api/resumes/{resume['id']}/versions", None),
    ]:
        assert intruder.request(method, path, json=body).status_code == 404, path


def test_templates_are_listed(client: TestClient) -> None:
    templates = client.get("/api/render/templates").json()
    assert len(templates) >= 3
    assert all(template["id"] and template["name"] for template in templates)


def test_advice_to_add_a_number_is_beside_its_line_and_in_no_text_export_tailoring_or_saved_version(
    client: TestClient,
) -> None:
    sign_up(client)
    without_figures = WEAK_RESUME.replace("the schedules of 12 drivers", "the schedules of the drivers")
    resume = upload(client, without_figures.encode(), "taylor.txt").json()
    advice = resume["enhancement"]["advice"]
    reports = next(item for item in advice if "inventory reports" in item["line"])
    assert reports["findingId"] == "impact.not_quantified"
    assert reports["target"].startswith("work.0.bullets.") and reports["message"]
    assert reports["location"].startswith("Experience › Operations Coordinator")
    texts = [resume["enhancedContent"]]
    for file_format in ("txt", "json", "docx"):
        exported = client.post(f"/api/resumes/{resume['id']}/export?format={file_format}")
        texts.append(exported.text if file_format != "docx" else _docx_text(exported.content))
    pdf = client.post(f"/api/resumes/{resume['id']}/download-pdf")
    texts.append("\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf.content)).pages))
    tweak = client.post(
        f"/api/resumes/{resume['id']}/tweak",
        json={"jobDescription": "Operations analyst: Excel, SQL and inventory reporting.", "useEnhancedVersion": True},
    )
    assert tweak.status_code == 200, tweak.text
    texts.append(tweak.json()["enhancedContent"])
    client.post(f"/api/resumes/{resume['id']}/save-to-dashboard", json={"userName": "Taylor"})
    saved = client.get(f"/api/resumes/{resume['id']}/versions").json()[0]
    restored = client.post(f"/api/resumes/{resume['id']}/versions/{saved['id']}/restore")
    texts.append(restored.json()["content"])
    for text in texts:
        assert "inventory reports" in text or "inventory" in text
        assert not PLACEHOLDER.search(text.replace("[]", "")) and "add a number" not in text.lower()


def _docx_text(content: bytes) -> str:
    return extract_document(content).text
