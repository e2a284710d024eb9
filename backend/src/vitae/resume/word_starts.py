"""Where words start in a text, found with `str.find`: for a handful of cue words this is many times faster than
letting a regular expression try every position, and the finders then read each cue with an anchored match."""


def word_starts(lowered: str, stems: tuple[str, ...]) -> list[int]:
    """Positions in `lowered` (the text in lower case) where one of `stems` starts a word, in order."""
    positions: list[int] = []
    for stem in stems:
        start = lowered.find(stem)
        while start >= 0:
            if start == 0 or not lowered[start - 1].isalnum():
                positions.append(start)
            start = lowered.find(stem, start + len(stem))
    positions.sort()
    return positions
