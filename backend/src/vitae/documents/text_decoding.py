"""Bytes of unknown encoding to text: byte order marks, UTF-16 without one, UTF-8, then charset detection."""

import codecs
import re

from charset_normalizer import from_bytes

_BYTE_ORDER_MARKS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
# Control characters other than the layout ones plain text legitimately carries (tab, line and page breaks,
# the DOS end-of-file mark): a sign of binary data.
_BINARY_CONTROLS = re.compile("[\x00-\x08\x0e-\x19\x1b-\x1f\x7f-\x9f]")
_MAX_CONTROL_SHARE_IN_TEXT = 0.01
# Real prose has whitespace (at least line breaks); random bytes decoded as a CJK encoding have almost none.
_MIN_WHITESPACE_SHARE = 0.01
_WHITESPACE_CHECK_MIN_LENGTH = 200


def decode_text(data: bytes, *, truncated: bool = False) -> str | None:
    """The text these bytes most plausibly encode, or None. `truncated`: data is a prefix cut at any byte."""
    for mark, encoding in _BYTE_ORDER_MARKS:
        if data.startswith(mark):
            return _decode_tolerating_cut(data[len(mark) :], encoding, truncated)
    utf16 = _utf16_without_mark(data)
    if utf16 is not None:
        return _decode_tolerating_cut(data, utf16, truncated)
    text = _decode_tolerating_cut(data, "utf-8", truncated)
    if text is not None:
        return text
    best = from_bytes(data).best()
    return None if best is None else str(best)


def count_binary_controls(text: str) -> int:
    return sum(1 for _ in _BINARY_CONTROLS.finditer(text))


def is_mostly_text(text: str) -> bool:
    if not text:
        return False
    if count_binary_controls(text) > len(text) * _MAX_CONTROL_SHARE_IN_TEXT:
        return False
    if len(text) >= _WHITESPACE_CHECK_MIN_LENGTH:
        whitespace = len(text) - len("".join(text.split()))
        return whitespace >= len(text) * _MIN_WHITESPACE_SHARE
    return True


def _utf16_without_mark(data: bytes) -> str | None:
    """UTF-16 text of Latin script has a zero in every other byte; tell the byte order from which side."""
    sample = data[:4096]
    if len(sample) < 4:
        return None
    even_zeros = sample[0::2].count(0)
    odd_zeros = sample[1::2].count(0)
    half = len(sample) // 2
    if odd_zeros >= half * 0.3 and even_zeros <= half * 0.05:
        return "utf-16-le"
    if even_zeros >= half * 0.3 and odd_zeros <= half * 0.05:
        return "utf-16-be"
    return None


def _decode_tolerating_cut(data: bytes, encoding: str, truncated: bool) -> str | None:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as error:
        # A sample cut inside a multi-byte character is still valid text up to the cut.
        if truncated and error.start >= len(data) - 4:
            return data[: error.start].decode(encoding, errors="ignore")
        return None
