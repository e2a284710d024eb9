from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from fastapi.testclient import TestClient
from sqlalchemy import func, select, update

from tests.factories import RESUME_TEXT, sign_up, upload
from vitae.bounded import WorkerPool
from vitae.cli import set_plan
from vitae.settings import Settings
from vitae.store.database import Database
from vitae.store.models import Resume, User
from vitae.web.app import create_app
from vitae.web.housekeeping import remove_expired_once


def test_stats_for_a_new_user(client: TestClient) -> None:
    sign_up(client)
    stats = client.get("/api/dashboard/stats").json()
    assert stats == {
        "planType": "base",
        "planName": "Base",
        "isPremium": False,
        "trialDaysRemaining": 3,
        "totalResumes": 0,
        "storageInfo": {"used": 0, "limit": 20, "percentage": 0},
        "upgradeContact": "",
    }
    analytics = client.get("/api/dashboard/analytics").json()
    assert analytics["averageAtsScore"] is None and analytics["timeline"] == []
    assert client.get("/api/dashboard/resumes").json() == []


def test_stats_name_whom_to_ask_for_professional(
    settings: Settings, app_database: Database, workers: WorkerPool
) -> None:
    configured = settings.model_copy(update={"upgrade_contact": " careers@college.example "})
    with TestClient(create_app(configured, workers=workers)) as client:
        sign_up(client)
        assert client.get("/api/dashboard/stats").json()["upgradeContact"] == "careers@college.example"


def test_storage_edges(settings: Settings, app_database: Database, workers: WorkerPool) -> None:
    app = create_app(settings.model_copy(update={"base_resume_limit": 5}), workers=workers)
    with TestClient(app) as client:
        sign_up(client)
        percentages = []
        for _ in range(5):
            upload(client, RESUME_TEXT.encode())
            percentages.append(client.get("/api/dashboard/stats").json()["storageInfo"]["percentage"])
        assert percentages == [20, 40, 60, 80, 100]
        assert upload(client, RESUME_TEXT.encode()).status_code == 409


def test_trial_ends_after_three_days(client: TestClient, app_database: Database) -> None:
    body = sign_up(client)
    with app_database.session() as session:
        session.execute(
            update(User).where(User.email == body["email"]).values(created_at=datetime.now(UTC) - timedelta(days=3))
        )
        session.commit()
    assert client.get("/api/dashboard/stats").json()["trialDaysRemaining"] == 0


def test_analytics_and_best_version(client: TestClient) -> None:
    sign_up(client)
    resume = upload(client, RESUME_TEXT.encode()).json()
    client.patch(f"/api/resumes/{resume['id']}", json={"content": " ".join(RESUME_TEXT.split())})
    analytics = client.get("/api/dashboard/analytics").json()
    history = analytics["resumeHistories"][0]
    assert [point["label"] for point in history["points"]] == ["Uploaded", "Edited and re-analysed"]
    assert analytics["averageAtsScore"] == history["points"][-1]["score"]
    listed = client.get("/api/dashboard/resumes").json()[0]
    assert listed["bestScore"] == resume["overallScore"] > listed["atsScore"]
    assert listed["bestVersionId"] == history["points"][0]["versionId"]


def test_dashboard_needs_a_session(client: TestClient) -> None:
    for path in ("/api/dashboard/stats", "/api/dashboard/analytics", "/api/dashboard/resumes"):
        assert client.get(path).status_code == 401


def test_each_user_sees_only_their_own(make_client: Callable[[], TestClient]) -> None:
    first, second = make_client(), make_client()
    sign_up(first)
    sign_up(second)
    upload(first, RESUME_TEXT.encode())
    assert len(first.get("/api/dashboard/resumes").json()) == 1
    assert second.get("/api/dashboard/resumes").json() == []
    assert second.get("/api/dashboard/stats").json()["storageInfo"]["used"] == 0


def test_set_plan_command(client: TestClient, settings: Settings) -> None:
    body = sign_up(client)
    assert set_plan(settings, body["email"], "professional") == 0
    stats = client.get("/api/dashboard/stats").json()
    assert stats["isPremium"] is True and stats["storageInfo"]["limit"] == settings.pro_resume_limit
    assert set_plan(settings, "nobody@example.com", "base") == 1


def test_unclaimed_anonymous_resumes_expire(
    make_client: Callable[[], TestClient], app_database: Database, settings: Settings
) -> None:
    visitor, member = make_client(), make_client()
    old = upload(visitor, RESUME_TEXT.encode()).json()
    fresh = upload(visitor, RESUME_TEXT.encode()).json()
    sign_up(member)
    owned = upload(member, RESUME_TEXT.encode()).json()
    week_ago = datetime.now(UTC) - timedelta(days=8)
    with app_database.session() as session:
        session.execute(update(Resume).where(Resume.id.in_([old["id"], owned["id"]])).values(created_at=week_ago))
        session.commit()
    assert remove_expired_once(app_database, settings) == 1
    assert visitor.get(f"/api/resumes/{old['id']}").status_code == 404
    assert visitor.get(f"/api/resumes/{fresh['id']}").status_code == 200
    assert member.get(f"/api/resumes/{owned['id']}").status_code == 200, "claimed resumes never expire"
    with app_database.session() as session:
        assert session.scalar(select(func.count()).select_from(Resume)) == 2
