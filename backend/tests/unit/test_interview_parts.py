"""The parts of an answer on invented text: a situation and an action are found when told as something that happened;
told as habit or plan they are only hinted at, neither credited nor asked for."""

import pytest

from vitae.interview.parts import answer_parts

TOLD = (
    "Last spring our warehouse kept running out of packing tape during the holiday rush. "
    "I set up a weekly stock count and ordered from a second supplier. "
    "As a result we never ran out again."
)
HABIT = (
    "When I'm given a project I like to plan it carefully. "
    "I work well with others and I would be able to lead a team if needed."
)


def test_a_story_told_in_the_past_holds_its_parts() -> None:
    parts = answer_parts(TOLD)
    assert {"situation", "action", "result"} <= parts.present
    assert parts.first("action") == "I set up a weekly stock count and ordered from a second supplier."
    assert "situation" not in parts.missing() and "action" not in parts.missing()


def test_habits_and_plans_only_hint_at_a_situation_and_an_action() -> None:
    parts = answer_parts(HABIT)
    assert not {"situation", "action"} & parts.present  # not credited
    assert {"situation", "action"} <= parts.hinted
    assert "situation" not in parts.missing() and "action" not in parts.missing()  # nor asked for
    assert "result" in parts.missing()


def test_growing_up_somewhere_is_no_result() -> None:
    assert "result" not in answer_parts("I grew up on a farm and moved to the city for college.").present


def test_an_effort_under_way_is_not_asked_for_as_a_missing_action() -> None:
    answer = (
        "My weakness is that I leave things until the last minute. "
        "What I'm trying to do now is keep a list and set my own small deadlines."
    )
    parts = answer_parts(answer)
    assert "action" not in parts.present and "action" in parts.hinted


def test_an_outcome_told_without_a_cue_word_is_hinted_at() -> None:
    story = (
        "Two people in our study group never came to the meetings. "
        "I asked them what was going on and split the work differently. "
        "Everyone was much happier after that."
    )
    parts = answer_parts(story)
    assert "result" not in parts.missing()
    assert "result" in answer_parts("I asked them what was going on and split the work differently.").missing()


def test_a_lesson_hints_at_a_result_without_telling_one() -> None:
    parts = answer_parts("We split the shifts again last spring. It taught me to ask the team before I plan.")
    assert "result" not in parts.present
    assert "result" in parts.hinted


def test_ending_up_doing_something_is_an_action_not_an_outcome() -> None:
    parts = answer_parts("The van broke down on the route. We ended up having to carry the boxes ourselves.")
    assert "result" not in parts.present


def test_a_habit_of_the_past_hints_at_an_action() -> None:
    parts = answer_parts("I used to coach the junior swim squad on Saturdays.")
    assert "action" not in parts.present
    assert "action" in parts.hinted


@pytest.mark.parametrize(
    "outcome",
    [
        "By the end of the season, nine of the twelve players had their coaching badge.",
        "Orders reached 40 a week, up from 25 before the change.",
        "We passed the fire inspection on the first visit.",
        "The crew finished the roof two days ahead of the forecast rain.",
        "Every ward met its hand-hygiene target that month.",
    ],
)
def test_where_things_stood_when_it_was_over_is_a_result(outcome: str) -> None:
    assert "result" in answer_parts(outcome).present


def test_a_deadline_at_the_end_of_a_period_is_no_result() -> None:
    assert "result" not in answer_parts("The order form was due at the end of the week.").present


def test_adding_something_is_a_deed() -> None:
    parts = answer_parts("I added a cache in front of the database and moved the emails to a queue.")
    assert "action" in parts.present
