"""The word diff of the comparison view (web/src/lib/word-diff.ts, SPEC §4, run between shared pieces as in
web/src/features/compare/anchored-diff.ts), ported to check enhanced versions: the two texts split on white space, a
look-ahead of 4 words on either side to resynchronise, words with no match within reach marked modified, words left
over at the end added or removed.

`change_spans` groups the result as a reader sees it: each run of changed words between two unchanged ones."""

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Literal

DIFF_LOOK_AHEAD = 4
DiffType = Literal["added", "removed", "unchanged", "modified"]


@dataclass(frozen=True)
class DiffEntry:
    type: DiffType
    text: str
    original: str = ""  # for a modified word, the word it replaced


@dataclass
class ChangeSpan:
    """Changed words between two unchanged ones: what left the original and what the enhanced text brought."""

    removed: list[str] = field(default_factory=list)
    added: list[str] = field(default_factory=list)

    def describe(self) -> str:
        return f"-[{' '.join(self.removed)}] +[{' '.join(self.added)}]"


def word_diff(original: str, enhanced: str, look_ahead: int = DIFF_LOOK_AHEAD) -> list[DiffEntry]:
    before, after = original.split(), enhanced.split()
    entries: list[DiffEntry] = []
    i = j = 0
    while i < len(before) and j < len(after):
        if before[i] == after[j]:
            entries.append(DiffEntry("unchanged", after[j]))
            i, j = i + 1, j + 1
            continue
        inserted = deleted = 0
        for distance in range(1, look_ahead + 1):
            if j + distance < len(after) and after[j + distance] == before[i]:
                inserted = distance
                break
            if i + distance < len(before) and before[i + distance] == after[j]:
                deleted = distance
                break
        if inserted:
            entries.extend(DiffEntry("added", word) for word in after[j : j + inserted])
            j += inserted
        elif deleted:
            entries.extend(DiffEntry("removed", word) for word in before[i : i + deleted])
            i += deleted
        else:
            entries.append(DiffEntry("modified", after[j], before[i]))
            i, j = i + 1, j + 1
    entries.extend(DiffEntry("removed", word) for word in before[i:])
    entries.extend(DiffEntry("added", word) for word in after[j:])
    return entries


def change_spans(entries: list[DiffEntry]) -> list[ChangeSpan]:
    spans: list[ChangeSpan] = []
    current: ChangeSpan | None = None
    for entry in entries:
        if entry.type == "unchanged":
            current = None
            continue
        if current is None:
            current = ChangeSpan()
            spans.append(current)
        if entry.type in ("removed", "modified"):
            current.removed.append(entry.original or entry.text)
        if entry.type in ("added", "modified"):
            current.added.append(entry.text)
    return spans


@dataclass(frozen=True)
class ListedChange:
    """What one listed improvement does to the words of its field."""

    before: str
    after: str
    new_bullets: bool = False  # a split bullet or a paragraph made bullets: each new bullet gets its glyph
    moves: bool = False  # skills regrouped: any of its words may leave one place and stand in another

    def taken_out(self) -> Counter[str]:
        if self.moves:
            return Counter(words(self.before))
        # As multisets: a change of one 'Utilize' in a field that has three still takes one out.
        return Counter(words(self.before)) - Counter(words(self.after))

    def brought_in(self) -> Counter[str]:
        added = Counter(words(self.after)) - (Counter() if self.moves else Counter(words(self.before)))
        if self.new_bullets:
            added[BULLET_GLYPH] += self.after.count("\n") + 1
        return added


BULLET_GLYPH = "•"


def words(text: str) -> list[str]:
    """The words of a field as a listing shows them: a skill dropped from 'Git, SVN (2 years), Jira' takes 'years),'
    out of the text but 'years)' out of its field, so the comma that joins list items is not part of a word."""
    return [word.rstrip(",") or word for word in text.split()]


def explained_by(span: ChangeSpan, changes: list[ListedChange]) -> bool:
    """Whether the span shows listed changes only: every word it takes out was taken out by a listed change and
    every word it brings in was brought in by one. Where a change rewrites a phrase, the diff may also show some of
    its unchanged words as moved (its look-ahead lines words up one way of several); those words are accepted when
    the span holds the change's own words and they belong to the same field."""
    taken_out: Counter[str] = Counter()
    brought_in: Counter[str] = Counter()
    for change in changes:
        taken_out.update(change.taken_out())
        brought_in.update(change.brought_in())
    # A word that only lost the comma joining it to a dropped list item ('year),' -> 'year)') is no change of words.
    removed = list((Counter(words(" ".join(span.removed))) - Counter(words(" ".join(span.added)))).elements())
    added = list((Counter(words(" ".join(span.added))) - Counter(words(" ".join(span.removed)))).elements())
    if all(word in taken_out for word in removed) and all(word in brought_in for word in added):
        return True
    touching = [
        change for change in changes if set(change.taken_out()) & set(removed) or set(change.brought_in()) & set(added)
    ]
    before = {word for change in touching for word in words(change.before)}
    after = {word for change in touching for word in words(change.after)} | (
        {BULLET_GLYPH} if any(change.new_bullets for change in touching) else set()
    )
    return bool(touching) and set(removed) <= before and set(added) <= after


def anchored_diff(original: str, enhanced: str, look_ahead: int = DIFF_LOOK_AHEAD) -> list[DiffEntry]:
    """The word diff run between the pieces both texts share (lines, and the items of a comma-separated list, matched
    as a longest common subsequence), as the comparison view does: a change longer than the look-ahead then upsets
    at most the piece it stands in."""
    before, after = _pieces(original), _pieces(enhanced)
    entries: list[DiffEntry] = []
    i = j = 0
    for next_i, next_j in [*_common_pieces(before, after), (len(before), len(after))]:
        entries.extend(word_diff("".join(before[i:next_i]), "".join(after[j:next_j]), look_ahead))
        if next_i < len(before):
            entries.extend(DiffEntry("unchanged", word) for word in before[next_i].split())
        i, j = next_i + 1, next_j + 1
    return entries


def _pieces(text: str) -> list[str]:
    """The text cut after each line break and after each ', ', so that the pieces joined are the text."""
    starts = [0, *(match.end() for match in re.finditer(r"\n|, ", text)), len(text)]
    return [text[start:end] for start, end in zip(starts, starts[1:], strict=False)]


def _common_pieces(before: list[str], after: list[str]) -> list[tuple[int, int]]:
    """Index pairs of a longest common subsequence of the non-blank pieces (white space around them aside)."""
    rows, columns = len(before), len(after)
    lengths = [[0] * (columns + 1) for _ in range(rows + 1)]
    for i in range(rows - 1, -1, -1):
        for j in range(columns - 1, -1, -1):
            if before[i].strip() == after[j].strip() and before[i].strip():
                lengths[i][j] = lengths[i + 1][j + 1] + 1
            else:
                lengths[i][j] = max(lengths[i + 1][j], lengths[i][j + 1])
    pairs: list[tuple[int, int]] = []
    i = j = 0
    while i < rows and j < columns:
        if before[i].strip() == after[j].strip() and before[i].strip():
            pairs.append((i, j))
            i, j = i + 1, j + 1
        elif lengths[i + 1][j] >= lengths[i][j + 1]:
            i += 1
        else:
            j += 1
    return pairs
