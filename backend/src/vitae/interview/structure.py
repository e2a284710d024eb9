"""How an answer is built: the STAR elements of a story (from its parts, in the order told) and, for know-how questions,
the parts of a good explanation (steps, reasons, an example, trade-offs)."""

import re
from dataclasses import dataclass

from vitae.ats.taxonomy import default_taxonomy
from vitae.interview.models import StarElement
from vitae.interview.parts import AnswerParts
from vitae.interview.text import TextProfile

_STEPS = re.compile(
    r"\b(?:first(?:ly)?|second(?:ly)?|then|next|after that|finally|lastly|step|start(?:ing)? by|begin)\b"
)
_REASONS = re.compile(r"\b(?:because|so that|therefore|which means|that means|since|the reason|in order to|due to)\b")
_EXAMPLE = re.compile(
    r"\b(?:for example|for instance|such as|e\.g\.|in my (?:last|previous|current)? ?(?:project|role|job|team)|"
    r"at my (?:last|previous|current)|we used|i used|i have used|i've used|when i)\b"
)
_TRADE_OFFS = re.compile(
    r"\b(?:trade-?offs?|however|on the other hand|depends|the downside|the cost|pros? and cons?|whereas|but|"
    r"instead of|rather than|compared to|alternatively|the risk)\b"
)
_PAST_AUXILIARY = frozenset({"was", "were", "had", "did", "went", "made", "took", "got", "said", "told", "came"})


@dataclass(frozen=True)
class StructureSignals:
    elements: list[StarElement]
    in_order: bool  # situation or task before action before result, as a story is told
    past_tense_share: float  # of the answer's verbs-like words, how many are past forms
    steps: bool
    reasons: bool
    example: bool
    trade_offs: bool


def _past_tense_share(profile: TextProfile) -> float:
    taxonomy = default_taxonomy()
    past = 0
    verbs = 0
    for word in profile.words:
        if word in _PAST_AUXILIARY or word in taxonomy.irregular_past or (word.endswith("ed") and len(word) > 4):
            past += 1
            verbs += 1
        elif word in {"is", "are", "am", "do", "does", "have", "has", "will", "would", "can"}:
            verbs += 1
    return past / verbs if verbs else 0.0


def structure_signals(profile: TextProfile, parts: AnswerParts) -> StructureSignals:
    text = profile.lower
    present = parts.present
    elements = [element for element in StarElement if element.value in present]

    def position(part: str) -> int | None:
        sentence = parts.first(part)
        return text.find(sentence.lower()) if sentence else None

    setting = [position(part) for part in ("situation", "task")]
    opening = min((found for found in setting if found is not None), default=None)
    action = position("action")
    result = position("result")
    in_order = opening is not None and action is not None and result is not None and opening <= action <= result
    return StructureSignals(
        elements=elements,
        in_order=in_order,
        past_tense_share=_past_tense_share(profile),
        steps=bool(_STEPS.search(text)),
        reasons=bool(_REASONS.search(text)),
        example=bool(_EXAMPLE.search(text)),
        trade_offs=bool(_TRADE_OFFS.search(text)),
    )
