"""The offline tailoring engine: a resume aimed at one job posting, saying nothing it did not say before.

It reorders and rewords what the resume already proves so the posting's terms stand out: each entry's bullets most
relevant to the posting first, the skills the posting asks for first in their groups, skills the resume names by an
alias written as the posting writes them ('JS' -> 'JavaScript'), and an opening line for the summary built from the
resume's own title, stated years and matched skills. Every change passes the truthfulness guard; the posting's
requirements the resume lacks are returned as a gap list with advice, never written in.

Deterministic: the same resume and posting always give the same changes, ids and text.
"""

import re
from collections.abc import Iterator
from datetime import date

from pydantic import Field

from vitae.ats.dates import entry_range
from vitae.ats.job_description import Importance, JobDescription, JobSkill
from vitae.ats.match import JobMatch, match_resume, missing_skill_advice, related_credit, skill_weight
from vitae.ats.matcher import SkillMatcher, SkillMention, default_matcher
from vitae.ats.profile import most_recent_title
from vitae.ats.requirements import find_years
from vitae.ats.resume_evidence import SkillEvidence, gather_evidence
from vitae.render.text import resume_to_text
from vitae.resume.model import CamelModel, Entry, ParsedResume
from vitae.writer.apply import apply_changes
from vitae.writer.guard import SourceFacts, guard_changes, source_text_of, violations
from vitae.writer.models import Enhancement, GuardViolation, Improvement, ImprovementKind, TextEdit
from vitae.writer.sentences import sentence_spans

SUMMARY_SKILLS = 5  # matched skills named in the opening line
_WHOLE_ITEM = 0.8  # share of a skills-list item one skill must cover for the item to be that skill
_PREFERRED_RELEVANCE = 0.4
# Credit from which the resume's tool stands in for a missing one in the opening line: a tool of the same family or
# one the same occupations use closely (Angular for React), not any tool that shares a broad occupation.
_STAND_IN_CREDIT = 0.3
_ABBREVIATION = re.compile(r"^[A-Z0-9/&.+#-]{2,5}$")
# The changes that add or swap words, in the order they are given up when together they lower the match score.
_DROPPED_FIRST_IF_LOWER = (ImprovementKind.SUMMARY_FOCUS, ImprovementKind.KEYWORD_WORDING)


class MissingKeyword(CamelModel):
    keyword: str  # in the posting's wording
    importance: Importance
    advice: str


class Tailoring(CamelModel):
    base_resume: ParsedResume  # what the improvements refer to: the given resume, or the enhanced version of it
    enhanced_resume: ParsedResume  # the tailored resume
    enhanced_content: str  # resume_to_text of the tailored resume
    improvements: list[Improvement]
    reverted: list[GuardViolation] = Field(default_factory=list)
    keyword_matches: list[str]  # the posting's skills the resume shows, in the posting's wording
    missing_keywords: list[MissingKeyword]
    original_match_score: int  # of the resume before tailoring
    match_score: int  # of the tailored resume


def tailor_resume(
    resume: ParsedResume,
    text: str,
    job: JobDescription,
    *,
    base: Enhancement | None,
    today: date | None = None,
    matcher: SkillMatcher | None = None,
) -> Tailoring:
    """Tailor a parsed resume (and the text it was read from) to an analysed posting. With `base`, the enhanced
    version of the same resume is tailored instead; facts are always checked against the original."""
    matcher = matcher or default_matcher()
    today = today or date.today()
    start = base.enhanced_resume if base is not None else resume
    start_text = base.enhanced_content if base is not None else text
    facts = SourceFacts(
        "\n".join(
            part for part in (source_text_of(resume), text, source_text_of(base.base_resume) if base else "") if part
        ),
        matcher,
    )
    before = match_resume(start, start_text, job, today=today, matcher=matcher)
    evidence = {item.name: item for item in gather_evidence(start, start_text, matcher).values()}
    candidates = list(_changes(start, job, before, evidence, matcher, facts))
    kept, reverted = guard_changes(start, candidates, facts)
    tailored, kept, late = _without_new_facts(start, kept, facts)
    content = resume_to_text(tailored)
    after = match_resume(tailored, content, job, today=today, matcher=matcher)
    for kind in _DROPPED_FIRST_IF_LOWER:
        if after.match_score >= before.match_score or not any(change.kind is kind for change in kept):
            continue
        # New words shift where the resume sits among occupations; a change that costs more than it gains goes.
        kept = [change for change in kept if change.kind is not kind]
        tailored = apply_changes(start, kept)
        content = resume_to_text(tailored)
        after = match_resume(tailored, content, job, today=today, matcher=matcher)
    return Tailoring(
        base_resume=start,
        enhanced_resume=tailored,
        enhanced_content=content,
        improvements=kept,
        reverted=[*reverted, *late],
        keyword_matches=[keyword.keyword for keyword in after.matched_keywords],
        missing_keywords=[
            MissingKeyword(
                keyword=keyword.keyword,
                importance=keyword.importance,
                advice=missing_skill_advice(_job_skill(job, keyword.keyword)),
            )
            for keyword in after.missing_keywords
        ],
        original_match_score=before.match_score,
        match_score=after.match_score,
    )


def _job_skill(job: JobDescription, keyword: str) -> JobSkill:
    return next(skill for skill in job.hard_skills if keyword in (*skill.surfaces, skill.name))


def _without_new_facts(
    start: ParsedResume, kept: list[Improvement], facts: SourceFacts
) -> tuple[ParsedResume, list[Improvement], list[GuardViolation]]:
    """Changes that state nothing new one by one are checked once more together, on the final text."""
    reverted: list[GuardViolation] = []
    while True:
        tailored = apply_changes(start, kept)
        if not kept:
            return tailored, kept, reverted  # nothing changed that a new fact could be blamed on
        new = facts.new_facts(resume_to_text(tailored))
        offending = [change for change in kept if any(fact.text in change.after for fact in new)]
        if not new or not offending:
            return tailored, kept, reverted
        for change in offending:
            reverted.extend(violations(change.id, [fact for fact in new if fact.text in change.after]))
        kept = [change for change in kept if change not in offending]


def _changes(
    resume: ParsedResume,
    job: JobDescription,
    match: JobMatch,
    evidence: dict[str, SkillEvidence],
    matcher: SkillMatcher,
    facts: SourceFacts,
) -> Iterator[Improvement]:
    relevance = {skill.name: _relevance(skill) for skill in job.hard_skills}
    yield from _summary_focus(resume, job, match, evidence, facts)
    for field_name, section in (("work", "Experience"), ("projects", "Projects")):
        entries: list[Entry] = getattr(resume, field_name)
        for index, entry in enumerate(entries):
            yield from _bullet_order(entry, f"{field_name}.{index}", section, relevance, matcher)
    yield from _skill_wording(resume, job, matcher, facts)
    yield from _skill_order(resume, relevance, matcher)


def _relevance(skill: JobSkill) -> float:
    weight = skill_weight(skill)
    return weight if skill.importance is Importance.REQUIRED else _PREFERRED_RELEVANCE * weight


def _posting_word(skill: JobSkill) -> str:
    return skill.surfaces[0] if skill.surfaces else skill.name


def _join(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


# Summary --------------------------------------------------------------------------------------------------------


def _stated_years(resume: ParsedResume) -> str:
    """The resume's own claim of years ('over 7 years of experience') as '7+ years', '' when it makes none."""
    for mention in find_years(f"{resume.personal_info.headline}\n{resume.summary}"):
        return f"{mention.years:g}+ years"
    return ""


def _latest_title(resume: ParsedResume) -> str:
    return most_recent_title(resume.work, [entry_range(entry) for entry in resume.work]) or (
        resume.personal_info.headline.strip()
    )


def opening_line(resume: ParsedResume, skills: list[str]) -> str:
    """'Software Engineer with 7+ years of experience in Python, Django and PostgreSQL.': the resume's latest title,
    the years it states and skills it shows, nothing else."""
    years = _stated_years(resume)
    subject = _latest_title(resume) or "Professional"
    if years:
        return f"{subject} with {years} of experience in {_join(skills)}."
    return f"{subject} experienced in {_join(skills)}."


def _summary_focus(
    resume: ParsedResume,
    job: JobDescription,
    match: JobMatch,
    evidence: dict[str, SkillEvidence],
    facts: SourceFacts,
) -> Iterator[Improvement]:
    shown = {keyword.keyword for keyword in match.matched_keywords}
    matched = [skill for skill in job.hard_skills if _posting_word(skill) in shown and skill.kind == "technology"]
    matched.sort(key=lambda skill: (skill.importance is not Importance.REQUIRED, -skill_weight(skill)))
    names: list[str] = []
    for skill in matched:
        # The posting's word where the resume's facts allow it ('CI/CD' written by the resume can be said as
        # 'continuous integration' only if the resume says so too), else the resume's own.
        own = evidence[skill.name].surfaces[0] if skill.name in evidence and evidence[skill.name].surfaces else ""
        name = next((word for word in (_posting_word(skill), own) if word and not facts.new_facts(word)), None)
        if name is not None and name not in names:
            names.append(name)
    # Then the resume's own tools that stand in for missing ones (Angular where React is asked for).
    for keyword in match.missing_keywords:
        if keyword.importance is Importance.REQUIRED:
            credit, relative = related_credit(_job_skill(job, keyword.keyword), evidence)
            if relative is not None and credit >= _STAND_IN_CREDIT and relative not in names:
                names.append(relative)
    if not names:
        return
    summary = resume.summary
    first_start, first_end = next(iter(sentence_spans(summary)), (0, 0))
    opening = summary[first_start:first_end]
    title = _latest_title(resume)
    if title and opening.endswith((".", "!", "?")) and opening.lower().startswith(title.lower()):
        # The summary already opens with the role: the skills follow in a sentence of their own, rather than in a
        # new first sentence that names the role again.
        start = end = first_end
        inserted, where = f" Experienced in {_join(names[:SUMMARY_SKILLS])}.", "Summary › second sentence"
    else:
        line = opening_line(resume, names[:SUMMARY_SKILLS])
        if opening == line:
            return
        start = end = 0
        inserted, where = (line if not summary.strip() else f"{line} "), "Summary › opening line"
    yield Improvement(
        id=f"summary:{ImprovementKind.SUMMARY_FOCUS}:0",
        section="Summary",
        location=where,
        kind=ImprovementKind.SUMMARY_FOCUS,
        before=summary,
        after=summary[:start] + inserted + summary[end:],
        reason=(
            f"Opens with what the posting asks for that you already show ({_join(names[:3])}), so a recruiter "
            "sees the fit in the first line."
        ),
        target="summary",
        edit=TextEdit(start=start, end=end, text=inserted),
    )


# Bullets --------------------------------------------------------------------------------------------------------


def _bullet_relevance(bullet: str, relevance: dict[str, float], matcher: SkillMatcher) -> float:
    names = {mention.name for mention in matcher.find(bullet)}
    return sum(relevance.get(name, 0.0) for name in names)


def _bullet_order(
    entry: Entry, prefix: str, section: str, relevance: dict[str, float], matcher: SkillMatcher
) -> Iterator[Improvement]:
    if len(entry.bullets) < 2:
        return
    scores = [_bullet_relevance(bullet, relevance, matcher) for bullet in entry.bullets]
    # Stable: bullets equally relevant keep the order the candidate chose.
    order = sorted(range(len(entry.bullets)), key=lambda index: -scores[index])
    if order == list(range(len(entry.bullets))):
        return
    label = ", ".join(part for part in (entry.title.strip(), entry.organization.strip()) if part) or "untitled entry"
    moved = [entry.bullets[index] for index in order]
    yield Improvement(
        id=f"{prefix}.bullets:{ImprovementKind.BULLET_ORDER}",
        section=section,
        location=f"{section} › {label} › bullets",
        kind=ImprovementKind.BULLET_ORDER,
        before="\n".join(entry.bullets),
        after="\n".join(moved),
        reason="The bullets that show what the posting asks for come first, where a recruiter's eye lands.",
        target=f"{prefix}.bullets",
        order=order,
    )


# Skills ---------------------------------------------------------------------------------------------------------


def _item_skill(item: str, matcher: SkillMatcher) -> str | None:
    mentions = matcher.find(item)
    text = item.strip()
    if len(mentions) == 1 and mentions[0].end - mentions[0].start >= _WHOLE_ITEM * len(text):
        return mentions[0].name
    return None


def _skill_wording(
    resume: ParsedResume, job: JobDescription, matcher: SkillMatcher, facts: SourceFacts
) -> Iterator[Improvement]:
    """Skills the resume lists under another name, written as the posting writes them: a whole item ('JS' ->
    'JavaScript') or a name inside one ('SQL (Postgres, MySQL)' -> 'SQL (PostgreSQL, MySQL)')."""
    by_name = {skill.name: skill for skill in job.hard_skills}
    for group_index, group in enumerate(resume.skills):
        for index, item in enumerate(group.skills):
            name = _item_skill(item, matcher)
            mentions = [SkillMention(0, name, item.strip(), 0, len(item))] if name is not None else matcher.find(item)
            for number, mention in enumerate(mentions):
                skill = by_name.get(mention.name)
                if skill is None or mention.surface.lower() in {surface.lower() for surface in skill.surfaces}:
                    continue
                word = _posting_word(skill)
                if facts.new_facts(word):
                    continue
                # An abbreviation the posting uses is added beside the full name rather than replacing it.
                shorter = _ABBREVIATION.match(word) and len(word) < len(mention.surface)
                renamed = f"{mention.surface} ({word})" if shorter else word
                yield Improvement(
                    id=f"skills.{group_index}.skills.{index}:{ImprovementKind.KEYWORD_WORDING}:{number}",
                    section="Skills",
                    location=f"Skills › {group.name} › {item}",
                    kind=ImprovementKind.KEYWORD_WORDING,
                    before=item,
                    after=item[: mention.start] + renamed + item[mention.end :],
                    reason=f"The posting writes '{word}'; ATS search for the posting's own words.",
                    target=f"skills.{group_index}.skills.{index}",
                    edit=TextEdit(start=mention.start, end=mention.end, text=renamed),
                )


def _skill_order(resume: ParsedResume, relevance: dict[str, float], matcher: SkillMatcher) -> Iterator[Improvement]:
    for group_index, group in enumerate(resume.skills):
        scores = []
        for item in group.skills:
            names = {mention.name for mention in matcher.find(item)}
            scores.append(max((relevance.get(name, 0.0) for name in names), default=0.0))
        order = sorted(range(len(group.skills)), key=lambda index: -scores[index])
        if order == list(range(len(group.skills))):
            continue
        yield Improvement(
            id=f"skills.{group_index}.skills:{ImprovementKind.SKILLS_ORDER}",
            section="Skills",
            location=f"Skills › {group.name}",
            kind=ImprovementKind.SKILLS_ORDER,
            before=", ".join(group.skills),
            after=", ".join(group.skills[index] for index in order),
            reason="The skills the posting asks for are listed first.",
            target=f"skills.{group_index}.skills",
            order=order,
        )
