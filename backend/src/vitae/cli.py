"""Command line: `vitae serve`, `vitae migrate`, `vitae set-plan`, `vitae parse`."""

import argparse
import copy
import os
import socket
import sys
from pathlib import Path
from typing import Any

import uvicorn
from uvicorn.config import LOGGING_CONFIG
from uvicorn.supervisors import Multiprocess

from vitae import plans
from vitae.settings import Settings
from vitae.store import accounts
from vitae.store.database import Database, make_private_directory
from vitae.store.migrate import upgrade_to_head
from vitae.web.security_log import LOGGER_NAME as SECURITY_LOGGER

APP_FACTORY = "vitae.web.app:create_app"


def _prepare(settings: Settings) -> None:
    make_private_directory(settings.data_dir)
    upgrade_to_head(settings.resolved_database_url)


def logging_config() -> dict[str, Any]:
    """uvicorn's own, plus the security events (web/security_log.py) as bare JSON lines on standard error. uvicorn
    applies it in every worker process."""
    config = copy.deepcopy(LOGGING_CONFIG)
    config["formatters"]["bare"] = {"format": "%(message)s"}
    config["handlers"]["security"] = {
        "class": "logging.StreamHandler",
        "formatter": "bare",
        "stream": "ext://sys.stderr",
    }
    config["loggers"][SECURITY_LOGGER] = {"handlers": ["security"], "level": "INFO", "propagate": False}
    return config


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
    settings = Settings()
    _prepare(settings)
    url = f"http://{host}:{port}"
    if host not in settings.allowed_hosts and "*" not in settings.allowed_hosts:
        print(
            f"Note: requests must name one of {settings.allowed_hosts} as their host; set VITAE_ALLOWED_HOSTS to the "
            "names or addresses that browsers use to reach this server.",
            flush=True,
        )
    # The app reads forwarded headers itself, from the proxies it trusts (VITAE_TRUSTED_PROXIES); uvicorn must not
    # apply its own list on top. No access log: the reverse proxy in front keeps one.
    config = uvicorn.Config(
        APP_FACTORY,
        factory=True,
        host=host,
        port=port,
        workers=workers,
        log_level="warning",
        log_config=logging_config(),
        proxy_headers=False,
        access_log=False,
    )
    try:
        if workers > 1:
            print(f"Vitae is starting {workers} workers on {url}", flush=True)
            # What uvicorn.run does for several workers: bind once, then a supervisor starts a server per worker.
            Multiprocess(config, sockets=[config.bind_socket()]).run()
        else:
            _AnnouncingServer(config, f"Vitae is ready on {url}").run()
    except KeyboardInterrupt:
        # uvicorn shuts down gracefully on Ctrl-C, then raises the signal again for the exit status; as uvicorn.run
        # does, that ends here rather than in a traceback.
        pass


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="vitae", description="Vitae server and maintenance commands")
    commands = parser.add_subparsers(dest="command", required=True)
    serve_parser = commands.add_parser("serve", help="apply migrations and serve the API and the web app")
    serve_parser.add_argument("--host", default=os.environ.get("HOST", "127.0.0.1"))
    serve_parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
    serve_parser.add_argument("--workers", type=int, default=int(os.environ.get("VITAE_WORKERS", "1")))
    commands.add_parser("migrate", help="apply database migrations")
    plan_parser = commands.add_parser("set-plan", help="put a user on a plan (there is no payment provider)")
    plan_parser.add_argument("email")
    plan_parser.add_argument("plan", choices=[plans.BASE_PLAN, plans.PROFESSIONAL_PLAN])
    parse_parser = commands.add_parser("parse", help="print the parse of a resume file (PDF, DOCX or text) as JSON")
    parse_parser.add_argument("file", type=Path)
    parse_parser.add_argument("--explain", action="store_true", help="print which rule decided what, line by line")
    arguments = parser.parse_args(argv)

    if arguments.command == "serve":
        serve(arguments.host, arguments.port, arguments.workers)
    elif arguments.command == "migrate":
        _prepare(Settings())
        print("Database is up to date.")
    elif arguments.command == "set-plan":
        settings = Settings()
        _prepare(settings)
        raise SystemExit(set_plan(settings, arguments.email, arguments.plan))
    elif arguments.command == "parse":
        raise SystemExit(parse(arguments.file, explain=arguments.explain))


def parse(path: Path, *, explain: bool) -> int:
    # Imported here: the parser's vocabularies take a moment to load, and the other commands need none of them.
    from vitae.errors import VitaeError
    from vitae.resume.explain import explanation, parse_file

    try:
        resume, decisions = parse_file(path.read_bytes())
    except OSError as error:
        print(f"Cannot read {path}: {error.strerror}", file=sys.stderr)
        return 2
    except VitaeError as error:
        print(error.message, file=sys.stderr)
        return 2
    print(explanation(resume, decisions) if explain else resume.model_dump_json(by_alias=True, indent=2))
    return 0


def set_plan(settings: Settings, email: str, plan: str) -> int:
    database = Database(settings.resolved_database_url)
    try:
        with database.session() as session:
            user = accounts.find_user_by_email(session, email)
            if user is None:
                print(f"No account with the email {email}.")
                return 1
            user.plan_type = plan
            session.commit()
    finally:
        database.dispose()
    print(f"{email} is now on the {plans.plan_name(plan)} plan.")
    return 0


if __name__ == "__main__":
    main()
