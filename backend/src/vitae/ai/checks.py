"""Checks on a model's words that are not rewrites: they must be of the expected form and size, and name no number
Vitae did not give (a model comments on scores, it never sets one)."""

import re

from vitae.ai.structured import EngineFailure
from vitae.writer.fact_model import FactKind
from vitae.writer.guard import SourceFacts

_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
_SCALE = {"0", "100"}  # the ends of every score's scale, which the prompts name
MAX_QUESTION_CHARACTERS = 300
_ASKABLE = frozenset([FactKind.SKILL])
MIN_QUESTION_WORDS = 4
# Words a question opens with; capitalised at the start of a sentence, the fact reader would take them for names.
_QUESTION_OPENERS = re.compile(
    r"(^|[.?!]\s+)(How|What|Why|When|Where|Which|Who|Whom|Whose|Tell|Describe|Walk|Explain|Can|Could|Would|Did|Do|"
    r"Does|Have|Has|Had|Is|Are|Was|Were|If|In|On|At|Looking|Thinking|Imagine|Suppose|Give|Share|Talk)\b"
)


def bounded_text(text: str, what: str, limit: int) -> str:
    """The text, trimmed; empty or longer than `limit` characters is a failure."""
    text = " ".join(text.split())
    if not text:
        raise EngineFailure(f"The model's {what} is empty.")
    if len(text) > limit:
        raise EngineFailure(f"The model's {what} runs over {limit} characters.")
    return text


def known_numbers(text: str, given: str) -> None:
    """Every number in `text` must stand in `given`: a model may quote Vitae's figures, never make one up."""
    allowed = {number.replace(",", ".") for number in _NUMBER.findall(given)} | _SCALE
    unknown = sorted({number for number in _NUMBER.findall(text) if number.replace(",", ".") not in allowed})
    if unknown:
        raise EngineFailure(f"The model's text names numbers it was not given: {', '.join(unknown)}.")


def spoken_question(text: str, facts: SourceFacts) -> str:
    """An interviewer's question: one short line of words ending with a question mark, that tells the candidate
    nothing about themselves their resume or the posting does not say."""
    question = bounded_text(text, "question", MAX_QUESTION_CHARACTERS)
    if not question.endswith("?") or len(re.findall(r"[A-Za-z]+", question)) < MIN_QUESTION_WORDS:
        raise EngineFailure("The model's question is not a question.")
    read = facts.new_facts(_QUESTION_OPENERS.sub(lambda match: match.group(1) + match.group(2).lower(), question))
    # Asking about a skill claims nothing ('a problem you solved', 'your first release' are no facts either); an
    # employer, a school, a number or a date put in the candidate's mouth is what a question must not invent.
    new = [fact for fact in read if fact.kind not in _ASKABLE]
    if new:
        raise EngineFailure(f"The model's question states facts it was not given: {', '.join(f.text for f in new)}.")
    return question
