"""Places: 'San Francisco, CA', 'Bengaluru, Karnataka', 'Istanbul, Türkiye', 'Remote'. A small gazetteer of regions
and large cities is enough to tell a location from a company or a job title in a resume line."""

import re
from collections.abc import Iterator

from vitae import lexicon
from vitae.resume.vocabulary import has_degree, is_institution, organization_score, title_score

_US_STATE_CODES = lexicon.words("places/us-state-codes")
_REGION_CODES = lexicon.words("places/region-codes")
_REGIONS = frozenset(name.lower() for name in lexicon.phrases("places/regions"))
_COUNTRIES = frozenset(name.lower() for name in lexicon.phrases("places/countries"))
_CITIES = frozenset(name.lower() for name in lexicon.phrases("places/cities"))
_REGIONS_AND_COUNTRIES = _REGIONS | _COUNTRIES
_COMMA_BEFORE_PLACE = re.compile(r"(?<=[A-Za-zÀ-ÿ.]),\s*(?=[A-Z])|(?<=[\w.]),\s*(?=\d{4,5}\s+[A-Z])")
# Up to three capitalised words before a comma, whole words only ('Leeds' of 'Leeds LS6 2AB', not 'AB').
_CITY_BEFORE = re.compile(r"(?<![\w'’.-])(?:[A-Z][A-Za-zÀ-ÿ'’.-]*(?:\s+|$)){1,3}$")
# A British postcode between the town and the comma ('Leeds LS6 2AB, UK').
_UK_POSTCODE_BEFORE = re.compile(r"\s+[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$")
# A European postcode before the town after the comma ('Hauptstraße 5, 10115 Berlin', '75011 Paris').
_POSTCODE_BEFORE_TOWN = re.compile(r"\d{4,5}\s+(?=[A-Z])")
_DIGIT = re.compile(r"\d")
_INNER_SEPARATOR = re.compile(r"\s[-–—|]\s|[|;]")
_WORD_CONTINUES = re.compile(r"\s+(?:of\s+)?[A-Z][a-z]")
_STATE_CODE = re.compile(r"[A-Z]{2}")
_ZIP_AFTER = re.compile(r"\s+\d{5,6}(?:-\d{4})?\b")
_INITIAL = re.compile(r"[A-Z]\.")
# A joining word of a name right before a town, in the languages institutions are named in ('University of Leeds',
# 'Universidad de Sevilla', 'Università degli Studi di Padova', 'Universidade Federal do Paraná').
_JOINED_BEFORE = re.compile(r"\s(?:of|and|for|de|del|di|da|do|das|dos|des|du|degli|della|van)\s+$")
# An institution's word right before a town, as German, Dutch and Swiss institutions are named: the town is part of
# the name ('Universität Leipzig', 'Hogeschool Utrecht', 'ETH Zürich', 'Federal Polytechnic Ilaro'). An English
# school's name does not so end ('Elementary School Birmingham, AL' is a school in Birmingham).
_INSTITUTION_BEFORE = re.compile(
    r"\b(?:universit(?:ät|aet|eit|é)|(?:fach)?hochschule|hogeschool|eth|roc|ku|polytechnic)\s+$", re.IGNORECASE
)
_ZIP_CODE = re.compile(r"\s+\d{5}(?:-\d{4})?$|\s+\d{6}$")
# A place is a few words: the text a comma's place is read from is this many characters on either side of it, so
# that a long line with many commas is not read again, whole, at each of them.
_PLACE_WINDOW = 300
# An address or contact line is short: a longer line is prose, and a place it names ('moved from Austin, TX to ...')
# is not where the person lives nor a sign that the line is an address.
ADDRESS_LINE_CHARACTERS = 300


def is_region(text: str) -> bool:
    cleaned = text.strip().strip(".,")
    return cleaned.upper() in _US_STATE_CODES or cleaned in _REGION_CODES or cleaned.lower() in _REGIONS_AND_COUNTRIES


def is_known_place(text: str) -> bool:
    """A single region, country or large city ('Karnataka', 'India', 'London', 'Remote')."""
    cleaned = _ZIP_CODE.sub("", text.strip().strip(".,;()"))
    lowered = cleaned.lower()
    return lowered in _CITIES or lowered in _COUNTRIES or lowered in _REGIONS or cleaned in _US_STATE_CODES


def is_location(text: str) -> bool:
    """Whether all of `text` names a place: 'Santa Clara, CA', 'Pilani, India', 'Mapo-gu, Seoul, Republic of Korea'."""
    cleaned = _ZIP_CODE.sub("", text.strip().strip(".;()|"))
    if not cleaned or len(cleaned) > 60 or _DIGIT.search(cleaned):
        return False
    if _INNER_SEPARATOR.search(cleaned):
        return False  # 'R-Systems - Sacramento, CA': a name and a place, not a place
    if is_known_place(cleaned):
        return True
    parts = [part.strip() for part in cleaned.split(",") if part.strip()]
    if len(parts) < 2 or len(parts) > 4:
        return False
    if not all(part[0].isupper() and len(part.split()) <= 4 for part in parts):
        return False
    if any("&" in part or any(_INITIAL.fullmatch(word) for word in part.split()) for part in parts[:-1]):
        return False  # 'Pruitt & Lindqvist, PA', 'Harold T. Brannigan, PA': a firm's or a person's name, then PA
    # A state code that spells a degree ('Boston, MA', 'Jackson, MS') ends a place; before it, a degree does not.
    named = parts[:-1] if parts[-1] in _US_STATE_CODES or parts[-1] in _REGION_CODES else parts
    if any(organization_score(part) >= 2 or title_score(part) > 0 for part in parts) or any(map(has_degree, named)):
        return False  # 'Acme Technologies, Austin, TX' or 'PhD, University of X, NY' hold more than a place
    if any(map(is_institution, parts[:-1])):
        return False  # 'Universidad de Sevilla, Madrid': a school and its town
    if len(parts) >= 3 and not (is_known_place(parts[0]) or is_region(parts[0])):
        if not is_location(", ".join(parts[1:])):
            return False  # 'Waiter, Rosa's Grill, Wayne, NE': what follows the first part is no place either
        # 'Harbor Valley Cable, Cedar Falls, IA': a place already follows the first part, which is then the name
        # of something else, unless it is one word as districts are, before a known city ('Mapo-gu, Seoul, Republic
        # of Korea'); before a name that is merely capitalised it is a job title ('Planner, Veluwe Bouw, Arnhem').
        district = len(parts[0].split()) == 1 and not parts[0].isupper()
        return district and (is_known_place(parts[1]) or is_region(parts[1]))
    return is_region(parts[-1]) or is_known_place(parts[-1]) or is_known_place(parts[0])


def _region_after_comma(text: str, start: int) -> str:
    """The longest run of the words from `start` that names a region, country or city ('CA', 'New York')."""
    window = text[start : start + _PLACE_WINDOW]
    words = window.split()
    if (
        words
        and start + _PLACE_WINDOW < len(text)
        and not (window[-1].isspace() or text[start + _PLACE_WINDOW].isspace())
    ):
        words.pop()  # a word the window cuts is longer than any place's name
    for size in range(min(4, len(words)), 0, -1):
        phrase = " ".join(words[:size]).rstrip(".,;)|")
        if _DIGIT.search(phrase):
            continue
        if is_region(phrase) or is_known_place(phrase):
            return phrase
    return ""


def _is_not_place_word(word: str, words: list[str]) -> bool:
    """A word of 'Acme Technologies' or 'Senior Engineer' before a city: it and what precedes it are dropped."""
    rest = words[words.index(word) :]
    return any(organization_score(part) >= 2 or title_score(part) > 0 for part in rest)


def find_location(text: str) -> tuple[int, int] | None:
    """The span of a 'City, Region' phrase inside a longer line
    ('Senior Engineer, Acme — San Francisco, CA 94105' -> 'San Francisco, CA 94105'). A state or country after the
    comma is preferred to a city, and a known city before it to other words: 'University of Texas at Austin,
    Austin, TX' gives 'Austin, TX' and 'HARBOR SAVINGS BANK, New York, NY' gives 'New York, NY'."""
    # The words after each comma are read once, for both rounds.
    regions = [(comma, start, region) for comma, start, region in _regions_after_commas(text) if region]
    for regions_only in (True, False):
        spans = [
            span
            for comma, start, region in regions
            if (not regions_only or is_region(region))
            and (span := _place_at_comma(text, comma, start, region)) is not None
        ]
        if spans:
            # Of two places from one start ('New Jersey' and 'New Jersey, NY') the longer.
            return max(spans, key=lambda span: _place_rank(text, span))
    return None


def _regions_after_commas(text: str) -> Iterator[tuple[re.Match[str], int, str]]:
    """Each comma that may precede a place, where its place would start, and the region or city named there."""
    for comma in _COMMA_BEFORE_PLACE.finditer(text):
        postcode_first = _POSTCODE_BEFORE_TOWN.match(text, comma.end())
        start = postcode_first.end() if postcode_first else comma.end()
        yield comma, start, _region_after_comma(text, start)


def _place_rank(text: str, span: tuple[int, int]) -> tuple[bool, int, int]:
    return is_known_place(text[span[0] : span[1]].split(",")[0]), -span[0], span[1]


def _place_at_comma(text: str, comma: re.Match[str], region_start: int, region: str) -> tuple[int, int] | None:
    end = region_start + len(region)
    if _WORD_CONTINUES.match(text, end) and not _STATE_CODE.fullmatch(region):
        # 'North Carolina Central University': the region starts a longer name. A state's code does not ('Los
        # Angeles, CA Information Technology': what follows the place in a line that lost its separators).
        return None
    zip_code = _ZIP_AFTER.match(text, end)
    if zip_code:
        end = zip_code.end()
    window_start = max(0, comma.start() - _PLACE_WINDOW)
    postcode = _UK_POSTCODE_BEFORE.search(text, window_start, comma.start())
    before = _CITY_BEFORE.search(text, window_start, postcode.start() if postcode else comma.start())
    city_words = before.group(0).split() if before else []
    if not is_region(region) and not any(is_known_place(" ".join(city_words[-n:])) for n in (1, 2, 3)):
        # 'Holt & Vance, New York City': the place is the city after the comma alone.
        return comma.end(), end
    # 'Vantage Technologies, New York': words of an organisation or a title are not part of the place.
    while city_words and (_is_not_place_word(city_words[0], city_words) or city_words[0].islower()):
        city_words = city_words[1:]
    while city_words and city_words[0].lower() in ("of", "at", "the", "and", "in"):
        city_words = city_words[1:]
    if not city_words:
        return (comma.end(), end) if is_region(region) and len(region) > 3 else None
    # Keep only the place words: 'Engineer Intern San Francisco' -> 'San Francisco'.
    for size in range(len(city_words), 0, -1):
        if is_known_place(" ".join(city_words[-size:])):
            city_words = city_words[-size:]
            break
    else:
        city_words = city_words[-2:]
    start = comma.start() - len(" ".join(city_words)) - (len(postcode.group(0)) if postcode else 0)
    if _INITIAL.fullmatch(city_words[0]) or text[max(0, start - _PLACE_WINDOW) : start].rstrip().endswith("&"):
        return None  # 'Paul R. Denton, PA', 'Marsh & Tolland, PA': a person's or a firm's name before its legal form
    window = max(0, start - _PLACE_WINDOW)
    if _JOINED_BEFORE.search(text, window, start) or _INSTITUTION_BEFORE.search(text, window, start):
        # 'Harbor Bank of Dayton, OH', 'Birch Design and Print, Ireland': the town ends a name, the place is what
        # follows the comma, when it is more than a state's code.
        return (comma.end(), end) if len(region) > 3 else None
    return start, end
