"""The offline engine: the deterministic writers that ship with Vitae, behind the engine protocol."""

from vitae.ai.protocol import (
    EngineCommentary,
    EngineEnhancement,
    EngineFeedback,
    EngineQuestion,
    EngineReply,
    EngineReport,
    EngineTailoring,
)
from vitae.ai.readings import analysis_reading, report_narrative, with_stored_feedback
from vitae.ats import ResumeAnalysis
from vitae.ats.job_description import JobDescription
from vitae.interview.evaluator import evaluate_answer
from vitae.interview.models import JobContext, PlannedQuestion, Turn
from vitae.interview.observations import observe
from vitae.interview.session import InterviewState, final_report
from vitae.resume.builder_import import resume_from_builder
from vitae.resume.builder_shape import BuilderResume
from vitae.resume.model import ParsedResume
from vitae.work import IN_PROCESS, Work
from vitae.writer import assistant
from vitae.writer.enhancer import enhance_resume
from vitae.writer.models import Enhancement
from vitae.writer.tailor import tailor_resume

OFFLINE = "offline"


class OfflineEngine:
    """Each task runs through `work`: in a server, a bounded worker, since these writers read the user's text."""

    name = OFFLINE

    def __init__(self, work: Work = IN_PROCESS) -> None:
        self._work = work

    def analysis_commentary(self, resume: ParsedResume, analysis: ResumeAnalysis) -> EngineCommentary:
        return self._work.run(commentary, analysis)

    def enhance(self, resume: ParsedResume, analysis: ResumeAnalysis, *, source_text: str = "") -> EngineEnhancement:
        return self._work.run(enhancement, resume, analysis, source_text)

    def tailor(
        self, resume: ParsedResume, text: str, job: JobDescription, *, base: Enhancement | None
    ) -> EngineTailoring:
        return self._work.run(tailoring, resume, text, job, base)

    def answer_question(self, question: str, section: str, builder: BuilderResume) -> EngineReply:
        return self._work.run(assistant_answer, question, section, builder)

    def enhance_section(self, section: str, builder: BuilderResume) -> EngineReply:
        return self._work.run(section_enhancement, section, builder)

    def ask_question(self, state: InterviewState, planned: PlannedQuestion) -> EngineQuestion:
        return EngineQuestion(question=planned, engine=OFFLINE)

    def follow_up(self, state: InterviewState, answered: Turn, follow_up: PlannedQuestion) -> EngineQuestion:
        return EngineQuestion(question=follow_up, engine=OFFLINE)

    def evaluate_answer(self, answered: Turn, job: JobContext) -> EngineFeedback:
        return self._work.run(answer_feedback, answered, job)

    def final_report(self, state: InterviewState) -> EngineReport:
        return self._work.run(report, state)


# The tasks themselves, as functions of data alone: a worker process runs them by name.


def commentary(analysis: ResumeAnalysis) -> EngineCommentary:
    return EngineCommentary(commentary=analysis_reading(analysis), engine=OFFLINE)


def enhancement(resume: ParsedResume, analysis: ResumeAnalysis, source_text: str) -> EngineEnhancement:
    return EngineEnhancement(enhancement=enhance_resume(resume, analysis, source_text=source_text), engine=OFFLINE)


def tailoring(resume: ParsedResume, text: str, job: JobDescription, base: Enhancement | None) -> EngineTailoring:
    return EngineTailoring(tailoring=tailor_resume(resume, text, job, base=base), engine=OFFLINE)


def assistant_answer(question: str, section: str, builder: BuilderResume) -> EngineReply:
    return _reply(assistant.answer_question(question, section, builder))


def section_enhancement(section: str, builder: BuilderResume) -> EngineReply:
    return _reply(assistant.enhance_section(section, resume_from_builder(builder)))


def answer_feedback(answered: Turn, job: JobContext) -> EngineFeedback:
    evaluation = evaluate_answer(answered.question, answered.answer, answered.spoken_seconds, job)
    feedback = observe(answered.question, answered.answer, evaluation)
    return EngineFeedback(evaluation=evaluation, feedback=feedback, engine=OFFLINE)


def report(state: InterviewState) -> EngineReport:
    made = with_stored_feedback(final_report(state), state.turns)
    narrated = made.model_copy(update={"narrative": report_narrative(made), "engine": OFFLINE})
    return EngineReport(report=narrated, engine=OFFLINE)


def _reply(reply: assistant.AssistantReply) -> EngineReply:
    return EngineReply(
        answer=reply.answer, suggestion=reply.suggestion, engine=OFFLINE, formatted_phone=reply.formatted_phone
    )
