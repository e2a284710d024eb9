"""The offline enhancement engine: from a parsed resume and its findings, every improvement that rewrites without
adding anything, each checked by the truthfulness guard, and the resume with all of them applied.

Deterministic: the same resume always gives the same improvements, ids and text.
"""

from vitae.ats import ResumeAnalysis
from vitae.ats.scoring import read_and_score
from vitae.language.written_in import language_of
from vitae.render.text import resume_to_text
from vitae.resume.model import ParsedResume
from vitae.writer.apply import apply_changes, field_texts
from vitae.writer.as_written import written_as_text, written_in_place
from vitae.writer.completion import complete_resume
from vitae.writer.guard import SourceFacts, guard_changes, source_text_of, violations
from vitae.writer.layout import in_original_layout
from vitae.writer.models import ADVICE_KINDS, Enhancement, GuardViolation, Improvement, Layout, advice_of
from vitae.writer.proposals import propose_improvements


def enhance_resume(resume: ParsedResume, analysis: ResumeAnalysis, *, source_text: str = "") -> Enhancement:
    """Every improvement of the resume, the resume with all of them, and the changes the guard reverted.

    `source_text`, the text the resume was parsed from, lets the lines the parser kept nowhere (a headline under
    the name) be kept in the enhanced version too, and makes sure the enhanced version does not score below
    `analysis` (the original's score): it costs one scoring of the enhanced text.
    """
    base = complete_resume(resume, source_text)
    written = resume_to_text(base)
    facts = SourceFacts(f"{source_text}\n{written}" if source_text.strip() else source_text_of(base))
    # The language of what the person wrote: the text the analysis read (its reading is remembered), else the resume.
    language = language_of(source_text if source_text.strip() else written)
    proposals = list(propose_improvements(base, analysis.findings, language=language))
    # What only the candidate can add (a figure) is advice beside the line, never text of the resume.
    advice = [advice_of(proposal) for proposal in proposals if proposal.kind in ADVICE_KINDS]
    candidates = [proposal for proposal in proposals if proposal.kind not in ADVICE_KINDS]
    kept, reverted = guard_changes(base, candidates, facts)
    # A section kept as written takes only the edits whose words stand in its lines: the others are not offered.
    _, unplaced = written_in_place(base, apply_changes(base, []), kept)
    kept = [improvement for improvement in kept if improvement not in unplaced]
    enhanced, kept, late = _without_new_facts(base, kept, facts)
    enhancement = Enhancement(
        base_resume=base,
        enhanced_resume=enhanced,
        enhanced_content=resume_to_text(enhanced),
        improvements=kept,
        reverted=[*reverted, *late],
        advice=advice,
    )
    return _scoring_no_lower(enhancement, analysis, source_text, resume) if source_text.strip() else enhancement


def _scoring_no_lower(
    enhancement: Enhancement, analysis: ResumeAnalysis, source_text: str, source_resume: ParsedResume
) -> Enhancement:
    """The enhanced version never scores below the original. The standard layout is written from the parsed
    structure; when the parser misread the resume badly enough for that to cost points, the original text is
    changed in place instead, and if even that scores lower, the original is kept as it was."""
    if _overall_score(enhancement.enhanced_content) >= analysis.overall_score:
        return enhancement
    content, applied = in_original_layout(source_text, enhancement.improvements)
    read, scored = read_and_score(content) if applied else (source_resume, analysis)
    if not (applied and scored.overall_score >= analysis.overall_score):
        content, applied, read = source_text, [], source_resume
    return enhancement.model_copy(
        update={
            "enhanced_resume": written_as_text(content, read),
            "enhanced_content": content,
            "improvements": applied,
            "layout": Layout.ORIGINAL,
            "source_text": source_text,
        }
    )


def _overall_score(text: str) -> int:
    return read_and_score(text)[1].overall_score


def _without_new_facts(
    base: ParsedResume, kept: list[Improvement], facts: SourceFacts
) -> tuple[ParsedResume, list[Improvement], list[GuardViolation]]:
    """Changes that state nothing new one by one could still do so together (two edits side by side); the final
    text is checked as a whole and the changes of any field it names a new fact in are reverted."""
    reverted: list[GuardViolation] = []
    base_lines = set(resume_to_text(apply_changes(base, [])).splitlines())
    while True:
        enhanced = apply_changes(base, kept)
        changed = [line for line in resume_to_text(enhanced).splitlines() if line not in base_lines]
        new = facts.new_facts("\n".join(changed))
        if not new:
            return enhanced, kept, reverted
        offending = {change.id: [fact for fact in new if fact.text in change.after] for change in kept}
        if not any(offending.values()):
            # Edits of one field, each harmless, can name a fact together ('Responsible for various projects': the
            # opening made 'Manage', 'various' cut, reads 'Manage projects'): the changes of that field go.
            texts = field_texts(enhanced, {change.target for change in kept})
            by_field = {target: facts.new_facts(text) for target, text in texts.items()}
            offending = {change.id: by_field[change.target] for change in kept}
        offending = {change_id: named for change_id, named in offending.items() if named}
        if not offending:
            return enhanced, kept, reverted
        for change_id, named in offending.items():
            reverted.extend(violations(change_id, named))
        kept = [change for change in kept if change.id not in offending]
