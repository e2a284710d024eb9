"""Delivery metrics: words, filler words and hedges counted, and rates per minute from the time the candidate spoke."""

import re
from collections import Counter

from vitae.interview.lexicon import FILLER_LIKE, FILLER_PHRASES, HEDGES, VOCAL_FILLERS
from vitae.interview.models import DeliveryMetrics, StarElement
from vitae.interview.text import TextProfile

# Without a measured time, per-minute figures assume this conversational pace (words per minute).
NOMINAL_WORDS_PER_MINUTE = 150.0
# Shorter recordings say nothing reliable about pace.
MIN_TIMED_SECONDS = 3.0
# Words a minute a listener follows comfortably.
PACE_RANGE = (120, 170)
# About two minutes spoken: past it more words add nothing; below the short mark an answer shows too little.
LONG_ANSWER_WORDS = 300
SHORT_ANSWER_WORDS = 40


def _normalised_filler(word: str) -> str:
    """'ummm' and 'um' are one filler; the counts read better under one spelling."""
    for spelling in ("um", "uh", "er", "ah", "hm", "mm"):
        if re.fullmatch("+".join(spelling) + "+m*", word):
            return "hmm" if spelling == "hm" else spelling
    return word


def count_fillers(lower: str) -> Counter[str]:
    found: Counter[str] = Counter()
    for match in VOCAL_FILLERS.finditer(lower):
        found[_normalised_filler(match.group())] += 1
    for match in FILLER_PHRASES.finditer(lower):
        found[match.group()] += 1
    for _match in FILLER_LIKE.finditer(lower):
        found["like"] += 1
    return found


def count_hedges(lower: str) -> Counter[str]:
    return Counter(match.group() for match in HEDGES.finditer(lower))


def delivery_metrics(
    profile: TextProfile,
    spoken_seconds: float | None,
    *,
    star_elements: list[StarElement] | None = None,
    job_terms_used: list[str] | None = None,
) -> DeliveryMetrics:
    fillers = count_fillers(profile.lower)
    hedges = count_hedges(profile.lower)
    words = profile.word_count
    timed = spoken_seconds is not None and spoken_seconds >= MIN_TIMED_SECONDS
    minutes = (spoken_seconds or 0.0) / 60 if timed else words / NOMINAL_WORDS_PER_MINUTE
    filler_total = sum(fillers.values())
    return DeliveryMetrics(
        words=words,
        filler_words=filler_total,
        filler_words_per_minute=round(filler_total / minutes, 1) if minutes > 0 else 0.0,
        words_per_minute=round(words / minutes, 1) if timed and minutes > 0 else None,
        spoken_seconds=round(spoken_seconds, 1) if spoken_seconds is not None else None,
        estimated_timing=not timed,
        hedges=sum(hedges.values()),
        fillers_found=dict(fillers.most_common()),
        hedges_found=dict(hedges.most_common()),
        star_elements=star_elements or [],
        job_terms_used=job_terms_used or [],
    )


def combine_metrics(parts: list[DeliveryMetrics]) -> DeliveryMetrics:
    """The whole interview's metrics: counts added up, rates over the total time (measured where every answer was)."""
    words = sum(part.words for part in parts)
    fillers = sum(part.filler_words for part in parts)
    timed = bool(parts) and all(not part.estimated_timing for part in parts)
    seconds = sum(part.spoken_seconds or 0.0 for part in parts) if timed else None
    minutes = (seconds or 0.0) / 60 if timed else words / NOMINAL_WORDS_PER_MINUTE
    filler_counts: Counter[str] = Counter()
    hedge_counts: Counter[str] = Counter()
    elements: list[StarElement] = []
    terms: list[str] = []
    for part in parts:
        filler_counts.update(part.fillers_found)
        hedge_counts.update(part.hedges_found)
        elements += [element for element in part.star_elements if element not in elements]
        terms += [term for term in part.job_terms_used if term not in terms]
    return DeliveryMetrics(
        words=words,
        filler_words=fillers,
        filler_words_per_minute=round(fillers / minutes, 1) if minutes > 0 else 0.0,
        words_per_minute=round(words / minutes, 1) if timed and minutes > 0 else None,
        spoken_seconds=round(seconds, 1) if seconds is not None else None,
        estimated_timing=not timed,
        hedges=sum(part.hedges for part in parts),
        fillers_found=dict(filler_counts.most_common()),
        hedges_found=dict(hedge_counts.most_common()),
        star_elements=[element for element in StarElement if element in elements],
        job_terms_used=terms,
    )


def length_and_pace_notes(metrics: DeliveryMetrics) -> list[str]:
    """What the length and the pace of an answer call for, with the figures."""
    notes: list[str] = []
    if metrics.words > LONG_ANSWER_WORDS:
        minutes = metrics.words / NOMINAL_WORDS_PER_MINUTE
        notes.append(
            f"Too long: lead with the answer. {metrics.words} words is about {minutes:.0f} minutes spoken; "
            f"past about {LONG_ANSWER_WORDS} words the listener stops taking more in."
        )
    elif 0 < metrics.words < SHORT_ANSWER_WORDS:
        notes.append(f"Too short: {metrics.words} words cannot show what you did; give one concrete example.")
    slowest, fastest = PACE_RANGE
    if metrics.words_per_minute is not None and not slowest <= metrics.words_per_minute <= fastest:
        speed = "too fast" if metrics.words_per_minute > fastest else "too slowly"
        notes.append(
            f"You spoke {speed} at {metrics.words_per_minute:.0f} words a minute; aim for {slowest}-{fastest}."
        )
    return notes
