"""The enhanced version of a stored resume: its proposal, the accepted set, and what a download renders."""

from enum import StrEnum

from vitae.ai.offline import OFFLINE
from vitae.ai.protocol import EngineResult
from vitae.analysis import EnhancedVersion, accept_improvements
from vitae.errors import InvalidInput
from vitae.resume.model import ParsedResume
from vitae.store.models import Resume
from vitae.work import Work
from vitae.writer import Enhancement, apply_improvements
from vitae.writer.models import LEGACY_PROMPT

# Kept beside the proposal in the stored JSON: the engine that made it, and why it stood in for another.
ENGINE_KEY = "engine"
FALLBACK_REASON_KEY = "fallbackReason"
UNKNOWN_IMPROVEMENT_MESSAGE = "Some of the chosen improvements do not belong to this resume. Reload the page."


class ResumeVersionChoice(StrEnum):
    ENHANCED = "enhanced"
    ORIGINAL = "original"


def store_enhanced_version(resume: Resume, version: EnhancedVersion, made_by: EngineResult | None = None) -> None:
    """Stores the proposal with the engine that made it (`made_by`; by default the one that made the stored one)."""
    previous = resume.enhancement or {}
    engine = made_by.engine if made_by else previous.get(ENGINE_KEY, OFFLINE)
    reason = made_by.fallback_reason if made_by else previous.get(FALLBACK_REASON_KEY, "")
    resume.enhancement = {
        **version.proposal.model_dump(mode="json", by_alias=True),
        ENGINE_KEY: engine,
        FALLBACK_REASON_KEY: reason,
    }
    resume.accepted_improvements = [improvement.id for improvement in version.accepted.improvements]
    resume.enhanced_content = version.accepted.enhanced_content
    resume.enhanced_analysis = version.analysis.model_dump(mode="json", by_alias=True)


def proposal_of(resume: Resume) -> Enhancement | None:
    if not resume.enhancement:
        return None
    proposal = Enhancement.model_validate(resume.enhancement)
    if LEGACY_PROMPT in proposal.enhanced_content:
        # Stored when prompts were written into the text: read, they are advice (see Enhancement), and the text
        # with every improvement is made again without them.
        proposal = apply_improvements(proposal.base_resume, proposal, [item.id for item in proposal.improvements])
    return proposal


def enhanced_text(resume: Resume) -> str | None:
    """The accepted enhanced text; one stored with a prompt in it is made again from the accepted improvements."""
    if resume.enhanced_content is None or LEGACY_PROMPT not in resume.enhanced_content:
        return resume.enhanced_content
    proposal = proposal_of(resume)
    if proposal is None:
        return resume.enhanced_content
    return apply_improvements(proposal.base_resume, proposal, resume.accepted_improvements or []).enhanced_content


def choose_improvements(resume: Resume, accepted_ids: list[str], work: Work) -> None:
    proposal = proposal_of(resume)
    if proposal is None:
        raise InvalidInput("This resume has no enhanced version yet.")
    known = {improvement.id for improvement in proposal.improvements}
    if not set(accepted_ids) <= known:
        raise InvalidInput(UNKNOWN_IMPROVEMENT_MESSAGE)
    store_enhanced_version(resume, work.run(accept_improvements, proposal, accepted_ids))


def clear_enhanced_version(resume: Resume) -> None:
    resume.enhancement = None
    resume.accepted_improvements = None
    resume.enhanced_content = None
    resume.enhanced_analysis = None


def resume_to_export(resume: Resume, choice: ResumeVersionChoice | None) -> tuple[ParsedResume, str]:
    """The structured resume and its text: the enhanced version (accepted changes only) unless the original is asked
    for or there is no enhanced version."""
    proposal = proposal_of(resume)
    if choice is not ResumeVersionChoice.ORIGINAL and proposal is not None:
        accepted = apply_improvements(proposal.base_resume, proposal, resume.accepted_improvements or [])
        return accepted.enhanced_resume, accepted.enhanced_content
    return ParsedResume.model_validate(resume.parsed), resume.original_content
