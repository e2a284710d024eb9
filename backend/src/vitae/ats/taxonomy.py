"""The compiled skills taxonomy (O*NET 29.2 and ESCO v1.1.0, see data/ATTRIBUTION.md), read once per process."""

import gzip
import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from vitae.ats.text import stem

SkillKind = Literal["technology", "competence"]
DATA_FILE = "taxonomy.json.gz"
FORMAT_VERSION = 1


@dataclass(frozen=True, slots=True)
class Skill:
    id: int
    name: str
    aliases: tuple[str, ...]
    kind: SkillKind  # technology: a tool or language (O*NET); competence: a know-how (ESCO)
    hot: bool  # O*NET 'Hot Technology': often named in employers' job postings
    occupations: frozenset[int]  # indexes of the occupations that use it
    in_demand: frozenset[int]  # of those, the ones whose postings ask for it most


@dataclass(frozen=True, slots=True)
class Occupation:
    id: int
    code: str  # O*NET-SOC code, e.g. '15-1252.00'
    title: str  # e.g. 'Software Developers'
    alternate_titles: tuple[str, ...]
    major_group: str  # SOC major group (O*NET job family), e.g. 'Computer and Mathematical'


@dataclass(frozen=True)
class Taxonomy:
    skills: tuple[Skill, ...]
    occupations: tuple[Occupation, ...]
    ambiguous_names: frozenset[str]  # surface forms that need their own case and a skill-like context
    action_verb_stems: frozenset[str]  # stems of the verbs that open O*NET task statements, plus curated ones
    irregular_past: dict[str, str]  # 'built' -> 'build'
    skills_of_occupation: tuple[tuple[int, ...], ...]  # occupation index -> skill ids it uses
    skill_ids_by_name: dict[str, int]  # lower-case canonical name -> skill id

    def skill_named(self, name: str) -> Skill | None:
        skill_id = self.skill_ids_by_name.get(name.lower())
        return None if skill_id is None else self.skills[skill_id]

    def is_action_verb(self, word: str) -> bool:
        """Whether a word ('Developed', 'led', 'Co-authored') is a form of an action verb."""
        lowered = word.lower().strip(".,;:")
        base = self.irregular_past.get(lowered, lowered)
        return stem(base) in self.action_verb_stems or base in self.action_verb_stems


def parse_taxonomy(payload: dict[str, Any]) -> Taxonomy:
    if payload.get("version") != FORMAT_VERSION:
        raise ValueError(f"unsupported taxonomy format {payload.get('version')!r}")
    groups: dict[str, str] = payload["majorGroups"]
    occupations = tuple(
        Occupation(index, code, title, tuple(alternates), groups.get(code[:2], "Other"))
        for index, (code, title, alternates) in enumerate(payload["occupations"])
    )
    skills = tuple(
        Skill(index, name, tuple(aliases), kind, bool(hot), frozenset(users), frozenset(in_demand))
        for index, (name, aliases, kind, hot, users, in_demand) in enumerate(payload["skills"])
    )
    skills_of_occupation: list[list[int]] = [[] for _ in occupations]
    for skill in skills:
        for occupation in skill.occupations:
            skills_of_occupation[occupation].append(skill.id)
    verbs: list[str] = payload["actionVerbs"]
    return Taxonomy(
        skills=skills,
        occupations=occupations,
        ambiguous_names=frozenset(payload["ambiguous"]),
        action_verb_stems=frozenset(stem(verb) for verb in verbs) | frozenset(verbs),
        irregular_past=dict(payload["irregularPast"]),
        skills_of_occupation=tuple(tuple(ids) for ids in skills_of_occupation),
        skill_ids_by_name={skill.name.lower(): skill.id for skill in skills},
    )


def load_taxonomy(path: Path | None = None) -> Taxonomy:
    """Read a compiled taxonomy: the shipped one unless a path is given."""
    shipped = resources.files("vitae.ats").joinpath("data", DATA_FILE)
    raw = shipped.read_bytes() if path is None else path.read_bytes()
    return parse_taxonomy(json.loads(gzip.decompress(raw)))


@cache
def default_taxonomy() -> Taxonomy:
    """The shipped taxonomy, parsed on first use and then shared: it is immutable."""
    return load_taxonomy()
