"""The truthfulness guard: no rewrite, from any engine, may state a fact the source resume does not, raise the person's
part in the work (role_claims.py) or leave a placeholder to fill in.

A fact of the rewrite is known when the source states the same fact in any form ('5' and 'five', 'AWS' and
'Amazon Web Services', 'Jan 2020' and '01/2020'), or when the source has the very words and the rewrite only reads
them differently (a skill the matcher saw in the rewrite's context but not in the source's). Anything else is new,
and the change that brought it is reverted and reported.
"""

import re
from collections.abc import Iterable, Sequence
from datetime import date
from functools import cached_property

from vitae.ats.matcher import SkillMatcher, default_matcher
from vitae.ats.skill_families import category_members
from vitae.ats.text import stem
from vitae.render.text import STANDARD_HEADINGS, resume_to_text
from vitae.resume.model import ParsedResume
from vitae.resume.text_lines import clean_text
from vitae.writer.claims import Claim, ClaimChecker
from vitae.writer.fact_model import Fact, FactKind, normalise_words
from vitae.writer.facts import FactReader, extract_facts
from vitae.writer.lexicon import GROUP_NAMES
from vitae.writer.models import GuardViolation, Improvement
from vitae.writer.placeholders import new_placeholders
from vitae.writer.role_claims import raised_claims
from vitae.writer.verbs import analyse_verb

EXPERIENCE_CLAIM = "experience_claim"  # the kind of a violation that claims experience the dated jobs do not show
_DEGREE_LEVELS = {"bachelor": "bachelor", "master": "master", "doctorate": "doctorate"}
_MIN_COMPACT_NAME = 6  # a name this long may match the source written as one word
_NAME_SLACK = 4  # words that may stand between the words of a name in the source
# Words any writer may put in a resume without stating a fact: the standard headings and skill group names.
WRITER_VOCABULARY = frozenset(
    word
    for phrase in (*STANDARD_HEADINGS.values(), *GROUP_NAMES, "Work Experience", "Professional Summary", "Present")
    for word in normalise_words(phrase).split()
)


class SourceFacts:
    """The facts of a source text, indexed for the question 'does the source state this?'.

    Cheap tests on the source's words come first (the same digits, the same words, the same word stems); the full
    index of the source's facts, which runs the skills matcher over all of it, is built only when a fact needs it
    ('5' against 'five', '$1.2M' against '$1,200,000', 'AWS' against 'Amazon Web Services')."""

    def __init__(self, text: str, matcher: SkillMatcher | None = None) -> None:
        # Letter-spaced words ('N A M E') are also read joined, as the parser reads them.
        self._text = clean_text(text)
        self._text += "\n" + " ".join(
            match.group().replace(" ", "") for match in re.finditer(r"\b(?:[A-Za-z] ){2,}[A-Za-z]\b", self._text)
        )
        self._spaced = " ".join(self._text.split())
        self._matcher = matcher or default_matcher()
        self._words = normalise_words(self._text)
        self._plain_words = " " + " ".join(re.findall(r"[a-z0-9]+", self._text.lower())) + " "
        self._word_set = frozenset(self._plain_words.split()) | frozenset(self._words.split())
        self._compact = re.sub(r"[^a-z0-9]", "", self._text.lower())
        self._digit_runs = set(re.findall(r"\d+", self._text))
        self._reader = FactReader(self._text, self._matcher)
        self._index: dict[FactKind, set[str]] = {}  # a kind's keys, once the reader has read that far

    @cached_property
    def _stems(self) -> frozenset[str]:
        return frozenset(stem(word) for word in self._words.split())

    @cached_property
    def _positions(self) -> dict[str, list[int]]:
        positions: dict[str, list[int]] = {}
        for position, word in enumerate(self._plain_words.split()):
            positions.setdefault(word, []).append(position)
        return positions

    def _keys(self, kind: FactKind) -> set[str]:
        if kind not in self._index:
            self._index[kind] = {fact.key for fact in self._reader.read_until(kind) if fact.kind is kind}
        return self._index[kind]

    def new_placeholders(self, text: str) -> list[str]:
        """Placeholders ('[add a number]', 'X%') of `text` the source does not hold."""
        return new_placeholders(self._text, text)

    def new_facts(self, text: str) -> list[Fact]:
        """The facts of `text` that the source does not state, each once."""
        seen: set[tuple[FactKind, str]] = set()
        new: list[Fact] = []
        # Every skill named with words the source has is known (see is_known): the matcher need not look.
        words_known = set(normalise_words(clean_text(text)).split()) <= self._word_set
        for fact in extract_facts(text, self._matcher, skills=not words_known):
            if (fact.kind, fact.key) in seen or self.is_known(fact):
                continue
            seen.add((fact.kind, fact.key))
            new.append(fact)
        return new

    def is_known(self, fact: Fact) -> bool:
        if self._verbatim(fact.text):
            return True
        words = normalise_words(fact.text)
        if fact.kind in (FactKind.NUMBER, FactKind.CONTACT) and self._has_digits_of(fact.text):
            return True  # the same digits stand in the source, maybe read there as part of something else
        if fact.kind is FactKind.DATE and len(fact.key) == 4 and fact.key in self._digit_runs:
            return True
        if fact.kind is FactKind.SKILL and (self._has_skill_words(words) or self._names_one_of_its_kind(fact)):
            return True
        if fact.kind in (FactKind.ORGANIZATION, FactKind.JOB_TITLE, FactKind.CERTIFICATION):
            return self._has_name(fact, words)
        if fact.kind is FactKind.CONTACT:
            compact = re.sub(r"[^a-z0-9]", "", fact.key.lower())
            if f" {' '.join(normalise_words(fact.key).split())} " in self._words or (
                len(compact) >= _MIN_COMPACT_NAME and compact in self._compact
            ):
                return True
        return self._in_index(fact)

    def _in_index(self, fact: Fact) -> bool:
        keys = self._keys(fact.kind)
        if fact.key in keys:
            return True
        if fact.kind is FactKind.NUMBER:
            amounts = {key.split(":", 1)[1] for key in self._keys(FactKind.MONEY)}
            return fact.key in self._keys(FactKind.PERCENTAGE) or fact.key in amounts
        if fact.kind is FactKind.MONEY:
            currency, amount = fact.key.split(":", 1)
            return any(
                known_amount == amount and (not currency or known_currency in ("", currency))
                for known_currency, known_amount in (key.split(":", 1) for key in keys)
            )
        if fact.kind is FactKind.DEGREE:
            return fact.key in _DEGREE_LEVELS and fact.key in {_level(key) for key in keys}
        return False

    def _has_name(self, fact: Fact, words: str) -> bool:
        """Titles, organisations and certifications: the same words stand in the source, side by side or close
        together ('Boston, MA' and 'Pipeline Alaska, Inc.' read as one name once a line is joined), or written
        as one word ('TeleEngine' and 'Tele-engine')."""
        if fact.kind is FactKind.JOB_TITLE and " " not in fact.key and fact.key.islower():
            return self._has_word(fact.key)
        plain = re.findall(r"[a-z0-9]+", fact.text.lower())
        if fact.kind is not FactKind.CERTIFICATION and set(plain) <= WRITER_VOCABULARY:
            return True
        if words in self._words or f" {fact.key} " in self._words or f" {' '.join(plain)} " in self._plain_words:
            return True
        compact = "".join(plain)
        return (len(compact) >= _MIN_COMPACT_NAME and compact in self._compact) or self._close_together(plain)

    def _close_together(self, words: list[str]) -> bool:
        if not words or any(word not in self._positions for word in words):
            return False
        span = len(words) + _NAME_SLACK
        return any(
            all(any(abs(other - position) <= span for other in self._positions[word]) for word in words[1:])
            for position in self._positions[words[0]]
        )

    def _names_one_of_its_kind(self, fact: Fact) -> bool:
        """A kind of tool is stated by a source that names a tool of that kind: 'SQL' by MySQL, 'version control' by
        Git (skill_families.SKILL_CATEGORIES). The other way round, the source's 'SQL' says nothing of MySQL."""
        taxonomy = self._matcher.taxonomy
        members = category_members(taxonomy.skills[int(fact.key)].name)
        known = self._keys(FactKind.SKILL)
        return any((skill := taxonomy.skill_named(name)) is not None and str(skill.id) in known for name in members)

    def _has_skill_words(self, words: str) -> bool:
        """'migrating the database' -> 'the database migration': the same words, read as a skill only now."""
        return words in self._words or all(stem(word) in self._stems for word in words.split())

    def _verbatim(self, text: str) -> bool:
        """Whether the source has the very characters, as a whole word or figure ('M.D.', '$4,421')."""
        written = " ".join(text.split())
        start = self._spaced.find(written)
        while start >= 0:
            end = start + len(written)
            before = self._spaced[start - 1 : start]
            after = self._spaced[end : end + 1]
            if not (before.isalnum() and written[:1].isalnum()) and not (after.isalnum() and written[-1:].isalnum()):
                return True
            start = self._spaced.find(written, start + 1)
        return False

    def _has_digits_of(self, text: str) -> bool:
        runs = re.findall(r"\d+", text)
        return bool(runs) and all(run in self._digit_runs for run in runs)

    def _has_word(self, word: str) -> bool:
        """A lower-case title word, in any number, or as a verb of the same root ('engineer', 'engineered')."""
        if any(f" {form} " in self._words for form in (word, word.rstrip("s"), word + "s")):
            return True
        analysed = analyse_verb(word)
        return analysed is not None and any(
            (other := analyse_verb(form)) is not None and other[0] == analysed[0] for form in self._words.split()
        )


def _level(key: str) -> str:
    for level in _DEGREE_LEVELS:
        if key.startswith(level):
            return level
    return key


def find_new_facts(source_text: str, rewritten_text: str) -> list[Fact]:
    """Facts (numbers, percentages, money, dates, contacts, skills, degrees, certifications, job titles,
    organisations) that `rewritten_text` states and `source_text` does not."""
    return SourceFacts(source_text).new_facts(rewritten_text)


def source_text_of(resume: ParsedResume) -> str:
    """Everything a parsed resume says: its canonical text and every line of every section as read."""
    section_lines = [line for section in resume.sections for line in (section.heading, *section.lines)]
    return "\n".join([resume_to_text(resume), *section_lines])


def guard_changes(
    source: ParsedResume,
    changes: Sequence[Improvement],
    facts: SourceFacts | None = None,
    claims: ClaimChecker | None = None,
) -> tuple[list[Improvement], list[GuardViolation]]:
    """Keep the changes that state no new fact, no experience claim the dated jobs do not bear out, no raised role and
    no placeholder; revert the others, with one violation per new fact, claim, raised role or placeholder."""
    facts = facts or SourceFacts(source_text_of(source))
    claims = claims or ClaimChecker(source, source_text_of(source), date.today())
    kept: list[Improvement] = []
    reverted: list[GuardViolation] = []
    for change in changes:
        text = changed_text(change)
        found = [
            *violations(change.id, new_facts_in(text, facts, claims)),
            *claim_violations(change.id, claims.unsupported(text)),
            *placeholder_violations(change.id, facts, text),
            *role_violations(change),
        ]
        if not found:
            kept.append(change)
            continue
        reverted.extend(found)
    return kept, reverted


def new_facts_in(text: str, facts: SourceFacts, claims: ClaimChecker) -> list[Fact]:
    """The facts of `text` the source does not state, less the years of an experience claim the dated jobs bear out
    ('3+ years of experience in Django' where the jobs that show Django add up to three years)."""
    borne_out = claims.supported_numbers(text)
    return [fact for fact in facts.new_facts(text) if fact.text not in borne_out]


def claim_violations(improvement_id: str, claims: Iterable[Claim]) -> list[GuardViolation]:
    return [
        GuardViolation(
            improvement_id=improvement_id,
            fact=claim.text,
            kind=EXPERIENCE_CLAIM,
            reason=f"The rewrite claims '{claim.text}', but {claim.reason}.",
        )
        for claim in claims
    ]


def role_violations(change: Improvement) -> list[GuardViolation]:
    """A rewrite that raises the person's part ('helped with' -> 'led', 'several' -> 'all') is reverted."""
    return [
        GuardViolation(
            improvement_id=change.id,
            fact=word,
            kind="raised_role",
            reason=f"'{word}' claims a larger part in the work than the original, which does not say so.",
        )
        for word in raised_claims(change.before, change.after)
    ]


def placeholder_violations(improvement_id: str, facts: SourceFacts, text: str) -> list[GuardViolation]:
    return [
        GuardViolation(
            improvement_id=improvement_id,
            fact=placeholder,
            kind="placeholder",
            reason=f"The rewrite leaves the placeholder '{placeholder}' for someone to fill in: a resume holds none.",
        )
        for placeholder in facts.new_placeholders(text)
    ]


def changed_text(change: Improvement) -> str:
    """The lines of `after` that a text edit touched; all of it for a change of structure. The other lines are
    the source's own, so they hold no new fact."""
    if change.edit is None:
        return change.after
    start = change.edit.start
    end = start + len(change.edit.text)
    line_start = change.after.rfind("\n", 0, start) + 1
    line_end = change.after.find("\n", end)
    return change.after[line_start : len(change.after) if line_end < 0 else line_end]


def violations(improvement_id: str, facts: Iterable[Fact]) -> list[GuardViolation]:
    return [
        GuardViolation(
            improvement_id=improvement_id,
            fact=fact.text,
            kind=fact.kind,
            reason=f"The rewrite states the {fact.kind.replace('_', ' ')} '{fact.text}', which the resume does not.",
        )
        for fact in facts
    ]
