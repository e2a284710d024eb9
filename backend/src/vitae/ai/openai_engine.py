"""The OpenAI-compatible engine: OpenAI, Azure OpenAI, OpenRouter, or a local Ollama, vLLM, LM Studio or llama.cpp
server, through the official `openai` SDK.

Every task has its own deadline and waits for one of a bounded number of request slots; whatever goes wrong (a
timeout, a dropped connection, a server error, output that stays invalid after one repair, a rewrite that states a
new fact) ends in the offline engine's answer for that call, never in an error for the user. Rewrites are targeted
edits applied only where their original text matches, and all of them pass the truthfulness guard.
"""

import json
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from openai import OpenAI, OpenAIError

from vitae.ai.edits import EditList, improvements_from_edits, text_fields
from vitae.ai.offline import OfflineEngine
from vitae.ai.prompts import ASSISTANT, ENHANCE
from vitae.ai.protocol import EngineEnhancement
from vitae.ai.structured import Deadline, EngineFailure, complete_text, request_structured
from vitae.ats import ResumeAnalysis
from vitae.render.text import resume_to_text
from vitae.resume.builder_import import resume_from_builder
from vitae.resume.builder_shape import SUMMARY_SECTION_ID, BuilderResume
from vitae.resume.model import ParsedResume
from vitae.writer.apply import apply_changes
from vitae.writer.assistant import AssistantReply
from vitae.writer.completion import complete_resume
from vitae.writer.guard import SourceFacts, guard_changes, source_text_of
from vitae.writer.models import Enhancement

OPENAI = "openai"
_FENCED_JSON = re.compile(r"```(?:json)?\s*(\{.*?\})\s*```", re.DOTALL)


@dataclass(frozen=True)
class TaskTimeouts:
    enhance: float = 60.0
    assistant: float = 30.0


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

    def enhance(self, resume: ParsedResume, analysis: ResumeAnalysis, *, source_text: str = "") -> EngineEnhancement:
        deadline = Deadline.after(self._timeouts.enhance)
        try:
            with self._slot(deadline):
                enhancement = self._enhance(resume, analysis, source_text, deadline)
        except (EngineFailure, OpenAIError) as failure:
            offline = self._offline.enhance(resume, analysis, source_text=source_text)
            return offline.model_copy(update={"fallback_reason": str(failure) or type(failure).__name__})
        return EngineEnhancement(enhancement=enhancement, engine=OPENAI)

    def _enhance(
        self, resume: ParsedResume, analysis: ResumeAnalysis, source_text: str, deadline: Deadline
    ) -> Enhancement:
        base = complete_resume(resume, source_text)
        fields = text_fields(base)
        messages = ENHANCE.render(
            schema=json.dumps(EditList.model_json_schema()),
            fields="\n".join(f"{field.target}: {field.text}" for field in fields.values()),
            findings="\n".join(f"- {finding.message} {finding.fix}" for finding in analysis.findings) or "- none",
        )
        edits = request_structured(self._client, self.model, messages, EditList, deadline)
        canonical = resume_to_text(base)
        facts = SourceFacts(f"{source_text}\n{canonical}" if source_text.strip() else source_text_of(base))
        kept, reverted = guard_changes(base, improvements_from_edits(fields, edits.edits), facts)
        enhanced = apply_changes(base, kept)
        # Edits that state nothing new one by one could do so together; the changed lines are checked as a whole.
        changed = "\n".join(
            line for line in resume_to_text(enhanced).splitlines() if line not in canonical.splitlines()
        )
        if facts.new_facts(changed):
            raise EngineFailure("The model's edits together state a fact the resume does not.")
        return Enhancement(
            base_resume=base,
            enhanced_resume=enhanced,
            enhanced_content=resume_to_text(enhanced),
            improvements=kept,
            reverted=reverted,
        )

    def answer_question(self, question: str, section: str, builder: BuilderResume) -> AssistantReply:
        deadline = Deadline.after(self._timeouts.assistant)
        try:
            with self._slot(deadline):
                messages = ASSISTANT.render(
                    builder=builder.model_dump_json(by_alias=True),
                    section=section or "none",
                    question=question,
                )
                answer = complete_text(self._client, self.model, messages, deadline).strip()
            _check_answer(answer, question, section, builder)
        except (EngineFailure, OpenAIError):
            return self._offline.answer_question(question, section, builder)
        return AssistantReply(answer=answer, engine=OPENAI)


def _check_answer(answer: str, question: str, section: str, builder: BuilderResume) -> None:
    """An answer the builder may apply must be well formed and state no fact the user did not give: a section's
    JSON block is checked value by value, any other answer (a bio, a summary) as a whole, since it is copied into
    the resume as it stands."""
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
    facts = SourceFacts(f"{source_text_of(resume_from_builder(builder))}\n{question}")
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
