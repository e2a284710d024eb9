import pytest

from vitae.language import default_encoder
from vitae.writer.advice_guide import TopicIndex, assistant_tasks, read_topics, resume_guide
from vitae.writer.assistant import Intent, route

INVENTED_GUIDE = """# A guide

Preface text that belongs to no topic.

## Watering houseplants {#watering}
Asked: How often do I water a fern?
Offers: Plant Care
Water when the top of the soil is dry.
Never leave the pot standing in water.

## Repotting {#repotting}
Asked: When should a plant get a bigger pot?
Move it up one size in spring, when roots circle the pot.
"""


def test_a_guide_file_reads_into_topics_with_their_questions_and_advice() -> None:
    watering, repotting = read_topics(INVENTED_GUIDE)
    assert watering.id == "watering" and watering.title == "Watering houseplants"
    assert watering.asked == ("How often do I water a fern?",)
    assert watering.offers == "Plant Care"
    assert watering.advice == "Water when the top of the soil is dry. Never leave the pot standing in water."
    assert repotting.offers is None and repotting.advice.startswith("Move it up")


def test_an_invented_guide_is_searched_by_meaning() -> None:
    index = TopicIndex(read_topics(INVENTED_GUIDE), default_encoder())
    match = index.find("my fern's soil feels dry, does it need a drink?")
    assert match is not None and match.topic.id == "watering"
    assert index.find("what is the tax rate on dividends?") is None
    ranked = index.ranked("the roots are coming out of the bottom of the pot")
    assert [item.topic.id for item in ranked] == ["repotting", "watering"]
    assert ranked[0].similarity > ranked[1].similarity


def test_topic_ids_must_be_unique() -> None:
    with pytest.raises(ValueError, match="watering"):
        TopicIndex(read_topics(INVENTED_GUIDE) * 2, default_encoder())


def test_the_shipped_guide_is_whole() -> None:
    guide = resume_guide()
    assert 40 <= len(guide) <= 80
    for section in guide:
        assert section.asked, section.id
        assert 20 <= len(section.advice.split()) <= 120, section.id
    ids = [topic.id for topic in (*assistant_tasks(), *guide)]
    assert len(ids) == len(set(ids))
    assert {task.id for task in assistant_tasks()} == {"bio", "phone", "describe-experience"}


@pytest.mark.parametrize(
    ("question", "intent", "topic"),
    [
        ("how do I list my GPA?", Intent.GUIDE, "gpa"),
        ("is my grade point average worth showing to employers?", Intent.GUIDE, "gpa"),
        ("I took two years off to travel, how do I show that?", Intent.GUIDE, "employment-gaps"),
        ("Is a one page resume enough for a senior engineer?", Intent.GUIDE, "length"),
        ("can you turn my number into the international format", Intent.PHONE, "phone"),
        ("Write a professional bio", Intent.BIO, "bio"),
        ("How to describe my experience", Intent.DESCRIBE_EXPERIENCE, "describe-experience"),
    ],
)
def test_free_questions_route_by_meaning(question: str, intent: Intent, topic: str) -> None:
    routed = route(question, "")
    assert routed.intent is intent
    assert routed.topic is not None and routed.topic.id == topic


def test_off_topic_questions_route_to_help_and_enhance_needs_a_section() -> None:
    assert route("Who painted the Mona Lisa?", "").intent is Intent.HELP
    assert route("Enhance with AI", "skills").intent is Intent.ENHANCE_SECTION
    assert route("Enhance with AI", "").intent is not Intent.ENHANCE_SECTION
