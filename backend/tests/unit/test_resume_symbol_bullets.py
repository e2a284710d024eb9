"""A bullet a symbol font drew, extracted as a letter of another script, is read as a bullet."""

from vitae.resume.parser import parse_resume_text
from vitae.resume.text_lines import clean_text, lines_from_text


def test_a_letter_of_a_script_the_text_writes_no_word_in_opening_items_is_a_bullet() -> None:
    text = "KEY SKILLS\nႹ Crane Operation\nႹ Rigging Plans\nႹ Load Charts\n"
    assert [line.display for line in lines_from_text(text)][1:] == [
        "• Crane Operation",
        "• Rigging Plans",
        "• Load Charts",
    ]


def test_the_items_of_a_skills_list_so_drawn_are_skills_without_the_mark() -> None:
    resume = parse_resume_text(
        "Noor Haddad\nnoor@example.com\n\nSkills\nႹ Crane Operation\nႹ Rigging Plans\nႹ Load Charts\n"
    )
    assert [skill for group in resume.skills for skill in group.skills] == [
        "Crane Operation",
        "Rigging Plans",
        "Load Charts",
    ]


def test_letters_of_a_script_the_text_is_written_in_stay_letters() -> None:
    assert clean_text("Menu: à la carte; à Paris; à Lyon; à Nice") == "Menu: à la carte; à Paris; à Lyon; à Nice"
    russian = "Опыт: я инженер, я тестирую, я пишу код"
    assert clean_text(russian) == russian
    assert clean_text("Ⴙ once, not a list") == "Ⴙ once, not a list"
