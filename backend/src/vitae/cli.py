"""Command line: `vitae serve`, `vitae migrate`, `vitae set-plan`."""

import argparse
import os

from vitae.settings import Settings
from vitae.store.migrate import upgrade_to_head


def _prepare(settings: Settings) -> None:
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    upgrade_to_head(settings.resolved_database_url)


def serve(host: str, port: int, workers: int) -> None:
    import uvicorn

    settings = Settings()
    _prepare(settings)
    print(f"Vitae is ready on http://{host}:{port}", flush=True)
    uvicorn.run(
        "vitae.web.app:create_app",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        log_level="warning",
        proxy_headers=True,
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="vitae", description="Vitae server and maintenance commands")
    commands = parser.add_subparsers(dest="command", required=True)
    serve_parser = commands.add_parser("serve", help="apply migrations and serve the API and the web app")
    serve_parser.add_argument("--host", default=os.environ.get("HOST", "127.0.0.1"))
    serve_parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
    serve_parser.add_argument("--workers", type=int, default=int(os.environ.get("VITAE_WORKERS", "1")))
    commands.add_parser("migrate", help="apply database migrations")
    arguments = parser.parse_args(argv)

    if arguments.command == "serve":
        serve(arguments.host, arguments.port, arguments.workers)
    elif arguments.command == "migrate":
        _prepare(Settings())
        print("Database is up to date.")


if __name__ == "__main__":
    main()
