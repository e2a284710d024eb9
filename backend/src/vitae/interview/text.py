"""Measurements of a spoken or typed answer that the evaluator builds its scores from."""

import re
from collections import Counter
from dataclasses import dataclass

from vitae.ats.text import stem
from vitae.interview.lexicon import FUNCTION_WORDS, NUMBER_WORDS, QUESTION_FRAME_WORDS

_WORD = re.compile(r"[a-z0-9]+(?:['’][a-z]+)?(?:[.,][0-9]+)?%?")
# Tried once per run of marks, from its first ('....' ends a sentence only where the whole run does): tried from each
# mark of a long run, it would read the rest of the run again every time.
_SENTENCE_END = re.compile(r"(?<![.!?])[.!?]++(?:\s+|$)|\n+|\|")
_NUMBER = re.compile(r"(?:[$€£]\s?)?\b\d[\d,.]*\s?(?:%|percent|k|m|x|ms|s|hours?|days?|weeks?|months?|years?)?")
_UNCLEAR = re.compile(r"\[\s*\?+\s*\]|\[inaudible\]|\[unclear\]", re.IGNORECASE)
_VOWEL = re.compile(r"[aeiouy]")
_LETTERS_ONLY = re.compile(r"[a-z]+")


@dataclass(frozen=True)
class TextProfile:
    lower: str  # lower-case text, apostrophes normalised
    words: list[str]
    content_stems: list[str]  # stems of the words that carry content, in order
    sentences: int
    function_ratio: float  # share of function words: near 0 for keyboard mashing, ~0.4-0.6 for English
    plausible_ratio: float  # share of words that look pronounceable (have a vowel, no long consonant runs)
    unique_ratio: float  # distinct words / words
    mean_word_length: float  # of content words: longer, more precise vocabulary
    repeated_words: int  # immediate repetitions ('I I', 'the the'): disfluency
    unclear_marks: int  # '[???]' and the like left by a transcriber who could not understand
    numbers: list[str]

    @property
    def word_count(self) -> int:
        return len(self.words)

    @property
    def distinct_content(self) -> set[str]:
        return set(self.content_stems)


def _plausible(word: str) -> bool:
    if not _LETTERS_ONLY.fullmatch(word):
        return True  # numbers and contractions
    if len(word) <= 3:
        return word in FUNCTION_WORDS or bool(_VOWEL.search(word))
    longest_consonant_run = max((len(run) for run in re.split(r"[aeiouy]+", word)), default=0)
    return bool(_VOWEL.search(word)) and longest_consonant_run <= 4


def profile_text(text: str) -> TextProfile:
    lower = text.lower().replace("’", "'")
    words = _WORD.findall(lower)
    content = [word for word in words if word not in FUNCTION_WORDS and not word.isdigit()]
    content_stems = [stem(word.split("'")[0]) for word in content if len(word) > 1]
    total = len(words)
    sentences = len([part for part in _SENTENCE_END.split(text) if part.strip()])
    numbers = [match.group().strip() for match in _NUMBER.finditer(lower)]
    numbers += [word for word in words if word in NUMBER_WORDS]
    repeated = sum(1 for first, second in zip(words, words[1:], strict=False) if first == second)
    return TextProfile(
        lower=lower,
        words=words,
        content_stems=content_stems,
        sentences=max(sentences, 1 if words else 0),
        function_ratio=sum(1 for word in words if word in FUNCTION_WORDS) / total if total else 0.0,
        plausible_ratio=sum(1 for word in words if _plausible(word)) / total if total else 0.0,
        unique_ratio=len(set(words)) / total if total else 0.0,
        mean_word_length=sum(len(word) for word in content) / len(content) if content else 0.0,
        repeated_words=repeated,
        unclear_marks=len(_UNCLEAR.findall(text)),
        numbers=numbers,
    )


def topic_stems(question: str) -> set[str]:
    """The stems of what a question is about, without its frame ('Tell me about a time when...')."""
    lower = question.lower().replace("’", "'")
    return {
        stem(word.split("'")[0])
        for word in _WORD.findall(lower)
        if word not in FUNCTION_WORDS and word not in QUESTION_FRAME_WORDS and len(word) > 2 and not word.isdigit()
    }


def topic_words(question: str, limit: int = 3) -> list[str]:
    """The words a question is about, as the question wrote them (for feedback the user reads), in its order."""
    stems = topic_stems(question)
    found: list[str] = []
    for word in _WORD.findall(question.replace("’", "'")):
        base = word.split("'")[0]
        if stem(base.lower()) in stems and base.lower() not in found:
            found.append(base.lower())
    return found[:limit]


def most_repeated_share(words: list[str]) -> float:
    """Share of the answer taken by its most frequent content word: high when one word is said over and over."""
    content = [word for word in words if word not in FUNCTION_WORDS]
    if not content:
        return 0.0
    return Counter(content).most_common(1)[0][1] / len(content)


def sentences_of(text: str) -> list[str]:
    return [part.strip() for part in re.split(r"(?<=[.!?])\s+|\n+|\|", text) if part.strip()]


def opening_words(text: str, limit: int) -> str:
    """The text cut after the sentence in which its `limit`-th word falls (the whole text when shorter)."""
    if len(text.split()) <= limit:
        return text
    kept: list[str] = []
    count = 0
    for sentence in sentences_of(text):
        kept.append(sentence)
        count += len(sentence.split())
        if count >= limit:
            break
    opening = " ".join(kept)
    words = opening.split()
    # A run-on without sentence ends is cut at the word itself.
    return opening if len(words) <= limit * 1.5 else " ".join(words[:limit])
