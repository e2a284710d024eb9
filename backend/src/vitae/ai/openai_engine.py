"""The OpenAI-compatible engine: OpenAI, Azure OpenAI, OpenRouter, or a local Ollama, vLLM, LM Studio or llama.cpp
server, through the official `openai` SDK.

Every task has its own deadline and waits for one of a bounded number of request slots; whatever goes wrong (a
timeout, a dropped connection, a server error, output that stays invalid after one repair, a rewrite that states a
new fact, a question that is not one) ends in the offline engine's answer for that call, with the reason, never in
an error for the user. The engine keeps nothing between calls but its client and its slots: an interview's state
lives in the database, so any server process can take its next turn.
"""

import json
import logging
import re
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TypeVar

from openai import OpenAI, OpenAIError

from vitae.ai import model_interview, model_writing
from vitae.ai.offline import OfflineEngine
from vitae.ai.prompts import ASSISTANT
from vitae.ai.protocol import (
    EngineCommentary,
    EngineEnhancement,
    EngineFeedback,
    EngineQuestion,
    EngineReply,
    EngineReport,
    EngineTailoring,
)
from vitae.ai.structured import Deadline, EngineFailure, ModelCall
from vitae.ats import ResumeAnalysis
from vitae.ats.job_description import JobDescription
from vitae.interview.models import JobContext, PlannedQuestion, Turn
from vitae.interview.session import InterviewState
from vitae.resume.builder_import import resume_from_builder
from vitae.resume.builder_shape import SUMMARY_SECTION_ID, BuilderResume
from vitae.resume.model import ParsedResume
from vitae.writer.advice_guide import Topic, guide_sections
from vitae.writer.assistant import Intent, route
from vitae.writer.guard import SourceFacts, source_text_of
from vitae.writer.models import Enhancement

OPENAI = "openai"
UNUSABLE_ANSWER = "The model's answer could not be used."
_FENCED_JSON = re.compile(r"```(?:json)?\s*(\{.*?\})\s*```", re.DOTALL)
_logger = logging.getLogger(__name__)
Result = TypeVar("Result")


@dataclass(frozen=True)
class TaskTimeouts:
    """Seconds each task may take, from asking for a request slot to the last repair."""

    analysis: float = 20.0
    enhance: float = 60.0
    tailor: float = 60.0
    assistant: float = 30.0  # the builder's answers and section enhancements
    interview: float = 15.0  # each question, follow-up and answer's feedback
    report: float = 30.0


class OpenAiEngine:
    name = OPENAI

    def __init__(
        self,
        *,
        base_url: str,
        model: str,
        api_key: str = "",
        timeouts: TaskTimeouts | None = None,
        max_concurrent_requests: int = 4,
        fallback: OfflineEngine | None = None,
    ) -> None:
        # Local servers accept any key; the SDK insists on one. Retries are ours (one repair), never the SDK's.
        self._client = OpenAI(base_url=base_url, api_key=api_key or "unused", max_retries=0)
        self.model = model
        self._timeouts = timeouts or TaskTimeouts()
        self._slots = threading.BoundedSemaphore(max_concurrent_requests)
        self._offline = fallback or OfflineEngine()

    @contextmanager
    def _slot(self, deadline: Deadline) -> Iterator[None]:
        if not self._slots.acquire(timeout=deadline.remaining()):
            raise EngineFailure("Every request slot stayed busy until the deadline.")
        try:
            yield
        finally:
            self._slots.release()

    def _run(self, seconds: float, work: Callable[[ModelCall], Result]) -> Result:
        """The task's result from the model within `seconds`, or an EngineFailure saying why not."""
        deadline = Deadline.after(seconds)
        try:
            with self._slot(deadline):
                return work(ModelCall(self._client, self.model, deadline))
        except EngineFailure:
            raise
        except OpenAIError as error:
            raise EngineFailure(f"The model server failed: {type(error).__name__}.") from error
        except Exception as error:
            # The reply is untrusted input: whatever it breaks in the checks, the user gets the offline answer.
            _logger.exception("A model reply broke a check; the offline engine answers instead")
            raise EngineFailure(UNUSABLE_ANSWER) from error

    def analysis_commentary(self, resume: ParsedResume, analysis: ResumeAnalysis) -> EngineCommentary:
        try:
            text = self._run(self._timeouts.analysis, lambda call: model_writing.commentary(call, resume, analysis))
        except EngineFailure as failure:
            return _fell_back(self._offline.analysis_commentary(resume, analysis), failure)
        return EngineCommentary(commentary=text, engine=OPENAI)

    def enhance(self, resume: ParsedResume, analysis: ResumeAnalysis, *, source_text: str = "") -> EngineEnhancement:
        try:
            enhancement = self._run(
                self._timeouts.enhance, lambda call: model_writing.enhancement(call, resume, analysis, source_text)
            )
        except EngineFailure as failure:
            return _fell_back(self._offline.enhance(resume, analysis, source_text=source_text), failure)
        return EngineEnhancement(enhancement=enhancement, engine=OPENAI)

    def tailor(
        self, resume: ParsedResume, text: str, job: JobDescription, *, base: Enhancement | None
    ) -> EngineTailoring:
        try:
            tailoring = self._run(
                self._timeouts.tailor, lambda call: model_writing.tailoring(call, resume, text, job, base)
            )
        except EngineFailure as failure:
            return _fell_back(self._offline.tailor(resume, text, job, base=base), failure)
        return EngineTailoring(tailoring=tailoring, engine=OPENAI)

    def answer_question(self, question: str, section: str, builder: BuilderResume) -> EngineReply:
        intent = route(question, section).intent
        if intent is Intent.PHONE:
            # libphonenumber formats the number, which the builder then puts in the field: no model is needed.
            return self._offline.answer_question(question, section, builder)
        # A question on writing a resume is answered from Vitae's guide, as offline: the model is given the sections
        # nearest it and must name the one it draws on.
        guide = guide_sections(question) if intent is Intent.GUIDE else []

        def answer(call: ModelCall) -> str:
            messages = ASSISTANT.render(
                guide=_guide_context(guide),
                builder=builder.model_dump_json(by_alias=True),
                section=section or "none",
                question=question,
            )
            text = call.text(messages)
            _check_answer(text, question, section, builder, guide)
            return text

        try:
            text = self._run(self._timeouts.assistant, answer)
        except EngineFailure as failure:
            return _fell_back(self._offline.answer_question(question, section, builder), failure)
        named = _named_sections(text, guide)
        return EngineReply(answer=text, suggestion=named[0].offers if named else None, engine=OPENAI)

    def enhance_section(self, section: str, builder: BuilderResume) -> EngineReply:
        try:
            text = self._run(
                self._timeouts.assistant, lambda call: model_writing.section_answer(call, section, builder)
            )
        except EngineFailure as failure:
            return _fell_back(self._offline.enhance_section(section, builder), failure)
        return EngineReply(answer=text, engine=OPENAI)

    def ask_question(self, state: InterviewState, planned: PlannedQuestion) -> EngineQuestion:
        try:
            question = self._run(
                self._timeouts.interview, lambda call: model_interview.question_wording(call, state, planned)
            )
        except EngineFailure as failure:
            return _fell_back(self._offline.ask_question(state, planned), failure)
        return EngineQuestion(question=question, engine=OPENAI)

    def follow_up(self, state: InterviewState, answered: Turn, follow_up: PlannedQuestion) -> EngineQuestion:
        try:
            question = self._run(
                self._timeouts.interview,
                lambda call: model_interview.follow_up_wording(call, state, answered, follow_up),
            )
        except EngineFailure as failure:
            return _fell_back(self._offline.follow_up(state, answered, follow_up), failure)
        return EngineQuestion(question=question, engine=OPENAI)

    def evaluate_answer(self, answered: Turn, job: JobContext) -> EngineFeedback:
        offline = self._offline.evaluate_answer(answered, job)
        if not answered.answer.strip():
            return offline  # nothing said: there is nothing for a model to read
        try:
            feedback = self._run(
                self._timeouts.interview,
                lambda call: model_interview.answer_feedback(call, answered, offline.evaluation),
            )
        except EngineFailure as failure:
            return _fell_back(offline, failure)
        return EngineFeedback(evaluation=offline.evaluation, feedback=feedback, engine=OPENAI)

    def final_report(self, state: InterviewState) -> EngineReport:
        offline = self._offline.final_report(state)
        try:
            narrative = self._run(
                self._timeouts.report, lambda call: model_interview.report_narrative(call, state, offline.report)
            )
        except EngineFailure as failure:
            reason = _reason(failure)
            _logger.warning("The offline engine wrote the report's narrative for the model: %s", reason)
            report = offline.report.model_copy(update={"fallback_reason": reason})
            return EngineReport(report=report, engine=offline.engine, fallback_reason=reason)
        report = offline.report.model_copy(update={"narrative": narrative, "engine": OPENAI})
        return EngineReport(report=report, engine=OPENAI)


FellBack = TypeVar(
    "FellBack", EngineCommentary, EngineEnhancement, EngineTailoring, EngineReply, EngineQuestion, EngineFeedback
)


def _reason(failure: EngineFailure) -> str:
    return str(failure) or type(failure).__name__


def _fell_back(offline: FellBack, failure: EngineFailure) -> FellBack:
    # Operators see each fallback in the log; the user sees the offline answer and the reason beside it.
    _logger.warning("The offline engine answered for the model: %s", _reason(failure))
    return offline.model_copy(update={"fallback_reason": _reason(failure)})


def _guide_context(sections: list[Topic]) -> str:
    if not sections:
        return "(none: no section of the guide is near this question)"
    return "\n\n".join(f"## {section.title}\n{section.advice}" for section in sections)


def _named_sections(answer: str, sections: list[Topic]) -> list[Topic]:
    """The given guide sections the answer names by title, in the order given (nearest first)."""
    folded = answer.casefold()
    return [section for section in sections if section.title.casefold() in folded]


def _check_answer(
    answer: str, question: str, section: str, builder: BuilderResume, guide: list[Topic] | None = None
) -> None:
    """An answer the builder may apply must be well formed and state no fact the user did not give: a section's
    JSON block is checked value by value, any other answer (a bio, a summary) as a whole, since it is copied into
    the resume as it stands. An answer from the guide must name the section it draws on, and may repeat the guide's
    own figures and examples (a GPA of 3.5, a one-line career break)."""
    guide = guide or []
    if guide and not _named_sections(answer, guide):
        raise EngineFailure("The answer does not name the section of Vitae's resume guide it draws on.")
    checked = answer
    block = _FENCED_JSON.search(answer)
    if section and section != SUMMARY_SECTION_ID and block is not None:
        try:
            payload = json.loads(block.group(1))
        except json.JSONDecodeError as error:
            raise EngineFailure("The section's JSON block is not valid JSON.") from error
        if not isinstance(payload, dict) or not ({"items", "categories"} & payload.keys()):
            raise EngineFailure("The section's JSON block holds neither items nor categories.")
        checked = "\n".join(_strings(payload))
    # The answer's opening names the guide, as the prompt asks: that name is no fact about the user either.
    sources = ["Vitae's resume guide", *(f"{topic.title}\n{topic.advice}" for topic in guide)] if guide else []
    advice = "\n".join(sources)
    facts = SourceFacts(f"{source_text_of(resume_from_builder(builder))}\n{question}\n{advice}")
    new = facts.new_facts(checked)
    if new:
        raise EngineFailure(f"The answer states facts the resume does not: {', '.join(fact.text for fact in new)}.")


def _strings(value: object) -> list[str]:
    """Every string in a JSON value, keys left out."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for item in value.values() for text in _strings(item)]
    if isinstance(value, list):
        return [text for item in value for text in _strings(item)]
    return []
