"""The offline engine: the deterministic writers that ship with Vitae, behind the engine protocol."""

from vitae.ai.protocol import EngineEnhancement
from vitae.ats import ResumeAnalysis
from vitae.resume.builder_shape import BuilderResume
from vitae.resume.model import ParsedResume
from vitae.writer import assistant
from vitae.writer.assistant import AssistantReply
from vitae.writer.enhancer import enhance_resume

OFFLINE = "offline"


class OfflineEngine:
    name = OFFLINE

    def enhance(self, resume: ParsedResume, analysis: ResumeAnalysis, *, source_text: str = "") -> EngineEnhancement:
        return EngineEnhancement(enhancement=enhance_resume(resume, analysis, source_text=source_text), engine=OFFLINE)

    def answer_question(self, question: str, section: str, builder: BuilderResume) -> AssistantReply:
        return assistant.answer_question(question, section, builder).model_copy(update={"engine": OFFLINE})
