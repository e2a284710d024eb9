"""Work bounded in time and memory: supervised worker processes."""

from vitae.bounded.pool import BoundedWork, Refusals, WorkerPool

__all__ = ["BoundedWork", "Refusals", "WorkerPool"]
