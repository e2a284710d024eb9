"""Lines of the source text the parsed resume kept nowhere or not as written: those above the first heading (a
headline, a note, a summary written there, a contact line with more than contact details), the bullet marks the
parser read as icons, and the line breaks between the statements of a summary. Restored so that the enhanced
version keeps what the candidate wrote, as they wrote it."""

import re

from vitae.render.text import contact_line, resume_to_text
from vitae.resume.contacts import EMAIL_PATTERN, find_phones, is_contact_line
from vitae.resume.headings import match_heading, normalize_heading
from vitae.resume.model import ParsedResume, Section, SectionKind
from vitae.resume.text_lines import ResumeLine, lines_from_text
from vitae.writer.placement import BULLET_DISPLAY, SEGMENT_SEPARATORS, WORD, is_placed, normalise

_BULLETED_LINE = re.compile(r"^[ \t]*[➢➤►▶●○◦■□◆◇▪▫✓✔❖⁃∙‣⦿•·*>][ \t]*(\S.*)$", re.MULTILINE)
_WRAPPED_END_WORDS = 2  # a line this short after one that ends mid-sentence is the end of that line, wrapped
_WRAPPED_LINE_WORDS = 6  # a line this long that ends mid-sentence may go on on the next line
_MIN_EXTRA_WORDS = 1
_FULL_LINE_SHARE = 0.75  # a line this share of the usual full line's length or longer may have wrapped
_FULL_LINE_LEAST_WORDS = 5
_DEFAULT_WRAP_WIDTH = 80
_LEAST_LINES_FOR_SHARE = 10  # lines of five words or more it takes to read the usual full length from their spread
_LEAST_WRAP_WIDTH = 40  # words beyond the contact details that make a contact line worth keeping as written


def restore_top_lines(resume: ParsedResume, source_text: str, *, header_only: bool = False) -> ParsedResume:
    """The lines above the first heading that the resume keeps nowhere, kept as written without a heading. A summary
    read from those lines is kept as they are written too (its bullets, its line breaks, its place among the lines
    there), as the structure would join it into one paragraph under the contact details. With `header_only`, for a
    resume whose sections are all kept as their lines, only the header (name, headline, contacts) places a line."""
    headed = [section for section in resume.sections if section.heading.strip()]
    unheaded_summary = bool(resume.summary.strip()) and not any(
        section.kind is SectionKind.SUMMARY for section in resume.sections
    )
    structured = resume.model_copy(update={"summary": ""}) if unheaded_summary else resume
    lines = lines_from_text(source_text)
    top = lines[: _first_heading_at(lines, headed[0].heading if headed else "")]
    info = resume.personal_info
    written = (
        "\n".join((info.name, info.headline, contact_line(structured))) if header_only else resume_to_text(structured)
    )
    rendered = " " + normalise(written) + " "
    # The source as its lines read it (byte escapes decoded: 'R\\xc3\\xa9sum\\xc3\\xa9' is 'Résumé'), as each line is.
    source = " " + normalise("\n".join(line.text for line in (top if header_only else lines))) + " "
    kept: list[tuple[int, str]] = []  # index of the source line, the line as it is kept
    placed_as_often: dict[str, bool] = {}  # by line: each distinct line is counted once, however often repeated
    shown_as_often: dict[str, bool] = {}
    previous_placed = previous_open = name_seen = False
    for index, line in enumerate(top):
        if not name_seen and normalise(line.text) == normalise(resume.personal_info.name):
            name_seen = True
            continue  # the name heads every version; written again further down, it is kept there
        wrapped_end = previous_placed and previous_open and len(line.text.split()) <= _WRAPPED_END_WORDS
        if line.text not in placed_as_often:  # each distinct line read once: a line repeated is not read again
            placed_as_often[line.text] = _placed_as_often(line.text, rendered, source)
        placed = (wrapped_end and is_placed(line.text, rendered)) or placed_as_often[line.text]
        # A word or two ending a wrapped line ('of', 'Mule') goes with the line before it.
        previous_placed = placed
        previous_open = len(line.text.split()) >= _WRAPPED_LINE_WORDS and not _ends_statement(line.text)
        contact = is_contact_line(line.text)
        more = contact and _has_more_than_contacts(line.text, resume)
        if placed and not more:
            continue
        if contact and not more and line.text not in shown_as_often:
            shown_as_often[line.text] = _header_shows_as_often(line.text, rendered, source)
        if contact and not more and shown_as_often[line.text]:
            # Contact details the header shows; written more often than it shows them (the same phone for the
            # campus and the home address, a fax number that is the phone's), each is kept where it stands, and
            # the header, which leaves out what the lines under the name show, prints none of them.
            continue
        kept.append((index, _without_name(line.display, resume.personal_info.name) if contact else line.display))
    restored = _joined_where_wrapped(kept, _wrap_width([line.text for line in lines]))
    update: dict[str, object] = {"summary": ""} if unheaded_summary else {}
    if restored:
        update["sections"] = [Section(heading="", kind=SectionKind.OTHER, lines=restored), *resume.sections]
    return resume.model_copy(update=update) if update else resume


def _first_heading_at(lines: list[ResumeLine], heading: str) -> int:
    """The index of the line that heads the first section (`heading`, as the resume read it), else the end."""
    first_heading = normalize_heading(heading) if heading else None
    written_first = normalise(heading)
    for index, line in enumerate(lines):
        match = match_heading(line.text)
        if first_heading is not None and match is not None and normalize_heading(match.heading) == first_heading:
            return index
        if written_first and normalise(line.text) == written_first:
            return index  # a heading of the resume's own ('Welcome to my page') that no vocabulary knows
    return len(lines)


def summary_as_written(resume: ParsedResume, source_text: str) -> ParsedResume:
    """The summary with the line breaks of its section's lines where they part statements ('Team lead' over
    'Open to relocation'), which the parser joins into one paragraph when the first line ends without a full
    stop; lines that wrapped are one line."""
    lines = [line for section in resume.sections if section.kind is SectionKind.SUMMARY for line in section.lines]
    if not lines or not resume.summary.strip():
        return resume
    width = _wrap_width([line.text for line in lines_from_text(source_text)])
    joined = _joined_where_wrapped(list(enumerate(lines)), width)
    paragraphs = [line.removeprefix(BULLET_DISPLAY) for line in joined if line.strip()]
    # Only where the lines hold the summary word for word: a summary read otherwise (jobs taken out) stays as read.
    if normalise(" ".join(paragraphs)) != normalise(resume.summary) or "\n".join(paragraphs) == resume.summary:
        return resume
    return resume.model_copy(update={"summary": "\n".join(paragraphs)})


def _ends_statement(text: str) -> bool:
    return text.rstrip().endswith((".", "!", "?", ":", ";"))


def _joined_where_wrapped(lines: list[tuple[int, str]], wrap_width: int) -> list[str]:
    """Lines (with their index in the source) as statements: a line that goes on from the one right before it in
    the source (that one open and as long as a full line, or this one starting in lower case) is joined to it; a
    bullet, or a line after a short one, starts a statement of its own."""
    joined: list[str] = []
    previous_index = -2
    previous_line = ""  # the source line before, which may have wrapped
    for index, line in lines:
        goes_on = (
            bool(joined)
            and index == previous_index + 1
            and not line.startswith(BULLET_DISPLAY)
            and not _ends_statement(joined[-1])
            and (line[:1].islower() or len(previous_line) >= _FULL_LINE_SHARE * wrap_width)
            and not (is_contact_line(line) or is_contact_line(previous_line))  # 'meda@example.com' under a phone
        )
        if goes_on:
            joined[-1] = f"{joined[-1]} {line}"
        else:
            joined.append(line)
        previous_index, previous_line = index, line
    return joined


def _wrap_width(lines: list[str]) -> int:
    """The usual length of a full line: a line near that long that stops mid-sentence wrapped."""
    lengths = sorted(len(line) for line in lines if len(line.split()) >= _FULL_LINE_LEAST_WORDS)
    if not lengths:
        return _DEFAULT_WRAP_WIDTH
    # Among a few lines a short one would pass for full: the longest stands for them.
    usual = lengths[int(len(lengths) * 0.9) - 1] if len(lengths) >= _LEAST_LINES_FOR_SHARE else lengths[-1]
    return max(_LEAST_WRAP_WIDTH, usual)


def restore_bullet_marks(resume: ParsedResume, source_text: str) -> ParsedResume:
    """Lines of sections kept as written that were bullets in the source ('➢ Attended a seminar'), whose mark the
    parser read as an icon, are bullets again."""
    bulleted = {normalise(match.group(1)) for match in _BULLETED_LINE.finditer(source_text)}
    if not bulleted:
        return resume
    sections = []
    changed = False
    for section in resume.sections:
        if section.kind is SectionKind.OTHER:
            lines = [
                f"{BULLET_DISPLAY}{line}"
                if not line.startswith(BULLET_DISPLAY) and normalise(line) in bulleted
                else line
                for line in section.lines
            ]
            changed = changed or lines != section.lines
            section = section.model_copy(update={"lines": lines})
        sections.append(section)
    return resume.model_copy(update={"sections": sections}) if changed else resume


def _header_shows_as_often(line: str, rendered: str, source: str) -> bool:
    return _as_often(normalise(line), rendered, source)


def _placed_as_often(line: str, rendered: str, source: str) -> bool:
    """Whether the resume as read holds the line (whole, or piece by piece) as often as the source writes it: a
    short line ('Digital' under the name) whose words also stand in a bullet further down is not placed by them."""
    whole = normalise(line)
    if not whole:
        return True
    if _as_often(whole, rendered, source):
        return True
    # Piece by piece, each piece as often as the source writes it: a headline ('Engineer - Oracle, SAP') is not
    # placed by the same pieces standing on lines of their own further down.
    pieces = [normalise(piece) for piece in SEGMENT_SEPARATORS.split(line) if normalise(piece)]
    return len(pieces) > 1 and all(_as_often(piece, rendered, source) for piece in set(pieces))


def _as_often(words: str, rendered: str, source: str) -> bool:
    """Whether `rendered` holds the words as often as `source` does, which holds them at least once."""
    held = _occurrences(words, rendered)
    return held > 0 and held >= _occurrences(words, source)


def _occurrences(words: str, text: str) -> int:
    """How often the normalised words stand in the normalised text, counting two written one after the other
    ('555 0142 555 0142'), which str.count, sharing the space between them, counts once."""
    needle = f" {words} "
    count, found = 0, text.find(needle)
    while found >= 0:
        count += 1
        found = text.find(needle, found + len(needle) - 1)  # from its last space, which the next one may share
    return count


def _has_more_than_contacts(line: str, resume: ParsedResume) -> bool:
    """Whether the line holds more than the contact fields show: other words, or a second phone or e-mail (the
    contact fields hold one of each, and every one the resume gives is kept)."""
    info = resume.personal_info
    # A phone or e-mail written twice on the line (a fax number that is the phone's) is more than the fields show.
    phones = [_digits(phone) for phone in find_phones(line)]
    if any(phone != _digits(info.phone) for phone in phones) or len(phones) > len(set(phones)):
        return True
    emails = [email.lower() for email in EMAIL_PATTERN.findall(line)]
    if any(email != info.email.strip().lower() for email in emails) or len(emails) > len(set(emails)):
        return True
    rest = EMAIL_PATTERN.sub(" ", line)
    for value in resume.personal_info.model_dump().values():
        if value:
            rest = rest.replace(value, " ")
    # A link the contact fields do not hold (an Indeed profile, a second site) is the candidate's own, kept as written.
    for phone in find_phones(rest):
        rest = rest.replace(phone, " ")
    # A label ('Cell:', 'Home:') is the candidate's word too: which phone is which is theirs to say.
    return len(WORD.findall(rest.lower())) >= _MIN_EXTRA_WORDS


def _without_name(line: str, name: str) -> str:
    """'Dana Whitfield   Email: dana@example.com' -> 'Email: dana@example.com': the name printed in a column beside
    the contact details heads every version already."""
    name = " ".join(name.split())
    flat = " ".join(line.split())
    if name and flat.lower().startswith(f"{name.lower()} "):
        return flat[len(name) :].strip()
    return line


def _digits(text: str) -> str:
    return re.sub(r"\D", "", text)
