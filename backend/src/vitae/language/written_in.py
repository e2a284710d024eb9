"""Which language a resume is written in: the checks and rewrites of English wording (action verbs, pronouns,
filler, standard English headings and dates) apply to English text only. A German resume is not told that
'Leitete ein Team' lacks an action verb, nor has 'BERUFSERFAHRUNG' renamed 'Experience'.

Known by its commonest small words (`lexicon/languages/<code>.txt`), or by its script for Chinese and Japanese.
English unless another language is clearly ahead: English resumes name schools and firms in other languages
('Universidad de Madrid'), and terse bullets have few small words at all.
"""

import re
from functools import cache, lru_cache

from vitae import lexicon

ENGLISH = "en"
LANGUAGES = ("en", "de", "fr", "es", "it", "pt", "nl")
_LEAST_WORDS = 2  # small words of another language before it can be the text's
_LEAD = 1.5  # how far ahead of English it must be
_WORD = re.compile(r"[^\W\d_]+")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_KANA = re.compile(r"[\u3040-\u30ff]")
_LATIN = re.compile(r"[A-Za-z\u00c0-\u024f]")
# Addresses are left out: their words belong to no language, and 'com' is Portuguese.
_ADDRESS = re.compile(r"@|://|^www\.|\.(?:com|org|net|io)\b", re.IGNORECASE)


@cache
def _small_words(language: str) -> frozenset[str]:
    return lexicon.words(f"languages/{language}")


@lru_cache(maxsize=64)
def language_of(text: str) -> str:
    """'en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'zh' or 'ja'."""
    han, kana = len(_HAN.findall(text)), len(_KANA.findall(text))
    if han + kana > len(_LATIN.findall(text)):
        return "ja" if kana else "zh"
    kept = " ".join(token for token in text.split() if not _ADDRESS.search(token))
    words = [word.lower() for word in _WORD.findall(kept)]
    counts = {language: sum(word in _small_words(language) for word in words) for language in LANGUAGES}
    other = max(LANGUAGES[1:], key=lambda language: counts[language])
    ahead = counts[other] >= _LEAST_WORDS and counts[other] > _LEAD * counts[ENGLISH]
    return other if ahead else ENGLISH
