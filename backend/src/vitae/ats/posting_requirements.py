"""What a posting asks of the candidate, read as a recruiter reads it: one requirement per thing asked, typed and
weighed by the sentence it sits in.

- Boilerplate asks nothing: equal-opportunity and legal notices, work authorisation, how to apply, benefits, and
  section labels that a scrape left as text ('Basic Qualifications').
- Each requirement has a kind (a tool, a know-how, a soft skill, a degree, years of experience, a licence or
  clearance) and a strength: a must-have when its sentence insists ('must', 'hard requirement', 'extensive
  experience in', 'minimum', 'required') or the job title names it ('Flutter Developer'), required when it stands
  among the requirements, preferred when its sentence or section says 'nice to have', 'bonus', 'a plus'.
- A list joined by 'or', or given as examples ('such as React, Vue or Angular'), is one requirement met by any option.
- Tools come from the skills taxonomy and, for the ones it does not know, from the sentence's grammar: a proper noun
  that is what the experience is in ('extensive experience in Flutter and Dart'), or that names the kind of
  developer in the title.
- Years are read as written: 'at least 3 yrs' asks for 3.
"""

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from spacy.tokens import Doc, Token

from vitae.ats.models import CamelModel
from vitae.ats.posting_sections import JOB_PARTS, PostingPart, Statement, heading_part
from vitae.ats.posting_skills import PostingSkillReader, find_soft_skills
from vitae.ats.requirements import DegreeLevel, allows_equivalent_experience, degree_fields, find_degrees, find_years
from vitae.ats.term_vectors import default_vocabulary
from vitae.ats.text import stem
from vitae.language import default_english

MAX_YEARS_REQUIRED = 20  # more than this is a company's age or a typo, not a requirement
_SKILL_IN_YEARS_TAIL = 70  # characters after 'N years' in which a skill names what the years are of


class RequirementKind(StrEnum):
    TOOL = "tool"  # a technology: a language, framework, product
    HARD_SKILL = "hard_skill"  # a know-how or field: 'distributed systems', 'machine learning'
    SOFT_SKILL = "soft_skill"
    DEGREE = "degree"
    YEARS = "years"
    LICENCE = "licence"  # a licence, certification or security clearance


class Strength(StrEnum):
    MUST = "must"
    REQUIRED = "required"
    PREFERRED = "preferred"


SKILL_KINDS = frozenset({RequirementKind.TOOL, RequirementKind.HARD_SKILL})


class Requirement(CamelModel):
    label: str  # as a recruiter would say it: 'Java or C#', 'Flutter', '3+ years', 'bachelor in Computer Science'
    kind: RequirementKind
    strength: Strength
    options: list[str]  # any one meets it: canonical skill names, or the posting's word for a tool the taxonomy lacks
    surfaces: list[str]  # the options as the posting writes them
    known: list[bool]  # per option: whether the skills taxonomy knows it
    mentions: int = 1
    in_title: bool = False
    years: float | None = None
    evidence: str  # the sentence that asks it


# Sentences that insist: a missing skill they name is a must-have.
_MUST_CUES = re.compile(
    r"\b(?:must(?:[ -]haves?)?|hard requirements?|(?:is|are) required|required(?: skills| experience)?:?|"
    r"requires?|mandatory|essential|minimum|at least|extensive (?:experience|knowledge|background)|"
    r"expert(?:ise)?[ -](?:in|with|level)|deep (?:experience|expertise|knowledge)|non[- ]negotiable|critical)\b",
    re.IGNORECASE,
)
_PREFERRED_CUES = re.compile(
    r"\b(?:nice[ -]to[ -]haves?|a (?:big |huge |strong |definite )?plus|pluses|bonus|preferred|preferably|ideally|"
    r"desir(?:ed|able)|would be (?:great|nice|helpful|beneficial)|is helpful|(?:are|is) an? advantage|advantageous|"
    r"not required|optional|good[ -]to[ -]haves?|familiarity with|exposure to|interest in)\b",
    re.IGNORECASE,
)
# Notices and instructions that stand among requirements but ask nothing a resume shows.
_BOILERPLATE = re.compile(
    r"\b(?:equal (?:employment )?opportunit(?:y|ies)|regardless of|without regard to|race, colou?r|"
    r"(?:legally )?authori[sz]ed to work|work authori[sz]ation|right to work|eligib(?:le|ility) to work|"
    r"(?:visa|immigration) (?:sponsorship|status)|sponsorship|reasonable accommodations?|e-verify|drug[ -]free|"
    r"background (?:check|screening)|to apply|apply (?:now|today|online|here)|submit (?:your|a) (?:resume|cv|"
    r"application)|cover letter|click (?:on )?(?:the|our|apply)|privacy (?:policy|notice)|recruit(?:ing|ment) "
    r"agenc)\b",
    re.IGNORECASE,
)
# Clearances, citizenship a clearance needs, licences and certifications.
_LICENCE = re.compile(
    # 'TS/SCI' is read even where a scrape glued the next word to it ('TS/SCIBenefits').
    r"\bTS/SCI(?: with (?:full[- ]scope )?polygraph)?|\b(?:top secret(?:/SCI)?(?: (?:security )?clearance)?|"
    r"(?:active |current )?(?:secret |security |government |federal |dod |public trust )clearance|clearance|"
    r"(?:u\.?s\.?|united states) citizen(?:ship)?|citizenship|"
    r"(?:professional engineer(?:ing)?|PE|CPA|nursing|driver'?s|commercial driver'?s) licen[cs]e|licensed|"
    r"licen[cs]ure|CDL)\b",
    re.IGNORECASE,
)
# A licence named only to say what it does not need ('no clearance required') asks nothing.
_NOT_NEEDED = re.compile(
    r"\b(?:no|not|without|does not|doesn't|isn't|not be) (?:\w+ ){0,3}?(?:required|needed)\b|"
    r"\bno (?:\w+ )?clearance\b",
    re.IGNORECASE,
)
# Words that introduce examples: any of them will do.
_EXAMPLES = re.compile(
    r"(?:such as|e\.g\.,?|i\.e\.,?|like|for example,?|including(?: but not limited to)?|"
    r"(?:at least |any )?one (?:or more )?of(?: the following)?:?|any of(?: the following)?:?|either)\s*$",
    re.IGNORECASE,
)
_OR_JOINER = re.compile(r"^\s*(?:,\s*)?(?:and/or|or)\s+$|^\s*/\s*$", re.IGNORECASE)
# 'Kafka, RabbitMQ, or similar': the list's tools are examples of what is asked.
_OR_SIMILAR = re.compile(
    r"\s*,?\s*(?:and/)?or (?:a |an |any |other )?(?:similar|equivalent|comparable|related|other)\b", re.IGNORECASE
)
# 'Kafka, RabbitMQ, ActiveMQ, etc.': examples again, after at most two names the taxonomy may not know.
_ET_CETERA = re.compile(
    r"(?:\s*,\s*[\w.+#/-]+(?: [\w.+#/-]+)?){0,2}\s*,?\s*(?:etc\.?|and so on|and the like)(?!\w)", re.IGNORECASE
)
_LIST_JOINER = re.compile(r"^\s*(?:,|;|,?\s*(?:and|&|and/or|or)\s|/)\s*$", re.IGNORECASE)
# Nouns whose prepositional object names what the experience is in ('experience in Flutter').
_EXPERIENCE_NOUNS = frozenset(
    {
        "experience",
        "expertise",
        "proficiency",
        "knowledge",
        "familiarity",
        "background",
        "skills",
        "skill",
        "experiences",
        "fluency",
        "understanding",
        "mastery",
        "command",
        "exposure",
    }
)
# Nouns a tool's name modifies when it names the work: 'React experience', 'Flutter Developer'.
_TOOL_HEADS = frozenset(
    {"experience", "developer", "engineer", "programmer", "architect", "development", "expertise", "knowledge"}
)
# Capitalised words that are never a tool of their own in a requirement.
_NOT_TOOLS = frozenset(
    {
        "bachelor",
        "bachelors",
        "master",
        "masters",
        "degree",
        "computer",
        "science",
        "engineering",
        "senior",
        "junior",
        "lead",
        "staff",
        "principal",
        "english",
        "us",
        "usa",
        "u.s.",
        "team",
        "company",
        "years",
        "year",
        "experience",
        "knowledge",
        "developer",
        "engineer",
        "software",
        "web",
        "mobile",
        "cloud",
        "data",
        "strong",
        "solid",
        "excellent",
        "proven",
        "ability",
        "must",
        "plus",
        "bonus",
        "backend",
        "frontend",
        "fullstack",
        "devops",
        "qa",
        "sre",
        "ux",
        "ui",
        "sr",
        "jr",
        "ii",
        "iii",
        "iv",
        "swe",
        "sde",
        "dev",
        "ops",
    }
)
# A word O*NET's descriptions of work use this often is an ordinary word, not the name of a tool.
_ORDINARY_WORD_DOCUMENTS = 5
_TOOL_CONTEXT = re.compile(
    r"\b(?:experience|expertise|proficien|knowledge|familiar|background|skills?|fluen|understanding|mastery|"
    r"exposure|developer|engineer|programmer|architect|development)",
    re.IGNORECASE,
)
_CAPITALISED = re.compile(r"(?<![\w.])[A-Z][\w+#.]*[\w+#]")
_GLUED_WORD = re.compile(r"(?<=[a-z])[A-Z][a-z]{4,}$")
_CLAUSE_WORDS = frozenset({"to", "with", "are", "is", "be", "for", "from", "by", "that", "who", "we", "you"})
_SECTION_LABEL = re.compile(
    r"\b(?:basic|minimum|preferred|required|desired|additional|key|core|technical) "
    r"(?:qualifications?|requirements|skills)\b",
    re.IGNORECASE,
)
_MUST_LIST = 3  # more things than this named in one sentence are each required, not each a must
_PLAIN_DEGREE = re.compile(r"\bdegree (?:in|of)\b", re.IGNORECASE)
_STRENGTH_ORDER = {Strength.MUST: 0, Strength.REQUIRED: 1, Strength.PREFERRED: 2}


@dataclass(frozen=True)
class _Item:
    """One thing named in a sentence: a taxonomy skill or a tool the taxonomy lacks."""

    name: str
    surface: str
    start: int
    end: int
    known: bool
    technology: bool


def is_boilerplate(text: str) -> bool:
    """A legal notice, work-authorisation line, application instruction, benefit or a stray section label."""
    stripped = text.strip().rstrip(":")
    return bool(_BOILERPLATE.search(text)) or heading_part(stripped) is not None or not re.search(r"[a-z]{2}", text)


def statement_strength(text: str, part: PostingPart, heading: str) -> Strength:
    """How much the posting insists on what one statement names."""
    if part is PostingPart.PREFERRED or _PREFERRED_CUES.search(text):
        return Strength.PREFERRED
    # A heading ('Minimum Qualifications') says the section is required; only a sentence that insists makes a must.
    if _MUST_CUES.search(text):
        return Strength.MUST if part is not PostingPart.RESPONSIBILITIES else Strength.REQUIRED
    if part in (PostingPart.REQUIREMENTS, PostingPart.RESPONSIBILITIES):
        return Strength.REQUIRED  # the tools of the duties are the tools of the job
    # An overview names what the team or product touches, which a recruiter weighs less than what the job demands.
    return Strength.PREFERRED


def read_requirements(title: str, statements: Sequence[Statement], reader: PostingSkillReader) -> list[Requirement]:
    """Every requirement of a posting, in the order the posting first asks each (the title's last)."""
    found: list[Requirement] = []
    for statement in statements:
        if statement.part not in JOB_PARTS or is_boilerplate(statement.text):
            continue
        strength = statement_strength(statement.text, statement.part, statement.heading)
        found.extend(_statement_requirements(statement, strength, reader))
    found.extend(_title_requirements(title, reader))
    return _merged(found)


@lru_cache(maxsize=2048)
def _parse(text: str) -> Doc:
    # Statements recur across postings of one company. Only tags and dependencies are read: lemmas cost a third more.
    english = default_english()
    with english.select_pipes(enable=["tok2vec", "tagger", "parser"]):
        return english(text)


def _statement_requirements(
    statement: Statement, strength: Strength, reader: PostingSkillReader
) -> Iterable[Requirement]:
    # A section label a scrape left inside the sentence ('Basic Qualifications TS/SCI') is blanked, not read.
    text = _SECTION_LABEL.sub(lambda match: " " * len(match.group(0)), statement.text)
    licences = [] if _NOT_NEEDED.search(text) else list(_LICENCE.finditer(text))
    for match in licences[:1]:
        yield Requirement(
            label=match.group(0),
            kind=RequirementKind.LICENCE,
            strength=Strength.MUST if strength is not Strength.PREFERRED else strength,
            options=[match.group(0)],
            surfaces=[match.group(0)],
            known=[False],
            evidence=text,
        )
    taken = [(match.start(), match.end()) for match in licences]
    if statement.part is not PostingPart.RESPONSIBILITIES:
        yield from _years(text, strength, reader)
    degree = list(_degree(text, strength))
    yield from degree
    # A degree's fields ('in Computer Science') are the degree requirement's, not know-how asked on its own.
    items = [item for item in _items(text, reader) if not _overlaps(item, taken) and (item.technology or not degree)]
    groups = _groups(text, items)
    if strength is Strength.MUST and len(groups) > _MUST_LIST:
        # A long list is the stack the job touches: a recruiter does not turn away everyone who lacks one item.
        strength = Strength.REQUIRED
    for group in groups:
        technology = any(item.technology for item in group)
        yield Requirement(
            label=_label(group),
            kind=RequirementKind.TOOL if technology else RequirementKind.HARD_SKILL,
            # A field of know-how ('optimization', 'distributed systems') is read less surely than a tool and shown
            # in more ways: insisted on, it is required, and a must-have only when the title names it.
            strength=Strength.REQUIRED if strength is Strength.MUST and not technology else strength,
            options=[item.name for item in group],
            surfaces=[item.surface for item in group],
            known=[item.known for item in group],
            evidence=text,
        )
    for name, _, _ in find_soft_skills(text)[:2]:
        yield Requirement(
            label=name,
            kind=RequirementKind.SOFT_SKILL,
            strength=Strength.PREFERRED if strength is Strength.PREFERRED else Strength.REQUIRED,
            options=[name],
            surfaces=[name],
            known=[False],
            evidence=text,
        )


def _overlaps(item: _Item, spans: list[tuple[int, int]]) -> bool:
    return any(start < item.end and item.start < end for start, end in spans)


def _items(text: str, reader: PostingSkillReader) -> list[_Item]:
    taxonomy = reader.matcher.taxonomy
    items = [
        _Item(
            mention.name,
            mention.surface,
            mention.start,
            mention.end,
            True,
            taxonomy.skills[mention.skill_id].kind == "technology",
        )
        for mention in reader.find(text)
        if _reads_as_named(mention.surface, mention.name)
    ]
    spans = [(item.start, item.end) for item in items]
    if not _may_name_unknown_tool(text, spans):
        return items
    for token in _parse(text):
        end = token.idx + len(token)
        if _is_unknown_tool(token) and not any(start < end and token.idx < stop for start, stop in spans):
            items.append(_Item(token.text, token.text, token.idx, end, False, True))
    return sorted(items, key=lambda item: item.start)


def _may_name_unknown_tool(text: str, spans: list[tuple[int, int]]) -> bool:
    """Whether a sentence is worth parsing for tools the taxonomy lacks: it speaks of experience or a developer,
    and has a capitalised word past its first that no known skill covers. Most sentences do not, and parsing costs."""
    if not _TOOL_CONTEXT.search(text):
        return False
    for match in _CAPITALISED.finditer(text, 1):
        if match.group(0).lower() not in _NOT_TOOLS and not any(
            start < match.end() and match.start() < end for start, end in spans
        ):
            return True
    return False


def _reads_as_named(surface: str, name: str) -> bool:
    """A know-how read from words in another order must keep the name's head noun: 'staff development' is not
    'development staff', nor 'agile development' 'developers are agile'."""
    written = re.findall(r"[a-z]+", surface.lower())
    named = re.findall(r"[a-z]+", name.lower())
    if len(written) < 2 or written == named:
        return True
    if any(word in _CLAUSE_WORDS for word in written):
        return False  # 'teams to build', 'collaborate with engineering': a clause, not the name of a know-how
    return written[-1][:5] == named[-1][:5] and " " in surface and "\n" not in surface


def _is_unknown_tool(token: Token) -> bool:
    """A proper noun the experience is in ('experience in Flutter', '... in Flutter and Dart'), or that modifies
    the experience or the developer ('React experience', 'Flutter Developer')."""
    if token.tag_ not in ("NNP", "NNPS") or not re.fullmatch(r"[A-Za-z][\w+#.]*[\w+#]|[A-Z]", token.text):
        return False
    if token.lower_ in _NOT_TOOLS or token.is_stop or _is_ordinary(token.lower_):
        return False
    glued = _GLUED_WORD.search(token.text)
    if glued is not None and _is_ordinary(glued.group(0).lower()):
        return False  # 'KubernetesProficiency': a scrape glued a name to the next sentence's first word
    anchor = token
    while anchor.dep_ in ("conj", "appos") and anchor.head is not anchor:
        anchor = anchor.head
    if anchor.dep_ == "pobj" and anchor.head.dep_ == "prep":
        governor = anchor.head.head
        return governor.lower_ in _EXPERIENCE_NOUNS
    if token.dep_ == "compound":
        return token.head.lower_.rstrip("s") in _TOOL_HEADS
    return False


def _is_ordinary(word: str) -> bool:
    return default_vocabulary().document_frequency.get(stem(word), 0) >= _ORDINARY_WORD_DOCUMENTS


def _groups(text: str, items: list[_Item], *, slash_is_choice: bool = False) -> list[list[_Item]]:
    """Runs of a list joined by 'or', introduced by 'such as' or closed by 'or similar' are one requirement each; the
    items of other lists are one requirement each."""
    runs: list[list[_Item]] = []
    for item in items:
        if runs and _LIST_JOINER.match(text[runs[-1][-1].end : item.start]):
            runs[-1].append(item)
        else:
            runs.append([item])
    groups: list[list[_Item]] = []
    for run in runs:
        gaps = [text[before.end : after.start] for before, after in zip(run, run[1:], strict=False)]
        choice = (
            any(_OR_JOINER.match(gap) or (slash_is_choice and "/" in gap) for gap in gaps)
            or bool(_EXAMPLES.search(text[max(0, run[0].start - 40) : run[0].start]))
            or bool(_OR_SIMILAR.match(text, run[-1].end))
            or (len(run) > 1 and (bool(_ET_CETERA.match(text, run[-1].end)) or _in_brackets(text, run)))
        )
        groups.extend([_first_of_each(run)] if choice else [[item] for item in run])
    return groups


def _in_brackets(text: str, run: list[_Item]) -> bool:
    """Whether a list stands in brackets after what it names ('frontend testing (Jest, Cypress, Playwright)'): the
    examples of a kind, any of which shows it."""
    before, after = text[: run[0].start], text[run[-1].end :]
    return before.rfind("(") > before.rfind(")") and -1 < after.find(")") < (after.find("(") % (len(after) + 1))


def _first_of_each(group: list[_Item]) -> list[_Item]:
    first: dict[str, _Item] = {}
    for item in group:
        first.setdefault(item.name, item)
    return list(first.values())


def _label(group: list[_Item]) -> str:
    surfaces = [item.surface for item in group]
    return surfaces[0] if len(surfaces) == 1 else f"{', '.join(surfaces[:-1])} or {surfaces[-1]}"


def _years(text: str, strength: Strength, reader: PostingSkillReader) -> Iterable[Requirement]:
    taxonomy = reader.matcher.taxonomy
    for mention in find_years(text):
        if mention.years > MAX_YEARS_REQUIRED:
            continue
        skills = [
            found.name
            for found in reader.find(mention.tail[:_SKILL_IN_YEARS_TAIL])
            if taxonomy.skills[found.skill_id].kind == "technology"
        ]
        of = f" of {skills[0]}" if skills else ""
        yield Requirement(
            label=f"{mention.years:g}+ years{of}",
            kind=RequirementKind.YEARS,
            strength=Strength.PREFERRED if strength is Strength.PREFERRED else Strength.REQUIRED,
            options=skills[:1],
            surfaces=skills[:1],
            known=[True] * len(skills[:1]),
            years=mention.years,
            evidence=text,
        )


def _degree(text: str, strength: Strength) -> Iterable[Requirement]:
    levels = [mention.level for mention in find_degrees(text)]
    if not levels and _PLAIN_DEGREE.search(text):
        levels = [DegreeLevel.BACHELOR]  # 'a degree in Computer Science' is a bachelor's to a recruiter
    if not levels:
        return
    level = min(levels)  # 'BS, MS or PhD' accepts a bachelor's
    fields = degree_fields(text)
    label = level.label + (f" in {' or '.join(fields)}" if fields else "")
    # A degree that experience may stand in for is asked, not insisted on.
    weaker = strength is Strength.PREFERRED or allows_equivalent_experience(text)
    yield Requirement(
        label=label,
        kind=RequirementKind.DEGREE,
        strength=Strength.PREFERRED if weaker else Strength.REQUIRED,
        options=fields,
        surfaces=fields,
        known=[False] * len(fields),
        evidence=text,
    )


def _title_requirements(title: str, reader: PostingSkillReader) -> Iterable[Requirement]:
    """The tools a job title names are the job: 'Senior Flutter Developer' must know Flutter."""
    if not title:
        return
    # A title's slashes offer choices: 'Engineer (Golang / Rust / Java)' asks one of them.
    for group in _groups(title, _items(title, reader), slash_is_choice=True):
        yield Requirement(
            label=_label(group),
            kind=RequirementKind.TOOL if any(item.technology for item in group) else RequirementKind.HARD_SKILL,
            strength=Strength.MUST,
            options=[item.name for item in group],
            surfaces=[item.surface for item in group],
            known=[item.known for item in group],
            in_title=True,
            evidence=title,
        )


def _merged(requirements: list[Requirement]) -> list[Requirement]:
    """One requirement per thing asked, at the strongest strength any sentence gives it; an 'or' list that offers a
    skill asked on its own elsewhere says nothing more."""
    merged: dict[tuple[RequirementKind, tuple[str, ...], float | None], Requirement] = {}
    for requirement in requirements:
        key = (requirement.kind, tuple(sorted(option.lower() for option in requirement.options)), requirement.years)
        if requirement.kind in (RequirementKind.LICENCE, RequirementKind.DEGREE):
            key = (requirement.kind, (), None)
        known = merged.get(key)
        if known is None:
            merged[key] = requirement
            continue
        stronger = _STRENGTH_ORDER[requirement.strength] < _STRENGTH_ORDER[known.strength]
        merged[key] = (requirement if stronger else known).model_copy(
            update={"mentions": known.mentions + 1, "in_title": known.in_title or requirement.in_title}
        )
    alone = {
        requirement.options[0].lower()
        for requirement in merged.values()
        if requirement.kind in SKILL_KINDS and len(requirement.options) == 1
    }
    kept = [
        requirement
        for requirement in merged.values()
        if requirement.kind not in SKILL_KINDS
        or len(requirement.options) == 1
        or not any(option.lower() in alone for option in requirement.options)
    ]
    return kept


def by_insistence(requirements: list[Requirement]) -> list[Requirement]:
    """Must-haves first, then required, then preferred; within each, those the title names first, then as written."""
    return sorted(
        requirements, key=lambda requirement: (_STRENGTH_ORDER[requirement.strength], not requirement.in_title)
    )
