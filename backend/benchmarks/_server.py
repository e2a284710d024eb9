"""Starts a real `vitae serve` on a free loopback port with a fresh data directory, for benchmarks."""

import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

SHARED_DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def running_server(**environment: str) -> Iterator[str]:
    with running_server_process(**environment) as (base_url, _):
        yield base_url


@contextmanager
def running_server_process(**environment: str) -> Iterator[tuple[str, int]]:
    """The server's address and process id."""
    port = free_port()
    with tempfile.TemporaryDirectory() as data_dir:
        env = {**os.environ, "VITAE_DATA_DIR": data_dir, **environment}
        process = subprocess.Popen(
            [sys.executable, "-m", "vitae.cli", "serve", "--port", str(port)],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        base_url = f"http://127.0.0.1:{port}"
        try:
            _wait_until_healthy(base_url, process)
            yield base_url, process.pid
        finally:
            process.terminate()
            process.wait(timeout=20)


def _wait_until_healthy(base_url: str, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server stopped: {process.stderr.read().decode() if process.stderr else ''}")
        try:
            if httpx.get(f"{base_url}/api/health", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.2)
    raise RuntimeError("the server did not become healthy within 60 s")


def cpu_seconds(pid: int) -> float:
    """User and system CPU time of a process and its children still running (the server's workers), from /proc:
    unlike wall time, it does not grow when other programs share the cores."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    own = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    with open(f"/proc/{pid}/task/{pid}/children") as children:
        return own + sum(cpu_seconds(int(child)) for child in children.read().split())


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]
