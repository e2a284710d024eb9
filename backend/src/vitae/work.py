"""The port through which the core's heavy work runs: at once in the calling thread, or in a bounded worker.

A request that analyses text (parsing, scoring, enhancing, matching, tailoring, evaluating an answer) hands each step
to a `Work`; the server's is a pool of worker processes with a deadline and a memory limit (`vitae.bounded`), so that
no input can hold the server, while tests and scripts run the same steps in process."""

from collections.abc import Callable
from typing import ParamSpec, Protocol, TypeVar

Params = ParamSpec("Params")
Result = TypeVar("Result")


class Work(Protocol):
    def run(self, task: Callable[Params, Result], /, *args: Params.args, **kwargs: Params.kwargs) -> Result:
        """`task(*args, **kwargs)`; a task run elsewhere must be a module-level function with picklable arguments."""
        ...


class InProcess:
    """Runs each task at once in the calling thread, without bounds."""

    def run(self, task: Callable[Params, Result], /, *args: Params.args, **kwargs: Params.kwargs) -> Result:
        return task(*args, **kwargs)


IN_PROCESS = InProcess()
