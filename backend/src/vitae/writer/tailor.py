"""The offline tailoring engine: a resume aimed at one job posting, saying nothing it did not say before.

It reorders and rewords what the resume already proves so the posting's terms stand out: a bullet that shows a skill
under another name says it as the posting does ('Postgres' -> 'PostgreSQL'), each entry's bullets most relevant to
the posting first, the skills the posting asks for first in their groups and in its wording ('JS' -> 'JavaScript'),
and an opening line for the summary built from the resume's own facts: its latest title, and the skills the posting
asks for that its dated jobs show, with the years those jobs add up to. Every change passes the truthfulness guard,
experience claims included; the posting's requirements the resume lacks are returned as a gap list with advice,
never written in.

Deterministic: the same resume and posting always give the same changes, ids and text.
"""

import re
from collections.abc import Iterator
from datetime import date

from pydantic import Field

from vitae.ats.dates import entry_range
from vitae.ats.job_description import Importance, JobDescription, JobSkill
from vitae.ats.match import JobMatch, match_resume, requirement_advice, requirement_weight, skill_weight
from vitae.ats.matcher import SkillMatcher, SkillMention, default_matcher
from vitae.ats.posting_requirements import Requirement, Strength
from vitae.ats.profile import most_recent_title
from vitae.ats.requirements import find_years
from vitae.ats.resume_evidence import SkillEvidence, gather_evidence
from vitae.ats.text import stem, words
from vitae.render.text import resume_to_text
from vitae.resume.model import CamelModel, Entry, ParsedResume
from vitae.writer.apply import apply_changes, apply_to_structure
from vitae.writer.as_written import written_in_place
from vitae.writer.claims import ClaimChecker
from vitae.writer.guard import SourceFacts, guard_changes, new_facts_in, source_text_of, violations
from vitae.writer.models import Enhancement, GuardViolation, Improvement, ImprovementKind, TextEdit
from vitae.writer.sentences import sentence_spans

SUMMARY_SKILLS = 5  # matched skills named in the opening line
_WHOLE_ITEM = 0.8  # share of a skills-list item one skill must cover for the item to be that skill
_PREFERRED_RELEVANCE = 0.4
_ABBREVIATION = re.compile(r"^[A-Z0-9/&.+#-]{2,5}$")
# The changes that add or swap words, in the order they are given up when together they lower the match score.
_DROPPED_FIRST_IF_LOWER = (
    ImprovementKind.SUMMARY_FOCUS,
    ImprovementKind.KEYWORD_WORDING,
    ImprovementKind.BULLET_WORDING,
)
SUMMARY_MIN_YEARS = 1  # a skill the dated jobs show for less than this is named without a number of years


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
    claims = ClaimChecker(resume, "\n".join((source_text_of(resume), text)), today, matcher)
    before = match_resume(start, start_text, job, today=today, matcher=matcher)
    evidence = {item.name: item for item in gather_evidence(start, start_text, matcher).values()}
    candidates = list(_changes(start, job, before, evidence, matcher, facts, claims))
    kept, reverted = guard_changes(start, candidates, facts, claims)
    # A section kept as written takes only the edits whose words stand in its lines: the others are not offered.
    _, unplaced = written_in_place(start, apply_changes(start, []), kept)
    kept = [change for change in kept if change not in unplaced]
    tailored, kept, late = _without_new_facts(start, kept, facts, claims)
    content = resume_to_text(tailored)

    def match_of(changes: list[Improvement]) -> JobMatch:
        if not changes:
            return before  # nothing changed: the resume as written, not as it is rendered anew, is what was matched
        # The structure, as the original's match read it, with the text the tailored version is written as.
        return match_resume(apply_to_structure(start, changes), content, job, today=today, matcher=matcher)

    after = match_of(kept)
    for kind in _DROPPED_FIRST_IF_LOWER:
        if after.match_score >= before.match_score or not any(change.kind is kind for change in kept):
            continue
        # New words shift where the resume sits among occupations; a change that costs more than it gains goes.
        kept = [change for change in kept if change.kind is not kind]
        tailored = apply_changes(start, kept)
        content = resume_to_text(tailored)
        after = match_of(kept)
    if after.match_score < before.match_score:
        # What is left still costs more than it gains: the resume is given back as it was.
        kept = []
        tailored = apply_changes(start, kept)
        content = resume_to_text(tailored)
        after = match_of(kept)
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
                advice=requirement_advice(_requirement(job, keyword.keyword)),
            )
            for keyword in after.missing_keywords
        ],
        original_match_score=before.match_score,
        match_score=after.match_score,
    )


def _requirement(job: JobDescription, label: str) -> Requirement:
    return next(requirement for requirement in job.requirements if requirement.label == label)


def _without_new_facts(
    start: ParsedResume, kept: list[Improvement], facts: SourceFacts, claims: ClaimChecker
) -> tuple[ParsedResume, list[Improvement], list[GuardViolation]]:
    """Changes that state nothing new one by one are checked once more together, on the final text."""
    reverted: list[GuardViolation] = []
    while True:
        tailored = apply_changes(start, kept)
        if not kept:
            return tailored, kept, reverted  # nothing changed that a new fact could be blamed on
        new = new_facts_in(resume_to_text(tailored), facts, claims)
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
    claims: ClaimChecker,
) -> Iterator[Improvement]:
    # What the candidate says they do not want or know is never brought forward, let alone claimed.
    relevance = {skill.name: _relevance(skill) for skill in job.hard_skills if not claims.disowns(_posting_word(skill))}
    proven = _proven_by_place(job, match, claims)
    yield from _summary_focus(resume, job, match, evidence, facts, claims)
    yield from _bullet_naming(resume, match)
    for field_name, section in (("work", "Experience"), ("projects", "Projects")):
        entries: list[Entry] = getattr(resume, field_name)
        for index, entry in enumerate(entries):
            yield from _bullet_wording(entry, f"{field_name}.{index}", section, job, matcher, facts)
            yield from _bullet_order(entry, f"{field_name}.{index}", section, proven)
    yield from _skill_wording(resume, job, matcher, facts)
    yield from _skill_order(resume, relevance, matcher)


def _proven_by_place(job: JobDescription, match: JobMatch, claims: ClaimChecker) -> dict[str, dict[str, float]]:
    """For each place of the resume ('Experience › Engineer, Acme › bullet 4'), the requirements it proves that the
    candidate does not disown, by name, with what each weighs."""
    proven: dict[str, dict[str, float]] = {}
    for keyword in match.matched_keywords:
        if claims.disowns(keyword.keyword):
            continue
        requirement = _requirement(job, keyword.keyword)
        weight = requirement_weight(requirement)
        if requirement.strength is Strength.PREFERRED:
            weight *= _PREFERRED_RELEVANCE
        for place in keyword.evidence:
            proven.setdefault(place, {})[keyword.keyword] = weight
    return proven


def _relevance(skill: JobSkill) -> float:
    weight = skill_weight(skill)
    return weight if skill.importance is Importance.REQUIRED else _PREFERRED_RELEVANCE * weight


def _posting_word(skill: JobSkill) -> str:
    return skill.surfaces[0] if skill.surfaces else skill.name


def _join(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


# Summary --------------------------------------------------------------------------------------------------------


def _names(sentence: str, title: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(title)}(?!\w)", sentence, re.IGNORECASE) is not None


# Titles are written capitalised: lower-case words before one ('now Full-Stack Developer') are what a layout left
# beside it, not part of it.
_BEFORE_TITLE = re.compile(r"^(?:[a-z]+(?:-[a-z]+)*\s+)+(?=[A-Z])")


def _latest_title(resume: ParsedResume) -> str:
    title = most_recent_title(resume.work, [entry_range(entry) for entry in resume.work])
    return _BEFORE_TITLE.sub("", title) or resume.personal_info.headline.strip()


def opening_line(title: str, skills: list[str], years: int) -> str:
    """'Software Engineer with 3+ years of experience in Django and PostgreSQL.': the resume's latest title, and
    skills its dated jobs show for at least the years stated, nothing else."""
    subject = title or "Professional"
    if years >= SUMMARY_MIN_YEARS:
        return f"{subject} with {years}+ years of experience in {_join(skills)}."
    return f"{subject} experienced in {_join(skills)}."


def _summary_skills(
    job: JobDescription, match: JobMatch, evidence: dict[str, SkillEvidence], facts: SourceFacts, claims: ClaimChecker
) -> list[tuple[str, float]]:
    """The posting's skills that the resume's dated jobs show, most insisted on first, each in the posting's word
    where the resume's facts allow it, with the years the jobs that show it add up to."""
    shown = {keyword.keyword for keyword in match.matched_keywords}
    # Tools, as postings write tools: with a capital ('Docker', 'PostgreSQL'), not everyday words ('deployments').
    wanted = [
        skill
        for skill in job.hard_skills
        if skill.kind == "technology"
        and _posting_word(skill) in shown
        and not _posting_word(skill).islower()
        and not claims.disowns(_posting_word(skill))
    ]
    wanted.sort(key=lambda skill: (skill.importance is not Importance.REQUIRED, -skill_weight(skill)))
    found: list[tuple[str, float]] = []
    for skill in wanted:
        own = evidence[skill.name].surfaces[0] if skill.name in evidence and evidence[skill.name].surfaces else ""
        # The posting's word, unless it cuts short the name the resume writes in full ('Mongo' for 'MongoDB').
        words_for = [own] if own and shortens(own, _posting_word(skill)) else [_posting_word(skill), own]
        name = next((word for word in words_for if word and not facts.new_facts(word)), None)
        years = claims.years_of(name) if name else 0.0
        if name is not None and years > 0 and all(name != known for known, _ in found):
            found.append((name, years))
    return found[:SUMMARY_SKILLS]


def _summary_focus(
    resume: ParsedResume,
    job: JobDescription,
    match: JobMatch,
    evidence: dict[str, SkillEvidence],
    facts: SourceFacts,
    claims: ClaimChecker,
) -> Iterator[Improvement]:
    title = _latest_title(resume)
    # 'DevOps Engineer experienced in DevOps' says the title twice; a skill the summary names already is there.
    skills = [
        (name, years)
        for name, years in _summary_skills(job, match, evidence, facts, claims)
        if not _names(title, name) and not _names(resume.summary, name)
    ]
    if not skills:
        return
    # The years the first skill's jobs add up to, and the skills whose jobs add up to as many: the claim is true of
    # each skill named.
    years = int(skills[0][1])
    names = [name for name, shown in skills if int(shown) >= years]
    summary = resume.summary
    stated = {int(mention.years) for mention in find_years(summary)}
    if stated and years not in stated:
        # The summary states its own years ('10 years of experience'): another number beside it would read as a
        # contradiction, whichever is true of one skill.
        years, names = 0, [name for name, _ in skills]
    first_start, first_end = next(iter(sentence_spans(summary)), (0, 0))
    opening = summary[first_start:first_end]
    if title and _names(opening, title) and not opening.endswith((".", "!", "?")):
        return  # the summary names the role in a run of words with no sentence to follow: a line would repeat it
    if title and _names(opening, title):
        # The summary's first sentence already names the role ('Results-driven software engineer with...'): the
        # skills follow in a sentence of their own, rather than in a new first sentence that names the role again.
        start = end = first_end
        inserted, where = f" Experienced in {_join(names)}.", "Summary › second sentence"
    else:
        line = opening_line(title, names, years)
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
            f"Opens with what the posting asks for that your dated jobs show ({_join(names[:3])}), so a recruiter "
            "sees the fit in the first line."
        ),
        target="summary",
        edit=TextEdit(start=start, end=end, text=inserted),
    )


# Bullets --------------------------------------------------------------------------------------------------------


def _work_lines(entry: Entry, prefix: str, section: str) -> Iterator[tuple[str, str, str]]:
    """An entry's description and bullets, each with its target and its place as the match labels it: the lines
    where the work is shown."""
    label = _entry_label(entry)
    if entry.description.strip():
        yield f"{prefix}.description", f"{section} › {label} › description", entry.description
    for index, bullet in enumerate(entry.bullets):
        yield f"{prefix}.bullets.{index}", f"{section} › {label} › bullet {index + 1}", bullet


def _bullet_wording(
    entry: Entry, prefix: str, section: str, job: JobDescription, matcher: SkillMatcher, facts: SourceFacts
) -> Iterator[Improvement]:
    """A bullet (or a job's description) that names a skill of the posting in other words ('Postgres', 'k8s') says
    it as the posting does: the line already proves the skill; an ATS searches for the posting's word."""
    by_name = {skill.name: skill for skill in job.hard_skills}
    for target, location, line in _work_lines(entry, prefix, section):
        for number, mention in enumerate(matcher.find(line)):
            skill = by_name.get(mention.name)
            if skill is None:
                continue
            word = _posting_word(skill)
            if _says_it_already(mention.surface, word) or facts.new_facts(word):
                continue
            # An abbreviation the posting uses is added beside the full name rather than replacing it.
            shorter = _ABBREVIATION.match(word) and len(word) < len(mention.surface)
            if not shorter and len(word.split()) < len(mention.surface.split()):
                continue  # 'REST API' -> 'RESTful' would drop the noun the sentence needs
            renamed = f"{mention.surface} ({word})" if shorter else cased_as(word, mention.surface)
            yield Improvement(
                id=f"{target}:{ImprovementKind.BULLET_WORDING}:{number}",
                section=section,
                location=location,
                kind=ImprovementKind.BULLET_WORDING,
                before=line,
                after=line[: mention.start] + renamed + line[mention.end :],
                reason=f"This line shows {word}; it now says it as the posting does, which is what an ATS searches.",
                target=target,
                edit=TextEdit(start=mention.start, end=mention.end, text=renamed),
            )


def cased_as(word: str, written: str) -> str:
    """The posting's word with the capital the resume gave the words it replaces where they start a sentence
    ('Lead team' -> 'Lead a team', not 'lead a team'); a name keeps its own case ('Postgres' -> 'PostgreSQL')."""
    if written[:1].isupper() and word[:1].islower() and written[1:2].islower():
        return word[:1].upper() + word[1:]
    return word


def _bullet_naming(resume: ParsedResume, match: JobMatch) -> Iterator[Improvement]:
    """A bullet that proves a requirement in its own words ('stored them in MySQL' for SQL, 'RESTful Web services'
    for APIs) names the requirement beside them, once: 'MySQL (SQL)'. The bullet's words stay; the guard reverts the
    name where the resume never states it."""
    places = {
        location: (target, line)
        for field_name, section in (("work", "Experience"), ("projects", "Projects"))
        for number, entry in enumerate(getattr(resume, field_name))
        for target, location, line in _work_lines(entry, f"{field_name}.{number}", section)
    }
    named: set[str] = set()
    for keyword in match.matched_keywords:
        if (
            not keyword.shown_as
            or " or " in keyword.keyword
            # A name ('SQL', 'REST APIs', 'NoSQL'), not a field of know-how ('cloud computing'), which beside a
            # tool reads as a label, not as a resume's words.
            or keyword.keyword.islower()
            or keyword.keyword.lower() in named
            or _says_it_already(keyword.shown_as, keyword.keyword.rstrip("s"))
            or _same_stems(keyword.shown_as, keyword.keyword)
        ):
            continue
        for label in keyword.evidence:
            target, bullet = places.get(label, ("", ""))
            start = bullet.lower().find(keyword.shown_as.lower())
            says_it = re.search(rf"(?<!\w){re.escape(keyword.keyword)}(?!\w)", bullet, re.IGNORECASE)
            if start < 0 or says_it or target in named:
                continue
            end = start + len(keyword.shown_as)
            if bullet[:start].count("(") > bullet[:start].count(")") or bullet[end:].lstrip().startswith("("):
                continue  # already in or before brackets: a second pair would nest or stack
            inserted = f" ({keyword.keyword})"
            named.update({keyword.keyword.lower(), target})
            yield Improvement(
                id=f"{target}:{ImprovementKind.BULLET_WORDING}:named",
                section=label.split(" › ")[0],
                location=label,
                kind=ImprovementKind.BULLET_WORDING,
                before=bullet,
                after=bullet[:end] + inserted + bullet[end:],
                reason=(
                    f"This bullet shows {keyword.keyword} as {keyword.shown_as}; it now names it as the posting does."
                ),
                target=target,
                edit=TextEdit(start=end, end=end, text=inserted),
            )
            break


def proving_order(shows: list[dict[str, float]]) -> list[int]:
    """The order of an entry's bullets that brings the most of the posting's requirements into its first bullets,
    where a recruiter's skim lands: each next bullet is the one that proves most that the bullets above it do not
    (then the one that proves most); bullets that prove nothing new keep the order the candidate chose."""
    order: list[int] = []
    covered: set[str] = set()
    remaining = list(range(len(shows)))
    while remaining:
        gains = {index: sum(w for name, w in shows[index].items() if name not in covered) for index in remaining}
        best = max(remaining, key=lambda index: (gains[index], sum(shows[index].values()), -index))
        if gains[best] <= 0:
            return order + remaining
        order.append(best)
        covered.update(shows[best])
        remaining.remove(best)
    return order


def _entry_label(entry: Entry) -> str:
    return ", ".join(part.strip() for part in (entry.title, entry.organization) if part.strip()) or "untitled"


def _same_stems(written: str, word: str) -> bool:
    """'troubleshooting' for 'troubleshoot': the same words in another inflection, which naming would repeat."""
    return {stem(part) for part in words(word)} <= {stem(part) for part in words(written)}


def _says_it_already(written: str, word: str) -> bool:
    """Whether the resume's words already hold the posting's ('Docker containers' holds 'Docker'), are held by them
    ('Angular' in 'AngularJS', another product that the taxonomy counts as one), or differ only in number or case
    ('deployment', 'deployments'): rewriting them would drop words, grammar or truth."""
    written, word = written.lower(), word.lower()
    holds = re.search(rf"(?<!\w){re.escape(word)}(?!\w)", written) is not None
    return holds or shortens(written, word) or written in word or written.rstrip("s") == word.rstrip("s")


def shortens(written: str, word: str) -> bool:
    """Whether the posting's word is a short form of the name the resume writes in full ('Mongo' for 'MongoDB'):
    rewording toward it would take a name's proper form away."""
    written, word = written.lower(), word.lower()
    return written != word and written.startswith(word) and written[len(word) :].isalpha()


def _bullet_order(
    entry: Entry, prefix: str, section: str, proven: dict[str, dict[str, float]]
) -> Iterator[Improvement]:
    # Bullets written under sub-headings of their entry stay under theirs: moved, one would read as another's.
    if len(entry.bullets) < 2 or any(0 < position < len(entry.bullets) for position in entry.description_positions):
        return
    label = _entry_label(entry)
    shows = [proven.get(f"{section} › {label} › bullet {index + 1}", {}) for index in range(len(entry.bullets))]
    order = proving_order(shows)
    if order == list(range(len(entry.bullets))):
        return
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


_LIST_MARKS = ",;/|()"


def _stands_alone(item: str, mention: SkillMention) -> bool:
    """Whether a name inside a skills item is an item of its own ('Postgres' in 'SQL (Postgres, MySQL)'), not a word
    of a longer name ('React' in 'React Hooks')."""
    before, after = item[: mention.start].rstrip(), item[mention.end :].lstrip()
    return (not before or before[-1] in _LIST_MARKS) and (not after or after[0] in _LIST_MARKS)


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
                if (
                    facts.new_facts(word)
                    or _names(mention.surface, word)
                    or shortens(mention.surface, word)
                    or not _stands_alone(item, mention)
                ):
                    continue  # new, already there ('REST API (REST)'), or part of a longer name ('React Hooks')
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
