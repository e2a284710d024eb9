"""Word-level indexes over O*NET occupations: how well a job title's words name each occupation (against O*NET's 57,000
alternate titles), and how well a set of skills fits each occupation's technology skills. The job match compares
postings and resumes with them; a resume's own occupation is read by meaning in `occupation_meaning`."""

import math
import re
from collections import defaultdict
from functools import cache

from vitae.ats.taxonomy import Taxonomy, default_taxonomy
from vitae.ats.text import stem, words

# Words that say how senior or how temporary a role is, not what it is.
_RANK_WORDS = frozenset(
    [
        "senior",
        "sr",
        "junior",
        "jr",
        "lead",
        "principal",
        "staff",
        "intern",
        "interns",
        "internship",
        "trainee",
        "apprentice",
        "graduate",
        "entry",
        "level",
        "i",
        "ii",
        "iii",
        "iv",
        "v",
        "co",
        "founding",
        "acting",
        "interim",
        "assistant",
        "associate",
    ]
)
_TITLE_PARTS = re.compile(r"\s*(?:&|/|,|\||\band\b|\bat\b|–|—| - )\s*")
_PARENTHESES = re.compile(r"\(([^)]*)\)")
_MIN_TITLE_OVERLAP = 0.5
# Closed compounds resumes write as one word where O*NET's titles write two ('Backend' vs 'Back End').
_COMPOUND_WORDS = {
    "backend": "back end",
    "frontend": "front end",
    "fullstack": "full stack",
    "devops": "dev ops",
    "webmaster": "web master",
}
_COMPOUND_PATTERN = re.compile(r"\b(" + "|".join(_COMPOUND_WORDS) + r")\b", re.IGNORECASE)
_SKILL_COUNT_DAMPING = 20
_IN_DEMAND_BOOST = 2.0


def _title_keys(title: str) -> list[list[str]]:
    """Stemmed word lists for each part of a title ('Co-Founder & CTO' -> [['cto']]), rank words dropped."""
    parts: list[list[str]] = []
    inner = _PARENTHESES.findall(title)
    for part in [*_TITLE_PARTS.split(_PARENTHESES.sub(" ", title)), *inner]:
        part = _COMPOUND_PATTERN.sub(lambda match: _COMPOUND_WORDS[match.group(1).lower()], part)
        keys = [stem(word) for word in words(part) if word not in _RANK_WORDS and not word.isdigit()]
        if keys:
            parts.append(keys)
    return parts


class OccupationIndex:
    """Inverted indexes over occupation titles and skills, built once per taxonomy."""

    def __init__(self, taxonomy: Taxonomy) -> None:
        self.taxonomy = taxonomy
        self._exact: dict[tuple[str, ...], set[int]] = defaultdict(set)
        self._titles: list[tuple[int, frozenset[str]]] = []
        self._postings: dict[str, list[int]] = defaultdict(list)
        for occupation in taxonomy.occupations:
            for title in (occupation.title, *occupation.alternate_titles):
                for keys in _title_keys(title):
                    self._exact[tuple(sorted(keys))].add(occupation.id)
                    title_id = len(self._titles)
                    self._titles.append((occupation.id, frozenset(keys)))
                    for key in set(keys):
                        self._postings[key].append(title_id)
        total = len(self._titles)
        self._idf = {key: math.log(total / len(ids)) for key, ids in self._postings.items()}
        # Common occupations (many alternate titles) are likelier a priori; occupations listing hundreds of tools
        # would win on size alone, so their sum is divided by the root of that size.
        self._prior = [
            math.log(2 + len(occupation.alternate_titles))
            / math.sqrt(_SKILL_COUNT_DAMPING + len(taxonomy.skills_of_occupation[occupation.id]))
            for occupation in taxonomy.occupations
        ]
        occupations = len(taxonomy.occupations)
        self._skill_idf = {
            skill.id: math.log(occupations / (1 + len(skill.occupations)))
            for skill in taxonomy.skills
            if skill.occupations
        }

    def title_scores(self, title: str) -> dict[int, float]:
        """How well a job title names each occupation: 1 for an exact title, else weighted word overlap."""
        scores: dict[int, float] = {}
        for keys in _title_keys(title):
            for occupation_id in self._exact.get(tuple(sorted(keys)), ()):
                scores[occupation_id] = 1.0
            query = set(keys)
            query_weight = sum(self._idf.get(key, 0.0) for key in query)
            if query_weight == 0:
                continue
            overlap: dict[int, float] = defaultdict(float)
            for key in query:
                for title_id in self._postings.get(key, ()):
                    overlap[title_id] += self._idf[key]
            for title_id, shared in overlap.items():
                occupation_id, title_keys = self._titles[title_id]
                union = query_weight + sum(self._idf[key] for key in title_keys - query)
                score = 0.9 * shared / union  # below an exact match
                if score >= _MIN_TITLE_OVERLAP * 0.9 and score > scores.get(occupation_id, 0.0):
                    scores[occupation_id] = score
        return scores

    def skill_scores(self, skill_ids: set[int]) -> dict[int, float]:
        """Specificity-weighted count of the resume's skills each occupation uses, times the occupation's prior,
        scaled so the best is 1."""
        raw: dict[int, float] = defaultdict(float)
        for skill_id in skill_ids:
            weight = self._skill_idf.get(skill_id)
            if weight is None:
                continue
            skill = self.taxonomy.skills[skill_id]
            for occupation_id in skill.occupations:
                raw[occupation_id] += weight * (_IN_DEMAND_BOOST if occupation_id in skill.in_demand else 1.0)
        for occupation_id in raw:
            raw[occupation_id] *= self._prior[occupation_id]
        best = max(raw.values(), default=0.0)
        return {occupation_id: value / best for occupation_id, value in raw.items()} if best else {}


@cache
def default_occupation_index() -> OccupationIndex:
    return OccupationIndex(default_taxonomy())
