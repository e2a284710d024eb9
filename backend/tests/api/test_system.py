from pathlib import Path

from fastapi.testclient import TestClient

from vitae.bounded import WorkerPool
from vitae.settings import Settings
from vitae.web.app import create_app
from vitae.web.errors import DATABASE_UNAVAILABLE_MESSAGE


def test_health_reports_ok_with_a_reachable_database(client: TestClient) -> None:
    response = client.get("/api/health")
    assert response.status_code == 200
    assert response.json()["status"] == "ok"


def test_health_is_503_when_the_database_is_unreachable(tmp_path: Path, workers: WorkerPool) -> None:
    missing_directory = tmp_path / "missing" / "vitae.db"
    settings = Settings(
        data_dir=tmp_path,
        database_url=f"sqlite:///{missing_directory}",
        speech_preload=False,
        allowed_hosts=["testserver"],
    )
    app = create_app(settings, workers=workers)
    with TestClient(app) as client:
        response = client.get("/api/health")
        sign_in = client.post("/api/auth/login", json={"email": "ada@example.com", "password": "difference-engine"})
    assert response.status_code == 503
    assert response.json()["status"] != "ok"
    assert response.json()["message"]
    assert sign_in.status_code == 503, "a database that cannot be reached is a 503 to try again, never a 500"
    assert sign_in.json() == {"message": DATABASE_UNAVAILABLE_MESSAGE}
    assert sign_in.headers["retry-after"] == "1"


def test_settings_name_the_engine_and_never_a_key(client: TestClient) -> None:
    body = client.get("/api/settings").json()
    assert body["aiProvider"] == "offline"
    assert body["model"]
    assert "key" not in str(body).lower()


def test_unknown_api_path_is_json_404(client: TestClient) -> None:
    response = client.get("/api/no-such-thing")
    assert response.status_code == 404
    assert response.json() == {"message": "Not found"}


def test_client_routes_serve_the_web_app(
    settings: Settings, app_database: object, tmp_path: Path, workers: WorkerPool
) -> None:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text("<!doctype html><div id=root></div>")
    (dist / "assets" / "app.js").write_text("console.log(1)")
    app = create_app(settings.model_copy(update={"web_dist_dir": dist}), workers=workers)
    with TestClient(app) as client:
        for path in ("/", "/auth", "/dashboard", "/editor/123", "/no/such/page"):
            response = client.get(path)
            assert response.status_code == 200
            assert "<div id=root>" in response.text
        assert client.get("/assets/app.js").text == "console.log(1)"
        assert client.get("/../../etc/passwd").status_code in (200, 404)
        assert "root:" not in client.get("/..%2f..%2fetc/passwd").text


def test_scoring_rubric_is_published(client: TestClient) -> None:
    body = client.get("/api/scoring/rubric").json()
    assert abs(sum(body["categoryWeights"].values()) - 1) < 1e-9
    assert {check["category"] for check in body["checks"]} == set(body["categoryWeights"])
    assert all(check["maxPoints"] > 0 and check["why"] for check in body["checks"])
