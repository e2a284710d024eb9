"""How related two tools are, 0-1: the curated families of interchangeable tools (skill_families), and otherwise
how much the same O*NET occupations list both.

Two technologies are related when the occupations that use one use the other: React and Angular are listed by the
same web and software occupations, PyTorch and Spring Boot are not. An occupation that lists hundreds of tools
(Software Developers) says less about any pair than one that lists twenty, so each occupation counts by one over the
root of its list's length, and twice where O*NET marks the tool as in demand there. The cosine of the two profiles is
squared, since sharing a broad occupation is weak evidence that the know-how carries over.
"""

import math
from collections.abc import Iterable
from functools import cache, lru_cache

from vitae.ats.skill_families import relatives
from vitae.ats.taxonomy import Taxonomy, default_taxonomy

FAMILY_RELATEDNESS = 1.0  # tools of one curated family stand in for each other
_IN_DEMAND_WEIGHT = 2.0


class SkillRelatedness:
    """Built once per taxonomy; profiles and pair scores are computed on first use."""

    def __init__(self, taxonomy: Taxonomy) -> None:
        self._taxonomy = taxonomy
        self._occupation_weight = [1 / math.sqrt(len(skills) or 1) for skills in taxonomy.skills_of_occupation]

    @lru_cache(maxsize=8192)  # noqa: B019 - one instance per taxonomy, kept for the process's life
    def _profile(self, name: str) -> dict[int, float]:
        skill = self._taxonomy.skill_named(name)
        if skill is None or skill.kind != "technology":
            return {}
        raw = {
            occupation: self._occupation_weight[occupation]
            * (_IN_DEMAND_WEIGHT if occupation in skill.in_demand else 1)
            for occupation in skill.occupations
        }
        norm = math.sqrt(sum(value * value for value in raw.values()))
        return {occupation: value / norm for occupation, value in raw.items()} if norm else {}

    @lru_cache(maxsize=65536)  # noqa: B019
    def relatedness(self, name: str, other: str) -> float:
        """0-1 between two skills by canonical name; 1 for the same skill or one curated family."""
        if name == other:
            return 1.0
        if other in relatives(name):
            return FAMILY_RELATEDNESS
        left, right = self._profile(name), self._profile(other)
        if len(right) < len(left):
            left, right = right, left
        shared = sum(value * right.get(occupation, 0.0) for occupation, value in left.items())
        return shared * shared

    def closest(self, name: str, shown: Iterable[str]) -> tuple[float, str | None]:
        """The most related of the shown skills to a skill, with its relatedness; (0, None) when none is."""
        best: tuple[float, str | None] = (0.0, None)
        for other in sorted(shown):
            score = self.relatedness(name, other)
            if score > best[0]:
                best = (score, other)
        return best


@cache
def default_relatedness() -> SkillRelatedness:
    return SkillRelatedness(default_taxonomy())
