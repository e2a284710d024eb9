"""Word-level text helpers shared by the matcher and the checks: tokens with their positions, and stems."""

import re
from dataclasses import dataclass
from functools import lru_cache

import snowballstemmer

from vitae import lexicon

# A word is letters and digits, optionally followed by '+' or '#' ("C++", "C#") or an apostrophe ending ("Raiser's");
# a dot followed by letters starts a word only after a space (".NET"), so that "Node.js" stays two words.
_TOKEN = re.compile(r"(?<![\w.])\.[^\W_]+|[^\W_]+(?:[+#]+|['’][^\W_]+)?")

STOPWORDS = lexicon.words("words/stop")


@dataclass(frozen=True, slots=True)
class Token:
    text: str  # as written
    key: str  # lower case, for matching
    start: int  # character offsets in the source text
    end: int


def tokenize(text: str) -> list[Token]:
    return [
        Token(match.group(), match.group().lower().replace("’", "'"), match.start(), match.end())
        for match in _TOKEN.finditer(text)
    ]


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """The Snowball (Porter 2) stem of a lower-case word; memoised because resumes repeat their vocabulary. A stemmer
    keeps working state while it runs, so each miss gets its own instead of sharing one between threads."""
    return str(snowballstemmer.stemmer("english").stemWord(word))


def words(text: str) -> list[str]:
    """The keys of `tokenize(text)`, without making a token of each (texts are read for their words many times)."""
    return [word.lower().replace("’", "'") for word in _TOKEN.findall(text)]
