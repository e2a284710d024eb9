"""Fidelity of a written resume to the text it came from: what of the original an output (the enhanced text, the
text of an exported PDF or DOCX) still holds, and what it holds that the original did not.

- contacts: the name, every email, every phone (compared by its digits) and every link of the original;
- added words: content words the output holds more often than the original, but those a listed improvement
  brings in: a fragment of a header printed under another entry, a line printed twice;
- content-word recall: the share of the original's content words (word tokens that are not stop words, counted
  with their multiplicity; a month as its three-letter name; page footers, page numbers on a line of their own
  ('2/3'), a link's scheme and 'www.', and the name a running header repeats (beside a page number, or on a line
  of its own below the first) left out) that the output still holds, of all of them and of those no listed
  improvement takes out (a duty phrase a new verb replaces, a filler cut); words hyphenated by the original's
  layout are read whole, and a line of an export that ends in a hyphen ends in the word's own;
- line order: of the original's lines found in the output (by their word trigrams), those in the original order;
- bullets in their entry: a bullet of the original found in the output stands between the lines that were before
  and after it in the original (the entry header above it, the next entry below; a bullet's wrapped end, which
  goes on in lower case, is none of them); a line is found by the median place of its word trigrams found once in
  the output, when more than half of them are;
- placeholders: a bracketed prompt ('[add a number]') or a 'add a figure' instruction the original did not hold;
- invented headings: a section heading of the output whose words the original does not hold.
"""

import bisect
import re
import statistics
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from spacy.lang.en.stop_words import STOP_WORDS

from vitae.resume.contacts import find_emails, find_phones

_WORD = re.compile(r"[^\W_]+")
_LINK = re.compile(r"(?:https?://|www\.)\S+|\b(?:linkedin|github)\.com/\S+", re.IGNORECASE)
# A bracketed prompt ('[add a number]', '[Company]'), not a bracketed date or an ellipsis ('[Aug 2012]', '[...]').
_PLACEHOLDER = re.compile(
    r"\[(?=[^\]\n]*[A-Za-z])[^\]\d\n]{1,40}\]|\b(?:add|insert) (?:a|the|your) (?:number|figure|metric|result)\b",
    re.IGNORECASE,
)
_BULLET = re.compile(r"^\s*[•·●▪◦‣∙➢➤►▶○■□◆◇✓✔❖⁃*-]\s*")
# Some texts of the data set hold bytes written out as escapes ('\\xe2\\x80\\x8b'): not words of the resume.
_ESCAPED_BYTE = re.compile(r"\\x[0-9a-fA-F]{2}")
_PAGE_FOOTER = re.compile(r"\bpage\s+\d+(?:\s+of\s+\d+)?\b", re.IGNORECASE)
# A page number on a line of its own written as '2/3' or '2 of 3', as the parser reads it: layout, as 'Page 2 of 3' is.
_PAGE_NUMBER_LINE = re.compile(r"^[ \t]*\d{1,2}[ \t]*(?:/|of)[ \t]*\d{1,2}[ \t]*$", re.IGNORECASE | re.MULTILINE)
# A link's scheme and 'www.': 'http://www.example.edu' and 'example.edu' are one address, as the contacts are compared.
_LINK_PREFIX = re.compile(r"\b(?:https?://(?:www\.)?|www\.)", re.IGNORECASE)
_MONTH = re.compile(
    r"^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(?:uary|ruary|ch|il|e|y|ust|t|tember|ober|ember)?\.?$"
)
_HYPHENATED = re.compile(r"(\w)-\n(?=[a-z])")
# 'language mod-<tab>May 2019 – Aug 2019' over 'eling<tab>4 months': a word hyphenated before the right-hand column.
_HYPHENATED_BEFORE_COLUMN = re.compile(r"(\w)-(\t[^\n]*)\n([a-z]\w*)")
_BROKEN_AFTER_HYPHEN = re.compile(r"(\w+)-\n([a-z]\w*)")
_TRIGRAM_MIN_WORDS = 3
_LINE_MIN_WORDS = 3


def words(text: str) -> list[str]:
    """Lower-case words; a month written out is its three-letter name ('June' and 'Jun' are one fact); a page
    footer ('Page 2 of 3', '2/3' on a line of its own) is layout, and a link's 'https://www.' no word of the resume."""
    text = _PAGE_FOOTER.sub(" ", _PAGE_NUMBER_LINE.sub(" ", _LINK_PREFIX.sub(" ", _ESCAPED_BYTE.sub(" ", text))))
    return [_MONTH.sub(r"\1", word.lower()) for word in _WORD.findall(text)]


def without_running_headers(text: str, name: str) -> str:
    """The text without the name a running header or footer repeats beside a page number ('Dana Reyes  CV  Page 2
    of 3', 'Page 2  Dana Reyes') or on a line of its own below the first: layout, as the page number is, which the
    outputs print once, at the top, as the parser reads it (a line that is the name, amid a section)."""
    if not name.strip():
        return text
    lines = text.split("\n")
    named = [index for index, line in enumerate(lines) if words(line) == words(name)]
    text = "\n".join(line for index, line in enumerate(lines) if index not in named[1:])
    written = r"\s+".join(re.escape(part) for part in name.split())
    near_page = re.compile(
        rf"(?P<before>{written})(?=(?:\s+\S+){{0,2}}\s+page\s+\d)"
        rf"|page\s+\d+(?:\s+of\s+\d+)?(?:\s+\S+){{0,2}}?\s+(?P<after>{written})",
        re.IGNORECASE,
    )

    def blanked(match: re.Match[str]) -> str:
        group = "before" if match.group("before") else "after"
        start, end = match.start(group) - match.start(), match.end(group) - match.start()
        return match.group()[:start] + " " + match.group()[end:]

    return near_page.sub(blanked, text)


def content_words(text: str) -> Counter[str]:
    return Counter(word for word in words(text) if word not in STOP_WORDS)


def recall(original: str, output: str, explained: Counter[str] | None = None) -> float:
    """Share of the original's content words (with multiplicity) the output holds; words in `explained` (those a
    listed improvement takes out) count as held."""
    wanted = content_words(original)
    total = sum(wanted.values())
    if not total:
        return 1.0
    held = content_words(output) + (explained or Counter())
    return sum(min(count, held[word]) for word, count in wanted.items()) / total


def lost_words(original: str, output: str, explained: Counter[str] | None = None) -> Counter[str]:
    """The original's content words (with multiplicity) the output does not hold, but those in `explained`."""
    return content_words(original) - content_words(output) - (explained or Counter())


def added_words(original: str, output: str, brought: Counter[str] | None = None) -> Counter[str]:
    """The content words (with multiplicity) the output holds beyond the original's, but those in `brought` (those
    a listed improvement brings in)."""
    return content_words(output) - content_words(original) - (brought or Counter())


def brought_in(changes: Iterable[tuple[str, str]]) -> Counter[str]:
    """The content words listed changes (before, after) bring in."""
    added: Counter[str] = Counter()
    for before, after in changes:
        added.update(content_words(after) - content_words(before))
    return added


def taken_out(changes: Iterable[tuple[str, str]]) -> Counter[str]:
    """The content words listed changes (before, after) take out."""
    removed: Counter[str] = Counter()
    for before, after in changes:
        removed.update(content_words(before) - content_words(after))
    return removed


def unhyphenated(text: str) -> str:
    """A PDF's text with the words hyphenated at a line end joined again (the layout's hyphenation, not a loss)."""
    return _HYPHENATED.sub(r"\1", text)


def unhyphenated_before_columns(text: str) -> str:
    """An extracted text with a word its layout hyphenated before a right-hand column (its dates) joined again, the
    column after it: tabs mark the column here, which the text as read no longer has."""
    return _HYPHENATED_BEFORE_COLUMN.sub(r"\1\3\2\n", text)


def rejoined(text: str, original: str) -> str:
    """An output's text with its lines that end in a hyphen joined to the next: as one word where the original
    broke the same word there (a line kept as written, hyphenated by the original's layout), else with the hyphen
    kept ('E-' over 'commerce'): the exports never hyphenate, so a line they break after a hyphen breaks after
    the word's own."""

    def joined(match: re.Match[str]) -> str:
        first, second = match.groups()
        return first + second if f"{first}-\n{second}" in original else f"{first}-{second}"

    return _BROKEN_AFTER_HYPHEN.sub(joined, text)


def _link_key(link: str) -> str:
    key = re.sub(r"^(?:https?://)?(?:www\.)?", "", link.lower()).rstrip("/.,;)\"'")
    return key


@dataclass(frozen=True)
class Contacts:
    name: str
    emails: list[str]
    phones: list[str]  # digits
    links: list[str]

    @property
    def count(self) -> int:
        return bool(self.name) + len(self.emails) + len(self.phones) + len(self.links)


def contacts_of(text: str, name: str) -> Contacts:
    digits = {re.sub(r"\D", "", phone) for phone in find_phones(text)}
    links = {_link_key(match.group()) for match in _LINK.finditer(text)}
    return Contacts(
        name=" ".join(name.split()),
        emails=sorted({email.lower() for email in find_emails(text)}),
        phones=sorted(phone for phone in digits if len(phone) >= 7),
        links=sorted(link for link in links if link),
    )


def missing_contacts(contacts: Contacts, output: str) -> list[str]:
    flat = " ".join(output.split()).lower()
    digits = re.sub(r"\D", "", output)
    output_words = " " + " ".join(words(output)) + " "
    missing = []
    if contacts.name and f" {' '.join(words(contacts.name))} " not in output_words:
        missing.append(f"name {contacts.name}")
    missing += [f"email {email}" for email in contacts.emails if email not in flat]
    # A phone read together with the digits before it (a postcode) is kept when its last ten digits are.
    missing += [f"phone {phone}" for phone in contacts.phones if phone[-10:] not in digits]
    missing += [f"link {link}" for link in contacts.links if link not in re.sub(r"\s+", "", flat)]
    return missing


def placeholders(original: str, output: str) -> list[str]:
    known = {match.group().lower() for match in _PLACEHOLDER.finditer(original)}
    return [match.group() for match in _PLACEHOLDER.finditer(output) if match.group().lower() not in known]


def invented_headings(original: str, headings: Iterable[str]) -> list[str]:
    original_words = " " + " ".join(words(original)) + " "
    return [
        heading for heading in headings if heading.strip() and f" {' '.join(words(heading))} " not in original_words
    ]


@dataclass(frozen=True)
class Order:
    located: int  # original lines found in the output
    in_order: int  # of those, the most that keep the original order
    bullets: int  # bulleted original lines found, with both neighbours found
    bullets_in_entry: int  # of those, standing between their original neighbours


def _trigrams(tokens: Sequence[str]) -> list[tuple[str, ...]]:
    return [tuple(tokens[index : index + 3]) for index in range(len(tokens) - 2)]


def line_order(original: str, output: str) -> Order:
    """Where each line of the original (three words or more) stands in the output: the median position of its word
    trigrams found there once."""
    output_tokens = words(rejoined(output, original))
    seen: Counter[tuple[str, ...]] = Counter(_trigrams(output_tokens))
    position_of = {gram: index for index, gram in enumerate(_trigrams(output_tokens)) if seen[gram] == 1}
    lines: list[tuple[int | None, str]] = []  # position in the output; 'bullet', 'wrapped' (a bullet's end) or 'line'
    kind = "line"
    for line in original.splitlines():
        # A line that goes on in lower case under a bullet is the bullet's wrapped end, not a line around it.
        if _BULLET.match(line):
            kind = "bullet"
        else:
            kind = "wrapped" if kind != "line" and line.lstrip()[:1].islower() else "line"
        tokens = words(line)
        if len(tokens) < _LINE_MIN_WORDS:
            continue
        grams = _trigrams(tokens)
        found = [position_of[gram] for gram in grams if gram in position_of]
        # A line half of whose trigrams or more the output lacks was changed (a date written another way): not located
        # by the one or two it shares with some other line.
        located = 2 * len(found) > len(grams)
        lines.append((int(statistics.median(found)) if located else None, kind))
    positions = [position for position, _ in lines if position is not None]
    in_order = _longest_increasing(positions)
    bullets = kept = 0
    for index, (position, kind) in enumerate(lines):
        if kind != "bullet" or position is None:
            continue
        before = next((p for p, k in reversed(lines[:index]) if p is not None and k == "line"), None)
        after = next((p for p, k in lines[index + 1 :] if p is not None and k == "line"), None)
        if before is None or after is None:
            continue
        bullets += 1
        kept += before < position < after
    return Order(len(positions), in_order, bullets, kept)


def _longest_increasing(values: Sequence[int]) -> int:
    tails: list[int] = []
    for value in values:
        index = bisect.bisect_left(tails, value)
        if index == len(tails):
            tails.append(value)
        else:
            tails[index] = value
    return len(tails)
