"""Lines of the source text the parsed resume kept nowhere: those above the first heading (a headline, a note, the
wrapped end of an unheaded summary, a contact line with more than contact details) and the bullet marks the parser
read as icons. Restored so that the enhanced version keeps what the candidate wrote."""

import re

from vitae.render.text import resume_to_text
from vitae.resume.contacts import EMAIL_PATTERN, find_phones, is_contact_line
from vitae.resume.headings import match_heading, normalize_heading
from vitae.resume.model import ParsedResume, Section, SectionKind
from vitae.resume.text_lines import lines_from_text
from vitae.writer.placement import BULLET_DISPLAY, SEGMENT_SEPARATORS, WORD, is_placed, normalise

_BULLETED_LINE = re.compile(r"^[ \t]*[➢➤►▶●○◦■□◆◇▪▫✓✔❖⁃∙‣⦿•·*>][ \t]*(\S.*)$", re.MULTILINE)
_WRAPPED_END_WORDS = 2  # a line this short after one that ends mid-sentence is the end of that line, wrapped
_WRAPPED_LINE_WORDS = 6  # a line this long that ends mid-sentence may go on on the next line
_MIN_EXTRA_WORDS = 1  # words beyond the contact details that make a contact line worth keeping as written


def restore_top_lines(resume: ParsedResume, source_text: str) -> ParsedResume:
    first_heading = normalize_heading(resume.sections[0].heading) if resume.sections else None
    rendered = " " + normalise(resume_to_text(resume)) + " "
    lines = lines_from_text(source_text)
    # The source as its lines read it (byte escapes decoded: 'R\\xc3\\xa9sum\\xc3\\xa9' is 'Résumé'), as each line is.
    source = " " + normalise("\n".join(line.text for line in lines)) + " "
    summary = " " + normalise(resume.summary) + " "
    unheaded_summary = not any(section.kind is SectionKind.SUMMARY for section in resume.sections)
    summary_lines = resume.summary.split("\n") if resume.summary else []
    top: list[str] = []
    placed_as_often: dict[str, bool] = {}
    previous_in_summary = previous_placed = previous_open = False
    written_first = normalise(resume.sections[0].heading) if resume.sections else ""
    for line in lines:
        heading = match_heading(line.text)
        if first_heading is not None and heading is not None and normalize_heading(heading.heading) == first_heading:
            break
        if written_first and normalise(line.text) == written_first:
            break  # a heading of the resume's own ('Welcome to my page') that no vocabulary knows
        in_summary = unheaded_summary and bool(summary_lines) and is_placed(line.text, summary)
        if not in_summary and previous_in_summary and not line.is_bullet and not is_contact_line(line.text):
            # The wrapped end of a summary written under the name, too short for the parser to take as prose.
            summary_lines[-1] = f"{summary_lines[-1]} {line.text}"
            continue
        previous_in_summary = in_summary
        if normalise(line.text) == normalise(resume.personal_info.name):
            continue  # the name heads every version; it may be named again further down
        wrapped_end = previous_placed and previous_open and len(line.text.split()) <= _WRAPPED_END_WORDS
        if line.text not in placed_as_often:  # each distinct line read once: a line repeated is not read again
            placed_as_often[line.text] = _placed_as_often(line.text, rendered, source)
        placed = (wrapped_end and is_placed(line.text, rendered)) or placed_as_often[line.text]
        # A word or two ending a wrapped line ('of', 'Mule') goes with the line before it.
        previous_placed = placed
        previous_open = len(line.text.split()) >= _WRAPPED_LINE_WORDS and not line.text.rstrip().endswith(
            (".", "!", "?", ":")
        )
        if placed and not (is_contact_line(line.text) and _has_more_than_contacts(line.text, resume)):
            continue
        if is_contact_line(line.text) and not _has_more_than_contacts(line.text, resume):
            continue
        top.append(
            _without_name(line.display, resume.personal_info.name) if is_contact_line(line.text) else line.display
        )
    update: dict[str, object] = {}
    if summary_lines and "\n".join(summary_lines) != resume.summary:
        update["summary"] = "\n".join(summary_lines)
    if top:
        update["sections"] = [Section(heading="", kind=SectionKind.OTHER, lines=top), *resume.sections]
    return resume.model_copy(update=update) if update else resume


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


def _placed_as_often(line: str, rendered: str, source: str) -> bool:
    """Whether the resume as read holds the line (whole, or piece by piece) as often as the source writes it: a
    short line ('Digital' under the name) whose words also stand in a bullet further down is not placed by them."""
    whole = normalise(line)
    if not whole:
        return True
    if rendered.count(f" {whole} ") >= source.count(f" {whole} "):
        return True
    pieces = [normalise(piece) for piece in SEGMENT_SEPARATORS.split(line)]
    return len([piece for piece in pieces if piece]) > 1 and is_placed(line, rendered, word_by_word=False)


def _has_more_than_contacts(line: str, resume: ParsedResume) -> bool:
    """Whether the line holds more than the contact fields show: other words, or a second phone or e-mail (the
    contact fields hold one of each, and every one the resume gives is kept)."""
    info = resume.personal_info
    kept_phone = _digits(info.phone)
    if any(_digits(phone) != kept_phone for phone in find_phones(line)):
        return True
    if any(email.lower() != info.email.strip().lower() for email in EMAIL_PATTERN.findall(line)):
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
