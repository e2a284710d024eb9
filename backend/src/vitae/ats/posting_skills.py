"""Which skill mentions of a job posting to believe, and the soft skills it asks for.

The taxonomy names thousands of niche O*NET products after everyday words ('World', 'TOTAL', 'Contribute',
'Enterprise'), which a posting uses as words: 'world-class', 'total compensation', 'contribute to'. A posting is read
more strictly than a resume, because every skill believed there becomes a requirement the candidate is told they
lack. A mention is dropped when it is one everyday word naming a niche product, or a know-how read from words that
only share their stems with its name ('work authorization' is not 'work with authors').
"""

import re
from dataclasses import dataclass
from functools import cache

from vitae.ats.matcher import SkillMatcher, SkillMention, default_matcher
from vitae.ats.taxonomy import Skill
from vitae.ats.text import STOPWORDS, stem, words

# A product used in this few occupations, and not a Hot Technology, is niche: named by an everyday word, it is
# the word a posting means, not the product.
_NICHE_OCCUPATIONS = 3
# Everyday words of postings that O*NET also uses as product names or aliases, beyond those the taxonomy's own
# vocabulary (ESCO know-how labels and O*NET job titles) already shows to be English.
_POSTING_WORDS = frozenset(
    [
        "usa",
        "us",
        "uk",
        "id",
        "eu",
        "etc",
        "or",
        "ar",
        "world",
        "planet",
        "partner",
        "partners",
        "expert",
        "experts",
        "posting",
        "postings",
        "fastest",
        "switch",
        "verification",
        "addressing",
        "clear",
        "works",
        "fields",
        "designers",
        "ideas",
        "total",
        "first",
        "impact",
        "contribute",
        "vision",
        "lead",
        "reduce",
        "solid",
    ]
)
_MAX_STEM_LENGTH_GAP = 4  # 'manage' ~ 'management' is one word read two ways; 'authorization' ~ 'authors' is not
# Consumer platforms and everyday software that O*NET lists as technologies but that a posting names as the
# employer, a channel or a place ('TikTok is the leading destination...', 'follow us on LinkedIn').
_PLATFORMS = frozenset(
    ["TikTok", "YouTube", "Twitter", "LinkedIn", "Facebook", "Instagram", "Bing", "Google Chrome", "Email", "Calendar"]
)


@dataclass(frozen=True)
class SoftSkill:
    name: str
    pattern: re.Pattern[str]


def _soft(name: str, pattern: str) -> SoftSkill:
    return SoftSkill(name, re.compile(rf"\b(?:{pattern})", re.IGNORECASE))


# The soft skills postings ask for, each with the ways postings write it.
SOFT_SKILLS: tuple[SoftSkill, ...] = (
    _soft("Communication", r"communicat(?:ion|e|ing|or)s?\b|articulate\b"),
    _soft("Collaboration", r"collaborat(?:ion|e|ive|ing)\b|cross[- ]functional(?:ly)?\b"),
    _soft("Teamwork", r"team ?work\b|team player\b|work(?:ing)? (?:well )?(?:in|with|as part of) (?:a )?teams?\b"),
    _soft("Leadership", r"leadership\b|lead(?:ing)? (?:a |the )?teams?\b"),
    _soft("Mentoring", r"mentor(?:ing|ship|s)?\b|coach(?:ing)?\b"),
    _soft("Problem solving", r"problem[- ]solv(?:ing|er)\b|solv(?:e|ing) (?:complex )?problems\b"),
    _soft("Analytical thinking", r"analytical\b|critical thinking\b"),
    _soft("Attention to detail", r"attention to detail\b|detail[- ]oriented\b"),
    _soft("Ownership", r"ownership\b|self[- ](?:starter|motivated|directed)\b|proactive\b|take initiative\b"),
    _soft("Adaptability", r"adaptab(?:le|ility)\b|flexib(?:le|ility)\b|fast[- ]paced\b|ambiguity\b"),
    _soft("Time management", r"time management\b|prioriti[sz](?:e|ation|ing)\b|multi[- ]?task(?:ing)?\b"),
    _soft("Creativity", r"creativ(?:e|ity)\b|innovative\b"),
    _soft("Curiosity", r"curio(?:us|sity)\b|eager(?:ness)? to learn\b|continuous learn(?:ing|er)\b"),
    _soft("Interpersonal skills", r"interpersonal\b|relationship[- ]building\b"),
    _soft("Presentation", r"present(?:ation)?s? to\b|presentation skills\b|public speaking\b"),
    _soft("Customer focus", r"customer[- ](?:focus(?:ed)?|obsess(?:ed|ion)|centric)\b"),
    _soft("Work independently", r"work(?:ing)? independently\b|autonomous(?:ly)?\b"),
)
_SOFT_NAMES = frozenset(stem(word) for skill in SOFT_SKILLS for word in words(skill.name))


def find_soft_skills(text: str) -> list[tuple[str, int, int]]:
    """(soft skill, start, end) for each soft skill a text asks for, in order of appearance."""
    found = [
        (skill.name, match.start(), match.end()) for skill in SOFT_SKILLS for match in skill.pattern.finditer(text)
    ]
    return sorted(found, key=lambda item: item[1])


def _is_niche(skill: Skill) -> bool:
    return not skill.hot and 0 < len(skill.occupations) <= _NICHE_OCCUPATIONS


def _key(text: str) -> str:
    return "".join(words(text))


def _spells_a_name(mention: SkillMention, skill: Skill) -> bool:
    """Whether the words written spell the skill's name or an alias, as opposed to sharing only their stems."""
    written = _key(mention.surface)
    return any(written in (_key(surface), _key(surface) + "s") for surface in (skill.name, *skill.aliases))


def _stems_agree(mention: SkillMention) -> bool:
    named = [word for word in words(mention.name) if word not in STOPWORDS]
    for word in (word for word in words(mention.surface) if word not in STOPWORDS):
        partner = next((name for name in named if stem(name) == stem(word)), None)
        if partner is None or abs(len(partner) - len(word)) > _MAX_STEM_LENGTH_GAP:
            return False
    return True


def _is_acronym(surface: str) -> bool:
    return len(surface) > 1 and surface.isupper()


def _shouted(text: str, mention: SkillMention) -> bool:
    """Whether a mention stands among words written all in capitals."""
    around = f"{text[max(0, mention.start - 30) : mention.start]} {text[mention.end : mention.end + 30]}"
    near = re.findall(r"[A-Za-z]{2,}", around)
    return len(near) >= 2 and all(word.isupper() for word in near)


def _capitalised_mid_sentence(text: str, mention: SkillMention) -> bool:
    before = text[: mention.start].rstrip(" \t")
    return mention.surface[:1].isupper() and bool(before) and before[-1] not in ".!?:;\n•-–—*(\"'"


_NAME_BEFORE = re.compile(r"([A-Z][\w-]*)[ \t]+$")


def _ends_another_name(text: str, mention: SkillMention, skill: Skill) -> bool:
    """Whether a mention is the last word of a capitalised name that is not the skill's ('Fluid Dynamics')."""
    before = _NAME_BEFORE.search(text[: mention.start])
    return before is not None and before.group(1).lower() not in words(skill.name)


def is_soft_skill_name(name: str) -> bool:
    """A know-how of the taxonomy that is one of the soft skills ('communication', 'lead a team')."""
    stems = {stem(word) for word in words(name) if word not in STOPWORDS}
    return bool(stems) and stems <= _SOFT_NAMES | {"team", "work", "skill", "abil"}


class PostingSkillReader:
    """The matcher plus what it takes to doubt it; built once per matcher (a fraction of a second)."""

    def __init__(self, matcher: SkillMatcher) -> None:
        self.matcher = matcher
        vocabulary: set[str] = set(_POSTING_WORDS)
        for skill in matcher.taxonomy.skills:
            if skill.kind == "competence":
                vocabulary.update(words(skill.name))
        # Words the taxonomy itself shows to be ordinary English: those of ESCO's know-how labels.
        self._everyday_words = frozenset(vocabulary)

    def is_believable(self, mention: SkillMention, text: str) -> bool:
        """Whether a mention found in `text` names the skill, rather than using its words for something else."""
        skill = self.matcher.taxonomy.skills[mention.skill_id]
        if skill.name in _PLATFORMS:
            return False
        if skill.kind == "competence" and is_soft_skill_name(skill.name):
            return False  # counted among the soft skills instead
        spelled = _spells_a_name(mention, skill)
        if not spelled:
            return _stems_agree(mention)
        written = words(mention.surface)
        if len(written) != 1:
            return True
        word = written[0]
        if word in _POSTING_WORDS:
            return False
        if _is_niche(skill):
            if not any(mention.surface in (name, name + "s") for name in (skill.name, *skill.aliases)):
                return False  # a niche product is a proper name, written as it is: 'new-grads' are not GrADS
            if _shouted(text, mention):
                return False  # 'JOBS ADVERTISED IN THE HUB': the capitals of a shouted line, not a name
            if not _is_acronym(mention.surface) and not _capitalised_mid_sentence(text, mention):
                return False  # 'Analyze and maintain...': opening a statement, a niche name is read as the word
        if word not in self._everyday_words or skill.kind == "competence" or _is_acronym(mention.surface):
            return True
        # Hot technologies and the curated ones (no O*NET occupations) are names first; niche products and O*NET's
        # generic entries ('Deployment', 'Debugging') count only when written as names, capitalised mid-sentence.
        trusted = skill.hot or not skill.occupations
        if _key(mention.surface) == _key(skill.name):
            return trusted or _capitalised_mid_sentence(text, mention)
        # An everyday word as an alias ('enterprise' for Splunk Enterprise) must be written exactly as the alias is,
        # and not as the end of another name ('Flight Dynamics' is not Microsoft Dynamics).
        return (
            trusted
            and any(mention.surface in (alias, alias + "s") for alias in skill.aliases)
            and not _ends_another_name(text, mention, skill)
        )

    def find(self, text: str) -> list[SkillMention]:
        """The hard skills a posting's text names, as the matcher finds them, less the ones not to believe."""
        return [mention for mention in self.matcher.find(text) if self.is_believable(mention, text)]


@cache
def default_posting_skill_reader() -> PostingSkillReader:
    return PostingSkillReader(default_matcher())
