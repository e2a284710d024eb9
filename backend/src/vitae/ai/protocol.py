"""What an AI engine does: one typed function per task, the same for every engine."""

from typing import Protocol

from vitae.ats import ResumeAnalysis
from vitae.resume.builder_shape import BuilderResume
from vitae.resume.model import CamelModel, ParsedResume
from vitae.writer.assistant import AssistantReply
from vitae.writer.models import Enhancement


class EngineEnhancement(CamelModel):
    enhancement: Enhancement
    engine: str  # the engine that made it: 'offline' or 'openai'
    fallback_reason: str = ""  # why the offline engine answered for the configured one, when it did


class AiEngine(Protocol):
    name: str

    def enhance(self, resume: ParsedResume, analysis: ResumeAnalysis, *, source_text: str = "") -> EngineEnhancement:
        """Every improvement of the resume, guarded: no change states a fact the resume does not."""
        ...

    def answer_question(self, question: str, section: str, builder: BuilderResume) -> AssistantReply:
        """The builder assistant's answer; an enhanced section comes as a fenced JSON block the builder applies."""
        ...
