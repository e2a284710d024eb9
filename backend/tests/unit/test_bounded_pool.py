"""The worker pool that runs analysis: answers as in process, refusals kept, and no task holds a worker past its
deadline or its memory limit while others are served."""

import threading
import time
from collections.abc import Iterator
from types import SimpleNamespace

import pytest

from tests.unit import bounded_tasks
from vitae.bounded import BoundedWork, Refusals, WorkerPool
from vitae.bounded.pool import _WarmestFirst
from vitae.errors import InvalidInput, NotFound, ServerBusy

REFUSALS = Refusals(timed_out="too long", out_of_memory="too much memory", failed="could not be done")
MEMORY_LIMIT_BYTES = 256 * 1024 * 1024


@pytest.fixture(scope="module")
def pool() -> Iterator[WorkerPool]:
    with WorkerPool(workers=2, memory_limit_bytes=MEMORY_LIMIT_BYTES, queue_timeout_seconds=30) as shared:
        yield shared


def bounded(pool: WorkerPool, seconds: float = 20) -> BoundedWork:
    return BoundedWork(pool, timeout_seconds=seconds, refusals=REFUSALS)


def test_a_task_answers_as_in_process(pool: WorkerPool) -> None:
    assert bounded(pool).run(bounded_tasks.add, 2, 3, times=4) == bounded_tasks.add(2, 3, times=4) == 20


def test_domain_errors_keep_their_kind_message_and_fields(pool: WorkerPool) -> None:
    with pytest.raises(NotFound) as refused:
        bounded(pool).run(bounded_tasks.refuse, "No such resume")
    assert refused.value.message == "No such resume" and refused.value.fields == {"id": "No such resume"}
    with pytest.raises(InvalidInput, match="could not be done"):
        bounded(pool).run(bounded_tasks.break_down)
    assert bounded(pool).run(bounded_tasks.add, 1, 1) == 2


def test_a_task_past_its_deadline_is_stopped_while_the_other_worker_serves(pool: WorkerPool) -> None:
    outcome: list[BaseException] = []

    def run_forever() -> None:
        try:
            bounded(pool, seconds=3).run(bounded_tasks.spin, 600)
        except InvalidInput as error:
            outcome.append(error)

    started = time.monotonic()
    stuck = threading.Thread(target=run_forever)
    stuck.start()
    time.sleep(0.5)
    served = time.monotonic()
    assert bounded(pool).run(bounded_tasks.add, 20, 22) == 42
    assert time.monotonic() - served < 2, "the other worker answered while one was stuck"
    stuck.join()
    assert [error.args[0] for error in outcome] == ["too long"]
    assert time.monotonic() - started < 15
    for _ in range(3):  # the stopped worker's replacement serves too
        assert bounded(pool).run(bounded_tasks.add, 1, 2) == 3


def test_a_task_past_the_memory_limit_is_refused_and_its_worker_renewed(pool: WorkerPool) -> None:
    with pytest.raises(InvalidInput, match="too much memory"):
        bounded(pool).run(bounded_tasks.hoard, 2 * MEMORY_LIMIT_BYTES // (1024 * 1024))
    assert bounded(pool).run(bounded_tasks.hoard, 16) == 16


def test_a_caller_that_finds_every_worker_busy_too_long_is_told_to_come_back() -> None:
    with WorkerPool(workers=1, queue_timeout_seconds=0.5) as busy:
        holder = threading.Thread(target=bounded(busy, seconds=10).run, args=(bounded_tasks.spin, 3))
        holder.start()
        time.sleep(0.3)
        try:
            with pytest.raises(ServerBusy) as waited:
                bounded(busy).run(bounded_tasks.add, 1, 1)
        finally:
            holder.join()
        assert waited.value.retry_after_seconds > 0
        assert bounded(busy).run(bounded_tasks.add, 1, 1) == 2


def test_a_worker_left_holding_much_memory_is_renewed_at_once() -> None:
    """What a large task leaves behind (a big PDF's layout caches) goes back to the system right after it."""
    with WorkerPool(workers=1, recycle_growth_bytes=64 * 1024 * 1024) as pool:
        first = bounded(pool).run(bounded_tasks.process_id)
        assert bounded(pool).run(bounded_tasks.process_id) == first, "a worker within the bound is kept"
        bounded(pool).run(bounded_tasks.keep, 128)
        assert bounded(pool).run(bounded_tasks.process_id) != first


def test_the_worker_that_just_finished_takes_the_next_task(pool: WorkerPool) -> None:
    """The tasks of one request run in one process and find what the task before them learnt about its lines."""
    first = bounded(pool).run(bounded_tasks.process_id)
    assert {bounded(pool).run(bounded_tasks.process_id) for _ in range(4)} == {first}


def test_a_worker_that_has_run_nothing_yet_is_lent_last() -> None:
    """A new or renewed worker may still be loading its models; the ready ones go first, the latest back on top."""
    idle = _WarmestFirst()
    renewed, ready, latest = (SimpleNamespace(tasks_run=runs) for runs in (0, 3, 7))
    for worker in (ready, latest, renewed):
        idle.put(worker)  # type: ignore[arg-type]
    assert [idle.get_nowait() for _ in range(3)] == [latest, ready, renewed]
