"""Keyword density: does the resume name the skills that the job description, or else the candidate's own field,
asks for, in the places ATS and recruiters look, without stuffing?"""

import bisect
from collections import Counter
from dataclasses import dataclass

from vitae.ats.facts import ResumeFacts
from vitae.ats.findings import finding, join_names
from vitae.ats.matcher import SkillMention
from vitae.ats.models import Finding, KeywordMatch, Severity
from vitae.ats.occupation_meaning import OccupationEstimate
from vitae.ats.taxonomy import Skill
from vitae.resume.model import SectionKind

ENOUGH_SKILLS = 10  # distinct skills named before 'few skills' stops taking points
TYPICAL_SKILLS_SHOWN = 8
GENERIC_SHARE = 0.2  # a skill listed by more than this share of occupations is not typical of any one
MIN_TYPICAL = 3  # fewer typical skills than this say too little about a field to advise on
STUFFING_IN_LINE = 3  # one skill named more often than this within one line reads as stuffing
STUFFED_LIST = 60  # a skills section longer than this is a keyword dump


@dataclass(frozen=True)
class KeywordContext:
    occupation: OccupationEstimate | None
    job_skills: list[Skill]  # distinct skills of the job description, most mentioned first; empty without one


def skills_in_order(mentions: list[SkillMention], skills: tuple[Skill, ...]) -> list[Skill]:
    """Distinct skills, most mentioned first, then by first appearance."""
    counts = Counter(mention.skill_id for mention in mentions)
    first: dict[int, int] = {}
    for position, mention in enumerate(mentions):
        first.setdefault(mention.skill_id, position)
    return [skills[skill_id] for skill_id in sorted(counts, key=lambda skill_id: (-counts[skill_id], first[skill_id]))]


def typical_skills(facts: ResumeFacts, estimate: OccupationEstimate) -> list[Skill]:
    """The skills that mark an occupation: those O*NET marks In Demand for it (its job postings ask for them most),
    less the ones nearly every occupation lists (office software says nothing of a field). O*NET's Hot Technology
    flag is left out: it is one flag across all occupations, so it names a nurse's 'Apache Spark'."""
    occupation_id = estimate.occupation.id
    occupations = len(facts.taxonomy.occupations)
    skills = [
        skill
        for skill_id in facts.taxonomy.skills_of_occupation[occupation_id]
        if occupation_id in (skill := facts.taxonomy.skills[skill_id]).in_demand
        and len(skill.occupations) <= GENERIC_SHARE * occupations
    ]
    return sorted(skills, key=lambda skill: (-len(skill.occupations), skill.name))


def _typical_of_another(facts: ResumeFacts, named: list[Skill]) -> bool:
    """Whether MIN_TYPICAL or more of the named skills are typical of one occupation."""
    generic = GENERIC_SHARE * len(facts.taxonomy.occupations)
    counts = Counter(
        occupation_id for skill in named if len(skill.occupations) <= generic for occupation_id in skill.in_demand
    )
    return any(count >= MIN_TYPICAL for count in counts.values())


def job_match(facts: ResumeFacts, job_skills: list[Skill]) -> KeywordMatch | None:
    if not job_skills:
        return None
    found = {mention.skill_id for mention in facts.mentions}
    matched = [skill.name for skill in job_skills if skill.id in found]
    missing = [skill.name for skill in job_skills if skill.id not in found]
    return KeywordMatch(matched=matched, missing=missing, match_score=round(100 * len(matched) / len(job_skills)))


def _count_findings(facts: ResumeFacts) -> list[Finding]:
    distinct = skills_in_order(facts.mentions, facts.taxonomy.skills)
    if len(distinct) >= ENOUGH_SKILLS:
        return []
    named = join_names(skill.name for skill in distinct) or "none"
    return [
        finding(
            "keywords.few_skills",
            Severity.HIGH if len(distinct) < 4 else Severity.MEDIUM,
            f"Only {len(distinct)} recognisable skill(s) named.",
            f"Skills found: {named}",
            "Name the tools, methods and know-how you actually use (e.g. software, languages, techniques) in a "
            "Skills section and in the bullets where you used them.",
            25 * (ENOUGH_SKILLS - len(distinct)) / ENOUGH_SKILLS,
        )
    ]


def _field_findings(facts: ResumeFacts, estimate: OccupationEstimate) -> list[Finding]:
    typical = typical_skills(facts, estimate)
    if len(typical) < MIN_TYPICAL:
        return []
    found = {mention.skill_id for mention in facts.mentions}
    matched = [skill for skill in typical if skill.id in found]
    named = skills_in_order(facts.mentions, facts.taxonomy.skills)
    if not matched and len(named) >= ENOUGH_SKILLS and _typical_of_another(facts, named):
        # Many skills named, none typical of the occupation read and several of another: the reading is more likely
        # wrong than the resume without a single skill of its field. Skills typical of no field leave the reading
        # standing: a resume that lost its field's skills is not spared the finding for it.
        return []
    target = min(10, max(MIN_TYPICAL, len(typical) // 4))
    if len(matched) >= target:
        return []
    missing = [skill.name for skill in typical if skill.id not in found][:TYPICAL_SKILLS_SHOWN]
    title = estimate.occupation.title
    return [
        finding(
            "keywords.field_coverage",
            Severity.MEDIUM,
            f"{len(matched)} of the {target} or more skills typical of {title} are named.",
            f"Named: {join_names(skill.name for skill in matched) or 'none'}. "
            f"Often asked of {title}: {join_names(missing)}",
            f"If you use any of {join_names(missing, 5)}, name them in your Skills section and in the bullets of "
            "the jobs where you used them. Paste a job description to compare against a specific job instead.",
            30 * (target - len(matched)) / target,
        )
    ]


def _job_findings(facts: ResumeFacts, job_skills: list[Skill]) -> list[Finding]:
    match = job_match(facts, job_skills)
    if match is None or not match.missing:
        return []
    share_missing = len(match.missing) / len(job_skills)
    return [
        finding(
            "keywords.job_skills_missing",
            Severity.HIGH if share_missing > 0.5 else Severity.MEDIUM,
            f"The resume names {len(match.matched)} of the {len(job_skills)} skills in the job description.",
            f"Missing: {join_names(match.missing)}. Matched: {join_names(match.matched) or 'none'}",
            f"For each of {join_names(match.missing, 5)} that you really have, use the job description's own words "
            "in your Skills section and in a bullet that shows where you used it. Leave out the ones you lack.",
            50 * share_missing,
        )
    ]


def _section_findings(facts: ResumeFacts) -> list[Finding]:
    listed = [skill for group in facts.resume.skills for skill in group.skills if skill.strip()]
    if listed or SectionKind.SKILLS in facts.heading_kinds:
        return _context_findings(facts, listed)
    return [
        finding(
            "keywords.skills_section_missing",
            Severity.MEDIUM,
            "No skills section found.",
            "The parsed resume lists no skills.",
            "Add a 'Skills' section: 6 to 15 skills, grouped by kind (e.g. 'Languages: Python, SQL').",
            10,
        )
    ]


def _context_findings(facts: ResumeFacts, listed: list[str]) -> list[Finding]:
    listed_skills = {mention.skill_id: mention.name for mention in facts.matcher.find("\n".join(listed))}
    if len(listed_skills) < 5:
        return []
    statements = "\n".join(statement.text for statement in facts.statements) + "\n" + facts.resume.summary
    shown = {mention.skill_id for mention in facts.matcher.find(statements)}
    unsupported = [name for skill_id, name in listed_skills.items() if skill_id not in shown]
    share = len(unsupported) / len(listed_skills)
    if share <= 0.5:
        return []
    return [
        finding(
            "keywords.skills_not_in_context",
            Severity.LOW,
            f"{len(unsupported)} of {len(listed_skills)} listed skills appear nowhere in your experience.",
            f"Only in the skills list: {join_names(unsupported)}",
            f"Mention {join_names(unsupported, 3)} in the bullets of the job or project where you used them, "
            "e.g. 'Cut build time 40% by moving CI to GitHub Actions'.",
            12 * (share - 0.5),
        )
    ]


def _stuffing_findings(facts: ResumeFacts) -> list[Finding]:
    """Stuffing is one skill repeated within a line ('Kubernetes, Kubernetes, ...', a hidden keyword block), or a
    skills list past any reader's patience. A skill named in many jobs is the candidate's trade, not stuffing."""
    line_starts = [0, *(index + 1 for index, character in enumerate(facts.text) if character == "\n")]
    per_line: Counter[tuple[str, int]] = Counter()
    for mention in facts.mentions:
        per_line[(mention.name, bisect.bisect_right(line_starts, mention.start))] += 1
    worst: dict[str, int] = {}
    for (name, _), count in per_line.items():
        if count > STUFFING_IN_LINE:
            worst[name] = max(worst.get(name, 0), count)
    stuffed = sorted(worst, key=lambda name: -worst[name])
    listed = sum(len(group.skills) for group in facts.resume.skills)
    evidence = [f"{name} named {worst[name]} times in one line" for name in stuffed]
    if listed > STUFFED_LIST:
        evidence.append(f"{listed} items in the skills section")
    if not evidence:
        return []
    return [
        finding(
            "keywords.stuffing",
            Severity.MEDIUM,
            "Keywords are repeated or piled up beyond what reads naturally.",
            "; ".join(evidence),
            "Name each skill once in the Skills section and once or twice where you used it; keep the skills "
            f"section under {STUFFED_LIST // 2} items and drop ones you would not want to be interviewed on.",
            5 * len(evidence),
        )
    ]


def check_keyword_density(facts: ResumeFacts, context: KeywordContext) -> list[Finding]:
    if context.job_skills:
        coverage = _job_findings(facts, context.job_skills)
    elif context.occupation is not None and context.occupation.sure:
        coverage = _field_findings(facts, context.occupation)
    else:
        coverage = []
    return [*_count_findings(facts), *coverage, *_section_findings(facts), *_stuffing_findings(facts)]
