"""An entry's bullets put in a new order trade places in the resume's own lines, each keeping its edits, so a
section kept as written is tailored like any other. Invented text."""

from vitae.writer.layout import in_original_layout
from vitae.writer.models import Improvement, ImprovementKind, TextEdit

SOURCE = """EXPERIENCE
Warehouse Lead, Northgate Supply  2019 - 2023
• Trained six new pickers on the scanners
• Cut late shipments by a third with a new
  loading plan for the night shift
• Kept stock records in MySQL for the depot
EDUCATION
Diploma in Logistics
"""
BULLETS = [
    "Trained six new pickers on the scanners",
    "Cut late shipments by a third with a new loading plan for the night shift",
    "Kept stock records in MySQL for the depot",
]


def order(moved: list[int], bullets: list[str] = BULLETS) -> Improvement:
    return Improvement(
        id="work.0.bullets:bullet_order",
        section="Experience",
        location="Experience › Warehouse Lead, Northgate Supply › bullets",
        kind=ImprovementKind.BULLET_ORDER,
        before="\n".join(bullets),
        after="\n".join(bullets[index] for index in moved),
        reason="The bullets that show what the posting asks for come first.",
        target="work.0.bullets",
        order=moved,
    )


def naming() -> Improvement:
    bullet = BULLETS[2]
    end = bullet.index("MySQL") + len("MySQL")
    return Improvement(
        id="work.0.bullets.2:bullet_wording:named",
        section="Experience",
        location="Experience › Warehouse Lead, Northgate Supply › bullet 3",
        kind=ImprovementKind.BULLET_WORDING,
        before=bullet,
        after=bullet[:end] + " (SQL)" + bullet[end:],
        reason="This bullet shows SQL as MySQL.",
        target="work.0.bullets.2",
        edit=TextEdit(start=end, end=end, text=" (SQL)"),
    )


def test_bullets_trade_places_as_written_with_their_edits() -> None:
    text, applied = in_original_layout(SOURCE, [order([2, 0, 1]), naming()])
    assert {item.kind for item in applied} == {ImprovementKind.BULLET_ORDER, ImprovementKind.BULLET_WORDING}
    assert text == (
        "EXPERIENCE\n"
        "Warehouse Lead, Northgate Supply  2019 - 2023\n"
        "• Kept stock records in MySQL (SQL) for the depot\n"
        "• Trained six new pickers on the scanners\n"
        "• Cut late shipments by a third with a new\n"
        "  loading plan for the night shift\n"
        "EDUCATION\n"
        "Diploma in Logistics\n"
    )


def test_an_order_is_left_out_when_a_bullet_is_not_written_in_one_run() -> None:
    bullets = [*BULLETS[:2], "Kept stock records in Oracle for the depot"]
    text, applied = in_original_layout(SOURCE, [order([2, 0, 1], bullets)])
    assert applied == [] and text == SOURCE
