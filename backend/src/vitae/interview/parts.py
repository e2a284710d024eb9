"""The parts of an answer, sentence by sentence: the situation, the task, what the candidate did (action), the result,
and the numbers that size it. Each part keeps the sentences that hold it, verbatim, so that follow-ups and coaching
can quote them and a stronger version can be put together from them in STAR order.

Cue phrases find the situation, the task and the result; the action is a clause whose subject is the speaker ('I',
'we') and whose verb is a deed, not a state or a thought (read with the English pipeline).

A part is found when the answer tells it as something that happened: a situation or an action in the past tense. The
same cue in a sentence about what the speaker usually does or would do ('when I'm given a project', 'I work well with
others', 'I would be able to lead') only hints at the part: it is not credited, and a follow-up does not ask for it
either, since the candidate may well feel they gave it."""

import re
from dataclasses import dataclass, field

from vitae.ats.taxonomy import default_taxonomy
from vitae.interview.lexicon import (
    DEED_CUES,
    EFFORT_CUES,
    LESSON_CUES,
    NUMBER_WORDS,
    OUTCOME_CUES,
    OUTCOME_EXAMPLES,
    SITUATION_CUES,
    STATE_VERBS,
    TASK_CUES,
)
from vitae.interview.text import sentences_of
from vitae.language import default_encoder, default_english

PART_NAMES = ("situation", "task", "action", "result", "number")
_STAR = PART_NAMES[:4]
_DIGITS = re.compile(r"(?<![\w.])(?:[$€£])?\d[\d,.]*(?:\s?%|\s?k\b)?")
_NOT_A_QUANTITY = re.compile(r"\b(?:course|class|room|building|grade|level|version|number|no\.?|day|page)\s+$", re.I)
_SPEAKER = frozenset({"i", "we"})
_PAST_OR_PRESENT = frozenset({"VBD", "VBP", "VBZ"})
# Cosine similarity to a way outcomes are told from which a sentence hints at a result (chosen on the first 160
# labelled answers: about half the answers it hints for do tell a result the cues missed).
OUTCOME_HINT_SIMILARITY = 0.45


@dataclass(frozen=True)
class AnswerParts:
    sentences: dict[str, list[str]] = field(default_factory=dict)  # part -> the answer's sentences holding it
    numbers: list[str] = field(default_factory=list)  # quantities as the candidate said them
    hinted: frozenset[str] = frozenset()  # parts only hinted at: neither credited nor asked for

    @property
    def present(self) -> set[str]:
        found = {part for part in _STAR if self.sentences.get(part)}
        return found | ({"number"} if self.numbers else set())

    def missing(self) -> list[str]:
        """The parts the answer shows no sign of: what a follow-up may ask for."""
        return [part for part in PART_NAMES if part not in self.present and part not in self.hinted]

    def first(self, part: str) -> str | None:
        held = self.sentences.get(part) or []
        return held[0] if held else None


def quantities(text: str) -> list[str]:
    """Numbers that count or measure something ('14 greenhouses', 'forty percent'), not names ('course 6')."""
    found = [
        match.group().strip()
        for match in _DIGITS.finditer(text)
        if not _NOT_A_QUANTITY.search(text[: match.start()]) and not re.fullmatch(r"(?:19|20)\d\d", match.group())
    ]
    found += [word for word in re.findall(r"[a-z]+", text.lower()) if word in NUMBER_WORDS]
    return found


def _tells_the_past(sentence_doc: object) -> bool:
    """A verb in the simple past ('we had', 'I was'), but not 'would' + verb nor only 'grew up': the sentence tells of
    something that happened."""
    return any(
        token.tag_ == "VBD" and token.lower_ not in ("would", "could") and not _is_phrase(token, "up")
        for token in sentence_doc  # type: ignore[attr-defined]
    )


def _is_phrase(verb: object, particle: str) -> bool:
    return any(child.dep_ == "prt" and child.lower_ == particle for child in verb.children)  # type: ignore[attr-defined]


def _deed(sentence_doc: object) -> str | None:
    """'told' for a clause whose subject is the speaker and whose verb is something done, told as past; 'hinted' for
    one told as habit or plan ('I work with...', 'I would start by...'); None for states and thoughts."""
    taxonomy = default_taxonomy()
    found: str | None = None
    for token in sentence_doc:  # type: ignore[attr-defined]
        if token.dep_ not in ("nsubj", "nsubjpass") or token.lower_ not in _SPEAKER:
            continue
        verb = token.head
        if verb.pos_ != "VERB" or verb.lemma_.lower() in STATE_VERBS:
            continue
        # 'I decided to split the work': the deed is the verb of the clause it governs.
        governed = [child for child in verb.children if child.dep_ == "xcomp" and child.pos_ in ("VERB", "AUX")]
        if verb.tag_ == "VBD":
            if verb.lower_ == "used" and governed:  # 'I used to tutor': a habit of the past, not one deed
                found = "hinted"
                continue
            return "told"
        acts = taxonomy.is_action_verb(verb.lemma_.lower()) or any(
            taxonomy.is_action_verb(child.lemma_.lower()) for child in governed
        )
        habitual = verb.tag_ in _PAST_OR_PRESENT
        planned = verb.tag_ == "VB" and any(child.tag_ == "MD" for child in verb.children)
        if acts and (habitual or planned):
            found = "hinted"
    return found


def _sounds_like_an_outcome(sentences: list[str]) -> bool:
    encoder = default_encoder()
    similarities = encoder.encode(sentences) @ encoder.encode(list(OUTCOME_EXAMPLES)).T
    return float(similarities.max()) >= OUTCOME_HINT_SIMILARITY


def answer_parts(answer: str) -> AnswerParts:
    sentences = sentences_of(answer)
    if not sentences:
        return AnswerParts()
    documents = default_english().pipe(sentences)
    held: dict[str, list[str]] = {part: [] for part in _STAR}
    hinted: set[str] = set()
    for sentence, document in zip(sentences, documents, strict=True):
        lower = sentence.lower()
        past = _tells_the_past(document)
        if SITUATION_CUES.search(lower):
            (held["situation"].append(sentence) if past else hinted.add("situation"))
        if TASK_CUES.search(lower):
            held["task"].append(sentence)
        deed = "told" if DEED_CUES.search(lower) else _deed(document)
        if deed == "told":
            held["action"].append(sentence)
        elif deed == "hinted" or EFFORT_CUES.search(lower):
            hinted.add("action")
        if OUTCOME_CUES.search(lower):
            held["result"].append(sentence)
        elif LESSON_CUES.search(lower):
            hinted.add("result")
    if not held["result"] and _sounds_like_an_outcome(sentences):
        hinted.add("result")
    return AnswerParts(
        sentences={part: found for part, found in held.items() if found},
        numbers=quantities(answer),
        hinted=frozenset(hinted - {part for part, found in held.items() if found}),
    )
