"""Command line: `vitae serve`, `vitae migrate`."""

import argparse
import os
import socket

import uvicorn

from vitae.settings import Settings
from vitae.store.migrate import upgrade_to_head

APP_FACTORY = "vitae.web.app:create_app"


def _prepare(settings: Settings) -> None:
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    upgrade_to_head(settings.resolved_database_url)


class _AnnouncingServer(uvicorn.Server):
    """Prints the address only once the app has started and the socket accepts connections."""

    def __init__(self, config: uvicorn.Config, announcement: str) -> None:
        super().__init__(config)
        self.announcement = announcement

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets=sockets)
        if self.started:
            print(self.announcement, flush=True)


def serve(host: str, port: int, workers: int) -> None:
    _prepare(Settings())
    url = f"http://{host}:{port}"
    config = uvicorn.Config(
        APP_FACTORY, factory=True, host=host, port=port, workers=workers, log_level="warning", proxy_headers=True
    )
    if workers > 1:
        print(f"Vitae is starting {workers} workers on {url}", flush=True)
        uvicorn.run(
            APP_FACTORY, factory=True, host=host, port=port, workers=workers, log_level="warning", proxy_headers=True
        )
        return
    _AnnouncingServer(config, f"Vitae is ready on {url}").run()


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
