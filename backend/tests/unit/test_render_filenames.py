"""Download file names (SPEC §7) and their Content-Disposition header (RFC 6266 / RFC 5987)."""

from datetime import date
from urllib.parse import unquote

import pytest

from vitae.render import comparison_file_name, content_disposition, detail_file_name, tweak_file_name


def test_detail_page_uses_the_name_else_the_title() -> None:
    assert detail_file_name(name="Maya Castellanos", title="resume.pdf") == "Maya Castellanos.pdf"
    assert detail_file_name(name="", title="Senior Data Engineer.docx") == "Senior Data Engineer.pdf"
    assert detail_file_name(name="  ", title="") == "resume.pdf"
    assert detail_file_name(name="Maya", title="x", extension="docx") == "Maya.docx"


def test_comparison_download_is_enhanced_title_date() -> None:
    name = comparison_file_name(title="Data Engineer resume.pdf", on=date(2025, 3, 9))
    assert name == "enhanced_Data_Engineer_resume_2025-03-09.pdf"
    assert comparison_file_name(title="", on=date(2025, 3, 9)) == "enhanced_resume_2025-03-09.pdf"


def test_tweak_download_is_optimized_resume_id() -> None:
    resume_id = "5f0c2a8e-8f4b-4c1e-9a57-0b8d2f1c3e4d"
    assert tweak_file_name(resume_id) == f"optimized_resume_{resume_id}.pdf"


@pytest.mark.parametrize(
    "hostile",
    ["../../etc/passwd", 'a"b', "a\r\nSet-Cookie: x=1", "C:\\Windows\\win.ini", "a;b", "what?*<>|", "\x00\x1f"],
)
def test_names_never_carry_separators_quotes_or_line_breaks(hostile: str) -> None:
    for name in (
        detail_file_name(name=hostile, title=""),
        comparison_file_name(title=hostile, on=date(2025, 1, 1)),
        tweak_file_name(hostile),
    ):
        assert not set(name) & set('/\\"\r\n;:*?<>|\x00')
        assert not name.startswith(".")
    header = content_disposition(hostile)
    assert "\r" not in header and "\n" not in header
    assert header.count('"') == 2


def test_long_names_are_shortened_but_keep_their_extension() -> None:
    name = detail_file_name(name="A" * 500, title="")
    assert name == "A" * 100 + ".pdf"


def test_ascii_names_get_a_plain_filename() -> None:
    assert content_disposition("Maya Castellanos.pdf") == 'attachment; filename="Maya Castellanos.pdf"'


def test_non_ascii_names_get_an_rfc5987_filename_star() -> None:
    header = content_disposition("José Núñez.pdf")
    assert header.startswith("attachment; filename=\"Jose Nunez.pdf\"; filename*=UTF-8''")
    assert unquote(header.split("UTF-8''")[1]) == "José Núñez.pdf"


def test_names_without_any_ascii_form_fall_back_to_resume() -> None:
    header = content_disposition("王小明.pdf")
    assert 'filename="resume.pdf"' in header
    assert unquote(header.split("UTF-8''")[1]) == "王小明.pdf"


@pytest.mark.parametrize(
    ("hidden", "shown"),
    [
        ("Invoice_\u202efdp.exe", "Invoice_fdp.exe"),  # right-to-left override: would display as 'Invoice_exe.pdf'
        ("Maya\u2066 Castellanos\u2069", "Maya Castellanos"),  # isolates
        ("Ma\u200bya\u200d\u2060 Cas\ufefftellanos", "Maya Castellanos"),  # zero-width space, joiner, word joiner, BOM
        ("Maya\u00ad\u034f\u180e Castellanos", "Maya Castellanos"),  # soft hyphen, grapheme joiner, vowel separator
        ("Maya\u3164\ufe0f\U000e0041 Castellanos", "Maya Castellanos"),  # Hangul filler, variation selector, tag
        ("Maya\ue000\U0010fffd Castellanos", "Maya Castellanos"),  # private use
        ("Maya\u0378 Castellanos", "Maya Castellanos"),  # unassigned
    ],
)
def test_invisible_characters_never_reach_a_download_name(hidden: str, shown: str) -> None:
    assert detail_file_name(name=hidden, title="") == f"{shown}.pdf"
    underscored = shown.replace(" ", "_")
    assert comparison_file_name(title=hidden, on=date(2025, 1, 1)) == f"enhanced_{underscored}_2025-01-01.pdf"
    header = content_disposition(f"{hidden}.pdf")
    assert header.startswith(f'attachment; filename="{shown}.pdf"')
    assert "filename*" not in header, "nothing but ASCII is left, so no UTF-8 form is needed"


def test_visible_non_latin_names_are_kept_while_their_hidden_characters_go() -> None:
    header = content_disposition("\u202e王小明.pdf")
    assert unquote(header.split("UTF-8''")[1]) == "王小明.pdf"
