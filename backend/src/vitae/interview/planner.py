"""The interview plan: how many questions fit the time, which kinds the chosen type calls for, and which ones: the
role family's curated bank, plus templates that quote the candidate's own resume and name the posting's skills.

Deterministic: the same choices, resume and posting give the same plan; different postings vary the order."""

import hashlib
import random
import re

from vitae.ats import find_skills
from vitae.ats.taxonomy import default_taxonomy
from vitae.interview.bank import BankQuestion, question_bank
from vitae.interview.models import (
    Difficulty,
    InterviewPreferences,
    InterviewType,
    JobContext,
    PlannedQuestion,
    QuestionKind,
    QuestionSource,
    ResumeContext,
    ResumeEntry,
    RoleFamily,
)
from vitae.interview.roles import role_family
from vitae.interview.text import profile_text

MIN_QUESTIONS = 3
MAX_QUESTIONS = 14
QUOTE_WORDS = 20
# Share of the questions after the opener that test know-how, by interview type.
TECHNICAL_SHARE = {InterviewType.TECHNICAL: 0.8, InterviewType.BEHAVIORAL: 0.0, InterviewType.MIXED: 0.5}
_DIFFICULTY_ORDER = (Difficulty.STANDARD, Difficulty.ADVANCED, Difficulty.EXPERT)
_QUOTE_TRIM = re.compile(r"^[\s•·▪●◦‣*–—-]+|[\s.;,]+$")

OPENER = "Tell me about yourself and what draws you to this {title} role."
RESUME_STORY = (
    "At {place}, you {quote} Walk me through it: what was the situation, what did you do yourself, "
    "and what was the result?"
)
RESUME_TECHNICAL = (
    "At {place}, you {quote} Which technical decisions did you make there, what alternatives did you weigh, "
    "and what would you do differently today?"
)
JOB_TECHNICAL = {
    Difficulty.STANDARD: "This role calls for {skill}. How have you used {skill}, and what is one thing about it "
    "that you wish you had known when you started?",
    Difficulty.ADVANCED: "This role calls for {skill}. Describe a real problem you solved with {skill} and the "
    "trade-offs you weighed along the way.",
    Difficulty.EXPERT: "This role calls for {skill}. If you had to run {skill} at ten times today's load or scope, "
    "what would break first, and how would you design around it?",
}
JOB_STORY = "The posting asks for {skill}. Tell me about a time you used {skill} to get something important done."
JOB_SOFT_STORY = "The posting asks for {lower}. Tell me about a time it made the difference in your work."


def question_count(duration_minutes: int) -> int:
    """15 minutes -> 5 questions, 30 -> 8, 45 -> 11: about one every five minutes after a short opening."""
    return max(MIN_QUESTIONS, min(MAX_QUESTIONS, 2 + round(duration_minutes / 5)))


def _seed(preferences: InterviewPreferences) -> int:
    key = "|".join(
        [
            preferences.job_title.lower().strip(),
            preferences.level.value,
            preferences.difficulty.value,
            preferences.interview_type.value,
            preferences.job_description.strip(),
        ]
    )
    return int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big")


def _quote(bullet: str) -> str:
    """The bullet as the candidate wrote it, verb first when it opens with one ('led the migration...')."""
    text = _QUOTE_TRIM.sub("", " ".join(bullet.split()))
    words = text.split(" ")
    shortened = " ".join(words[:QUOTE_WORDS]) + ("…" if len(words) > QUOTE_WORDS else "")
    first = words[0] if words else ""
    if first and default_taxonomy().is_action_verb(first):
        return f"\u201c{shortened[0].lower()}{shortened[1:]}.\u201d"
    return f"wrote: \u201c{shortened}.\u201d"


def _bullet_strength(bullet: str) -> tuple[int, int, int]:
    """Bullets with a result (a number), an action verb and named skills make the best questions."""
    words = bullet.split()
    opens_with_verb = bool(words) and default_taxonomy().is_action_verb(words[0].strip("•-*"))
    return (len(profile_text(bullet).numbers) > 0, opens_with_verb, len(find_skills(bullet)))


def _resume_questions(resume: ResumeContext | None, kinds: list[QuestionKind]) -> list[PlannedQuestion]:
    if resume is None:
        return []
    candidates: list[tuple[ResumeEntry, str]] = []
    for entry in resume.entries:
        usable = [bullet for bullet in entry.bullets if len(bullet.split()) >= 5]
        if usable:
            candidates.append((entry, max(usable, key=_bullet_strength)))
    questions = []
    for (entry, bullet), kind in zip(candidates, kinds, strict=False):
        place = entry.organization or entry.title
        template = RESUME_TECHNICAL if kind is QuestionKind.TECHNICAL else RESUME_STORY
        skills = [mention.name for mention in find_skills(bullet)]
        questions.append(
            PlannedQuestion(
                text=template.format(place=place, quote=_quote(bullet)),
                kind=kind,
                source=QuestionSource.RESUME,
                intent="experience",
                focus=skills,
                keywords=sorted(set(profile_text(bullet).content_stems))[:12],
            )
        )
    return questions


def _job_questions(job: JobContext, kinds: list[QuestionKind], difficulty: Difficulty) -> list[PlannedQuestion]:
    """Know-how questions name the posting's hard skills; stories ask for its soft skills when it names any."""
    hard = iter(job.required_skills)
    soft = iter(job.soft_skills)
    questions = []
    for kind in kinds:
        if kind is QuestionKind.TECHNICAL:
            skill = next(hard, None)
            text = JOB_TECHNICAL[difficulty].format(skill=job.written_as.get(skill or "", skill))
        else:
            soft_skill = next(soft, None)
            skill = soft_skill or next(hard, None)
            template = JOB_SOFT_STORY if soft_skill else JOB_STORY
            text = template.format(skill=job.written_as.get(skill or "", skill), lower=(skill or "").lower())
        if skill is None:
            continue
        questions.append(
            PlannedQuestion(text=text, kind=kind, source=QuestionSource.JOB, intent="skill", focus=[skill])
        )
    return questions


def _bank_candidates(
    family: RoleFamily, kind: QuestionKind, preferences: InterviewPreferences, generator: random.Random
) -> list[BankQuestion]:
    """The bank's questions of one kind, the best fitting first: right level and difficulty, then neighbouring
    difficulties, then any level; the role's own family before the general bank."""
    bank = question_bank()
    families = [family, RoleFamily.GENERAL] if family is not RoleFamily.GENERAL else [RoleFamily.GENERAL]
    wanted = _DIFFICULTY_ORDER.index(preferences.difficulty)

    def rank(question: BankQuestion, family_rank: int) -> tuple[int, int, int]:
        distance = abs(_DIFFICULTY_ORDER.index(question.difficulty) - wanted)
        return (preferences.level not in question.levels, distance, family_rank)

    pool = [
        (question, family_rank)
        for family_rank, name in enumerate(families)
        for question in bank[name].questions
        if question.kind is kind
    ]
    generator.shuffle(pool)
    pool.sort(key=lambda item: rank(*item))
    return [question for question, _ in pool]


def _from_bank(question: BankQuestion) -> PlannedQuestion:
    return PlannedQuestion(
        text=question.text,
        kind=question.kind,
        source=QuestionSource.BANK,
        intent=question.intent,
        keywords=list(question.keywords),
    )


def plan_interview(
    preferences: InterviewPreferences, resume: ResumeContext | None, job: JobContext
) -> list[PlannedQuestion]:
    generator = random.Random(_seed(preferences))
    family = role_family(preferences.job_title, preferences.job_description)
    count = question_count(preferences.duration_minutes)
    title = preferences.job_title.strip() or "this"
    opener = PlannedQuestion(
        text=OPENER.format(title=title), kind=QuestionKind.BEHAVIORAL, intent="introduction", source=QuestionSource.BANK
    )
    slots = count - 1
    technical = round(slots * TECHNICAL_SHARE[preferences.interview_type])
    kinds = [QuestionKind.TECHNICAL] * technical + [QuestionKind.BEHAVIORAL] * (slots - technical)
    generator.shuffle(kinds)

    # About one question in four quotes the resume, and as many name the posting's skills.
    personal = max(1, round(slots / 4))
    resume_questions = _resume_questions(resume, kinds[:personal])
    job_questions = _job_questions(job, kinds[personal : personal * 2], preferences.difficulty)
    tailored = resume_questions + job_questions
    remaining = list(kinds)
    for tailored_question in tailored:
        remaining.remove(tailored_question.kind)
    chosen: list[BankQuestion] = []
    candidates = {kind: _bank_candidates(family, kind, preferences, generator) for kind in QuestionKind}
    for kind in remaining:
        other = QuestionKind.BEHAVIORAL if kind is QuestionKind.TECHNICAL else QuestionKind.TECHNICAL
        picked = next((item for item in [*candidates[kind], *candidates[other]] if item not in chosen), None)
        if picked is not None:
            chosen.append(picked)
    # Bank questions from easiest to hardest, with the tailored ones (the most personal) woven in early.
    chosen.sort(key=lambda question: _DIFFICULTY_ORDER.index(question.difficulty))
    body = _interleave(tailored, [_from_bank(question) for question in chosen])
    return [opener, *body][:count]


def _interleave(first: list[PlannedQuestion], second: list[PlannedQuestion]) -> list[PlannedQuestion]:
    merged: list[PlannedQuestion] = []
    for index in range(max(len(first), len(second))):
        if index < len(second):
            merged.append(second[index])
        if index < len(first):
            merged.append(first[index])
    return merged
