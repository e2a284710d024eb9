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
from vitae.writer import assistant
from vitae.writer.enhancer import enhance_resume
from vitae.writer.models import Enhancement
from vitae.writer.tailor import tailor_resume

OFFLINE = "offline"


class OfflineEngine:
    name = OFFLINE

    def analysis_commentary(self, resume: ParsedResume, analysis: ResumeAnalysis) -> EngineCommentary:
        return EngineCommentary(commentary=analysis_reading(analysis), engine=OFFLINE)

    def enhance(self, resume: ParsedResume, analysis: ResumeAnalysis, *, source_text: str = "") -> EngineEnhancement:
        return EngineEnhancement(enhancement=enhance_resume(resume, analysis, source_text=source_text), engine=OFFLINE)

    def tailor(
        self, resume: ParsedResume, text: str, job: JobDescription, *, base: Enhancement | None
    ) -> EngineTailoring:
        return EngineTailoring(tailoring=tailor_resume(resume, text, job, base=base), engine=OFFLINE)

    def answer_question(self, question: str, section: str, builder: BuilderResume) -> EngineReply:
        return _reply(assistant.answer_question(question, section, builder))

    def enhance_section(self, section: str, builder: BuilderResume) -> EngineReply:
        return _reply(assistant.enhance_section(section, resume_from_builder(builder)))

    def ask_question(self, state: InterviewState, planned: PlannedQuestion) -> EngineQuestion:
        return EngineQuestion(question=planned, engine=OFFLINE)

    def follow_up(self, state: InterviewState, answered: Turn, follow_up: PlannedQuestion) -> EngineQuestion:
        return EngineQuestion(question=follow_up, engine=OFFLINE)

    def evaluate_answer(self, answered: Turn, job: JobContext) -> EngineFeedback:
        evaluation = evaluate_answer(answered.question, answered.answer, answered.spoken_seconds, job)
        feedback = observe(answered.question, answered.answer, evaluation)
        return EngineFeedback(evaluation=evaluation, feedback=feedback, engine=OFFLINE)

    def final_report(self, state: InterviewState) -> EngineReport:
        report = with_stored_feedback(final_report(state), state.turns)
        narrated = report.model_copy(update={"narrative": report_narrative(report), "engine": OFFLINE})
        return EngineReport(report=narrated, engine=OFFLINE)


def _reply(reply: assistant.AssistantReply) -> EngineReply:
    return EngineReply(
        answer=reply.answer, suggestion=reply.suggestion, engine=OFFLINE, formatted_phone=reply.formatted_phone
    )
