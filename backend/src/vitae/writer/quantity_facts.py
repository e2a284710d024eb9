"""Quantities: money ('$1.2M', '1.2 million dollars'), percentages ('40%', 'forty percent') and numbers ('5', 'five',
'15,000', '2x', 'doubled'), each keyed by its value."""

import re

from vitae import lexicon
from vitae.writer.fact_model import Fact, FactKind, MaskedText

_SCALES = {
    "k": 1e3,
    "thousand": 1e3,
    "m": 1e6,
    "mm": 1e6,
    "mn": 1e6,
    "million": 1e6,
    "millions": 1e6,
    "b": 1e9,
    "bn": 1e9,
    "billion": 1e9,
    "billions": 1e9,
    "lakh": 1e5,
    "lakhs": 1e5,
    "lac": 1e5,
    "crore": 1e7,
    "crores": 1e7,
    "trillion": 1e12,
}
_CURRENCY_SYMBOLS = {
    "$": "usd",
    "us$": "usd",
    "€": "eur",
    "£": "gbp",
    "₹": "inr",
    "¥": "jpy",
    "rs": "inr",
    "rs.": "inr",
}
_CURRENCY_WORDS = {
    "usd": "usd",
    "dollar": "usd",
    "dollars": "usd",
    "eur": "eur",
    "euro": "eur",
    "euros": "eur",
    "gbp": "gbp",
    "pound": "gbp",
    "pounds": "gbp",
    "inr": "inr",
    "rupee": "inr",
    "rupees": "inr",
    "aud": "aud",
    "cad": "cad",
}
_AMOUNT = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_SCALE = r"(?:\s?(?:k|m|mm|mn|b|bn)\b|\s(?:thousand|millions?|billions?|lakhs?|lac|crores?|trillion)\b)"
_MONEY = re.compile(
    rf"(?P<symbol>US\$|\$|€|£|₹|¥|\bRs\.?|\b(?:USD|EUR|GBP|INR|AUD|CAD)\b)\s?(?P<amount>{_AMOUNT})(?P<scale>{_SCALE})?"
    rf"|(?P<amount2>{_AMOUNT})(?P<scale2>{_SCALE})?\s?(?P<word>dollars?|euros?|pounds?|rupees?|USD|EUR|GBP|INR|AUD|CAD)\b",
    re.IGNORECASE,
)
_PERCENT = re.compile(rf"(?P<amount>{_AMOUNT})\s?(?:%|percent\b|per\s?cent\b|pct\b)", re.IGNORECASE)
_NUMBER = re.compile(
    rf"(?<![\w.])(?P<amount>{_AMOUNT})(?P<scale>{_SCALE}|(?=[xX]\b)[xX])?(?:st|nd|rd|th)?\+?(?![\w])", re.IGNORECASE
)
_NUMBER_WORDS = lexicon.values("words/number")
_UNITS = {word: value for word, value in _NUMBER_WORDS.items() if value < 20}
_TENS = {word: value for word, value in _NUMBER_WORDS.items() if 20 <= value < 100}
_MULTIPLIERS = {word: float(value) for word, value in _NUMBER_WORDS.items() if value >= 100}
_WORDED = {
    "dozen": 12.0,
    "dozens": 12.0,
    "double": 2.0,
    "doubled": 2.0,
    "doubling": 2.0,
    "twice": 2.0,
    "twofold": 2.0,
    "triple": 3.0,
    "tripled": 3.0,
    "tripling": 3.0,
    "thrice": 3.0,
    "threefold": 3.0,
    "quadrupled": 4.0,
    "half": 0.5,
    "halved": 0.5,
}
_NUMBER_WORD = "|".join([*_UNITS, *_TENS, *_MULTIPLIERS])
_WRITTEN_NUMBER = re.compile(
    rf"\b(?:(?:{_NUMBER_WORD})(?:[\s-]+(?:and\s+)?(?:{_NUMBER_WORD}))*|{'|'.join(_WORDED)})\b", re.IGNORECASE
)
_PERCENT_WORD = re.compile(r"\s*(?:%|percent\b|per\s?cent\b)", re.IGNORECASE)


def _amount(text: str) -> float:
    return float(text.replace(",", ""))


def _scaled(amount: str, scale: str | None) -> float:
    value = _amount(amount)
    if scale:
        value *= _SCALES.get(scale.strip().lower(), 1.0)
    return value


def number_key(value: float) -> str:
    return f"{value:.6g}"


def written_number_value(text: str) -> float | None:
    """'five' -> 5, 'twenty-five' -> 25, 'two hundred' -> 200, 'doubled' -> 2; None when it is not a number."""
    lowered = text.lower()
    if lowered in _WORDED:
        return _WORDED[lowered]
    total = 0.0
    current = 0.0
    seen = False
    for word in re.split(r"[\s-]+", lowered):
        if word == "and":
            continue
        if word in _UNITS:
            current += _UNITS[word]
        elif word in _TENS:
            current += _TENS[word]
        elif word in _MULTIPLIERS:
            multiplier = _MULTIPLIERS[word]
            if multiplier >= 1000:
                total += (current or 1) * multiplier
                current = 0
            else:
                current = (current or 1) * multiplier
        else:
            return None
        seen = True
    return total + current if seen else None


def money_facts(work: MaskedText) -> list[Fact]:
    facts: list[Fact] = []
    for match in _MONEY.finditer(work.masked):
        if match.group("amount"):
            symbol = match.group("symbol").lower().strip()
            currency = _CURRENCY_SYMBOLS.get(symbol) or _CURRENCY_WORDS.get(symbol, symbol)
            value = _scaled(match.group("amount"), match.group("scale"))
        else:
            currency = _CURRENCY_WORDS.get(match.group("word").lower(), "")
            value = _scaled(match.group("amount2"), match.group("scale2"))
        facts.append(Fact(kind=FactKind.MONEY, text=match.group().strip(), key=f"{currency}:{number_key(value)}"))
        work.mask(match.start(), match.end())
    return facts


def percentage_facts(work: MaskedText) -> list[Fact]:
    facts: list[Fact] = []
    for match in _PERCENT.finditer(work.masked):
        value = _amount(match.group("amount"))
        facts.append(Fact(kind=FactKind.PERCENTAGE, text=match.group(), key=number_key(value)))
        work.mask(match.start(), match.end())
    masked = work.masked
    for match in _WRITTEN_NUMBER.finditer(masked):
        percent = _PERCENT_WORD.match(masked, match.end())
        written = written_number_value(match.group())
        if percent is not None and written is not None:
            text = work.original[match.start() : percent.end()]
            facts.append(Fact(kind=FactKind.PERCENTAGE, text=text, key=number_key(written)))
            work.mask(match.start(), percent.end())
    return facts


def number_facts(work: MaskedText) -> list[Fact]:
    facts: list[Fact] = []
    for match in _NUMBER.finditer(work.masked):
        value = _scaled(match.group("amount"), match.group("scale") if match.group("scale") not in ("x", "X") else None)
        facts.append(Fact(kind=FactKind.NUMBER, text=match.group(), key=number_key(value)))
        work.mask(match.start(), match.end())
    for match in _WRITTEN_NUMBER.finditer(work.masked):
        written = written_number_value(match.group())
        if written is not None:
            facts.append(Fact(kind=FactKind.NUMBER, text=match.group(), key=number_key(written)))
            work.mask(match.start(), match.end())
    return facts
