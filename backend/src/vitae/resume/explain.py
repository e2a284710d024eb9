"""`vitae parse --explain FILE`: the parse of a file, with the rule that took each decision about each line."""

from itertools import groupby

from vitae.documents.extraction import extract_document
from vitae.resume.headings import HeadingMatch
from vitae.resume.model import Entry, ParsedResume
from vitae.resume.parser import parse_resume
from vitae.resume.rules import Decision, tracing

_SHOWN_CHARACTERS = 70  # of a line, in the list of decisions


def parse_file(data: bytes) -> tuple[ParsedResume, list[Decision]]:
    """The parsed resume of a PDF, DOCX or text file, and every decision taken on the way, in order."""
    document = extract_document(data)
    with tracing() as decisions:
        resume = parse_resume(document)
    return resume, decisions


def explanation(resume: ParsedResume, decisions: list[Decision]) -> str:
    """Each line with what was decided about it (table = outcome, by which rule), the rules' reasons, then the
    structure that came out."""
    lines = ["Lines, in the order they were read, and what decided about them (table = outcome, by rule):"]
    reasons: dict[str, str] = {}
    for subject, about in groupby(decisions, key=lambda decision: decision.subject):
        shown = subject.strip()
        if len(shown) > _SHOWN_CHARACTERS:
            shown = shown[: _SHOWN_CHARACTERS - 1] + "…"
        verdicts = []
        for decision in about:
            verdicts.append(f"{decision.table} = {_outcome(decision.outcome)} ({decision.rule})")
            reasons.setdefault(decision.rule, decision.reason)
        lines.append(f"  {shown!r}: {'; '.join(verdicts)}")
    lines += ["", "Rules:"] + [f"  {rule}: {reason}" for rule, reason in reasons.items()]
    lines += ["", "The parsed resume:", f"  name: {resume.personal_info.name or '(none)'}"]
    for section in resume.sections:
        known = "known heading" if section.known_heading else "heading set apart by its font"
        lines.append(f"  section '{section.heading}' ({section.kind.value}, {known}, {len(section.lines)} lines)")
    for label, entries in (("job", resume.work), ("school", resume.education), ("project", resume.projects)):
        lines += [f"  {label}: {_entry(entry)}" for entry in entries]
    return "\n".join(lines)


def _outcome(outcome: object) -> str:
    if isinstance(outcome, HeadingMatch):
        return f"'{outcome.heading}' ({outcome.kind.value})"
    if isinstance(outcome, tuple) and len(outcome) == 2 and isinstance(outcome[0], int):  # the name and its line
        index, name = outcome
        return f"'{name}' (line {index + 1})" if index >= 0 else f"'{name}' (a running footer)" if name else "none"
    if isinstance(outcome, tuple) and len(outcome) == 2:  # a job's title and employer, placed
        title, organization = outcome
        return f"title '{title}', employer '{organization}'"
    if outcome is None:
        return "as read"
    if isinstance(outcome, bool):
        return "yes" if outcome else "no"
    return str(outcome)


def _entry(entry: Entry) -> str:
    fields = [entry.title, entry.organization, entry.location, entry.dates]
    return " | ".join(field or "-" for field in fields) + f" ({len(entry.bullets)} bullets)"
