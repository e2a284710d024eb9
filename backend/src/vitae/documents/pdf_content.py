"""A faster reader for PDF content streams, feeding pdfminer's page interpreter.

pdfminer tokenises content streams one byte-state at a time in Python, which is most of its run time on a
resume. This reader produces the same operands and operators with one regular expression per token. It
follows pdfminer's reading of every construct (including its quirks, such as dropping an unknown string
escape), and tests compare both readers on real and random streams.
"""

import re
from collections.abc import Iterator, Sequence
from typing import Any

from pdfminer import settings
from pdfminer.pdfinterp import PDFInterpreterError, PDFPageInterpreter
from pdfminer.pdftypes import PDFStream, resolve1, stream_value
from pdfminer.psparser import KWD, LIT, PSKeyword, PSLiteral, literal_name
from pdfminer.utils import choplist

_WHITESPACE = rb"\s\x00"
_DELIMITERS = rb"/%\[\]()<>{}"
# One match per token: white space and comments before it are skipped by the same match.
_TOKEN = re.compile(
    rb"(?:[" + _WHITESPACE + rb"]+|%[^\r\n]*)*"
    rb"(?:(?P<number>[-+0-9][0-9]*(?:\.[0-9]*)?|\.[0-9]*)"
    rb"|(?P<keyword>[A-Za-z][^#" + _DELIMITERS + rb"\s]*)"
    rb"|(?P<string>\()"
    rb"|(?P<name>/[^" + _DELIMITERS + rb"\s]*)"
    rb"|(?P<dict_begin><<)"
    rb"|(?P<hex><[\s0-9a-fA-F]*>?)"
    rb"|(?P<dict_end>>>)"
    rb"|(?P<stray_close>>)"
    rb"|(?P<end>\Z)"
    rb"|(?P<other>.))",
    re.DOTALL,
)
_SIMPLE_STRING = re.compile(rb"\(((?:[^()\\]|\\.)*)\)", re.DOTALL)
_STRING_ESCAPE = re.compile(rb"\\(?:([0-7]{1,3})|\r\n|(.))", re.DOTALL)
_ESCAPED = {b"b": b"\b", b"t": b"\t", b"n": b"\n", b"f": b"\f", b"r": b"\r", b"(": b"(", b")": b")", b"\\": b"\\"}
_NAME_ESCAPE = re.compile(rb"#([0-9a-fA-F]{0,2})")
_HEX_WHITESPACE = re.compile(rb"\s")
_HEX_PAIR = re.compile(rb"[0-9a-fA-F]{2}|.", re.DOTALL)
_INLINE_IMAGE_END = re.compile(rb"EI\s")
_ASCII85_END = re.compile(rb"~>")
_ASCII85_FILTERS = frozenset({"A85", "ASCII85Decode"})
_TRAILING_END_OF_LINE = re.compile(rb"(?:\r\n|[\r\n])\Z")

_ARRAY_BEGIN = KWD(b"[")
_ARRAY_END = KWD(b"]")
_PROC_BEGIN = KWD(b"{")
_PROC_END = KWD(b"}")
_INLINE_BEGIN = KWD(b"BI")
_INLINE_DATA = KWD(b"ID")
_INLINE_END = KWD(b"EI")
_TRUE = KWD(b"true")
_FALSE = KWD(b"false")


def content_objects(data: bytes) -> Iterator[Any]:
    """Operands (numbers, strings, names, arrays, dictionaries, inline images) and operators, in order."""
    containers: list[tuple[str, list[Any]]] = []
    position = 0
    length = len(data)
    while position < length:
        match = _TOKEN.match(data, position)
        if match is None:  # the pattern matches any byte; kept for the type checker
            return
        kind = match.lastgroup
        position = match.end()
        token: Any
        if kind == "number":
            text = match.group(kind)
            try:
                token = float(text) if b"." in text else int(text)
            except ValueError:
                continue
        elif kind == "keyword":
            word = match.group(kind)
            token = True if word == b"true" else False if word == b"false" else KWD(word)
        elif kind == "name":
            token = LIT(_name(match.group(kind)[1:]))
        elif kind == "end":
            return
        elif kind == "stray_close":
            continue
        elif kind == "string":
            token, position = _string(data, match.start(kind))
            if token is None:
                return
        elif kind == "hex":
            digits = _HEX_WHITESPACE.sub(b"", match.group(kind)[1:].rstrip(b">"))
            token = _HEX_PAIR.sub(lambda pair: bytes((int(pair.group(), 16),)), digits)
        elif kind == "dict_begin":
            containers.append(("d", []))
            continue
        elif kind == "dict_end":
            if not containers or containers[-1][0] != "d":
                continue
            items = containers.pop()[1]
            if len(items) % 2:
                continue  # pdfminer drops an odd dictionary too
            token = {literal_name(key): value for key, value in choplist(2, items) if value is not None}
        else:
            token = KWD(match.group("other"))
            if token is _ARRAY_BEGIN or token is _PROC_BEGIN:
                containers.append(("a" if token is _ARRAY_BEGIN else "p", []))
                continue
            if token is _ARRAY_END or token is _PROC_END:
                expected = "a" if token is _ARRAY_END else "p"
                if not containers or containers[-1][0] != expected:
                    continue
                token = containers.pop()[1]
        if isinstance(token, PSKeyword) and token is _INLINE_BEGIN:
            containers.append(("inline", []))
            continue
        if isinstance(token, PSKeyword) and token is _INLINE_DATA:
            if not containers or containers[-1][0] != "inline":
                continue
            image, position = _inline_image(data, containers.pop()[1], position)
            if image is None:
                return
            yield image
            yield _INLINE_END
            continue
        if containers:
            containers[-1][1].append(token)
        else:
            yield token


def _name(raw: bytes) -> str | bytes:
    if b"#" in raw:
        raw = _NAME_ESCAPE.sub(lambda escape: bytes((int(escape.group(1), 16),)) if escape.group(1) else b"", raw)
    try:
        return str(raw, "utf-8")
    except UnicodeDecodeError:
        return raw


def _string(data: bytes, start: int) -> tuple[bytes | None, int]:
    """A literal string starting at `start` ("("), and the position after it; None when it never ends."""
    simple = _SIMPLE_STRING.match(data, start)
    if simple is not None:
        content, end = simple.group(1), simple.end()
    else:
        depth = 0
        index = start
        length = len(data)
        while index < length:
            byte = data[index]
            if byte == 0x5C:  # backslash: the next byte is escaped
                index += 2
                continue
            if byte == 0x28:
                depth += 1
            elif byte == 0x29:
                depth -= 1
                if depth == 0:
                    break
            index += 1
        else:
            return None, length
        content, end = data[start + 1 : index], index + 1
    if b"\\" in content:
        content = _STRING_ESCAPE.sub(_unescape, content)
    return content, end


def _unescape(escape: re.Match[bytes]) -> bytes:
    octal, other = escape.group(1), escape.group(2)
    if octal is not None:
        return bytes((int(octal, 8) & 0xFF,))
    if other is None:
        return b""  # a line continuation (backslash before CR LF)
    return _ESCAPED.get(other, b"")


def _inline_image(data: bytes, items: list[Any], position: int) -> tuple[PDFStream | None, int]:
    if len(items) % 2:
        return None, len(data)
    attributes = {literal_name(key): resolve1(value) for key, value in choplist(2, items)}
    filters = attributes.get("F")
    if isinstance(filters, PSLiteral):
        filters = [filters]
    ascii85 = isinstance(filters, list) and bool(filters) and literal_name(filters[0]) in _ASCII85_FILTERS
    start = position + 1  # one white-space byte separates ID from the data
    end_marker = (_ASCII85_END if ascii85 else _INLINE_IMAGE_END).search(data, start)
    if end_marker is None:
        return None, len(data)
    if ascii85:
        return PDFStream(attributes, data[start : end_marker.end()]), end_marker.end()
    image = _TRAILING_END_OF_LINE.sub(b"", data[start : end_marker.start()])
    return PDFStream(attributes, image), end_marker.end()


class FastPageInterpreter(PDFPageInterpreter):
    """pdfminer's interpreter with the faster content reader; forms and patterns get the same one (via dup)."""

    def execute(self, streams: Sequence[object]) -> None:
        contents: list[bytes] = []
        self.stream_ids.clear()
        for item in streams:
            stream = stream_value(item)
            # Same guard as pdfminer: a form that draws itself (directly or through others) is skipped.
            if stream.objid is None or stream.objid in self.parent_stream_ids:
                continue
            self.stream_ids.add(stream.objid)
            contents.append(stream.get_data())
        operators: dict[PSKeyword, tuple[Any, int] | None] = {}
        for item in content_objects(b"\n".join(contents)):
            if not isinstance(item, PSKeyword):
                self.push(item)
                continue
            operator = operators.get(item, ...)
            if operator is ...:
                operator = self._operator(item)
                operators[item] = operator
            if operator is None:
                if settings.STRICT:
                    raise PDFInterpreterError(f"Unknown operator: {item.name!r}")
                continue
            method, argument_count = operator
            if argument_count:
                arguments = self.pop(argument_count)
                if len(arguments) == argument_count:
                    method(*arguments)
            else:
                method()

    def _operator(self, keyword: PSKeyword) -> tuple[Any, int] | None:
        name = str(keyword.name, "utf-8", "ignore")
        method = getattr(self, "do_" + name.replace("*", "_a").replace('"', "_w").replace("'", "_q"), None)
        if method is None or not callable(method):
            return None
        return method, method.__code__.co_argcount - 1
