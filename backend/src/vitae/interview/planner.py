"""The interview plan: how many questions fit the time, which kinds the chosen type calls for, and which ones: the
role family's curated bank, plus templates that quote the candidate's own resume and name the posting's skills.

Questions are drawn at random for each session (a seed makes a plan repeatable), never twice in one interview. A
skill is named only when the posting or the resume states it, the posting only when there is one, and the resume is
quoted only from entries and bullets that read cleanly."""

import random
import re

from vitae.ats import find_skills
from vitae.ats.taxonomy import default_taxonomy
from vitae.interview.bank import BankQuestion, question_bank
from vitae.interview.context import posting_text
from vitae.interview.models import (
    Difficulty,
    ExperienceLevel,
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
    Difficulty.EXPERT: "This role calls for {skill}. If the demands on {skill} here grew far beyond what you have "
    "handled so far, what would break first, and how would you prepare for it?",
}
RESUME_SKILL = (
    "Your resume lists {skill}. Tell me about the most recent thing you did with {skill}, and one problem you had to "
    "solve along the way."
)
# A resume line is quoted only when it reads as one clean statement: no web or mail address, no headings or the
# next line run into it, no bullet glyphs inside, not shouted in capitals.
_UNCLEAN = re.compile(
    r"https?://|www\.|\S+@\S+|\.(?:com|org|net|io)\b|linkedin|github|\||[•·▪●◦‣]|[a-z][A-Z]{2,}|\b[A-Z]{4,}\s+[A-Z]{4,}",
)
MIN_QUOTE_WORDS = 5
JOB_SKILLS_DRAWN = 5  # the posting's most required skills, of which each session names a few
MAX_CLEAN_WORDS = 40
JOB_STORY = "The posting asks for {skill}. Tell me about a time you used {skill} to get something important done."
JOB_SOFT_STORY = "The posting asks for {lower}. Tell me about a time it made the difference in your work."
# Weights of a bank question in the draw, by how far its difficulty is from the chosen one (0, 1, 2 steps), when it
# is written for another experience level, and when it is a general know-how question standing in for the trade's.
DIFFICULTY_WEIGHT = (1.0, 0.8, 0.15)
OTHER_LEVEL_WEIGHT = 0.15
GENERAL_KNOW_HOW_WEIGHT = 0.1


def question_count(duration_minutes: int) -> int:
    """15 minutes -> 5 questions, 30 -> 8, 45 -> 11: about one every five minutes after a short opening."""
    return max(MIN_QUESTIONS, min(MAX_QUESTIONS, 2 + round(duration_minutes / 5)))


def is_clean(text: str, max_words: int = MAX_CLEAN_WORDS) -> bool:
    words = text.split()
    return bool(words) and len(words) <= max_words and not _UNCLEAN.search(text)


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


def _resume_questions(
    resume: ResumeContext | None, kinds: list[QuestionKind], generator: random.Random
) -> list[PlannedQuestion]:
    if resume is None:
        return []
    candidates: list[tuple[ResumeEntry, str]] = []
    for entry in resume.entries:
        if not is_clean(entry.organization or entry.title, 8):
            continue
        usable = [bullet for bullet in entry.bullets if len(bullet.split()) >= MIN_QUOTE_WORDS and is_clean(bullet)]
        if usable:
            candidates.append((entry, max(usable, key=_bullet_strength)))
    skills = [skill for skill in resume.skills if is_clean(skill, 4) and find_skills(skill)]
    generator.shuffle(skills)
    questions = []
    for kind in kinds:
        # Know-how questions name a skill the resume lists; stories start from one of its jobs.
        if kind is QuestionKind.TECHNICAL and skills:
            skill = skills.pop(0)
            questions.append(
                PlannedQuestion(
                    text=RESUME_SKILL.format(skill=skill),
                    kind=kind,
                    source=QuestionSource.RESUME,
                    intent="skill",
                    focus=[mention.name for mention in find_skills(skill)],
                )
            )
            continue
        if not candidates:
            continue
        entry, bullet = candidates.pop(0)
        place = entry.organization or entry.title
        template = RESUME_TECHNICAL if kind is QuestionKind.TECHNICAL else RESUME_STORY
        questions.append(
            PlannedQuestion(
                text=template.format(place=place, quote=_quote(bullet)),
                kind=kind,
                source=QuestionSource.RESUME,
                intent="experience",
                focus=[mention.name for mention in find_skills(bullet)],
                keywords=sorted(set(profile_text(bullet).content_stems))[:12],
            )
        )
    return questions


def _job_questions(
    job: JobContext, kinds: list[QuestionKind], difficulty: Difficulty, generator: random.Random
) -> list[PlannedQuestion]:
    """Know-how questions name the posting's hard skills (drawn from its first, most required ones); stories ask for
    its soft skills when it names any."""
    hard = iter(generator.sample(job.required_skills[:JOB_SKILLS_DRAWN], min(len(job.required_skills), 3)))
    soft = iter(generator.sample(job.soft_skills, len(job.soft_skills)))
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


def _fit(question: BankQuestion, wanted: int, level: ExperienceLevel, general_know_how: bool) -> float:
    """How well a bank question fits the settings, as its weight in the draw: the chosen difficulty and the one next
    to it alike, the level the question is written for, the role's own family for know-how."""
    distance = abs(_DIFFICULTY_ORDER.index(question.difficulty) - wanted)
    weight = DIFFICULTY_WEIGHT[min(distance, len(DIFFICULTY_WEIGHT) - 1)]
    weight *= 1.0 if level in question.levels else OTHER_LEVEL_WEIGHT
    # The general bank's know-how questions fit every trade and so none in particular: they mostly fill in.
    return weight * (GENERAL_KNOW_HOW_WEIGHT if general_know_how else 1.0)


def _bank_candidates(
    family: RoleFamily, kind: QuestionKind, preferences: InterviewPreferences, generator: random.Random
) -> list[BankQuestion]:
    """The bank's questions of one kind that fit the job title, in a random order weighted by fit (each question's
    key is u ** (1 / weight), the weighted draw without replacement of Efraimidis and Spirakis): the best fitting
    come early more often, yet every one can, so two sessions with the same settings share few questions."""
    bank = question_bank()
    families = [family, RoleFamily.GENERAL] if family is not RoleFamily.GENERAL else [RoleFamily.GENERAL]
    wanted = _DIFFICULTY_ORDER.index(preferences.difficulty)
    title = preferences.job_title.lower()
    keyed = [
        (
            generator.random()
            ** (1 / _fit(question, wanted, preferences.level, rank > 0 and kind is QuestionKind.TECHNICAL)),
            question,
        )
        for rank, name in enumerate(families)
        for question in bank[name].questions
        if question.kind is kind and question.fits_title(title)
    ]
    keyed.sort(key=lambda item: item[0], reverse=True)
    return [question for _, question in keyed]


def _from_bank(question: BankQuestion) -> PlannedQuestion:
    return PlannedQuestion(
        text=question.text,
        kind=question.kind,
        source=QuestionSource.BANK,
        intent=question.intent,
        keywords=list(question.keywords),
    )


def plan_interview(
    preferences: InterviewPreferences, resume: ResumeContext | None, job: JobContext, seed: int | None = None
) -> list[PlannedQuestion]:
    """`seed` makes the draw repeatable; without one every session draws its own questions."""
    generator = random.Random(seed)
    family = role_family(preferences.job_title, posting_text(preferences))
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
    resume_questions = _resume_questions(resume, kinds[:personal], generator)
    job_questions = _job_questions(job, kinds[personal : personal * 2], preferences.difficulty, generator)
    tailored = resume_questions + job_questions
    remaining = list(kinds)
    for tailored_question in tailored:
        remaining.remove(tailored_question.kind)
    chosen: list[BankQuestion] = []
    asked = {question.text for question in tailored}
    candidates = {kind: _bank_candidates(family, kind, preferences, generator) for kind in QuestionKind}
    for kind in remaining:
        other = QuestionKind.BEHAVIORAL if kind is QuestionKind.TECHNICAL else QuestionKind.TECHNICAL
        picked = next(
            (item for item in [*candidates[kind], *candidates[other]] if item not in chosen and item.text not in asked),
            None,
        )
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
