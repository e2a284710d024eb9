"""Names of downloaded files (SPEC §7) and their Content-Disposition header (RFC 6266, with RFC 5987 for names that
are not ASCII).

- detail page: '(name, else title).pdf'
- comparison view: 'enhanced_{title}_{date}.pdf'
- job tweak: 'optimized_resume_{id}.pdf'
"""

import re
import unicodedata
from datetime import date
from urllib.parse import quote

_UPLOAD_EXTENSION = re.compile(r"\.(?:pdf|docx?|txt|rtf|odt)$", re.IGNORECASE)
# Separators, characters Windows refuses in names, quotes and controls: none may reach a file name or a header.
_UNSAFE = re.compile(r'[\x00-\x1f\x7f-\x9f<>:"/\\|?*;\u2028\u2029]')
# Characters that show nothing yet change how a name reads: bidirectional controls ('Invoice_\u202efdp.exe.pdf' shows
# as 'Invoice_exe.pdf'), zero-width and other format characters, private-use, unassigned and surrogate code points, and
# the default-ignorable fillers and variation selectors outside those categories. They are removed, not replaced.
_INVISIBLE_CATEGORIES = frozenset({"Cf", "Co", "Cn", "Cs"})
_INVISIBLE_OTHERS = re.compile(
    "[\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\ufe00-\ufe0f\uffa0\U000e0100-\U000e01ef]"
)
_SPACES = re.compile(r"\s+")
_MAX_STEM = 100
_FALLBACK_STEM = "resume"
# RFC 5987 attr-char minus the characters percent-encoding already keeps.
_ATTR_CHAR_EXTRA = "!#$&+^`|~"


def detail_file_name(*, name: str, title: str, extension: str = "pdf") -> str:
    """The person's name, else the resume's title: 'Maya Castellanos.pdf'."""
    stem = _clean_stem(name) or _clean_stem(_UPLOAD_EXTENSION.sub("", title.strip()))
    return f"{stem or _FALLBACK_STEM}.{extension}"


def comparison_file_name(*, title: str, on: date, extension: str = "pdf") -> str:
    """'enhanced_{title}_{YYYY-MM-DD}.pdf', spaces in the title made underscores."""
    stem = _underscored(_UPLOAD_EXTENSION.sub("", title.strip())) or _FALLBACK_STEM
    return f"enhanced_{stem}_{on.isoformat()}.{extension}"


def tweak_file_name(resume_id: str, extension: str = "pdf") -> str:
    """'optimized_resume_{id}.pdf'."""
    return f"optimized_resume_{_underscored(resume_id)}.{extension}"


def content_disposition(file_name: str) -> str:
    """'attachment' with an ASCII `filename` for old clients and, when the name is not plain ASCII, a UTF-8
    `filename*` that browsers prefer."""
    cleaned = _clean_characters(file_name) or f"{_FALLBACK_STEM}.pdf"
    ascii_name = _ascii(cleaned)
    header = f'attachment; filename="{ascii_name}"'
    if ascii_name != cleaned:
        header += f"; filename*=UTF-8''{quote(cleaned, safe=_ATTR_CHAR_EXTRA)}"
    return header


def _clean_characters(text: str) -> str:
    visible = _INVISIBLE_OTHERS.sub("", _without_invisible_categories(unicodedata.normalize("NFC", text)))
    return _SPACES.sub(" ", _UNSAFE.sub(" ", visible)).strip(" .")


def _without_invisible_categories(text: str) -> str:
    return "".join(character for character in text if unicodedata.category(character) not in _INVISIBLE_CATEGORIES)


def _clean_stem(text: str) -> str:
    return _clean_characters(text)[:_MAX_STEM].rstrip(" .")


def _underscored(text: str) -> str:
    return _clean_stem(text).replace(" ", "_")


def _ascii(text: str) -> str:
    """Accents dropped ('José' -> 'Jose'); characters without an ASCII form become '_'."""
    decomposed = unicodedata.normalize("NFKD", text)
    without_marks = "".join(character for character in decomposed if not unicodedata.combining(character))
    ascii_text = "".join(character if character.isascii() else "_" for character in without_marks)
    stem, dot, extension = ascii_text.rpartition(".")
    if dot and not stem.strip("_ "):
        return f"{_FALLBACK_STEM}.{extension}"
    return ascii_text
