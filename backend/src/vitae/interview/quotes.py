"""Quoting the candidate: every quote is a verbatim span of what they said, in curly quotes; when it is cut short,
the ellipsis stands outside the quote marks, so the quoted words are still exactly theirs."""

import re

_TRAILING = re.compile(r"[\s,;:.!?\u2026-]+$")


def quote(text: str, limit: int = 14) -> str:
    """The opening `limit` words of `text`, verbatim."""
    words = text.split()
    if not words:
        return "\u201c\u201d"
    cut = len(words) > limit
    span = _span_of(text, limit) if cut else text.strip()
    span = _TRAILING.sub("", span) or span
    ellipsis = "\u2026" if cut else ""
    return f"\u201c{span}\u201d{ellipsis}"


def full_stop(sentence: str) -> str:
    """A full stop, unless the sentence ends in the ellipsis of a quote cut short."""
    return sentence if sentence.endswith("\u2026") else f"{sentence}."


def _span_of(text: str, limit: int) -> str:
    """The text up to the end of its `limit`-th word, spacing kept as it was."""
    matches = list(re.finditer(r"\S+", text))
    return text[matches[0].start() : matches[limit - 1].end()]


def quoted_spans(text: str) -> list[str]:
    """Whatever stands between curly quotes in `text` (what a test checks against the answer)."""
    return re.findall(r"\u201c([^\u201d]*)\u201d", text)
