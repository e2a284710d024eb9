"""Skills listed once each ('Node.js' and 'NodeJS' are one skill) and, when they stand in one long flat list,
grouped the way resumes group them ('Languages and Frameworks: Python, Go', 'Databases: PostgreSQL')."""

import re
from dataclasses import dataclass

from vitae.ats.matcher import SkillMatcher
from vitae.resume.model import SkillGroup
from vitae.writer.lexicon import COMPETENCE_GROUP, TOOLS_GROUP, UNKNOWN_GROUP, writer_lexicon

MIN_ITEMS_TO_GROUP = 8
MIN_RECOGNISED_SHARE = 0.6
_WHOLE_ITEM = 0.8  # share of an item's characters one skill must cover for the item to be that skill


@dataclass(frozen=True)
class Duplicate:
    group: int
    index: int
    item: str
    same_as: str  # the item written earlier that names the same skill


def _skill_of(item: str, matcher: SkillMatcher) -> int | None:
    text = re.sub(r"\s*\([^()]*\)", "", item).strip()  # 'C++ (3 years)' is the skill C++
    mentions = matcher.find(text)
    if len(mentions) == 1 and mentions[0].end - mentions[0].start >= _WHOLE_ITEM * len(text):
        return mentions[0].skill_id
    return None


def _identity(item: str) -> str:
    """Two items are one skill only when they are written alike ('Node.js' and 'NodeJS', 'Excel' twice): the
    taxonomy's aliases join related skills too ('ES6' and 'JavaScript'), and a skill the candidate named is never
    dropped for a relative."""
    return "".join(re.findall(r"[a-z0-9+#]+", item.lower()))


def find_duplicates(groups: list[SkillGroup]) -> list[Duplicate]:
    first: dict[str, str] = {}
    duplicates: list[Duplicate] = []
    for group_index, group in enumerate(groups):
        for index, item in enumerate(group.skills):
            key = _identity(item)
            if not key:
                continue
            if key in first:
                duplicates.append(Duplicate(group_index, index, item, first[key]))
            else:
                first[key] = item
    return duplicates


def regrouped(groups: list[SkillGroup], matcher: SkillMatcher) -> list[SkillGroup] | None:
    """Every item of a single long list under the group its skill belongs to, groups in order of first item;
    None when the skills are already grouped, few, or mostly unknown to the taxonomy."""
    if len(groups) != 1:
        return None
    items = [item for item in groups[0].skills if item.strip()]
    if len(items) < MIN_ITEMS_TO_GROUP:
        return None
    lexicon = writer_lexicon()
    taxonomy = matcher.taxonomy
    names: list[str] = []
    recognised = 0
    for item in items:
        skill_id = _skill_of(item, matcher)
        if skill_id is None:
            names.append(UNKNOWN_GROUP)
            continue
        recognised += 1
        skill = taxonomy.skills[skill_id]
        names.append(
            lexicon.skill_groups.get(skill.name.lower(), TOOLS_GROUP)
            if skill.kind == "technology"
            else COMPETENCE_GROUP
        )
    if recognised < MIN_RECOGNISED_SHARE * len(items):
        return None
    counts = {name: names.count(name) for name in names}
    # A group of one is folded into the general one for its kind, so the list does not break into fragments.
    names = [name if counts[name] > 1 or name in (COMPETENCE_GROUP, UNKNOWN_GROUP) else TOOLS_GROUP for name in names]
    ordered: dict[str, list[str]] = {}
    for name, item in zip(names, items, strict=True):
        ordered.setdefault(name, []).append(item)
    if len(ordered) < 2:
        return None
    return [SkillGroup(name=name, skills=skills) for name, skills in ordered.items()]
