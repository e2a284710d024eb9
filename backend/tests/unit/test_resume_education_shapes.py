"""Education sections in the shapes real uploads take: European degrees, bootcamps and online courses, honours
written beside the degree, campuses named after their university."""

import pytest

from vitae.resume.model import Entry
from vitae.resume.parser import parse_resume_text


def _education(body: str) -> list[Entry]:
    return parse_resume_text(f"Jordan Reyes\njordan.reyes@example.com\n\nEDUCATION\n{body}\n").education


@pytest.mark.parametrize(
    "degree",
    [
        "Licence en Informatique",
        "Magistère de Mathématiques",
        "Diplom in Physik",
        "Máster en Ciencia de Datos",
        "Grado en Economía",
        "Bacharelado em Ciência da Computação",
        "Mestrado em Engenharia Civil",
    ],
)
def test_a_european_degree_is_the_entry_s_degree(degree: str) -> None:
    [entry] = _education(f"{degree}, Université de Lakeville, 2016")
    assert (entry.title, entry.organization, entry.dates) == (degree, "Université de Lakeville", "2016")
