"""Finding skills in any text (a resume, a job description): a token trie for names and aliases, plus an
order-free match of stems for multi-word know-how ('managing projects' ~ 'project management').

One pass over the tokens; at each position the longest name wins, so 'React Native' is not also 'React' and nothing
is found inside a word ('R' is never read out of 'React', nor 'Go' out of 'good').
"""

import re
from dataclasses import dataclass, field
from functools import cache, lru_cache

from vitae.ats.curation import SKILL_CONTEXT_WORDS
from vitae.ats.taxonomy import Skill, Taxonomy, default_taxonomy
from vitae.ats.text import STOPWORDS, Token, stem, tokenize

# What may stand between two words of one name: spaces, one line break, or the joiners of 'Node.js', 'CI/CD', 'e-mail'.
_JOINER = re.compile(r"\s*[./_-]?\s*")
# What stands around an item of a list: 'Languages: Python, Go, R' or '• Go'.
_LIST_EDGE_BEFORE = frozenset(",;/|•·▪●◦‣–—-(:[\n\t")
_LIST_EDGE_AFTER = frozenset(",;/|)]\n\t.")
_LIST_WORDS = frozenset({"and", "or"})
_DETERMINERS = frozenset({"the", "a", "an", "our", "their", "his", "her", "its", "this", "that"})
# Longest run of words read as one order-free know-how ('management of software projects' is not one).
_MAX_STEM_WORDS = 3
_RECENT_TEXTS = 8
_SHORT_NAME = 2  # names this short ('R', 'ML') only match in their own case
_SHORT_ACRONYM = 4  # upper-case names this short match in another case only as items of a list


@dataclass(frozen=True, slots=True)
class SkillMention:
    skill_id: int
    name: str  # canonical, e.g. 'Kubernetes'
    surface: str  # as written, e.g. 'k8s'
    start: int  # character offsets in the searched text
    end: int


@dataclass(slots=True)
class _Node:
    children: dict[str, "_Node"] = field(default_factory=dict)
    # (skill id, surface form) of every name that ends here, in taxonomy order
    names: list[tuple[int, str]] = field(default_factory=list)


class SkillMatcher:
    """Built once per taxonomy (a few hundred milliseconds), then reused for every text."""

    def __init__(self, taxonomy: Taxonomy) -> None:
        self._taxonomy = taxonomy
        self._root = _Node()
        self._stem_sets: dict[frozenset[str], int] = {}
        self._ambiguous = taxonomy.ambiguous_names
        # One request reads the same text's skills several times (scoring, matching, the guard's facts).
        self._recent_mentions = lru_cache(maxsize=_RECENT_TEXTS)(self._mentions)
        for skill in taxonomy.skills:
            for surface in (skill.name, *skill.aliases):
                self._add_surface(skill, surface)

    @property
    def taxonomy(self) -> Taxonomy:
        return self._taxonomy

    def _add_surface(self, skill: Skill, surface: str) -> None:
        keys = [token.key for token in tokenize(surface)]
        if not keys:
            return
        variants = [keys]
        compact = "".join(keys)
        if len(keys) > 1 and len(compact) >= 3 and not compact.isdigit():
            variants.append([compact])  # 'NodeJS' for 'Node.js', 'cicd' for 'CI/CD'
        last = keys[-1]
        if last.isalpha() and len(last) >= 3 and not last.endswith("s"):
            variants.append([*keys[:-1], last + "s"])  # 'APIs', 'microservices'
        for variant in variants:
            node = self._root
            for key in variant:
                node = node.children.setdefault(key, _Node())
            if all(existing != skill.id for existing, _ in node.names):
                node.names.append((skill.id, surface))
        content = [key for key in keys if key not in STOPWORDS]
        if surface.lower() == surface or surface[1:].lower() == surface[1:]:
            stems = frozenset(stem(key) for key in content if key.isalpha())
            if 2 <= len(content) <= _MAX_STEM_WORDS and len(stems) == len(content):
                self._stem_sets.setdefault(stems, skill.id)

    def find(self, text: str) -> list[SkillMention]:
        return list(self._recent_mentions(text))

    def _mentions(self, text: str) -> tuple[SkillMention, ...]:
        tokens = tokenize(text)
        mentions: list[SkillMention] = []
        position = 0
        while position < len(tokens):
            found = self._longest_name(text, tokens, position) or self._stem_match(text, tokens, position)
            if found is None:
                position += 1
                continue
            mention, position = found
            mentions.append(mention)
        return tuple(mentions)

    def _longest_name(self, text: str, tokens: list[Token], start: int) -> tuple[SkillMention, int] | None:
        node = self._root
        candidates: list[tuple[int, _Node]] = []
        index = start
        while index < len(tokens):
            token = tokens[index]
            if index > start and not _joins(text, tokens[index - 1], token):
                break
            child = node.children.get(token.key)
            if child is None:
                break
            node = child
            index += 1
            if node.names:
                candidates.append((index, node))
        for end, candidate in reversed(candidates):
            for skill_id, surface in candidate.names:
                if self._accepts(text, tokens, start, end, surface):
                    first, last = tokens[start], tokens[end - 1]
                    skill = self._taxonomy.skills[skill_id]
                    return SkillMention(skill_id, skill.name, text[first.start : last.end], first.start, last.end), end
        return None

    def _accepts(self, text: str, tokens: list[Token], start: int, end: int, surface: str) -> bool:
        written = text[tokens[start].start : tokens[end - 1].end]
        as_written = written in (surface, surface + "s")  # 'APIs' is written as the name 'API' is
        if surface in self._ambiguous:
            return as_written and _looks_like_a_skill(text, tokens, start, end)
        if len(surface) <= _SHORT_NAME:
            return as_written
        if len(surface) <= _SHORT_ACRONYM and surface.isupper() and not as_written:
            # 'DOE' is not 'Doe' and 'COM' is not the 'com' of an address; a lower-case 'sql' in a list still counts
            return written.islower() and _looks_like_a_skill(text, tokens, start, end)
        return True

    def _stem_match(self, text: str, tokens: list[Token], start: int) -> tuple[SkillMention, int] | None:
        if tokens[start].key in STOPWORDS or not tokens[start].key.isalpha():
            return None
        stems: list[str] = []
        ends: list[int] = []
        index = start
        while index < len(tokens) and len(stems) < _MAX_STEM_WORDS:
            token = tokens[index]
            if index > start and (
                text[tokens[index - 1].end : token.start].strip() or _apart(text, tokens[index - 1], token)
            ):
                break  # a comma or other mark ends the phrase, as a blank line does
            if not token.key.isalpha():
                break
            if token.key in _LIST_WORDS:
                break  # 'X and Y' names two things
            if token.key not in STOPWORDS:
                stems.append(stem(token.key))
                ends.append(index + 1)
            elif index > start and tokens[index - 1].key in STOPWORDS:
                break  # two small words in a row: the phrase has moved on
            index += 1
        for size in range(len(stems), 1, -1):
            window = frozenset(stems[:size])
            skill_id = self._stem_sets.get(window) if len(window) == size else None
            if skill_id is not None:
                first, last = tokens[start], tokens[ends[size - 1] - 1]
                skill = self._taxonomy.skills[skill_id]
                return SkillMention(skill_id, skill.name, text[first.start : last.end], first.start, last.end), ends[
                    size - 1
                ]
        return None


def _apart(text: str, before: Token, after: Token) -> bool:
    """Words with a blank line between them are in different paragraphs: no skill's name runs across."""
    return text.count("\n", before.end, after.start) >= 2


def _joins(text: str, before: Token, after: Token) -> bool:
    """Whether two words may be parts of one name: next to each other, or joined by a dot, slash, underscore or dash."""
    return _JOINER.fullmatch(text, before.end, after.start) is not None and not _apart(text, before, after)


def _looks_like_a_skill(text: str, tokens: list[Token], start: int, end: int) -> bool:
    """An everyday word counts as a skill when it is an item of a list, sits beside a word like 'programming', or is
    capitalised in the middle of running prose ('used Excel and Access'), where a capital means a name."""
    if text[tokens[start].start - 1 : tokens[start].start] in (".", "@"):
        return False  # the 'com' of 'jane@example.com', the 'net' of 'fast.net': part of an address
    before = _mark_before(text, tokens[start].start)
    after_at = _past_spaces(text, tokens[end - 1].end)
    after = text[after_at : after_at + 1]
    opens_item = not before or before in _LIST_EDGE_BEFORE or (start > 0 and tokens[start - 1].key in _LIST_WORDS)
    closes_item = not after or after in _LIST_EDGE_AFTER or (end < len(tokens) and tokens[end].key in _LIST_WORDS)
    if opens_item and closes_item:
        return True
    # A context word on another line is no context; only the text between the words is read, not the whole line.
    neighbours = [
        token for token in tokens[max(0, start - 2) : start] if "\n" not in text[token.end : tokens[start].start]
    ]
    neighbours += [token for token in tokens[end : end + 2] if "\n" not in text[tokens[end - 1].end : token.start]]
    if any(token.key in SKILL_CONTEXT_WORDS for token in neighbours):
        return True
    if start > 0 and tokens[start - 1].key in _DETERMINERS:
        return False  # 'the Vision team', 'a World Bank project': the capital names an organisation, not a tool
    written = text[tokens[start].start : tokens[end - 1].end]
    mid_sentence = bool(before) and before not in ".!?:\n•"
    next_is_lower = end < len(tokens) and tokens[end].text[:1].islower() and not _line_breaks_at(text, after_at)
    return len(written) > _SHORT_NAME and written[:1].isupper() and mid_sentence and next_is_lower


# Each reads only the characters next to a word, whatever the length of the text.


def _mark_before(text: str, position: int) -> str:
    """The character before `position` and the spaces before it ('' at the start of the text)."""
    index = position - 1
    while index >= 0 and text[index] == " ":
        index -= 1
    return text[index] if index >= 0 else ""


def _past_spaces(text: str, position: int) -> int:
    while position < len(text) and text[position] == " ":
        position += 1
    return position


def _line_breaks_at(text: str, position: int) -> bool:
    """Whether the white space from `position` holds a line break."""
    while position < len(text) and text[position].isspace():
        if text[position] == "\n":
            return True
        position += 1
    return False


@cache
def default_matcher() -> SkillMatcher:
    return SkillMatcher(default_taxonomy())


def find_skills(text: str, matcher: SkillMatcher | None = None) -> list[SkillMention]:
    """Every skill named in a text, in order of appearance, with the canonical name and the words as written."""
    return (matcher or default_matcher()).find(text)
