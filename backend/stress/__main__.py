"""`make stress`: concurrent uploads, a SIGKILL in the middle of an upload load, sustained list load, and the attacks
of issue 26 (a sign-in burst, huge builder PDFs, large and pathological uploads, with peak memory and the worst
request time), against real `vitae serve` processes on loopback, on SQLite and on PostgreSQL (when installed).
Bounded in count and time; prints figures; exits non-zero on any 5xx, lost acknowledged upload, failed integrity
check, or a server process past its memory ceiling.

Run from backend/: `uv run --frozen python -m stress` (the Makefile does this)."""

import argparse
import asyncio
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from stress.attacks import run_attacks
from stress.checks import check_integrity, verify_stored
from stress.cluster import Server, postgres_bin_dir, postgres_cluster
from stress.load import run_load
from stress.uploads import Upload, UploadOutcome, sample_files, sign_up_users, upload_concurrently
from vitae.store.migrate import upgrade_to_head

SHARED_DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
LISTED_RESUMES = 10
MEMORY_CEILING_MIB = 600  # of each web server process, through the attacks


def environment(data_dir: Path, database_url: str | None) -> dict[str, str]:
    env = {
        "VITAE_DATA_DIR": str(data_dir),
        "VITAE_WEB_DIST_DIR": str(data_dir / "no-web-build"),
        "VITAE_SPEECH_ENGINE": "none",
        "VITAE_BASE_RESUME_LIMIT": "100000",  # the load, not the plan limit, is under test
        "VITAE_REGISTRATIONS_PER_ADDRESS": "100000",  # every client signs up from this one address
        # And uploads from it: the per-address limit has its own tests; here the analysis of every upload is the load.
        "VITAE_ANONYMOUS_UPLOADS_PER_ADDRESS": "100000",
    }
    if database_url:
        env["VITAE_DATABASE_URL"] = database_url
    return env


@contextmanager
def database(kind: str, data_dir: Path) -> Iterator[str]:
    if kind == "sqlite":
        yield f"sqlite:///{data_dir / 'vitae.db'}"
        return
    with postgres_cluster() as url:
        yield url


class Failures:
    def __init__(self) -> None:
        self.messages: list[str] = []

    def check(self, condition: bool, message: str) -> None:
        if not condition:
            self.messages.append(message)
            print(f"   FAILED: {message}", flush=True)


def report_uploads(label: str, outcomes: list[UploadOutcome], seconds: float) -> None:
    statuses: dict[str, int] = {}
    for outcome in outcomes:
        key = str(outcome.status) if outcome.status else f"no answer ({outcome.error})"
        statuses[key] = statuses.get(key, 0) + 1
    print(f"   {label}: {len(outcomes)} uploads in {seconds:.1f} s, statuses {statuses}", flush=True)


def run_on(kind: str, files: list[Path], options: argparse.Namespace, failures: Failures) -> None:
    print(f"\n== {kind}", flush=True)
    with tempfile.TemporaryDirectory(prefix="vitae-stress-") as scratch, database(kind, Path(scratch)) as url:
        upgrade_to_head(url)
        server = Server(environment=environment(Path(scratch), url), workers=options.workers)
        server.start()
        try:
            if options.attacks_only:
                attack(server, files, options, failures)
                return
            users = sign_up_users(server.base_url, options.clients)

            # 1. Concurrent uploads of real resumes through several clients.
            uploads = [Upload(users[index % len(users)], files[index % len(files)]) for index in range(options.uploads)]
            started = time.perf_counter()
            outcomes = asyncio.run(upload_concurrently(server.base_url, uploads, timeout_seconds=options.timeout))
            report_uploads("concurrent uploads", outcomes, time.perf_counter() - started)
            failures.check(not any(o.status and o.status >= 500 for o in outcomes), "an upload answered 5xx")
            failures.check(all(o.status for o in outcomes), "an upload got no answer")
            acknowledged = [o for o in outcomes if o.resume_id]
            missing = verify_stored(url, server.base_url, acknowledged)
            print(f"   stored and readable: {len(acknowledged) - len(missing)} of {len(acknowledged)} acknowledged")
            failures.check(not missing, f"{len(missing)} acknowledged uploads are missing or differ: {missing[:3]}")

            # 2. SIGKILL in the middle of an upload load, restart, nothing acknowledged may be lost.
            kill_uploads = [Upload(users[i % len(users)], files[(i * 7) % len(files)]) for i in range(options.uploads)]
            started = time.perf_counter()
            outcomes = asyncio.run(
                upload_concurrently(
                    server.base_url,
                    kill_uploads,
                    timeout_seconds=options.timeout,
                    after_acknowledged=(options.kill_after, server.kill),
                )
            )
            report_uploads("uploads around kill -9", outcomes, time.perf_counter() - started)
            acknowledged = [o for o in outcomes if o.resume_id]
            failures.check(not any(o.status and o.status >= 500 for o in outcomes), "an upload answered 5xx")
            print(f"   killed the server after {len(acknowledged)} acknowledged uploads; restarting", flush=True)
            server.start()
            missing = verify_stored(url, server.base_url, acknowledged)
            intact = len(acknowledged) - len(missing)
            print(f"   after restart: {intact} of {len(acknowledged)} acknowledged uploads are intact")
            failures.check(not missing, f"{len(missing)} acknowledged uploads lost after kill -9: {missing[:3]}")
            problems = check_integrity(url)
            print(f"   integrity check: {problems or 'ok'}")
            failures.check(not problems, f"integrity check failed: {problems}")

            # 3. Sustained GET /api/resumes, for a user with as many resumes as the benchmark's, so figures compare.
            listing_user = sign_up_users(server.base_url, 1, prefix="lister")[0]
            asyncio.run(
                upload_concurrently(
                    server.base_url,
                    [Upload(listing_user, path) for path in files[:LISTED_RESUMES]],
                    timeout_seconds=options.timeout,
                )
            )
            count = len(listing_user.get_json(server.base_url, "/api/resumes"))
            best = None
            for _ in range(options.rounds):
                result = run_load(
                    server.base_url,
                    "/api/resumes",
                    cookie=listing_user.cookie_header,
                    connections=options.connections,
                    seconds=options.seconds,
                )
                print(f"   GET /api/resumes ({count} resumes): {result.summary()}", flush=True)
                failures.check(result.server_errors == 0 and result.errors == 0, "list load saw errors")
                if best is None or result.per_second > best.per_second:
                    best = result
            if best is not None:
                print(
                    f"   best: {best.per_second:,.0f} requests/s, p50 {best.percentile_ms(0.5):.1f} ms, "
                    f"p99 {best.percentile_ms(0.99):.1f} ms ({options.workers} workers, {options.connections} "
                    f"connections; target >= 1,000 requests/s, p99 <= 50 ms)",
                    flush=True,
                )

            attack(server, files, options, failures)
        finally:
            server.close()


def attack(server: Server, files: list[Path], options: argparse.Namespace, failures: Failures) -> None:
    """4. The attacks of issue 26, one after another, with a legitimate upload during each."""
    target = sign_up_users(server.base_url, 1, prefix="target")[0]
    sample_pdf = next(path for path in files if path.suffix == ".pdf")
    results = run_attacks(server, target, server_depth=0 if options.workers == 1 else 1, sample_pdf=sample_pdf)
    for result in results:
        failures.check(result.server_errors == 0, f"{result.name}: a request answered 5xx")
        if result.server_errors:
            print(server.log(), flush=True)
        failures.check(
            result.peak_server_mib < MEMORY_CEILING_MIB,
            f"{result.name}: a server process reached {result.peak_server_mib:.0f} MiB",
        )


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m stress", description=__doc__)
    parser.add_argument("--uploads", type=int, default=200)
    parser.add_argument("--clients", type=int, default=8, help="users, each with its own connection pool")
    parser.add_argument("--kill-after", type=int, default=25, help="acknowledged uploads before the kill -9")
    parser.add_argument("--workers", type=int, default=2, help="vitae serve --workers")
    parser.add_argument("--connections", type=int, default=8, help="keep-alive connections for the list load")
    parser.add_argument("--seconds", type=float, default=8.0, help="length of one list-load round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=300.0, help="bound on each upload phase")
    parser.add_argument("--database", choices=["sqlite", "postgresql", "both"], default="both")
    parser.add_argument("--attacks-only", action="store_true", help="only the attacks of issue 26")
    options = parser.parse_args()

    files = sample_files(SHARED_DATA)
    if not files:
        sys.exit(f"no resumes to upload: the public data is not at {SHARED_DATA}")
    kinds = ["sqlite", "postgresql"] if options.database == "both" else [options.database]
    if "postgresql" in kinds and postgres_bin_dir() is None:
        print("PostgreSQL is not installed: only SQLite is stressed (apt-get install postgresql)", flush=True)
        kinds.remove("postgresql")
    failures = Failures()
    started = time.perf_counter()
    for kind in kinds:
        run_on(kind, files, options, failures)
    print(f"\nstress finished in {time.perf_counter() - started:.0f} s: ", end="")
    if failures.messages:
        print(f"{len(failures.messages)} failures")
        sys.exit(1)
    print("no 5xx, no lost acknowledged upload, integrity checks passed")


if __name__ == "__main__":
    main()
