"""Length and pace: past about 300 words more words add nothing and are named too long; under 40 words, too short;
a pace outside 120-170 words a minute is named with its figure. Non-answers stay at the bottom."""

from tests.unit.interview_fixtures import LEADERSHIP, STRONG_STAR, WEAK_CANDIDATES
from vitae.interview import evaluate_answer
from vitae.interview.models import PlannedQuestion, QuestionKind, QuestionSource
from vitae.interview.observations import improvements, observe

CORE_DETAIL = (
    " Before the change, each release needed a two-hour meeting where five people read the test report line by "
    "line. I replaced it with a dashboard that showed failed suites in red and linked each failure to its owner. "
    "The owners fixed their failures before the release window instead of during it. I also wrote a one-page guide "
    "for new engineers so that they could run the pipeline on their own branch and see the same results. "
    "When the first canary release caught a broken payment form before any customer saw it, the product manager "
    "asked other teams to copy the setup. Looking back, I would involve the support team earlier, because they "
    "knew which failures customers noticed first and could have told us where to put the canary checks. "
    "I would also measure the time from a failed test to its fix, since that figure shows whether the dashboard "
    "keeps helping."
)
PADDING = (
    " There were also many other small things going on at the time, and a lot of meetings happened every week, "
    "and people talked about various topics that came up, and the office moved floors, and we had lunch together "
    "and discussed all sorts of general matters that were on our minds during that period of the year."
)


def _words(text: str) -> int:
    return len(text.split())


def test_padding_to_a_thousand_words_scores_no_higher_than_the_core() -> None:
    core = STRONG_STAR + CORE_DETAIL
    padded = core
    while _words(padded) < 1000:
        padded += PADDING
    assert 230 <= _words(core) <= 270 and _words(padded) >= 1000
    core_score = evaluate_answer(LEADERSHIP, core, spoken_seconds=_words(core) / 2.5).scores.overall
    padded_evaluation = evaluate_answer(LEADERSHIP, padded, spoken_seconds=_words(padded) / 2.5)
    assert padded_evaluation.scores.overall <= core_score
    assert "Too long: lead with the answer" in observe(LEADERSHIP, padded, padded_evaluation)


def test_short_answers_are_named_too_short() -> None:
    answer = "I led the team and we shipped the release on time, which everyone liked."
    assert "Too short" in observe(LEADERSHIP, answer, evaluate_answer(LEADERSHIP, answer))


def test_pace_outside_the_comfortable_range_is_named_with_its_figure() -> None:
    words = evaluate_answer(LEADERSHIP, STRONG_STAR).metrics.words
    fast = evaluate_answer(LEADERSHIP, STRONG_STAR, spoken_seconds=20.0)
    comfortable = evaluate_answer(LEADERSHIP, STRONG_STAR, spoken_seconds=words / (150 / 60))
    assert f"too fast at {words * 3} words a minute; aim for 120-170" in observe(LEADERSHIP, STRONG_STAR, fast)
    assert "words a minute" not in observe(LEADERSHIP, STRONG_STAR, comfortable)
    assert fast.scores.overall < comfortable.scores.overall


def test_gibberish_and_one_word_answers_stay_at_the_bottom() -> None:
    fitting = [
        STRONG_STAR,
        "I led a small team to speed up our slow release process. I split the tests so they ran in parallel, "
        "and releases went from four hours to half an hour.",
        "Um, I guess I kind of helped, like, with some stuff, you know. It was fine I think.",
    ]
    floor = min(evaluate_answer(LEADERSHIP, answer).scores.overall for answer in fitting)
    for name in ("gibberish", "one word", "repeated", "empty"):
        assert evaluate_answer(LEADERSHIP, WEAK_CANDIDATES[name]).scores.overall < floor - 10, name


def test_every_part_of_the_overall_score_that_costs_is_named() -> None:
    """The overall score weighs saying enough, fluency and precise words: an answer short on each is told so."""
    plain = (
        "Um so we had a big job to do at the shop and uh it was hard. I did a lot of the work on it and I got it "
        "done in time, like, and the boss was glad. We all did well in the end and it was a good day for the team "
        "and for me and I was glad too."
    )
    evaluation = evaluate_answer(LEADERSHIP, plain)
    assert set(evaluation.overall_parts) == {"elaboration", "fluency", "vocabulary"}
    changes = " ".join(change for _, change in improvements(LEADERSHIP, evaluation, plain))
    assert f"Say more: {evaluation.metrics.words} words" in changes
    assert "filler words" in changes
    assert "Name things precisely" in changes
    assert evaluation.scores.overall < evaluate_answer(LEADERSHIP, STRONG_STAR).scores.overall


def test_a_follow_up_is_judged_on_what_it_asked_not_on_the_words_it_quoted() -> None:
    follow_up = PlannedQuestion(
        text="You said \u201cWe rebuilt the rota for the night shift\u201d. What was the result?",
        kind=QuestionKind.BEHAVIORAL,
        source=QuestionSource.FOLLOW_UP,
        follows=LEADERSHIP.text,
    )
    reply = "My cat likes to sleep on the warm laptop keyboard every single afternoon in the sun."
    changes = " ".join(change for _, change in improvements(follow_up, evaluate_answer(follow_up, reply), reply))
    assert "rota" not in changes and "night" not in changes


def test_depth_asks_for_numbers_only_when_none_were_given() -> None:
    answer = "I helped with 3 things at the shop and it was fine and good."
    evaluation = evaluate_answer(LEADERSHIP, answer)
    changes = " ".join(change for _, change in improvements(LEADERSHIP, evaluation, answer))
    assert "Show more depth" in changes and "numbers" not in changes
