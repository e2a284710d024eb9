"""Which language a resume is written in, and the English-only checks and rewrites it turns off. All text invented."""

import pytest

from vitae.analysis import score_text
from vitae.language.written_in import language_of
from vitae.resume.parser import parse_resume_text
from vitae.writer.enhancer import enhance_resume

GERMAN = """Lena Hoffmann
lena.hoffmann@example.de | +49 30 1234567

BERUFSERFAHRUNG
Projektleiterin, Nordlicht Logistik GmbH, Hamburg
03/2018 – heute
- Leitete ein Team von acht Personen und führte die Einführung eines neuen Lagersystems durch.
- Senkte die Lieferzeiten um 20 % durch die Umstellung der Touren.

AUSBILDUNG
Master of Science Wirtschaftsinformatik, Technische Universität Dresden, 2012 – 2014
"""
ENGLISH = """Lena Hoffmann
lena.hoffmann@example.com | +1 415 555 0134

MY JOURNEY
Project Lead, Northern Light Logistics, Hamburg
03/2018 – Present
- Team of eight people in the rollout of a new warehouse system.
- Delivery times down by 20% through the redesign of the routes.

EDUCATION
MSc Business Informatics, Dresden University of Technology, 2012 – 2014
"""


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (GERMAN, "de"),
        (ENGLISH, "en"),
        ("Gestione della contabilità dei clienti e degli ordini nella sede di Torino.", "it"),
        ("Responsable de la communication et des relations avec la presse pour le groupe.", "fr"),
        ("负责推荐系统的服务架构设计，支持日均5亿次请求", "zh"),
        ("在庫管理システムの設計と開発を担当", "ja"),
        # An English resume naming a school and a firm in other languages stays English.
        ("Studied at the Universidad de Madrid and worked for the Banco de la Plata in the risk team.", "en"),
        ("Led a team of 8; cut costs by 20%", "en"),
    ],
)
def test_the_language_is_read_from_the_small_words_or_the_script(text: str, language: str) -> None:
    assert language_of(text) == language


def test_a_resume_in_another_language_is_not_judged_by_english_wording() -> None:
    german = {finding.id for finding in score_text(GERMAN).findings}
    assert not german & {"impact.no_action_verb", "ats.nonstandard_heading", "impact.first_person"}
    # The same checks still judge English.
    assert {"impact.no_action_verb", "ats.nonstandard_heading"} <= {
        finding.id for finding in score_text(ENGLISH).findings
    }


def test_a_resume_in_another_language_keeps_its_headings_and_dates_when_enhanced() -> None:
    enhancement = enhance_resume(parse_resume_text(GERMAN), score_text(GERMAN), source_text=GERMAN)
    assert not [item for item in enhancement.improvements if item.kind in {"heading", "date_format", "action_verb"}]
    for written in ("BERUFSERFAHRUNG", "AUSBILDUNG", "03/2018 – heute", "Leitete ein Team"):
        assert written in enhancement.enhanced_content
