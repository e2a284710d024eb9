"""A resume's O*NET occupation, read by meaning: its job titles against O*NET's titles and alternate titles, and its
bullets against O*NET's task statements, with sentence embeddings (vitae.language).

The occupation vectors are precomputed by `scripts/build_occupation_vectors.py`; a resume costs one batch of a few
sentences. When no occupation stands out, the reader says it is not sure rather than guess a neighbour.
"""

import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

import numpy as np
import numpy.typing as npt

from vitae.ats.taxonomy import Occupation, Taxonomy, default_taxonomy
from vitae.language import SentenceEncoder, default_encoder, lemma_of

VECTORS_FILE = "occupation-vectors.npz"
# What each row of the shipped vectors embeds.
TITLE_ROW = 0  # an occupation's title or a centre of its alternate titles
TASK_ROW = 1  # a centre of its task statements

MAX_TITLES = 3
MAX_STATEMENTS = 6
TITLE_WORDS = 8  # a longer 'title' is a sentence the parser took for one
STATEMENT_WORDS = 40  # a bullet is cut to this many words before embedding: its gist is in its opening
# The most recent title weighs most; older ones confirm it. These weights and shares were chosen on the dev split of
# evals/labels/occupations.tsv (accuracy barely moves between neighbouring choices).
TITLE_WEIGHTS = (1.0, 0.3, 0.2)
TITLE_SHARE = 0.7  # of the combined score when the resume has titles; bullets give the rest
EXACT_TITLE = 0.95  # a title that is word for word one of the occupation's O*NET titles (its own in the singular)
# Below this combined score the reader is not sure (on the dev split, 82% of resumes reach it).
SURE_SCORE = 0.6

PRIOR_WEIGHT = 0.1
# Where a written title joins several ('Office Manager/Medical Assistant', 'CEO & Co-Founder', 'VP, Sales').
_TITLE_PARTS = re.compile(r"\s*(?:[,&/|(–—]|\band\b| - )\s*")

Vectors = npt.NDArray[np.float32]


def _normalised(title: str) -> str:
    return " ".join(re.sub(r"[^\w\s]", " ", title.lower()).split())


def _singulars(title: str) -> list[str]:
    """An O*NET title as one person holds it: 'Marketing Managers' -> 'marketing manager', 'Accountants and
    Auditors' -> 'accountant', 'auditor', 'Advertising and Promotions Managers' -> itself in the singular. A
    qualifier after a comma ('Secondary School Teachers, Except Special ...') is dropped, since a person's title does
    not carry it; a title whose first part does not end in a plural ('Heating, Air Conditioning, and ...') names
    several trades and gives none."""
    head = title.split(",")[0]
    singular = [_singular_of(_normalised(part)) for part in re.split(r"\s+and\s+", head)]
    if all(singular):
        return [part for part in singular if part]
    whole = _singular_of(_normalised(head)) if singular[-1] else None
    return [whole] if whole else []


def _singular_of(plural: str) -> str | None:
    """'bus drivers' -> 'bus driver'; None when the last word is not a plural noun."""
    *before, last = plural.split() or [""]
    lemma = lemma_of(last, "NOUN")
    return " ".join([*before, lemma]) if lemma and lemma != last else None


@dataclass(frozen=True)
class OccupationEstimate:
    occupation: Occupation
    confidence: float  # 0..1: the combined likeness of the resume to the occupation
    sure: bool  # whether it stands out enough to give field-specific advice


@dataclass(frozen=True)
class _Rows:
    """Unit vectors of one kind, grouped by occupation: rows starts[i]..starts[i+1] belong to occupations[i]."""

    vectors: Vectors
    occupations: npt.NDArray[np.int64]
    starts: npt.NDArray[np.int64]

    def best_per_occupation(self, queries: Vectors) -> Vectors:
        """For each query, its highest cosine with any row of each occupation: (queries, occupations in self)."""
        return np.maximum.reduceat(queries @ self.vectors.T, self.starts, axis=1)


def _rows(vectors: Vectors, owners: npt.NDArray[np.int64], selected: npt.NDArray[np.bool_]) -> _Rows:
    chosen = vectors[selected]
    chosen_owners = owners[selected]
    order = np.argsort(chosen_owners, kind="stable")
    chosen, chosen_owners = chosen[order], chosen_owners[order]
    occupations, starts = np.unique(chosen_owners, return_index=True)
    return _Rows(np.ascontiguousarray(chosen), occupations, starts)


class OccupationReader:
    def __init__(self, taxonomy: Taxonomy, encoder: SentenceEncoder) -> None:
        self._taxonomy = taxonomy
        self._encoder = encoder
        self._exact: dict[str, set[int]] = defaultdict(set)
        for occupation in taxonomy.occupations:
            for title in (occupation.title, *occupation.alternate_titles):
                self._exact[_normalised(title)].add(occupation.id)
            for singular in _singulars(occupation.title):
                self._exact[singular].add(occupation.id)
        # Occupations that many titles name are the common ones: a small prior for them.
        breadth = np.log1p([len(occupation.alternate_titles) for occupation in taxonomy.occupations])
        self._prior = (breadth / breadth.max()).astype(np.float32)
        with np.load(resources.files("vitae.ats").joinpath("data", VECTORS_FILE).open("rb")) as shipped:
            codes = [str(code) for code in shipped["codes"]]
            if codes != [occupation.code for occupation in taxonomy.occupations]:
                raise ValueError(f"{VECTORS_FILE} does not match the taxonomy: rebuild it")
            # Rows in the principal directions of all rows, not renormalised there: a query projected the same way
            # gets nearly the full cosine with each row.
            self._projection: Vectors = shipped["projection"].astype(np.float32)
            vectors = shipped["vectors"].astype(np.float32) * shipped["scales"].astype(np.float32)[:, None]
            owners = shipped["occupations"].astype(np.int64)
            kinds = shipped["kinds"]
        self._titles = _rows(vectors, owners, kinds == TITLE_ROW)
        self._tasks = _rows(vectors, owners, kinds == TASK_ROW)

    def read(self, titles: Sequence[str], statements: Sequence[str]) -> OccupationEstimate | None:
        """The occupation of a resume from its titles (most telling first) and some of its bullets."""
        titles = [title.strip() for title in titles if 0 < len(title.split()) <= TITLE_WORDS][:MAX_TITLES]
        statements = [" ".join(text.split()[:STATEMENT_WORDS]) for text in statements if text.strip()]
        statements = statements[:MAX_STATEMENTS]
        if not titles and not statements:
            return None
        vectors = self._encoder.encode([*titles, *statements]) @ self._projection
        occupations = len(self._taxonomy.occupations)
        combined = np.zeros(occupations, dtype=np.float32)
        if titles:
            combined += (TITLE_SHARE if statements else 1.0) * self._title_scores(titles, vectors[: len(titles)])
        if statements:
            by_statement = np.zeros((len(statements), occupations), dtype=np.float32)
            by_statement[:, self._tasks.occupations] = self._tasks.best_per_occupation(vectors[len(titles) :])
            combined += (1 - TITLE_SHARE if titles else 1.0) * by_statement.mean(axis=0)
        combined += PRIOR_WEIGHT * self._prior
        best = int(np.argmax(combined))  # ties go to the lower O*NET code
        score = float(combined[best])
        return OccupationEstimate(
            occupation=self._taxonomy.occupations[best],
            confidence=round(min(1.0, max(0.0, score)), 3),
            sure=score >= SURE_SCORE,
        )

    def _title_scores(self, titles: list[str], vectors: Vectors) -> Vectors:
        scores = np.zeros((len(titles), len(self._taxonomy.occupations)), dtype=np.float32)
        scores[:, self._titles.occupations] = self._titles.best_per_occupation(vectors)
        for row, title in enumerate(titles):
            for part in {title, *_TITLE_PARTS.split(title)}:
                for occupation_id in self._exact.get(_normalised(part), ()):
                    scores[row, occupation_id] = max(scores[row, occupation_id], EXACT_TITLE)
        weights = np.array(TITLE_WEIGHTS[: len(titles)], dtype=np.float32)
        weighted: Vectors = (weights[:, None] * scores).sum(axis=0) / weights.sum()
        return weighted


@cache
def default_occupation_reader() -> OccupationReader:
    return OccupationReader(default_taxonomy(), default_encoder())
