"""Fit the weights of the title-or-employer evidence (`vitae.resume.role_evidence`) and say how well they do on
resumes they were not fitted on.

    uv run python evals/role_evidence.py                 # the cross-validated figures (run by `make eval`)
    uv run python evals/role_evidence.py --parse         # and the parse's F1 with each fold's weights
    uv run python evals/role_evidence.py --write         # then the weights fitted on all of it, to the package
    uv run python evals/role_evidence.py --check         # exit 1 when the package's weights are not today's fit

The examples are the labelled job titles ('Designation') and employers ('Companies worked at') of
`../shared/data/resumes-ner`, each distinct text once per resume; a text a resume labels both ways is left out. The
model is a logistic regression over the named cues (Newton's method, a small L2 penalty). Folds are by resume, so
that no resume's pieces are both fitted on and measured. Printed: the cross-validated accuracy of the score's sign,
beside the rule it stands against (a piece is a title when its title words outweigh its organisation words,
`reads_as_post`), on the same folds; then, with `--parse`, designation and companies F1 of the whole parse with
each fold's weights in force on that fold's resumes only.
"""

import argparse
import json
import sys
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

sys.path.insert(0, str(Path(__file__).parent))

from parser import NER_FIELDS, SHARED_DATA, Counts, match_sets, read_ner_resume  # noqa: E402

from vitae.resume import role_evidence  # noqa: E402
from vitae.resume.parser import parse_resume_text  # noqa: E402
from vitae.resume.vocabulary import reads_as_post  # noqa: E402

DATA = SHARED_DATA / "resumes-ner"
WEIGHTS = Path(__file__).resolve().parents[1] / "src" / "vitae" / "resume" / "role_weights.json"
_PENALTY = 1.0
_ITERATIONS = 50
_SAME = 1e-3  # weights closer than this are the same fit


def examples(paths: list[Path]) -> list[list[tuple[str, int]]]:
    """Per resume, its distinct (text, 1 for a title / 0 for an employer) pairs."""
    resumes: list[list[tuple[str, int]]] = []
    for path in paths:
        _, labels = read_ner_resume(path)
        titles = {" ".join(text.split()) for text in labels.get("Designation", [])}
        employers = {" ".join(text.split()) for text in labels.get("Companies worked at", [])}
        both = titles & employers
        resumes.append(
            [(text, 1) for text in sorted(titles - both) if text]
            + [(text, 0) for text in sorted(employers - both) if text]
        )
    return resumes


def features(texts: list[str]) -> NDArray[np.float64]:
    rows = [[1.0, *role_evidence.cue_values(text).values()] for text in texts]
    return np.array(rows, dtype=np.float64)


def fit(x: NDArray[np.float64], y: NDArray[np.float64]) -> NDArray[np.float64]:
    """L2-penalised logistic regression by Newton's method (the bias, column 0, not penalised)."""
    weights = np.zeros(x.shape[1])
    penalty = np.full(x.shape[1], _PENALTY)
    penalty[0] = 0.0
    for _ in range(_ITERATIONS):
        p = 1.0 / (1.0 + np.exp(-(x @ weights)))
        gradient = x.T @ (p - y) + penalty * weights
        hessian = (x.T * (p * (1 - p))) @ x + np.diag(penalty) + 1e-9 * np.eye(x.shape[1])
        step = np.linalg.solve(hessian, gradient)
        weights -= step
        if np.abs(step).max() < 1e-8:
            break
    return weights


def as_mapping(weights: NDArray[np.float64]) -> dict[str, float]:
    return {role_evidence.BIAS: round(float(weights[0]), 4)} | {
        name: round(float(value), 4) for name, value in zip(role_evidence.CUES, weights[1:], strict=True)
    }


def folds_of(count: int, folds: int) -> list[list[int]]:
    order = np.random.default_rng(24).permutation(count)
    return [sorted(int(index) for index in order[fold::folds]) for fold in range(folds)]


def _pieces(resumes: list[list[tuple[str, int]]], indices: list[int]) -> tuple[list[str], NDArray[np.float64]]:
    pairs = [pair for index in indices for pair in resumes[index]]
    return [text for text, _ in pairs], np.array([label for _, label in pairs], dtype=np.float64)


def parse_f1(paths: list[Path], indices: list[int], counts: dict[str, Counts]) -> None:
    for index in indices:
        text, labels = read_ner_resume(paths[index])
        resume = parse_resume_text(text)
        for name in ("designation", "companies"):
            kinds, extract = NER_FIELDS[name]
            expected = [value for kind in kinds for value in labels.get(kind, [])]
            counts[name].add(*match_sets([value for value in extract(resume) if value], expected))


def main() -> int:
    arguments = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    arguments.add_argument("--folds", type=int, default=5)
    arguments.add_argument("--write", action="store_true", help="write the weights fitted on all of it")
    arguments.add_argument("--check", action="store_true", help="exit 1 when the package's weights are stale")
    arguments.add_argument("--parse", action="store_true", help="also the parse's F1 with each fold's weights")
    options = arguments.parse_args()
    if not DATA.is_dir():
        print(f"no resumes-ner data at {DATA}: nothing to fit")
        return 0
    paths = sorted(DATA.glob("*.xml"), key=lambda path: int(path.stem) if path.stem.isdigit() else 0)
    resumes = examples(paths)
    right = rule_right = total = 0
    parsed = {name: Counts() for name in ("designation", "companies")}
    for held_out in folds_of(len(paths), options.folds):
        fitted_on = sorted(set(range(len(paths))) - set(held_out))
        fitted_texts, fitted_y = _pieces(resumes, fitted_on)
        weights = fit(features(fitted_texts), fitted_y)
        texts, y = _pieces(resumes, held_out)
        predicted = (features(texts) @ weights) > 0
        right += int((predicted == (y > 0)).sum())
        rule_right += sum(reads_as_post(text) == bool(label) for text, label in zip(texts, y, strict=True))
        total += len(texts)
        if options.parse:
            with role_evidence.weights_in_force(as_mapping(weights)):
                parse_f1(paths, held_out, parsed)
    print(f"{total} labelled pieces of {len(paths)} resumes, {options.folds}-fold by resume")
    print(f"title-or-employer evidence, cross-validated accuracy  {right / total:.3f}")
    print(f"rule (title words outweigh organisation words)        {rule_right / total:.3f}")
    if options.parse:
        for name, counts in parsed.items():
            precision, recall, f1 = counts.scores()
            print(f"parse {name:12} with each fold's weights  P {precision:.3f}  R {recall:.3f}  F1 {f1:.3f}")
    texts, y = _pieces(resumes, list(range(len(paths))))
    fitted = as_mapping(fit(features(texts), y))
    print("weights fitted on all:", ", ".join(f"{name} {value:+.2f}" for name, value in fitted.items()))
    if options.check:
        committed = role_evidence.fitted_weights()
        stale = set(committed) != set(fitted) or any(abs(committed[name] - fitted[name]) > _SAME for name in fitted)
        print("the package's weights are", "stale: refit with --write" if stale else "today's fit")
        return 1 if stale else 0
    if options.write:
        note = "Fitted by evals/role_evidence.py on resumes-ner; quote its cross-validated figures, not these."
        WEIGHTS.write_text(json.dumps({"note": note, "weights": fitted}, indent=2) + "\n", encoding="utf-8")
        print(f"written to {WEIGHTS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
