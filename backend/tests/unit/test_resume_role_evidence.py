"""The title-or-employer evidence: named cues, fitted weights, and the rule of the roles table that reads it."""

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import SHARED_DATA
from vitae.resume.entry_roles import settle_work_roles
from vitae.resume.model import Entry
from vitae.resume.role_evidence import CUES, explain, fitted_weights, title_evidence, weights_in_force


def test_every_cue_has_a_fitted_weight() -> None:
    assert set(CUES) <= set(fitted_weights())


def test_a_job_title_reads_as_one_and_a_firm_as_an_employer() -> None:
    assert title_evidence("Senior Software Engineer") > 1
    assert title_evidence("Kestrel Analytics Pvt. Ltd.") < -1
    assert title_evidence("Harbour Valley Hospital") < -1


def test_explain_names_the_cues_that_decided() -> None:
    evidence = explain("Northwind Freight Ltd")
    assert "ends_in_legal_form" in dict(evidence.parts)
    assert evidence.score < 0


def test_weights_in_force_stand_in_for_the_fitted_ones_inside_the_block() -> None:
    before = title_evidence("Chief Baker")
    with weights_in_force({"bias": -5.0}):
        assert title_evidence("Chief Baker") == -5.0
    assert title_evidence("Chief Baker") == before


def test_a_hotel_read_as_the_title_of_a_night_porter_swaps_back() -> None:
    entry = settle_work_roles(Entry(title="Gull Hotel", organization="Night Porter"))
    assert (entry.title, entry.organization) == ("Night Porter", "Gull Hotel")


def test_two_titles_of_similar_weight_stay_where_they_are() -> None:
    entry = settle_work_roles(Entry(title="Shift Lead", organization="Harbor Diner"))
    assert (entry.title, entry.organization) == ("Shift Lead", "Harbor Diner")


@pytest.mark.skipif(
    not (SHARED_DATA / "resumes-ner").is_dir(),
    reason=f"shared data not found at {SHARED_DATA}: the fitted weights are not checked against a refit",
)
def test_the_package_weights_are_what_the_fitting_script_fits_today() -> None:
    script = Path(__file__).parents[2] / "evals" / "role_evidence.py"
    run = subprocess.run(
        [sys.executable, str(script), "--check"], capture_output=True, text=True, timeout=300, check=False
    )
    assert run.returncode == 0, run.stdout + run.stderr
