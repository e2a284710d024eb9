"""Embed O*NET's occupations for reading a resume's occupation by meaning: the sentence vectors the occupation reader
compares a resume's job titles and bullets with.

    uv run python scripts/build_occupation_vectors.py [SOURCE_DIR]

SOURCE_DIR defaults to the shared data folder beside the repository (`../shared/data/taxonomy`). The output,
`src/vitae/ats/data/occupation-vectors.npz`, is committed: scoring never reads the sources nor embeds them. For each
occupation it holds

- its title and a few centres of its alternate titles (spherical k-means over their vectors: 'RN', 'Charge Nurse' and
  'Nurse Manager' are one occupation said several ways), which a resume's job titles are compared with;
- a few centres of its task statements, which a resume's bullets are compared with.

The rows are kept in their first PROJECTED_DIMENSIONS principal directions (95% of their variance), with the projection:
a query projected the same way gets dot products within about 0.01 of the full cosines, and the file stays under 2 MB.
Vectors are int8 with one scale per row (under 1% of a cosine lost more); the projection and scales are float16.
Encoding the 75,000 sentences takes a few minutes on one core; the output is reproducible on the same model.
"""

import csv
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np
import numpy.typing as npt

from vitae.ats.occupation_meaning import TASK_ROW, TITLE_ROW
from vitae.language import default_encoder

BACKEND = Path(__file__).resolve().parents[1]
DEFAULT_SOURCE = BACKEND.parents[1] / "shared" / "data" / "taxonomy"
PROJECTED_DIMENSIONS = 192  # of the encoder's 384: fewer (176, 128) lost held-out accuracy
OUTPUT = BACKEND / "src" / "vitae" / "ats" / "data" / "occupation-vectors.npz"
TITLE_CENTRES = 8  # alternate-title centres per occupation, besides its own title
TASK_CENTRES = 3
KMEANS_ROUNDS = 12

Vectors = npt.NDArray[np.float32]


def read_tsv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))


def centres(vectors: Vectors, count: int) -> Vectors:
    """Spherical k-means seeded by farthest points (deterministic): unit vectors that cover the rows' meanings."""
    if len(vectors) <= count:
        return vectors
    chosen = [0]
    nearest = vectors @ vectors[0]
    while len(chosen) < count:
        chosen.append(int(np.argmin(nearest)))
        nearest = np.maximum(nearest, vectors @ vectors[chosen[-1]])
    means = vectors[chosen].copy()
    for _ in range(KMEANS_ROUNDS):
        owner = np.argmax(vectors @ means.T, axis=1)
        for cluster in range(count):
            members = vectors[owner == cluster]
            if len(members):
                total = members.sum(axis=0)
                means[cluster] = total / max(float(np.linalg.norm(total)), 1e-12)
    return means


def principal_directions(vectors: Vectors, dimensions: int) -> Vectors:
    """The `dimensions` directions the rows vary most along, as the columns of a projection matrix."""
    _, _, directions = np.linalg.svd(vectors, full_matrices=False)
    projection: Vectors = directions[:dimensions].T.astype(np.float32)
    return projection


def quantise(vectors: Vectors) -> tuple[npt.NDArray[np.int8], npt.NDArray[np.float32]]:
    scales = np.abs(vectors).max(axis=1) / 127.0
    rows = np.round(vectors / scales[:, None]).astype(np.int8)
    return rows, scales.astype(np.float32)


def build(source: Path) -> dict[str, npt.NDArray[np.generic]]:
    occupations = read_tsv(source / "onet-occupation-data.tsv")
    codes = [row["O*NET-SOC Code"] for row in occupations]
    alternates: dict[str, list[str]] = defaultdict(list)
    for row in read_tsv(source / "onet-alternate-titles.tsv"):
        alternates[row["O*NET-SOC Code"]].append(row["Alternate Title"])
    tasks: dict[str, list[str]] = defaultdict(list)
    for row in read_tsv(source / "onet-task-statements.tsv"):
        tasks[row["O*NET-SOC Code"]].append(row["Task"])
    encoder = default_encoder()
    rows: list[Vectors] = []
    owners: list[int] = []
    kinds: list[int] = []
    for index, (code, row) in enumerate(zip(codes, occupations, strict=True)):
        titles = list(dict.fromkeys(title for title in alternates[code] if title.lower() != row["Title"].lower()))
        groups = [
            (TITLE_ROW, encoder.encode([row["Title"]])),
            (TITLE_ROW, centres(encoder.encode(titles), TITLE_CENTRES) if titles else None),
            (TASK_ROW, centres(encoder.encode(tasks[code]), TASK_CENTRES) if tasks[code] else None),
        ]
        for kind, vectors in groups:
            if vectors is None:
                continue
            rows.append(vectors)
            owners.extend([index] * len(vectors))
            kinds.extend([kind] * len(vectors))
        if index % 100 == 0:
            print(f"{index} of {len(codes)} occupations", file=sys.stderr)
    full = np.concatenate(rows)
    projection = principal_directions(full, PROJECTED_DIMENSIONS)
    quantised, scales = quantise(full @ projection)
    return {
        "codes": np.array(codes),
        "projection": projection.astype(np.float16),
        "vectors": quantised,
        "scales": scales.astype(np.float16),
        "occupations": np.array(owners, dtype=np.int16),
        "kinds": np.array(kinds, dtype=np.int8),
    }


def main() -> None:
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_SOURCE
    if not source.is_dir():
        sys.exit(f"taxonomy sources not found at {source}")
    arrays = build(source)
    np.savez_compressed(OUTPUT, **arrays)  # type: ignore[arg-type]
    print(f"wrote {OUTPUT.relative_to(BACKEND)}: {OUTPUT.stat().st_size:,} bytes, {len(arrays['vectors'])} vectors")


if __name__ == "__main__":
    main()
