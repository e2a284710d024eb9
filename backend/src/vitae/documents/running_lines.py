"""Running headers and footers (page numbers, "Name - 1/2" repeated on each page) are layout, not resume content.

A margin row goes only when every segment in it is running: the first row of a page that happens to repeat a
place ("Seoul") beside a new entry stays."""

import re
from collections import Counter
from dataclasses import dataclass, replace

from vitae.documents.pdf_segments import TextSegment
from vitae.documents.reading_order import group_rows

# Share of the page height at the top and at the bottom where running lines live.
_MARGIN_SHARE = 0.08
_PAGE_NUMBER = re.compile(
    r"(?:.*[\s|·•–—-])?(?:page\s*)?\d{1,3}(?:\s*(?:/|of)\s*\d{1,3})?",
    re.IGNORECASE,
)
_DIGITS = re.compile(r"\d+")


@dataclass(frozen=True)
class PageSegments:
    number: int
    width: float
    height: float
    segments: tuple[TextSegment, ...]


def remove_running_lines(pages: list[PageSegments]) -> list[PageSegments]:
    """Drop margin rows made only of page numbers and of texts that repeat in the margins of most pages."""
    repeated = _repeated_margin_texts(pages)
    cleaned: list[PageSegments] = []
    for page in pages:
        running: set[TextSegment] = set()
        for row in group_rows(segment for segment in page.segments if _in_margin(segment, page)):
            if all(_is_page_number(segment.text) or _key(segment) in repeated for segment in row.segments):
                running.update(row.segments)
        cleaned.append(replace(page, segments=tuple(s for s in page.segments if s not in running)))
    return cleaned


def _repeated_margin_texts(pages: list[PageSegments]) -> set[str]:
    if len(pages) < 2:
        return set()
    seen_on: Counter[str] = Counter()
    for page in pages:
        seen_on.update({_key(segment) for segment in page.segments if _in_margin(segment, page)})
    return {
        key
        for key, pages_with_key in seen_on.items()
        if pages_with_key * 2 >= len(pages) and pages_with_key > 1 and key.strip("#")
    }


def _in_margin(segment: TextSegment, page: PageSegments) -> bool:
    margin = page.height * _MARGIN_SHARE
    return segment.bottom <= margin or segment.top >= page.height - margin


def _is_page_number(text: str) -> bool:
    return bool(_PAGE_NUMBER.fullmatch(text.strip()))


def _key(segment: TextSegment) -> str:
    return _DIGITS.sub("#", segment.text.strip().casefold())
