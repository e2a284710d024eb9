"""A small closed-loop HTTP/1.1 load generator on raw asyncio streams with keep-alive connections.

httpx spends far more CPU per request than the server it would measure; this client parses only the status line and
Content-Length, so on a shared 2-core machine it stays a small fraction of the load."""

import asyncio
import time
from dataclasses import dataclass, field
from urllib.parse import urlsplit


@dataclass
class LoadResult:
    seconds: float
    latencies_ms: list[float] = field(default_factory=list)
    statuses: dict[int, int] = field(default_factory=dict)
    errors: int = 0
    warm_up_requests: int = 0

    @property
    def requests(self) -> int:
        return len(self.latencies_ms)

    @property
    def per_second(self) -> float:
        return self.requests / self.seconds if self.seconds else 0.0

    def percentile_ms(self, fraction: float) -> float:
        if not self.latencies_ms:
            return float("nan")
        ordered = sorted(self.latencies_ms)
        return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]

    @property
    def server_errors(self) -> int:
        return sum(count for status, count in self.statuses.items() if status >= 500)

    def summary(self) -> str:
        statuses = ", ".join(f"{status}: {count}" for status, count in sorted(self.statuses.items()))
        return (
            f"{self.per_second:,.0f} requests/s, p50 {self.percentile_ms(0.5):.1f} ms, "
            f"p99 {self.percentile_ms(0.99):.1f} ms over {self.requests:,} requests in {self.seconds:.1f} s "
            f"(statuses {statuses or 'none'}; connection errors {self.errors})"
        )


async def _read_response(reader: asyncio.StreamReader) -> tuple[int, bool]:
    """Reads one response; returns its status and whether the server keeps the connection open."""
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    status = int(lines[0].split(b" ", 2)[1])
    length = 0
    keep_alive = True
    for line in lines[1:]:
        name, _, value = line.partition(b":")
        name = name.strip().lower()
        if name == b"content-length":
            length = int(value.strip())
        elif name == b"connection" and value.strip().lower() == b"close":
            keep_alive = False
    if length:
        await reader.readexactly(length)
    return status, keep_alive


async def _connection_loop(
    host: str, port: int, request: bytes, deadline: float, warm_until: float, result: LoadResult
) -> None:
    reader: asyncio.StreamReader | None = None
    writer: asyncio.StreamWriter | None = None
    while time.perf_counter() < deadline:
        try:
            if writer is None:
                reader, writer = await asyncio.open_connection(host, port)
            assert reader is not None
            started = time.perf_counter()
            writer.write(request)
            status, keep_alive = await _read_response(reader)
            finished = time.perf_counter()
            if started >= warm_until:
                result.latencies_ms.append((finished - started) * 1000)
                result.statuses[status] = result.statuses.get(status, 0) + 1
            else:
                result.warm_up_requests += 1
            if not keep_alive:
                writer.close()
                writer = None
        except (OSError, asyncio.IncompleteReadError, ValueError):
            result.errors += 1
            if writer is not None:
                writer.close()
            writer = None
            await asyncio.sleep(0.01)
    if writer is not None:
        writer.close()


async def hammer(
    base_url: str, path: str, *, cookie: str, connections: int, seconds: float, warm_up_seconds: float = 1.0
) -> LoadResult:
    """GETs `path` from `connections` keep-alive connections for `seconds` after a warm-up that is not counted."""
    address = urlsplit(base_url)
    host, port = address.hostname or "127.0.0.1", address.port or 80
    request = (
        f"GET {path} HTTP/1.1\r\nHost: {address.netloc}\r\nCookie: {cookie}\r\nAccept: application/json\r\n\r\n"
    ).encode()
    start = time.perf_counter()
    warm_until = start + warm_up_seconds
    deadline = warm_until + seconds
    result = LoadResult(seconds=seconds)
    await asyncio.gather(
        *(_connection_loop(host, port, request, deadline, warm_until, result) for _ in range(connections))
    )
    return result


def run_load(base_url: str, path: str, *, cookie: str, connections: int, seconds: float) -> LoadResult:
    try:
        import uvloop  # installed with uvicorn[standard]; a faster loop keeps the client out of the way

        return uvloop.run(hammer(base_url, path, cookie=cookie, connections=connections, seconds=seconds))
    except ImportError:
        return asyncio.run(hammer(base_url, path, cookie=cookie, connections=connections, seconds=seconds))
