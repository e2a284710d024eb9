"""Texts as weighted word vectors, and where a text sits among O*NET occupations by its words.

Words are stemmed, stop words and numbers dropped, and weighted TF-IDF: sublinear term frequency times how rare the
stem is in O*NET's descriptions of work (18,796 task statements, 1,016 occupation descriptions), so that 'develop'
or 'team' say little and 'django', 'inference' or 'firmware' a lot. A word O*NET never uses counts as the rarest.
The vocabulary is compiled by `scripts/build_occupation_vocabulary.py` (O*NET 29.2, CC BY 4.0, see
data/ATTRIBUTION.md).
"""

import gzip
import json
import math
from collections import Counter, defaultdict
from dataclasses import dataclass
from functools import cache
from importlib import resources

from vitae.ats.text import STOPWORDS, stem, words

VOCABULARY_FILE = "occupation-vocabulary.json.gz"
VOCABULARY_FORMAT = 1
TermVector = dict[str, float]
_NEGLIGIBLE_WEIGHT = 0.03  # of a unit-length text vector


def term_counts(text: str) -> Counter[str]:
    """Stems of a text's content words with their counts."""
    return Counter(stem(word) for word in words(text) if word not in STOPWORDS and len(word) > 1 and word.isalpha())


def cosine(left: TermVector, right: TermVector) -> float:
    if len(right) < len(left):
        left, right = right, left
    dot = sum(value * right.get(key, 0.0) for key, value in left.items())
    norm = math.sqrt(sum(value * value for value in left.values())) * math.sqrt(
        sum(value * value for value in right.values())
    )
    return dot / norm if norm else 0.0


def normalised(vector: dict[str, float]) -> dict[str, float]:
    norm = math.sqrt(sum(value * value for value in vector.values()))
    return {key: value / norm for key, value in vector.items()} if norm else {}


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: one shared instance, a key of caches
class OccupationVocabulary:
    """Document frequencies of stems and each occupation's term profile (unit length), indexed by stem."""

    documents: int
    document_frequency: dict[str, int]
    occupation_codes: tuple[str, ...]
    postings: dict[str, tuple[tuple[int, float], ...]]  # stem -> (occupation position, weight)

    def idf(self, term: str) -> float:
        return math.log((self.documents + 1) / (self.document_frequency.get(term, 0) + 1))

    def vector(self, text: str) -> TermVector:
        """The TF-IDF vector of a text."""
        return {term: (1 + math.log(count)) * self.idf(term) for term, count in term_counts(text).items()}

    def occupation_affinity(self, vector: TermVector) -> dict[str, float]:
        """How close a text's vector is to each occupation's profile (cosine), by O*NET-SOC code."""
        unit = normalised(vector)
        scores: dict[int, float] = defaultdict(float)
        for term, weight in unit.items():
            if weight < _NEGLIGIBLE_WEIGHT:
                continue  # a common word: it touches most occupations and moves none
            for position, profile_weight in self.postings.get(term, ()):
                scores[position] += weight * profile_weight
        return {self.occupation_codes[position]: score for position, score in scores.items()}


def parse_vocabulary(payload: dict[str, object]) -> OccupationVocabulary:
    if payload.get("version") != VOCABULARY_FORMAT:
        raise ValueError(f"unsupported occupation vocabulary format {payload.get('version')!r}")
    terms: list[str] = payload["profileTerms"]  # type: ignore[assignment]
    profiles: list[tuple[str, list[tuple[int, int]]]] = payload["profiles"]  # type: ignore[assignment]
    postings: dict[str, list[tuple[int, float]]] = defaultdict(list)
    codes: list[str] = []
    for position, (code, entries) in enumerate(profiles):
        codes.append(code)
        norm = math.sqrt(sum(weight * weight for _, weight in entries)) or 1.0
        for term_index, weight in entries:
            postings[terms[term_index]].append((position, weight / norm))
    return OccupationVocabulary(
        documents=int(payload["documents"]),  # type: ignore[call-overload]
        document_frequency=dict(payload["documentFrequency"]),  # type: ignore[call-overload]
        occupation_codes=tuple(codes),
        postings={term: tuple(entries) for term, entries in postings.items()},
    )


@cache
def default_vocabulary() -> OccupationVocabulary:
    """The shipped vocabulary, read on first use and then shared: it is immutable."""
    raw = resources.files("vitae.ats").joinpath("data", VOCABULARY_FILE).read_bytes()
    return parse_vocabulary(json.loads(gzip.decompress(raw)))
