"""Does the answer answer this question? Judged by meaning (sentence embeddings of the question and the answer) and by
a rubric for the question's kind: a know-how question expects its key terms, and a correct contrast when it asks for
a difference; a story question expects a situation, an action and a result that speak to its competency.

Meaning is read two ways. In absolute terms, how close the answer sits to what was asked; and relative to the other
questions of the bank, since a canned story is somewhat close to every question but closest to none in particular."""

import re
from collections import Counter
from dataclasses import dataclass
from functools import cache

import numpy as np

from vitae.ats.text import stem
from vitae.interview.bank import question_bank
from vitae.interview.lexicon import CONTRAST_CUES, CONTRAST_QUESTION, INTENT_TOPICS, INTENT_WORDS
from vitae.interview.models import PlannedQuestion, QuestionKind
from vitae.interview.text import TextProfile, sentences_of, topic_stems
from vitae.language import default_encoder, default_english

# Cosine similarity of MiniLM vectors: unrelated text sits near 0.05, a fitting answer from about 0.35 up.
UNRELATED_SIMILARITY = 0.05
FITTING_SIMILARITY = 0.38
# Below this share of meaning, the answer is about something else, and the feedback says what.
OFF_TOPIC = 0.35
# A reply that gives the part a follow-up asked for fits it, though too short to match the first question in meaning.
FITTING_FOLLOW_UP = 0.7
MAX_SENTENCES = 40  # a longer answer is judged by its opening
_FRAME = re.compile(
    r"^(?:(?:so|now|okay|ok),?\s+)?(?:tell me about|describe|walk me through|give me an example of|share|talk about)"
    r"\s+(?:a time|an example|a situation|a moment|a piece of|a project|one)?\s*(?:when|where|that|in which)?\s*"
    r"(?:you\b)?\s*",
    re.IGNORECASE,
)
_PRONOUNS = frozenset(
    {"i", "you", "we", "it", "they", "he", "she", "me", "us", "them", "that", "this", "what", "which"}
)


@dataclass(frozen=True)
class Relevance:
    score: float  # 0..1
    meaning: float  # 0..1: how closely the answer's content matches the question's
    rubric: float  # 0..1: the parts a good answer of this kind holds
    asked: str  # what the question is about, in its own words
    answered: list[str]  # what the answer is about: verbatim phrases of the answer

    @property
    def off_topic(self) -> bool:
        return self.meaning < OFF_TOPIC


def question_core(question: str) -> str:
    """The question without its frame: 'Tell me about a time you led a team' -> 'led a team'; a question that is
    nearly all frame ('Tell me about yourself') stays whole."""
    core = _FRAME.sub("", question.strip())
    return core if len(core.split()) >= 3 else question.strip()


def _meant(question: PlannedQuestion) -> str:
    """What a fitting answer talks about: the question's core (a follow-up's: the question it follows up), or for an
    opener, what an introduction covers."""
    return INTENT_TOPICS.get(question.intent) or question_core(question.follows or question.text)


@cache
def _bank_vectors() -> np.ndarray:
    cores = sorted({question_core(item.text) for family in question_bank().values() for item in family.questions})
    return default_encoder().encode(cores)


def _ramp(value: float, start: float, full: float) -> float:
    return max(0.0, min(1.0, (value - start) / (full - start)))


def _meaning(question: PlannedQuestion, answer: str) -> float:
    encoder = default_encoder()
    # Sentence by sentence: the model reads 256 tokens at most, and short texts batch without padding. The answer's
    # own vector is the mean of its sentences'.
    sentences = sentences_of(answer)[:MAX_SENTENCES] or [answer]
    vectors = encoder.encode([_meant(question), *sentences])
    question_vector, sentence_vectors = vectors[0], vectors[1:]
    mean = sentence_vectors.mean(axis=0)
    answer_vector = mean / max(float(np.linalg.norm(mean)), 1e-9)
    whole = float(answer_vector @ question_vector)
    best = sorted((sentence_vectors @ question_vector).tolist(), reverse=True)[:2]
    similarity = max(whole, float(np.mean(best)))
    absolute = _ramp(similarity, UNRELATED_SIMILARITY, FITTING_SIMILARITY)
    # The share of other interview questions this answer fits less well than the one asked.
    others = _bank_vectors() @ answer_vector
    standing = float(np.mean(others < whole))
    return 0.65 * absolute + 0.35 * standing * _ramp(similarity, 0.0, 0.2)


def _term_share(question: PlannedQuestion, profile: TextProfile) -> float:
    terms = {stem(word.lower()) for word in [*question.keywords, *question.focus]} or topic_stems(question.text)
    if not terms:
        return 0.5
    return min(1.0, len(terms & profile.distinct_content) / min(3, len(terms)))


def _competency_share(question: PlannedQuestion, profile: TextProfile) -> float:
    words = {stem(word) for word in INTENT_WORDS.get(question.intent, INTENT_WORDS["general"])}
    return min(1.0, len(words & profile.distinct_content) / 3)


def _rubric(question: PlannedQuestion, profile: TextProfile, present: set[str]) -> float:
    if question.asks_for:
        # A follow-up asked for one part: the reply that gives it answers it, however short.
        return 1.0 if question.asks_for in present or question.asks_for == "more" else 0.3
    if question.kind is QuestionKind.TECHNICAL:
        terms = _term_share(question, profile)
        if CONTRAST_QUESTION.search(question.text.lower()):
            return 0.6 * terms + 0.4 * bool(CONTRAST_CUES.search(profile.lower))
        return terms
    setting = "situation" in present or "task" in present
    story = (setting + ("action" in present) + ("result" in present)) / 3
    return 0.5 * story + 0.5 * _competency_share(question, profile)


def answer_topics(answer: str, limit: int = 2) -> list[str]:
    """The answer's most talked-about noun phrases, as the candidate said them."""
    document = default_english()(answer[:3000])
    counts: Counter[str] = Counter()
    spelling: dict[str, str] = {}
    for chunk in document.noun_chunks:
        if chunk.root.lower_ in _PRONOUNS or chunk.root.is_stop:
            continue
        key = chunk.root.lemma_.lower()
        counts[key] += 1
        spelling.setdefault(key, chunk.text)
    return [spelling[key] for key, _ in counts.most_common(limit)]


def judge_relevance(question: PlannedQuestion, answer: str, profile: TextProfile, present: set[str]) -> Relevance:
    """`present`: the parts the answer holds ('situation', 'action', 'number', ...)."""
    if not profile.words:
        return Relevance(0.0, 0.0, 0.0, question_core(question.follows or question.text), [])
    meaning = _meaning(question, answer)
    rubric = _rubric(question, profile, present)
    if question.asks_for and question.asks_for in present:
        meaning = max(meaning, FITTING_FOLLOW_UP)
    # Multiplied, not added: STAR parts or the right vocabulary cannot rescue an answer to another question.
    score = meaning * (0.55 + 0.45 * rubric)
    answered = answer_topics(answer) if meaning < OFF_TOPIC else []
    return Relevance(score, meaning, rubric, question_core(question.follows or question.text), answered)
