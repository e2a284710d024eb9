"""What the builder's assistant can answer, found by meaning: its own tasks (write a bio, format the phone number,
describe experience) and the sections of Vitae's resume guide (GPA, gaps, dates, length, ATS, ...).

Both live as Markdown beside this module (`data/assistant-tasks.md`, `data/resume-guide.md`): a topic is a `## Title
{#id}` heading, the ways people ask for it on `Asked:` lines, an optional `Offers:` line naming a button the answer
carries, and the advice as the remaining text. A question goes to the topic whose title, `Asked:` line or advice
sentence is nearest in sentence-embedding space (the advice holds words a question may use), or to none when even the
nearest is too far: then the assistant says it has no advice on that rather than answer beside the point.
"""

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

import numpy as np

from vitae.language import SentenceEncoder, default_encoder

# The least cosine similarity between a question and a topic's title, asked line or advice sentence for the topic to
# answer it. Chosen on the tuning half of evals/data/assistant-questions.tsv; evals/assistant_guide.py reports both
# halves.
MATCH_THRESHOLD = 0.33
# How many of the guide's sections a model is given as the context of one question: the nearest, and those close
# behind it that may hold the rest of the answer (a question on a first resume may touch internships and projects).
GUIDE_CONTEXT_SECTIONS = 3

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_HEADING = re.compile(r"^##\s+(?P<title>.+?)\s+\{#(?P<id>[a-z0-9-]+)\}\s*$")


@dataclass(frozen=True)
class Topic:
    id: str
    title: str
    asked: tuple[str, ...]
    advice: str = ""  # empty for a task: the assistant does it rather than tells it
    offers: str | None = None  # a follow-up button, e.g. 'Tweak My Resume'


@dataclass(frozen=True)
class TopicMatch:
    topic: Topic
    similarity: float


def read_topics(markdown: str) -> list[Topic]:
    """The topics of one guide file, in file order (text before the first topic heading is its preface)."""
    topics: list[Topic] = []
    heading: re.Match[str] | None = None
    body: list[str] = []

    def close() -> None:
        if heading is None:
            return
        asked = tuple(line.removeprefix("Asked:").strip() for line in body if line.startswith("Asked:"))
        offers = next((line.removeprefix("Offers:").strip() for line in body if line.startswith("Offers:")), None)
        advice = " ".join(line for line in body if line and not line.startswith(("Asked:", "Offers:")))
        topics.append(Topic(heading["id"], heading["title"], asked, advice, offers))

    for raw in markdown.splitlines():
        line = raw.strip()
        match = _HEADING.match(line)
        if match:
            close()
            heading, body = match, []
        elif heading is not None:
            body.append(line)
    close()
    return topics


class TopicIndex:
    """Topics with the vectors of their titles, asked lines and advice sentences, computed once."""

    def __init__(self, topics: Sequence[Topic], encoder: SentenceEncoder) -> None:
        ids = [topic.id for topic in topics]
        duplicates = {topic_id for topic_id in ids if ids.count(topic_id) > 1}
        if duplicates:
            raise ValueError(f"topic ids used twice: {sorted(duplicates)}")
        self.topics = tuple(topics)
        keys = [(position, text) for position, topic in enumerate(topics) for text in _keys(topic)]
        self._owners = np.array([position for position, _ in keys])
        self._vectors = encoder.encode([text for _, text in keys])
        self._encoder = encoder

    def ranked(self, question: str) -> list[TopicMatch]:
        """Every topic with its similarity to the question (its nearest key's), nearest first."""
        similarities = self._vectors @ self._encoder.encode([question])[0]
        best = np.full(len(self.topics), -1.0)
        np.maximum.at(best, self._owners, similarities)
        order = np.argsort(-best, kind="stable")
        return [TopicMatch(self.topics[position], float(best[position])) for position in order]

    def find(self, question: str, threshold: float = MATCH_THRESHOLD) -> TopicMatch | None:
        nearest = self.ranked(question)[0]
        return nearest if nearest.similarity >= threshold else None


def _keys(topic: Topic) -> list[str]:
    return [topic.title, *topic.asked, *(sentence for sentence in _SENTENCE_END.split(topic.advice) if sentence)]


def _data(name: str) -> str:
    return resources.files("vitae.writer").joinpath("data", name).read_text(encoding="utf-8")


@cache
def assistant_tasks() -> tuple[Topic, ...]:
    return tuple(read_topics(_data("assistant-tasks.md")))


@cache
def resume_guide() -> tuple[Topic, ...]:
    return tuple(read_topics(_data("resume-guide.md")))


def guide_sections(question: str, topics: TopicIndex | None = None, limit: int = GUIDE_CONTEXT_SECTIONS) -> list[Topic]:
    """The resume guide's sections near enough to the question to answer it, nearest first (the assistant's own
    tasks left out): the context a model answers from."""
    guide_ids = {topic.id for topic in resume_guide()}
    ranked = (topics or default_topics()).ranked(question)
    near = [match.topic for match in ranked if match.topic.id in guide_ids and match.similarity >= MATCH_THRESHOLD]
    return near[:limit]


@cache
def default_topics() -> TopicIndex:
    """The assistant's tasks and the resume guide with the shipped encoder, built on first use and then shared."""
    return TopicIndex([*assistant_tasks(), *resume_guide()], default_encoder())
