"""What an AI engine does: one typed function per task, the same for every engine.

Every answer names the engine that made it, and the reason when the offline engine answered for the configured one.
Numbers (scores, match scores) are never an engine's to set: they come from Vitae's deterministic analysis, and an
engine adds words around them (commentary, feedback, a narrative) or guarded rewrites."""

from typing import Protocol

from vitae.ats import ResumeAnalysis
from vitae.ats.job_description import JobDescription
from vitae.interview.models import AnswerEvaluation, InterviewReport, JobContext, PlannedQuestion, Turn
from vitae.interview.session import InterviewState
from vitae.resume.builder_shape import BuilderResume
from vitae.resume.model import CamelModel, ParsedResume
from vitae.writer.assistant import AssistantReply
from vitae.writer.models import Enhancement
from vitae.writer.tailor import Tailoring


class EngineResult(CamelModel):
    engine: str  # the engine that made it: 'offline' or 'openai'
    fallback_reason: str = ""  # why the offline engine answered for the configured one, when it did


class EngineCommentary(EngineResult):
    commentary: str  # words about the analysis; its scores are the analysis's own


class EngineEnhancement(EngineResult):
    enhancement: Enhancement


class EngineTailoring(EngineResult):
    tailoring: Tailoring


class EngineReply(AssistantReply):
    fallback_reason: str = ""


class EngineQuestion(EngineResult):
    question: PlannedQuestion


class EngineFeedback(EngineResult):
    evaluation: AnswerEvaluation  # Vitae's own scores
    feedback: str  # what the candidate reads about this answer


class EngineReport(EngineResult):
    report: InterviewReport  # Vitae's own scores, the narrative and observations in the engine's words


class AiEngine(Protocol):
    name: str

    def analysis_commentary(self, resume: ParsedResume, analysis: ResumeAnalysis) -> EngineCommentary:
        """A short reading of the analysis for the candidate, naming no number the analysis does not hold."""
        ...

    def enhance(self, resume: ParsedResume, analysis: ResumeAnalysis, *, source_text: str = "") -> EngineEnhancement:
        """Every improvement of the resume, guarded: no change states a fact the resume does not."""
        ...

    def tailor(
        self, resume: ParsedResume, text: str, job: JobDescription, *, base: Enhancement | None
    ) -> EngineTailoring:
        """The resume aimed at one posting, guarded: it never adds a skill or a fact; missing keywords are listed."""
        ...

    def answer_question(self, question: str, section: str, builder: BuilderResume) -> EngineReply:
        """The builder assistant's answer to a free question."""
        ...

    def enhance_section(self, section: str, builder: BuilderResume) -> EngineReply:
        """One builder section improved, guarded: a fenced JSON block of items or categories, or the summary text."""
        ...

    def ask_question(self, state: InterviewState, planned: PlannedQuestion) -> EngineQuestion:
        """The interviewer's wording of the planned question that comes next."""
        ...

    def follow_up(self, state: InterviewState, answered: Turn, follow_up: PlannedQuestion) -> EngineQuestion:
        """The interviewer's follow-up to an answer; Vitae's rules decide that one is due and what it presses for."""
        ...

    def evaluate_answer(self, answered: Turn, job: JobContext) -> EngineFeedback:
        """Vitae's scores of one answer, with feedback on it in words."""
        ...

    def final_report(self, state: InterviewState) -> EngineReport:
        """Vitae's report of the whole interview, with a narrative and each answer's feedback."""
        ...
