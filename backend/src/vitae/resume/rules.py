"""Decisions as ordered tables of named rules, and a trace of which rule decided what.

A decision the parser takes line by line (does this line open a section? a new entry?) is a table: rules in order,
each a small function with a name and a docstring that says what it sees. The first rule with an opinion decides;
`None` means 'not mine to say' (`False`, in a table of vetoes, where a rule either vetoes or lets pass).
`vitae parse --explain FILE` turns the trace on and prints, for every line, the rule that decided it. With the trace
off, a decision costs one look-up more than an `if` chain.
"""

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Generic, ParamSpec, TypeVar, cast

Params = ParamSpec("Params")
Outcome = TypeVar("Outcome")


@dataclass(frozen=True)
class Decision:
    table: str  # the decision ('name', 'heading', 'new entry')
    rule: str  # the rule that decided it
    reason: str  # the first paragraph of the rule's docstring
    subject: str  # the line it was about
    outcome: object  # what the rule answered


_trace: ContextVar[list[Decision] | None] = ContextVar("parse_trace", default=None)


@contextmanager
def tracing() -> Iterator[list[Decision]]:
    """Every decision taken inside the block, in order."""
    decisions: list[Decision] = []
    token = _trace.set(decisions)
    try:
        yield decisions
    finally:
        _trace.reset(token)


class RuleTable(Generic[Params, Outcome]):
    """`rules` in order; the first that answers something other than `abstain` decides, else `default`. `subject`
    names what the decision is about (the line's text), for the trace."""

    def __init__(
        self,
        name: str,
        rules: Sequence[Callable[Params, Outcome | None]],
        default: Outcome,
        subject: Callable[Params, str],
        abstain: object = None,
    ) -> None:
        self.name = name
        self.rules = tuple(rules)
        self._default = default
        self._subject = subject
        self._abstain = abstain

    def __call__(self, *args: Params.args, **kwargs: Params.kwargs) -> Outcome:
        for rule in self.rules:
            outcome = rule(*args, **kwargs)
            if outcome is not self._abstain:
                self._record(rule, outcome, *args, **kwargs)
                return cast(Outcome, outcome)
        self._record(None, self._default, *args, **kwargs)
        return self._default

    def _record(
        self, rule: Callable[..., object] | None, outcome: object, *args: Params.args, **kwargs: Params.kwargs
    ) -> None:
        """Only while tracing: the reason and the subject are worked out for the trace alone."""
        trace = _trace.get()
        if trace is None:
            return
        name, reason = (rule.__name__.lstrip("_"), _reason(rule)) if rule else ("no_rule", _NO_RULE)
        trace.append(Decision(self.name, name, reason, self._subject(*args, **kwargs), outcome))


_NO_RULE = "No rule had an opinion: the table's default."


def _reason(rule: Callable[..., object]) -> str:
    """The first paragraph of the rule's docstring, on one line."""
    return " ".join((rule.__doc__ or "").strip().split("\n\n")[0].split())
