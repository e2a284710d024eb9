"""Every improvement the offline engine proposes for a resume, each with where it is, what it changes and why:
the contact details, section headings, the summary, every entry (dates, bullets, prose) and the skills.

Only proposals: the truthfulness guard decides which are kept (enhancer.py).
"""

import re
from collections.abc import Iterator

from vitae.ats.checks.recruiter import BULLETS_PER_ROLE
from vitae.ats.facts import is_recognised_heading
from vitae.ats.matcher import default_matcher
from vitae.ats.models import Finding
from vitae.language.written_in import ENGLISH
from vitae.render.text import STANDARD_HEADINGS, shown_under_name, skill_group_text
from vitae.resume.model import Entry, ParsedResume, SectionKind, SkillGroup
from vitae.writer.apply import apply_text_edits, paragraph_bullets
from vitae.writer.contact_format import contact_changes
from vitae.writer.date_format import normalised_dates
from vitae.writer.models import Improvement, ImprovementKind, TextEdit
from vitae.writer.section_kinds import inferred_heading
from vitae.writer.sentences import Rewrite, StatementStyle
from vitae.writer.skill_groups import find_duplicates, regrouped
from vitae.writer.statements import rewrite_prose, rewrite_statement
from vitae.writer.verbs import VerbForm, analyse_verb

MAX_PROMPTS_PER_ENTRY = 2
# Kinds of statement rewrite whose precision on hand-labelled real bullets and summary sentences is below 95% on the
# held-out half (evals/rewrites.py), or that are not labelled at all: not offered until their rules are right. They
# break English ('Like working with data'), drop a term ('Dynamic Configuration') or change a meaning ('Having
# skills' -> 'Had skills'). The action verb, even kept to the verb the statement itself names ('Responsible for
# developing' -> 'Developed'), is 71% on the held-out half; a split of a long bullet has no labels yet.
SWITCHED_OFF = frozenset(
    {
        ImprovementKind.TENSE,
        ImprovementKind.FILLER,
        ImprovementKind.TRIM,
        ImprovementKind.PRONOUN,
        ImprovementKind.ACTION_VERB,
        ImprovementKind.SPLIT,
    }
)
PARAGRAPH_WORDS = 25  # a job described in this many words of prose, without bullets, reads better as bullets
_ONGOING = re.compile(r"\b(?:present|current(?:ly)?|now|ongoing|till\s+date|to\s+date|onwards)\b", re.IGNORECASE)
_ENTRY_SECTIONS = (
    ("work", SectionKind.EXPERIENCE),
    ("projects", SectionKind.PROJECTS),
    ("education", SectionKind.EDUCATION),
    ("certifications", SectionKind.CERTIFICATIONS),
)
_CONTACT_LABELS = {
    "name": "Name",
    "email": "Email",
    "phone": "Phone",
    "linkedin": "LinkedIn",
    "github": "GitHub",
    "portfolio": "Website",
}


def propose_improvements(resume: ParsedResume, findings: list[Finding], *, language: str) -> Iterator[Improvement]:
    """`language`: what the resume is written in (vitae.language.written_in)."""
    finding_ids = {finding.id for finding in findings}
    yield from _contact_improvements(resume)
    if language != ENGLISH:
        # The rewrites are English (headings, dates, verbs, skill groups): a resume in another language keeps its
        # words; only what no language owns is offered, the contact details' form and a skill listed twice.
        yield from _skill_improvements(resume.skills, regroup=False)
        return
    yield from _heading_improvements(resume)
    if resume.summary.strip():
        yield from _text_improvements(
            resume.summary, "summary", "Summary", "Summary", rewrite_prose(resume.summary, StatementStyle(None))
        )
    for field_name, kind in _ENTRY_SECTIONS:
        entries: list[Entry] = getattr(resume, field_name)
        for index, entry in enumerate(entries):
            yield from _entry_improvements(entry, index, field_name, kind, finding_ids)
    yield from _skill_improvements(resume.skills)


# Entries -------------------------------------------------------------------------------------------------------


def _role_tense(entry: Entry, index: int) -> VerbForm:
    """Present for a current role, past for any other; a role without dates takes the tense most of its lines
    use, the first one only being possibly current."""
    if entry.end_date.lower() == "present" or _ONGOING.search(entry.dates):
        return VerbForm.BASE
    if entry.end_date or entry.start_date or re.search(r"\d{4}", entry.dates):
        return VerbForm.PAST
    forms = [analyse_verb(bullet.split()[0]) for bullet in entry.bullets if bullet.split()]
    present = sum(1 for form in forms if form is not None and form[1] is not VerbForm.PAST)
    past = sum(1 for form in forms if form is not None and form[1] is VerbForm.PAST)
    return VerbForm.BASE if index == 0 and present > past else VerbForm.PAST


def _entry_label(entry: Entry) -> str:
    return ", ".join(part for part in (entry.title.strip(), entry.organization.strip()) if part) or "untitled entry"


def _entry_improvements(
    entry: Entry, index: int, field_name: str, kind: SectionKind, finding_ids: set[str]
) -> Iterator[Improvement]:
    section = STANDARD_HEADINGS[kind]
    where = f"{section} › {_entry_label(entry)}"
    prefix = f"{field_name}.{index}"
    dates = normalised_dates(entry.dates)
    if dates is not None:
        yield _improvement(
            f"{prefix}.dates",
            section,
            f"{where} › dates",
            ImprovementKind.DATE_FORMAT,
            entry.dates,
            TextEdit(start=0, end=len(entry.dates), text=dates),
            "One date format throughout ('Jan 2020 – Mar 2023') reads as careful and every ATS reads it.",
        )
    if kind in (SectionKind.EXPERIENCE, SectionKind.PROJECTS):
        tense = _role_tense(entry, index) if kind is SectionKind.EXPERIENCE else VerbForm.PAST
        if kind is SectionKind.PROJECTS and (entry.end_date.lower() == "present" or _ONGOING.search(entry.dates)):
            tense = VerbForm.BASE
        style = StatementStyle(tense, may_split=True, may_prompt="impact.not_quantified" in finding_ids)
    else:
        style = StatementStyle(None)
    prompts = 0
    room = BULLETS_PER_ROLE - len(entry.bullets)  # bullets a split may add before the role has too many
    for bullet_index, bullet in enumerate(entry.bullets):
        rewrites = rewrite_statement(bullet, style)
        splits = [rewrite for rewrite in rewrites if rewrite.kind is ImprovementKind.SPLIT]
        if len(splits) > room:
            rewrites = [rewrite for rewrite in rewrites if rewrite.kind is not ImprovementKind.SPLIT]
        else:
            room -= len(splits)
        if any(rewrite.kind is ImprovementKind.QUANTIFY_PROMPT for rewrite in rewrites):
            prompts += 1
            if prompts > MAX_PROMPTS_PER_ENTRY:
                rewrites = [rewrite for rewrite in rewrites if rewrite.kind is not ImprovementKind.QUANTIFY_PROMPT]
        target = f"{prefix}.bullets.{bullet_index}"
        yield from _text_improvements(bullet, target, section, f"{where} › bullet {bullet_index + 1}", rewrites)
    if entry.description.strip():
        prose_style = StatementStyle(style.tense)
        rewrites = rewrite_prose(entry.description, prose_style)
        yield from _text_improvements(
            entry.description, f"{prefix}.description", section, f"{where} › description", rewrites
        )
        if kind is SectionKind.EXPERIENCE and not entry.bullets:
            yield from _paragraph_improvement(entry, prefix, section, where)


def _paragraph_improvement(entry: Entry, prefix: str, section: str, where: str) -> Iterator[Improvement]:
    kept, bullets = paragraph_bullets(entry.description)
    # More than BULLETS_PER_ROLE bullets still read better than a paragraph: the role can then be cut down.
    if len(entry.description.split()) < PARAGRAPH_WORDS or len(bullets) < 2:
        return
    after = "\n".join([kept, *(f"• {bullet}" for bullet in bullets)]).strip()
    yield Improvement(
        id=f"{prefix}.description:{ImprovementKind.BULLET_POINTS}",
        section=section,
        location=f"{where} › description",
        kind=ImprovementKind.BULLET_POINTS,
        before=entry.description,
        after=after,
        reason=f"{len(bullets)} statements in one paragraph: bullets are scanned, paragraphs are skipped.",
        target=f"{prefix}.description",
    )


def _text_improvements(
    text: str, target: str, section: str, location: str, rewrites: list[Rewrite]
) -> Iterator[Improvement]:
    for rewrite in (rewrite for rewrite in rewrites if rewrite.kind not in SWITCHED_OFF):
        yield _improvement(
            target,
            section,
            location,
            rewrite.kind,
            text,
            TextEdit(start=rewrite.start, end=rewrite.end, text=rewrite.text),
            rewrite.reason,
        )


def _improvement(
    target: str, section: str, location: str, kind: ImprovementKind, before: str, edit: TextEdit, reason: str
) -> Improvement:
    return Improvement(
        id=f"{target}:{kind}:{edit.start}",
        section=section,
        location=location,
        kind=kind,
        before=before,
        after=apply_text_edits(before, [edit]),
        reason=reason,
        target=target,
        edit=edit,
    )


# Contact, headings, skills -------------------------------------------------------------------------------------


def _contact_improvements(resume: ParsedResume) -> Iterator[Improvement]:
    # A detail the lines kept under the name show as written (labelled, beside a second phone) is not rewritten:
    # those lines are the candidate's and the contact line leaves it out.
    shown = shown_under_name(resume)
    for field_name, before, after, reason in contact_changes(resume.personal_info):
        if before.strip() in shown:
            continue
        yield _improvement(
            f"personalInfo.{field_name}",
            "Contact",
            f"Contact › {_CONTACT_LABELS[field_name]}",
            ImprovementKind.CONTACT_FORMAT,
            before,
            TextEdit(start=0, end=len(before), text=after),
            reason,
        )


def _heading_improvements(resume: ParsedResume) -> Iterator[Improvement]:
    present = {section.kind for section in resume.sections} | {
        kind
        for kind, entries in (
            (SectionKind.EXPERIENCE, resume.work),
            (SectionKind.EDUCATION, resume.education),
        )
        if entries
    }
    for index, section in enumerate(resume.sections):
        heading = section.heading.strip()
        if not heading or is_recognised_heading(heading):
            continue
        if section.kind is SectionKind.OTHER:
            standard = inferred_heading(section, present)
        else:
            standard = STANDARD_HEADINGS[section.kind]
        if standard is None or standard == heading:
            continue
        yield _improvement(
            f"sections.{index}.heading",
            standard,
            f"{standard} › heading",
            ImprovementKind.HEADING,
            section.heading,
            TextEdit(start=0, end=len(section.heading), text=standard),
            f"ATS look for standard headings; '{heading}' is not one they recognise.",
        )


def _skill_improvements(groups: list[SkillGroup], *, regroup: bool = True) -> Iterator[Improvement]:
    matcher = default_matcher()
    for duplicate in find_duplicates(groups):
        group = groups[duplicate.group]
        yield _improvement(
            f"skills.{duplicate.group}.skills.{duplicate.index}",
            "Skills",
            f"Skills › {group.name} › {duplicate.item}",
            ImprovementKind.SKILLS_DEDUPE,
            duplicate.item,
            TextEdit(start=0, end=len(duplicate.item), text=""),
            f"'{duplicate.item}' is the same skill as '{duplicate.same_as}', listed already.",
        )
    regrouping = regrouped(groups, matcher) if regroup else None
    if regrouping is not None:
        yield Improvement(
            id=f"skills:{ImprovementKind.SKILLS_GROUP}",
            section="Skills",
            location="Skills",
            kind=ImprovementKind.SKILLS_GROUP,
            before="\n".join(skill_group_text(group) for group in groups),
            after="\n".join(skill_group_text(group) for group in regrouping),
            reason="A long flat list is hard to scan; grouped by kind, a recruiter finds each skill at a glance.",
            target="skills",
            regroup=regrouping,
        )
