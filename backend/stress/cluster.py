"""Real processes on loopback for the scale-out test, `make stress` and the throughput benchmark: a throwaway
PostgreSQL cluster and `vitae serve` instances that can be stopped politely or killed with SIGKILL."""

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

import httpx

POSTGRES_USER = "postgres"  # PostgreSQL refuses to run as root; as root the cluster runs as this account


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def postgres_bin_dir() -> Path | None:
    """The newest installed PostgreSQL's binaries (Debian's layout), or None when PostgreSQL is not installed."""
    candidates = sorted(
        Path("/usr/lib/postgresql").glob("*/bin"),
        key=lambda path: int(path.parent.name) if path.parent.name.isdigit() else 0,
    )
    usable = [path for path in candidates if (path / "initdb").is_file() and (path / "pg_ctl").is_file()]
    return usable[-1] if usable else None


def _run_quietly(program: Path, *arguments: str) -> None:
    command = [str(program), *arguments]
    if os.geteuid() == 0:
        command = ["runuser", "-u", POSTGRES_USER, "--", *command]
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True)


@contextmanager
def postgres_cluster() -> Iterator[str]:
    """Starts a fresh cluster on a free loopback port (trust auth, no password: it listens on 127.0.0.1 only and
    lives in a private temporary directory), yields its SQLAlchemy URL, and removes it on exit."""
    bin_dir = postgres_bin_dir()
    if bin_dir is None:
        raise RuntimeError("PostgreSQL is not installed (no /usr/lib/postgresql/*/bin)")
    port = free_port()
    work_dir = Path(tempfile.mkdtemp(prefix="vitae-pg-"))
    if os.geteuid() == 0:
        shutil.chown(work_dir, user=POSTGRES_USER)
    data_dir = work_dir / "data"
    try:
        _run_quietly(bin_dir / "initdb", "-D", str(data_dir), "-U", "vitae", "--auth=trust", "--no-sync")
        options = f"-p {port} -k {work_dir} -c listen_addresses=127.0.0.1 -c max_connections=200"
        _run_quietly(bin_dir / "pg_ctl", "-D", str(data_dir), "-o", options, "-l", str(work_dir / "log"), "-w", "start")
        try:
            _run_quietly(bin_dir / "createdb", "-h", "127.0.0.1", "-p", str(port), "-U", "vitae", "vitae")
            yield f"postgresql+psycopg://vitae@127.0.0.1:{port}/vitae"
        finally:
            _run_quietly(bin_dir / "pg_ctl", "-D", str(data_dir), "-m", "immediate", "-w", "stop")
    finally:
        shutil.rmtree(work_dir, ignore_errors=True)


@dataclass
class Server:
    """One `vitae serve` process; `kill()` is SIGKILL (no shutdown code runs), `start()` brings it back."""

    environment: dict[str, str]
    port: int = field(default_factory=free_port)
    workers: int = 1
    process: subprocess.Popen[bytes] | None = None
    log_path: Path | None = None

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout_seconds: float = 90) -> None:
        self.launch()
        self.wait_until_healthy(timeout_seconds)

    def launch(self) -> None:
        if self.log_path is not None:  # a restart: the previous run's log is of no further use
            self.log_path.unlink(missing_ok=True)
        log = tempfile.NamedTemporaryFile(prefix="vitae-serve-", suffix=".log", delete=False)  # noqa: SIM115
        self.log_path = Path(log.name)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "vitae.cli", "serve", "--port", str(self.port), "--workers", str(self.workers)],
            env={**os.environ, **self.environment},
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group, so a kill reaches the workers too
        )
        log.close()

    def wait_until_healthy(self, timeout_seconds: float = 90) -> None:
        try:
            self._poll_health(timeout_seconds)
        except BaseException:
            self.kill()
            raise

    def _poll_health(self, timeout_seconds: float) -> None:
        deadline = time.monotonic() + timeout_seconds
        while time.monotonic() < deadline:
            if self.process is not None and self.process.poll() is not None:
                raise RuntimeError(f"the server stopped while starting:\n{self.log()}")
            try:
                if httpx.get(f"{self.base_url}/api/health", timeout=1).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            time.sleep(0.05)
        raise RuntimeError(f"the server was not healthy within {timeout_seconds} s:\n{self.log()}")

    def cpu_seconds(self) -> float:
        """CPU time used so far by every process of the server (supervisor, workers, document readers), read from
        /proc; with the requests served in between, it gives the server's cost per request whatever else the
        machine is doing."""
        if self.process is None:
            return 0.0
        ticks = 0
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except OSError:  # the process ended while we looked
                continue
            if int(fields[2]) == self.process.pid:  # process group: everything the server started
                ticks += int(fields[11]) + int(fields[12])  # utime + stime
        return ticks / os.sysconf("SC_CLK_TCK")

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")[-4000:] if self.log_path and self.log_path.exists() else ""

    def kill(self) -> None:
        """SIGKILL to the whole process group: the server and its extraction and uvicorn workers."""
        if self.process is None:
            return
        with suppress(ProcessLookupError):  # the whole group is gone already
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=20)

    def stop(self) -> None:
        if self.process is None:
            return
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            with suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=20)
        self.kill()  # whatever of the group outlived its leader

    def close(self) -> None:
        self.stop()
        if self.log_path is not None:
            self.log_path.unlink(missing_ok=True)


@contextmanager
def running_servers(environments: list[dict[str, str]], *, workers: int = 1) -> Iterator[list[Server]]:
    """Starts one server per environment, all at once (the database must already be migrated, or two instances
    would race to create the same tables), and stops them all on exit."""
    servers = [Server(environment=environment, workers=workers) for environment in environments]
    try:
        for server in servers:
            server.launch()
        for server in servers:
            server.wait_until_healthy()
        yield servers
    finally:
        for server in servers:
            server.close()
