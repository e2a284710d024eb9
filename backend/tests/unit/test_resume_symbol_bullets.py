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


def test_a_letter_with_a_control_code_after_it_opening_items_is_a_bullet() -> None:
    """'x\\x03': a symbol font's glyph extracted as the letter at its code point, with a code no font draws."""
    text = "Projects\nx\x03 Mapped the drainage of two farms\nx\x03 Logged soil samples\nx\x03 Drew the site plans\n"
    assert [line.display for line in lines_from_text(text)][1:] == [
        "• Mapped the drainage of two farms",
        "• Logged soil samples",
        "• Drew the site plans",
    ]
    assert clean_text("Size: 4 x\x03 6 m, once") == "Size: 4 x  6 m, once"
    assert clean_text("Size: 4 x 6 m; 2 x 3 m; 5 x 5 m") == "Size: 4 x 6 m; 2 x 3 m; 5 x 5 m"


def test_a_bullet_left_alone_between_runs_of_spaces_opens_the_item_after_it() -> None:
    """A text whose line breaks became runs of spaces: the marker and its item are one line again."""
    items = ["Mapped the drainage of two farms", "Logged soil samples for the county lab", "Drew the site plans"]
    flattened = "Field Assistant  Hollis Surveys  May 2019 — Aug 2021  " + "  ".join(f"•  {item}" for item in items)
    lines = [line.display for line in lines_from_text(f"{flattened}  {flattened}")]
    assert [f"• {item}" for item in items] == lines[3:6]


def test_a_marker_between_two_short_parts_of_a_line_separates_them() -> None:
    flattened = "  ".join(["Hollis Surveys", "Continued...", "12 Elm Road", "▪", "Leeds LS1 4AB", "Dana Whitfield"] * 3)
    lines = [line.display for line in lines_from_text(flattened + "  " + "x" * 200)]
    assert lines[2:4] == ["12 Elm Road", "Leeds LS1 4AB"]
