"""What the checks look at, worked out once per resume: its statements (bullets and sentences of experience),
the headings an ATS would see in the text, dates, skill mentions and plain counts."""

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from vitae.ats.dates import DateRange, entry_range
from vitae.ats.matcher import SkillMatcher, SkillMention
from vitae.ats.models import FileIssue
from vitae.ats.skill_claims import claimed
from vitae.ats.taxonomy import Taxonomy
from vitae.language.written_in import language_of
from vitae.resume.cjk import CJK
from vitae.resume.model import Entry, ParsedResume, SectionKind

BULLET_MARK = re.compile(r"^\s*([•·▪●◦‣○■□◆◇►▶➢➤✓✔*–—>»-]|\d{1,2}[.)])\s+")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
# A word; in Chinese or Japanese, which put no spaces between words, each one or two characters (most words there are
# one or two characters long), so that a resume's length is measured alike in every script.
_WORD = re.compile(rf"[{CJK}]{{1,2}}|[^\W_{CJK}]+(?:['’-][^\W_{CJK}]+)*")


def word_count(text: str) -> int:
    return len(_WORD.findall(text))


# A letter cut from its word by the extractor ('S oftware E ngineer', 'J ava'): a single letter other than 'a' and
# 'I', not an initial, before a lower-case rest.
SPLIT_WORD = re.compile(r"(?<![\w.&/+-])(?![aAI]\b)[A-Za-z] [a-z]{2,}")
_SPLIT_WORD_SHARE = 0.02  # of the words: a stray initial or two is normal
_SPLIT_WORD_COUNT = 5

# Headings an ATS recognises, by the section they open. Compared after lower-casing, dropping punctuation and
# joining letter-spaced words ('E X P E R I E N C E').
STANDARD_HEADINGS: dict[SectionKind, frozenset[str]] = {
    SectionKind.SUMMARY: frozenset(
        {
            "summary",
            "professional summary",
            "career summary",
            "executive summary",
            "profile",
            "professional profile",
            "about",
            "about me",
            "objective",
            "career objective",
            "personal statement",
            "overview",
            "introduction",
        }
    ),
    SectionKind.EXPERIENCE: frozenset(
        {
            "experience",
            "work experience",
            "professional experience",
            "relevant experience",
            "employment",
            "employment history",
            "work history",
            "career history",
            "professional background",
            "experience and employment",
            "industry experience",
            "research experience",
            "teaching experience",
            "internships",
            "internship experience",
        }
    ),
    SectionKind.EDUCATION: frozenset(
        {
            "education",
            "academic background",
            "education and training",
            "educational background",
            "qualifications",
            "academic qualifications",
            "academics",
            "education and certifications",
        }
    ),
    SectionKind.SKILLS: frozenset(
        {
            "skills",
            "technical skills",
            "key skills",
            "core skills",
            "core competencies",
            "competencies",
            "skills and abilities",
            "areas of expertise",
            "expertise",
            "technologies",
            "tools",
            "technical proficiencies",
            "skills and interests",
            "skills and tools",
            "tools and technologies",
            "skill highlights",
            "qualifications summary",
            "programming languages",
            "technical expertise",
        }
    ),
    SectionKind.PROJECTS: frozenset({"projects", "personal projects", "selected projects", "key projects"}),
    SectionKind.CERTIFICATIONS: frozenset(
        {"certifications", "certificates", "licenses", "licenses and certifications", "certifications and licenses"}
    ),
}
# The word that names a section, however the heading qualifies it, in a heading of at most this many words.
_PLAIN_HEADING_WORDS = 3
_HEADING_WORDS: dict[SectionKind, frozenset[str]] = {
    SectionKind.EXPERIENCE: frozenset({"experience", "employment"}),
    SectionKind.EDUCATION: frozenset({"education"}),
    SectionKind.SKILLS: frozenset({"skills"}),
}
# Words that make any short heading a recognised one ('Selected Honors', 'Invited Talks').
RECOGNISED_HEADING_WORDS = frozenset(
    {
        "experience",
        "education",
        "skills",
        "projects",
        "certifications",
        "certificates",
        "awards",
        "honors",
        "honours",
        "achievements",
        "accomplishments",
        "publications",
        "languages",
        "volunteer",
        "volunteering",
        "interests",
        "hobbies",
        "references",
        "patents",
        "talks",
        "presentations",
        "conferences",
        "activities",
        "leadership",
        "research",
        "coursework",
        "courses",
        "training",
        "memberships",
        "affiliations",
        "summary",
        "profile",
        "objective",
        "contact",
        "information",
        "employment",
        "competencies",
        "expertise",
        "qualifications",
        "teaching",
        "service",
        "grants",
        "fellowships",
        "scholarships",
        "project",
        "links",
        "portfolio",
        "history",
        "contacts",
        "details",
    }
)


@dataclass(frozen=True)
class Statement:
    """One bullet, or one sentence of an entry's prose, from experience or projects."""

    text: str
    is_bullet: bool
    entry: str  # 'Title, Organization' of the entry it belongs to, for evidence


@dataclass(frozen=True)
class ResumeFacts:
    resume: ParsedResume
    text: str
    lines: list[str]
    words: list[str]
    statements: list[Statement]
    heading_kinds: dict[SectionKind, str]  # kind -> the heading as written, for headings found in the text
    mentions: list[SkillMention]
    work_ranges: list[DateRange | None]  # one per work entry, None where no date could be read
    bullet_lines: int  # lines of the text that start with a bullet mark
    page_count: int | None
    file_issues: Sequence[FileIssue]
    taxonomy: Taxonomy
    matcher: SkillMatcher
    today: date
    language: str  # 'en', 'de', 'zh'...: the wording checks judge English only (vitae.language.written_in)


def normalise_heading(line: str) -> str:
    text = line.strip()
    if re.fullmatch(r"(?:[^\W\d_] ){2,}[^\W\d_]", text):  # 'C O N T A C T'
        text = text.replace(" ", "")
    text = re.sub(r"(?<=[^\W\d_])\s{2,}(?=[^\W\d_])", " ", text)
    text = text.lower().replace("&", " and ")
    text = re.sub(r"[^\w\s]", " ", text)
    return " ".join(text.split())


@lru_cache(maxsize=4096)  # asked of the same short texts many times per resume (headings, pieces of lines)
def heading_kind(line: str) -> SectionKind | None:
    """The section a text line opens, if it is a standard heading: one of the usual forms, or a short heading whose
    last word is the section's own ('Relevant Work Experience', 'Academic Education', 'Skills & Expertise' reads
    'skills and expertise')."""
    normalised = normalise_heading(line)
    if not normalised or len(normalised.split()) > 5:
        return None
    for kind, headings in STANDARD_HEADINGS.items():
        if normalised in headings:
            return kind
    words = normalised.split()
    if len(words) <= _PLAIN_HEADING_WORDS:
        first, last = (word.removesuffix("s") if word != "skills" else word for word in (words[0], words[-1]))
        for kind, own_words in _HEADING_WORDS.items():
            if last in own_words or (first in own_words and words[1:2] == ["and"]):  # 'Educations and Courses'
                return kind
    return None


def glued_heading_kind(line: str, *, capitals_only: bool = False) -> SectionKind | None:
    """A capitalised heading that the extractor glued to the text beside it ('EXPERIENCE Wordpress', 'stores in
    Russia SKILLS & EXPERTISE'): columns read across put a heading and a neighbour's words on one line."""
    words = line.split()
    for size in range(min(3, len(words) - 1), 0, -1):
        for part in (words[:size], words[-size:]):
            text = " ".join(part)
            if text.isupper() and (kind := heading_kind(text)) is not None:
                return kind
    if capitals_only or len(words) < 2:
        return None
    # 'Education Saint-Petersburg University ...': a one-word heading opening a line of names (a layout with headings
    # in a margin column, which reads well enough)
    if words[1][:1].isupper() and words[0][:1].isupper() and (kind := heading_kind(words[0])):
        return kind
    # '... building pipelines, delivering ML Education': a column's heading read onto the end of the text beside it.
    # Not when the words before make it part of a name ('Ministry of Education', 'Continuing Education').
    last, before = words[-1], words[-2]
    if last.istitle() and not before.istitle() and before.lower() not in _NAME_JOINERS:
        return heading_kind(last)
    return None


_NAME_JOINERS = frozenset({"of", "in", "for", "and", "&", "the", "-", "–"})


def is_recognised_heading(heading: str) -> bool:
    normalised = normalise_heading(heading)
    return heading_kind(heading) is not None or bool(set(normalised.split()) & RECOGNISED_HEADING_WORDS)


def words_split_apart(text: str) -> list[str]:
    """The words the extractor split apart ('f or', 'S enior'), when there are too many to be stray initials."""
    split = SPLIT_WORD.findall(text)
    enough = len(split) >= _SPLIT_WORD_COUNT and len(split) > _SPLIT_WORD_SHARE * max(1, len(_WORD.findall(text)))
    return split if enough else []


# A year split the same way after its month ('February 2 018').
_SPLIT_YEAR = re.compile(r"(?<=[A-Za-z] )([12]) (\d{3})\b")


def _rejoined(text: str) -> str:
    joined = SPLIT_WORD.sub(lambda match: match.group().replace(" ", "", 1), text)
    return _SPLIT_YEAR.sub(lambda match: match.group(1) + match.group(2), joined)


def split_sentences(text: str) -> list[str]:
    return [sentence.strip() for sentence in _SENTENCE_END.split(text.strip()) if sentence.strip()]


def _entry_label(entry: Entry) -> str:
    return ", ".join(part for part in (entry.title, entry.organization) if part) or "an entry"


_STATEMENT_WORDS = 6  # a line this long that opens with an action verb is a statement even without a bullet mark


def _statements(resume: ParsedResume, lines: list[str], taxonomy: Taxonomy, *, split_apart: bool) -> list[Statement]:
    """The statements of experience; where the extractor split words apart, with the words joined again, so that
    they are judged as written ('D ocker, J enkins' is a list of tools, not a sentence without a verb)."""
    statements = _read_statements(resume, lines, taxonomy)
    if split_apart:
        statements = [Statement(_rejoined(item.text), item.is_bullet, item.entry) for item in statements]
    return statements


def _read_statements(resume: ParsedResume, lines: list[str], taxonomy: Taxonomy) -> list[Statement]:
    statements: list[Statement] = []
    for entry in [*resume.work, *resume.projects]:
        label = _entry_label(entry)
        statements.extend(Statement(bullet.strip(), True, label) for bullet in entry.bullets if bullet.strip())
        statements.extend(Statement(sentence, False, label) for sentence in split_sentences(entry.description))
    if not statements:
        # The parser found no entries (an unusual layout): judge the bulleted lines of the text instead, and the lines
        # that read as statements of work ('Developed the billing service in Go'). A line that opens in lower case
        # carries on the line above ('managing the team of ...'): it is the middle of a statement, not one.
        statements = [
            Statement(BULLET_MARK.sub("", line).strip(), True, "the resume")
            for line in lines
            if BULLET_MARK.match(line)
            or (
                len(words := line.split()) >= _STATEMENT_WORDS
                and words[0][:1].isupper()
                and taxonomy.is_action_verb(words[0])
            )
        ]
    return statements


def _heading_kinds(resume: ParsedResume, lines: list[str]) -> dict[SectionKind, str]:
    """Standard headings the text holds, by kind. A heading the parser found counts even when the extracted line holds
    more ('EXPERIENCE SKILLS' from two columns side by side): the heading is there for an ATS to read."""
    kinds: dict[SectionKind, str] = {}
    line_set = {normalise_heading(line) for line in lines}
    for section in resume.sections:
        if section.kind == SectionKind.OTHER:
            continue
        heading = normalise_heading(section.heading)
        standard = heading_kind(section.heading) == section.kind
        if heading in line_set or (standard and any(f" {heading} " in f" {line} " for line in line_set)):
            kinds.setdefault(section.kind, section.heading)
    for line in lines:
        kind = heading_kind(line) or glued_heading_kind(line)
        if kind is not None:
            kinds.setdefault(kind, line.strip())
    return kinds


def gather_facts(
    resume: ParsedResume,
    text: str,
    *,
    matcher: SkillMatcher,
    page_count: int | None,
    file_issues: Sequence[FileIssue],
    today: date,
) -> ResumeFacts:
    lines = text.splitlines()
    return ResumeFacts(
        resume=resume,
        text=text,
        lines=lines,
        words=_WORD.findall(text),
        statements=_statements(resume, lines, matcher.taxonomy, split_apart=bool(words_split_apart(text))),
        heading_kinds=_heading_kinds(resume, lines),
        mentions=claimed(text, matcher.find(text)),
        work_ranges=[entry_range(entry) for entry in resume.work],
        bullet_lines=sum(1 for line in lines if BULLET_MARK.match(line)),
        page_count=page_count,
        file_issues=file_issues,
        taxonomy=matcher.taxonomy,
        matcher=matcher,
        today=today,
        language=language_of(text),
    )
