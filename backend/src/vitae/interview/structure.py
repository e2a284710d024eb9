"""How an answer is built: the STAR elements of a story (by cue phrases and past tense) and, for know-how questions,
the parts of a good explanation (steps, reasons, an example, trade-offs)."""

import re
from dataclasses import dataclass

from vitae.ats.taxonomy import default_taxonomy
from vitae.interview.lexicon import ACTION_CUES, RESULT_CUES, SITUATION_CUES, TASK_CUES
from vitae.interview.models import StarElement
from vitae.interview.text import TextProfile

_CUES = (
    (StarElement.SITUATION, SITUATION_CUES),
    (StarElement.TASK, TASK_CUES),
    (StarElement.ACTION, ACTION_CUES),
    (StarElement.RESULT, RESULT_CUES),
)
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


def _first_position(pattern: re.Pattern[str], text: str) -> int | None:
    match = pattern.search(text)
    return match.start() if match else None


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


def structure_signals(profile: TextProfile) -> StructureSignals:
    text = profile.lower
    positions = {element: _first_position(pattern, text) for element, pattern in _CUES}
    elements = [element for element, position in positions.items() if position is not None]
    setting = [positions[element] for element in (StarElement.SITUATION, StarElement.TASK)]
    opening = min((position for position in setting if position is not None), default=None)
    action = positions[StarElement.ACTION]
    result = positions[StarElement.RESULT]
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
