"""The same analysis for an interview held elsewhere: questions come without labels, so their intent and kind are
read from their words."""

from vitae.ats import find_skills
from vitae.interview.context import job_context
from vitae.interview.lexicon import BACKCHANNEL, INTENT_PATTERNS, SMALL_TALK
from vitae.interview.models import InterviewReport, PlannedQuestion, QuestionKind, QuestionSource, Turn
from vitae.interview.report import build_report

_TECHNICAL_INTENTS = frozenset({"concept", "design", "debugging"})


def infer_question(text: str) -> PlannedQuestion:
    lower = text.lower()
    intent = next((name for name, pattern in INTENT_PATTERNS if pattern.search(lower)), "general")
    skills = [mention.name for mention in find_skills(text)]
    technical = intent in _TECHNICAL_INTENTS or (bool(skills) and intent in ("general", "problem_solving"))
    return PlannedQuestion(
        text=text.strip(),
        kind=QuestionKind.TECHNICAL if technical else QuestionKind.BEHAVIORAL,
        source=QuestionSource.BANK,
        intent=intent,
        focus=skills,
    )


def without_small_talk(exchanges: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The exchanges that are questions: greetings are left out, a backchannel ('Mm-hmm.', 'Okay.') is no new
    question (what follows it goes on the answer before), and one opening a question ('Great. Tell me...') is cut."""
    kept: list[tuple[str, str]] = []
    for question, answer in exchanges:
        if SMALL_TALK.fullmatch(question.strip()):
            continue
        asked = BACKCHANNEL.sub("", question.strip(), count=1).strip()
        if not asked or SMALL_TALK.fullmatch(asked):
            if kept and answer.strip():
                previous_question, previous_answer = kept[-1]
                kept[-1] = (previous_question, f"{previous_answer} {answer.strip()}".strip())
            continue
        kept.append((asked[0].upper() + asked[1:], answer))
    return kept


def analyze_transcript(
    exchanges: list[tuple[str, str]], job_description: str = "", job_title: str = ""
) -> InterviewReport:
    """`exchanges` are (question, answer) pairs in the order they were asked."""
    job = job_context(job_title, job_description) if job_description.strip() else None
    turns = [
        Turn(question=infer_question(question), answer=answer, answered=bool(answer.strip()))
        for question, answer in without_small_talk(exchanges)
    ]
    return build_report(turns, job)
