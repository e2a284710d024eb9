"""The parser's figures on the labelled shared data stay above the floors committed in evals/parser_floors.yaml:
a field that drops more than 0.01 below the figure it had when its floor was set fails the build. Skipped where
`../shared/data` is absent; the figures and the floors are those of `evals/parser.py --check-floors`, which this
runs once, in a process of its own, as a developer would."""

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import SHARED_DATA

EVALUATION = Path(__file__).parents[2] / "evals" / "parser.py"
LABELLED = [SHARED_DATA / "resumes-ner", SHARED_DATA / "resume-pdfs"]


@pytest.mark.skipif(
    not all(folder.is_dir() for folder in LABELLED),
    reason=f"shared data not found at {SHARED_DATA}: the parser's floors are not checked",
)
def test_no_parser_figure_falls_below_its_floor() -> None:
    run = subprocess.run(
        [sys.executable, str(EVALUATION), "--check-floors"], capture_output=True, text=True, timeout=300, check=False
    )
    assert run.returncode == 0, run.stdout + run.stderr
