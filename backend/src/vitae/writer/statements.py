"""Rewriting one statement (a bullet, or a sentence of prose) as a set of non-overlapping edits, each of one kind:
the opening (a duty phrase, a pronoun, a noun or the tense of the first verb), the tense of the verbs coordinated
with it, pronouns and fillers inside, wordy phrases, a split of an over-long bullet and a prompt for a number.

Every edit only rephrases or removes what the statement says; the one thing added is the prompt for a number, which
is marked as a prompt and is no figure.
"""

import re
from dataclasses import dataclass

from vitae.ats.checks.impact import LONG_STATEMENT_WORDS, QUANTITY
from vitae.resume.vocabulary import word_set
from vitae.writer.lexicon import writer_lexicon
from vitae.writer.models import ImprovementKind
from vitae.writer.phrases import (
    DETERMINERS,
    DUTY_PHRASES,
    ETC,
    FILLER_WORDS,
    NOUN_LIKE_VERBS,
    NOUN_OF_VERB,
    TRIM_PATTERN,
    TRIMS,
    Duty,
    verb_of_noun,
)
from vitae.writer.verbs import VerbForm, analyse_verb, inflect

QUANTIFY_PROMPT = "[add a number: how many / how much?]"
PROMPT_MAX_WORDS = LONG_STATEMENT_WORDS - len(QUANTIFY_PROMPT.split())  # the prompt never makes a bullet too long
MIN_SPLIT_PART_WORDS = 5

_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_SPACES = re.compile(r"\s*")
_PRONOUN_OPENING = re.compile(
    r"I(?:['’](?:ve|m|d))?\s+(?:(?:have|has|had|am|was|will)\s+)?(?:been\s+)?(?:(?<=am )an?\s+|(?<=m )an?\s+)?"
)
_FILLER_CONJUNCTION = re.compile(r"(?:\s*,|\s+and|\s+or)?\s+")
_INNER_MY = re.compile(r"(?<=[a-z,;] )my(?: own)?(?= [a-z])")
_INNER_I = re.compile(r"(?:(?<=, )|(?<=; )|(?<=and ))I (?=[a-z])")
_COORDINATION = re.compile(r"\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&|or)\s+|\s*;\s*")
_SPLIT_POINT = re.compile(r";\s+|\.\s+(?=[A-Z])|,?\s+and\s+|,\s+")
_SENTENCE_STOP = re.compile(r"[.;!?](?:\s|$)")
_OBJECT_END = word_set(
    """of for to in on at with by from into through during across including within and or as using via"""
)
_ABLE_TO = re.compile(r"\b(?:was|were)\s+able\s+to\s+([a-z]+)\b", re.IGNORECASE)
_LABEL_LINE = re.compile(r"^[^:]{1,40}:(?:\s|$)")
_MINOR_WORDS = word_set("and or of the a an in on for to with at by from as")


@dataclass(frozen=True)
class Rewrite:
    start: int
    end: int
    text: str
    kind: ImprovementKind
    reason: str


@dataclass(frozen=True)
class StatementStyle:
    """How a statement is rewritten. tense None leaves verbs and duty phrases alone (a summary)."""

    tense: VerbForm | None
    may_split: bool = False
    may_prompt: bool = False


@dataclass(frozen=True)
class _Opening:
    rewrite: Rewrite
    original_form: VerbForm | None  # of the first verb, when its tense was changed: coordinated verbs follow it
    verb_end: int  # where the first verb of the statement ends in the original text


def rewrite_statement(text: str, style: StatementStyle) -> list[Rewrite]:
    """Edits of one bullet, sorted by position, never overlapping."""
    if not _is_rewritable(text):
        return []
    rewrites = _sentence_rewrites(text, 0, len(text), style)
    if style.may_split:
        rewrites = _merge(_splits(text, style), rewrites)
    if style.may_prompt and _leads_with_verb(text, rewrites):
        rewrites = _merge(rewrites, _prompt(text))
    return sorted(rewrites, key=lambda rewrite: (rewrite.start, rewrite.end))


def rewrite_prose(text: str, style: StatementStyle) -> list[Rewrite]:
    """Edits of a paragraph (a summary, a description): each sentence on its own, no splits and no prompts."""
    rewrites: list[Rewrite] = []
    for start, end in sentence_spans(text):
        if _is_rewritable(text[start:end]):
            rewrites.extend(_sentence_rewrites(text, start, end, style))
    return sorted(rewrites, key=lambda rewrite: (rewrite.start, rewrite.end))


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Sentences of a paragraph as character spans: split at line breaks and at a full stop before a capital."""
    spans: list[tuple[int, int]] = []
    for line in re.finditer(r"[^\n]+", text):
        start = line.start()
        for boundary in re.finditer(r"(?<=[a-z0-9)][.!?])\s+(?=[A-Z])", line.group()):
            end = line.start() + boundary.start()
            spans.append((start, end))
            start = line.start() + boundary.end()
        spans.append((start, line.end()))
    return [(start, end) for start, end in spans if text[start:end].strip()]


def _leads_with_verb(text: str, rewrites: list[Rewrite]) -> bool:
    """Whether a statement tells an action once rewritten (it opens with a verb): only an action has a result to
    count."""
    opening = next((rewrite for rewrite in rewrites if rewrite.start == 0), None)
    head = (opening.text + text[opening.end :]) if opening else text
    first = _WORD.search(head)
    analysed = analyse_verb(first.group()) if first is not None else None
    if first is None or analysed is None or _reads_as_title(head, first.start()):
        return False
    return analysed[1] not in (VerbForm.BASE, VerbForm.THIRD) or _reads_as_verb(head, first, len(head))


def _reads_as_title(text: str, start: int) -> bool:
    """'Teaching Assistant – Computational Investing', 'QuantDesk: Python backend': a name or a label, not a
    sentence, even when its first word could be a verb."""
    head = text[start : start + 80]
    words = _WORD.findall(head)[:6]
    if ":" in " ".join(head.split()[:6]) or re.search(r"\s[–—-]\s", " ".join(head.split()[:5])):
        return True
    following = [word for word in words[1:4] if word.lower() not in _MINOR_WORDS and not word.isupper()]
    titled = [word for word in following if word[0].isupper() and word[1:].islower()]
    return bool(following) and len(titled) * 2 > len(following)


def _is_rewritable(text: str) -> bool:
    words = _WORD.findall(text)
    if len(words) < 3 or _LABEL_LINE.match(text.strip()):
        return False  # a fragment, or a 'Team size: 4' label
    shouted = sum(1 for word in words if word.isupper() and len(word) > 1)
    return shouted < len(words) / 2  # not a heading in capitals


def _merge(kept: list[Rewrite], more: list[Rewrite]) -> list[Rewrite]:
    merged = list(kept)
    for rewrite in more:
        if not any(_overlaps(rewrite, other) for other in merged):
            merged.append(rewrite)
    return merged


def _overlaps(first: Rewrite, second: Rewrite) -> bool:
    if first.start == first.end or second.start == second.end:
        return second.start <= first.start <= second.end or first.start <= second.start <= first.end
    return first.start < second.end and second.start < first.end


def _sentence_rewrites(text: str, start: int, end: int, style: StatementStyle) -> list[Rewrite]:
    rewrites: list[Rewrite] = []
    opening = _opening(text, start, end, style)
    if opening is not None:
        rewrites.append(opening.rewrite)
        if opening.original_form is not None and style.tense is not None:
            rewrites = _merge(
                rewrites, _coordinated_verbs(text, opening.verb_end, end, opening.original_form, style.tense)
            )
    rewrites = _merge(rewrites, _inner_pronouns(text, start, end))
    rewrites = _merge(rewrites, _fillers(text, start, end))
    return _merge(rewrites, _trims(text, start, end, style))


# The opening ---------------------------------------------------------------------------------------------------


def _word_at(text: str, position: int, end: int) -> re.Match[str] | None:
    match = _WORD.match(text, position)
    return match if match is not None and match.end() <= end else None


def _next_word(text: str, position: int, end: int) -> re.Match[str] | None:
    return _word_at(text, _SPACES.match(text, position).end(), end)  # type: ignore[union-attr]


def _opening(text: str, start: int, end: int, style: StatementStyle) -> _Opening | None:
    position = _SPACES.match(text, start).end()  # type: ignore[union-attr]
    first = position
    dropped: list[str] = []
    position = _leading_fillers(text, position, end, dropped)
    pronoun = _PRONOUN_OPENING.match(text, position)
    if pronoun is not None and pronoun.end() < end:
        dropped.append(ImprovementKind.PRONOUN)
        position = _leading_fillers(text, pronoun.end(), end, dropped)
    if style.tense is not None:
        phrase = _duty_opening(text, position, end, style.tense)
        if phrase is not None:
            replacement, resume, original_form, verb_end, duty_text = phrase
            reason = f"Opened with the duty phrase '{duty_text}'; a verb says what was done."
            return _Opening(
                _replace(text, first, resume, replacement, ImprovementKind.ACTION_VERB, _with_dropped(reason, dropped)),
                original_form,
                verb_end,
            )
        verb = _verb_opening(text, position, end, style.tense)
        if verb is not None:
            replacement, resume, original_form, verb_end, kind, reason = verb
            return _Opening(
                _replace(text, first, resume, replacement, kind, _with_dropped(reason, dropped)),
                original_form,
                verb_end,
            )
    if not dropped or position >= end:
        return None
    kind = ImprovementKind.PRONOUN if ImprovementKind.PRONOUN in dropped else ImprovementKind.FILLER
    reason = _with_dropped("", dropped)
    return _Opening(_replace(text, first, position, "", kind, reason), None, position)


def _leading_fillers(text: str, position: int, end: int, dropped: list[str]) -> int:
    """Past fillers at the start of a sentence ('Successfully', 'Highly motivated and'), noting what was dropped."""
    while (filler := FILLER_WORDS.match(text, position)) is not None:
        gap = _FILLER_CONJUNCTION.match(text, filler.end())
        if gap is None or gap.end() >= end:
            break
        dropped.append(ImprovementKind.FILLER)
        position = gap.end()
    return position


def _with_dropped(reason: str, dropped: list[str]) -> str:
    notes = []
    if ImprovementKind.PRONOUN in dropped:
        notes.append("Resumes leave out 'I': the reader knows who is meant.")
    if ImprovementKind.FILLER in dropped:
        notes.append("Fillers such as 'successfully' take room and say nothing.")
    return " ".join([reason, *notes]).strip()


def _replace(text: str, start: int, resume: int, replacement: str, kind: ImprovementKind, reason: str) -> Rewrite:
    """Replace text[start:resume] with `replacement` at the start of a sentence, which then opens with a capital."""
    if replacement:
        return Rewrite(start, resume, replacement[0].upper() + replacement[1:] + " ", kind, reason)
    # Nothing replaces what was removed: the next word takes the capital.
    return Rewrite(start, resume + 1, text[resume].upper(), kind, reason)


def _duty_opening(
    text: str, position: int, end: int, tense: VerbForm
) -> tuple[str, int, VerbForm | None, int, str] | None:
    """(replacement, where the kept text resumes, form of the verb it turned, end of that verb, duty phrase)."""
    for pattern, duty in DUTY_PHRASES:
        match = pattern.match(text, position)
        if match is None or match.end() >= end:
            continue
        duty_text = match.group().strip()
        found = _duty_object(text, match.end(), end, duty, tense, duty_text)
        if found is not None:
            replacement, resume, original_form, verb_end = found
            return replacement, resume, original_form, verb_end, duty_text
        return None
    return None


def _duty_object(
    text: str, position: int, end: int, duty: Duty, tense: VerbForm, duty_text: str
) -> tuple[str, int, VerbForm | None, int] | None:
    took_part = inflect("collaborate", tense) + " on"
    supported = inflect("support", tense)
    word = _word_at(text, position, end)
    if word is None:  # '4 producers', '(SAP) tickets': an object that starts with no word
        if duty in (Duty.OWNED, Duty.HANDLED):
            verb = writer_lexicon().stewardship_verb(_head_noun(text, position, end))
            return inflect(verb, tense), position, None, position
        return (supported if duty is Duty.SUPPORTED else took_part), position, None, position
    analysed = analyse_verb(word.group())
    after = _next_word(text, word.end(), end)
    if analysed is not None and analysed[1] is VerbForm.GERUND and word.group().lower().endswith("ing"):
        base = analysed[0]
        resume = word.end()
        if after is not None and after.group().lower() == "of":
            resume = after.end()  # 'testing of modules': the gerund named the activity
        if duty in (Duty.OWNED, Duty.HANDLED, Duty.WORKED_ON):
            return inflect(base, tense), _skip_space(text, resume), VerbForm.GERUND, word.end()
        if (
            duty is Duty.SUPPORTED
            and base in NOUN_OF_VERB
            and after is not None
            and not _is_coordinated(text, word.end())
        ):
            noun = NOUN_OF_VERB[base]
            of = "" if after.group().lower() == "of" else " of"
            return f"{supported} the {noun}{of}", _skip_space(text, resume), None, word.end()
        return (supported if duty is Duty.SUPPORTED else took_part), word.start(), None, word.end()
    nominal = _nominal(text, position, end)
    if nominal is not None:
        verbs, resume = nominal
        if duty in (Duty.OWNED, Duty.HANDLED, Duty.WORKED_ON):
            return " and ".join(inflect(verb, tense) for verb in verbs), resume, None, resume
        return (supported if duty is Duty.SUPPORTED else took_part), word.start(), None, word.end()
    to_verb = duty_text.lower().endswith(" to") or duty_text.lower().startswith(("help", "assist"))
    if analysed is not None and analysed[1] is VerbForm.BASE and to_verb and _reads_as_verb(text, word, end):
        if duty is Duty.SUPPORTED:
            return f"{supported} efforts to", word.start(), None, word.end()
        return inflect(analysed[0], tense), _skip_space(text, word.end()), VerbForm.BASE, word.end()
    if duty in (Duty.OWNED, Duty.HANDLED):
        verb = writer_lexicon().stewardship_verb(_head_noun(text, position, end))
        return inflect(verb, tense), word.start(), None, word.start()
    return (supported if duty is Duty.SUPPORTED else took_part), word.start(), None, word.start()


def _skip_space(text: str, position: int) -> int:
    return _SPACES.match(text, position).end()  # type: ignore[union-attr]


def _is_coordinated(text: str, position: int) -> bool:
    """Whether another verb of the same kind follows: 'creating and maintaining'."""
    match = _COORDINATION.match(text, position)
    if match is None or match.end() == position:
        return False
    word = _WORD.match(text, match.end())
    analysed = analyse_verb(word.group()) if word else None
    return analysed is not None and analysed[1] is VerbForm.GERUND


def _nominal(text: str, position: int, end: int) -> tuple[list[str], int] | None:
    """'the design and development of X' -> (['design', 'develop'], start of X)."""
    match = re.compile(r"(?:the\s+)?([a-z]+)(?:\s+and\s+([a-z]+))?\s+of\s+", re.IGNORECASE).match(text, position)
    if match is None or match.end() >= end:
        return None
    verbs = [verb_of_noun(noun) for noun in match.groups() if noun]
    if not verbs or any(verb is None for verb in verbs):
        return None
    return [verb for verb in verbs if verb], match.end()


def _head_noun(text: str, position: int, end: int) -> str:
    """The noun an object is about: 'a team of 5' -> 'team'; 'the company website' -> 'website'."""
    words: list[str] = []
    for match in _WORD.finditer(text, position, end):
        gap = text[position : match.start()]
        lowered = match.group().lower()
        if (words and re.search(r"[,;:.()]", gap)) or lowered in _OBJECT_END or len(words) >= 6:
            break
        if lowered not in DETERMINERS:
            words.append(lowered)
        position = match.end()
    return words[-1] if words else ""


def _reads_as_verb(text: str, word: re.Match[str], end: int) -> bool:
    """A base form that is as often a noun ('Design', 'Support') is a verb when a determiner or a verb follows."""
    if word.group().lower() not in NOUN_LIKE_VERBS:
        return True
    after = _next_word(text, word.end(), end)
    if after is None:
        return False
    lowered = after.group().lower()
    if lowered in DETERMINERS:
        return True
    between = text[word.end() : after.start()]
    return (
        lowered in ("and", "or")
        and analyse_verb(_following_word(text, after.end(), end)) is not None
        or ("," in between and analyse_verb(after.group()) is not None)
    )


def _following_word(text: str, position: int, end: int) -> str:
    word = _next_word(text, position, end)
    return word.group() if word else ""


def _verb_opening(
    text: str, position: int, end: int, tense: VerbForm
) -> tuple[str, int, VerbForm | None, int, ImprovementKind, str] | None:
    word = _word_at(text, position, end)
    if word is None:
        return None
    able = _ABLE_TO.match(text, position)
    if able is not None and (analysed_able := analyse_verb(able.group(1))) is not None:
        replacement = inflect(analysed_able[0], VerbForm.PAST)  # "was able to" told of the past
        reason = f"'{able.group()}' says in more words what '{replacement}' says."
        return replacement, _skip_space(text, able.end()), None, able.end(), ImprovementKind.TRIM, reason
    nominal = _nominal(text, position, end)
    if nominal is not None and word.group()[:1].isupper():
        verbs, resume = nominal
        replacement = " and ".join(inflect(verb, tense) for verb in verbs)
        reason = f"Opened with the noun '{word.group()}'; a verb says what was done."
        # 'Testing of X and fixing Y': verbs joined to a gerund opening follow it.
        form = VerbForm.GERUND if word.group().lower().endswith("ing") else None
        return replacement, resume, form, resume, ImprovementKind.ACTION_VERB, reason
    analysed = analyse_verb(word.group())
    if analysed is None or _reads_as_title(text, position):
        return None
    base, form = analysed
    if form is tense or (form is VerbForm.PAST and tense is VerbForm.BASE):
        return None  # done; a finished result in a current role may stay in the past
    if form in (VerbForm.BASE, VerbForm.THIRD) and not _reads_as_verb(text, word, end):
        return None
    resume = word.end()
    after = _next_word(text, word.end(), end)
    if form is VerbForm.GERUND and after is not None and after.group().lower() == "of":
        resume = after.end()
    reason = (
        "A past role reads in the past tense."
        if tense is VerbForm.PAST
        else "A current role reads in the present tense."
    )
    return inflect(base, tense), _skip_space(text, resume), form, word.end(), ImprovementKind.TENSE, reason


def _coordinated_verbs(text: str, position: int, end: int, form: VerbForm, tense: VerbForm) -> list[Rewrite]:
    """'Managing X, developing Y and testing Z' -> the tense of each verb coordinated with the first one.

    A verb after a comma only counts when 'and' or 'or' closes the list with another verb of the same form: in
    'Led X, cutting costs' the '-ing' clause tells the result and keeps its form. A verb of the same form that
    follows another one outside the chain ('for designing and testing') belongs to the object and is left alone.
    """
    rewrites: list[Rewrite] = []
    pending: list[Rewrite] = []  # verbs after a comma, kept once the list is closed by 'and' or 'or'
    stop = _SENTENCE_STOP.search(text, position, end)
    limit = stop.start() if stop else end
    last_verb_end = position
    for separator in _COORDINATION.finditer(text, position, limit):
        word = _word_at(text, separator.end(), limit)
        if word is None or separator.end() == separator.start():
            continue
        analysed = analyse_verb(word.group())
        if analysed is None or analysed[1] is not form:
            continue
        if form is VerbForm.BASE and not _reads_as_verb(text, word, end):
            continue
        before = list(_WORD.finditer(text, last_verb_end, separator.start()))
        preceding = analyse_verb(before[-1].group()) if before else None
        if preceding is not None and preceding[1] is form and before[-1].end() != last_verb_end:
            break  # the chain of the statement's verbs has ended
        rewrite = Rewrite(
            word.start(),
            word.end(),
            inflect(analysed[0], tense),
            ImprovementKind.TENSE,
            "Verbs joined to the first one take its tense.",
        )
        last_verb_end = word.end()
        if re.search(r"\b(?:and|or)\b|&", separator.group()):
            rewrites.extend([*pending, rewrite])
            pending = []
        else:
            pending.append(rewrite)
    return rewrites


# Inside the statement ------------------------------------------------------------------------------------------


def _inner_pronouns(text: str, start: int, end: int) -> list[Rewrite]:
    reason = "Resumes leave out 'I' and 'my': the reader knows who is meant."
    rewrites = [
        Rewrite(match.start(), match.end(), "the", ImprovementKind.PRONOUN, reason)
        for match in _INNER_MY.finditer(text, start, end)
    ]
    rewrites.extend(
        Rewrite(match.start(), match.end(), "", ImprovementKind.PRONOUN, reason)
        for match in _INNER_I.finditer(text, start, end)
    )
    return rewrites


def _fillers(text: str, start: int, end: int) -> list[Rewrite]:
    rewrites: list[Rewrite] = []
    for match in FILLER_WORDS.finditer(text, start, end):
        if match.start() == _skip_space(text, start):
            continue  # the opening deals with the first word
        removal_end = match.end()
        conjunction = re.compile(r"\s*(?:,|\s+and|\s+or)\s+(?=[a-z])").match(text, removal_end)
        if conjunction is not None and match.group().lower() not in ("very", "really", "successfully"):
            removal_end = conjunction.end()  # 'passionate and skilled' -> 'skilled'
        elif text[removal_end : removal_end + 1] == " ":
            removal_end += 1
        elif text[match.start() - 1 : match.start()] == " ":
            rewrites.append(
                Rewrite(match.start() - 1, removal_end, "", ImprovementKind.FILLER, _filler_reason(match.group()))
            )
            continue
        rewrites.append(Rewrite(match.start(), removal_end, "", ImprovementKind.FILLER, _filler_reason(match.group())))
    for match in ETC.finditer(text, start, end):
        rewrites.append(Rewrite(match.start(), match.end(), "", ImprovementKind.FILLER, _filler_reason("etc.")))
    return rewrites


def _filler_reason(word: str) -> str:
    return f"'{word.strip()}' takes room and says nothing."


def _trims(text: str, start: int, end: int, style: StatementStyle) -> list[Rewrite]:
    rewrites: list[Rewrite] = []
    sentence_start = _skip_space(text, start)
    for match in TRIM_PATTERN.finditer(text, start, end):
        short = TRIMS[" ".join(match.group().lower().split())]
        if match.start() == sentence_start and not short:
            continue
        replacement = short
        if match.start() == sentence_start and short:
            replacement = short[0].upper() + short[1:]
        removal_end = match.end()
        if not short and text[removal_end : removal_end + 1] == " ":
            removal_end += 1
        reason = (
            f"'{match.group()}' says in more words what '{short}' says."
            if short
            else f"'{match.group()}' adds words and no meaning."
        )
        rewrites.append(Rewrite(match.start(), removal_end, replacement, ImprovementKind.TRIM, reason))
    for match in _ABLE_TO.finditer(text, start, end):
        analysed = analyse_verb(match.group(1))
        if analysed is None or analysed[1] is not VerbForm.BASE or match.start() == sentence_start:
            continue
        rewrites.append(
            Rewrite(
                match.start(),
                match.end(),
                inflect(analysed[0], VerbForm.PAST),
                ImprovementKind.TRIM,
                f"'{match.group()}' says in more words what '{inflect(analysed[0], VerbForm.PAST)}' says.",
            )
        )
    return rewrites


# Splitting and the prompt ----------------------------------------------------------------------------------------


def _splits(text: str, style: StatementStyle) -> list[Rewrite]:
    """An over-long bullet split at a clause boundary ('; ', ', and <verb>') nearest its middle, into parts of at
    most LONG_STATEMENT_WORDS words where the boundaries allow."""
    total = len(text.split())
    if total <= LONG_STATEMENT_WORDS:
        return []
    candidates: list[tuple[int, Rewrite]] = []
    for separator in _SPLIT_POINT.finditer(text):
        word = _word_at(text, separator.end(), len(text))
        if word is None:
            continue
        before_words = len(text[: separator.start()].split())
        if before_words < MIN_SPLIT_PART_WORDS or total - before_words < MIN_SPLIT_PART_WORDS:
            continue
        analysed = analyse_verb(word.group())
        clause = separator.group().strip() in (";", ".")
        if not clause and (analysed is None or analysed[1] is VerbForm.GERUND and not word.group()[0].isupper()):
            continue  # ', and' before a noun joins a list, not two clauses
        ending = "." if text.rstrip().endswith(".") else ""
        # The new bullet opens as any bullet does: a duty phrase or a verb in the wrong tense is rewritten too.
        opening = _opening(text, word.start(), len(text), style) if style.tense is not None else None
        if opening is not None and opening.rewrite.start == word.start():
            end, first = opening.rewrite.end, opening.rewrite.text
        else:
            end, first = word.end(), word.group()
        replacement = f"{ending}\n{first[0].upper()}{first[1:]}"
        reason = f"{total} words: two short bullets are read where one long one is skipped."
        candidates.append((before_words, Rewrite(separator.start(), end, replacement, ImprovementKind.SPLIT, reason)))
    if not candidates:
        return []
    parts = -(-total // LONG_STATEMENT_WORDS)
    chosen: list[Rewrite] = []
    for index in range(1, parts):
        target = total * index / parts
        best = min(candidates, key=lambda candidate: abs(candidate[0] - target))
        if best[1] not in chosen:
            chosen.append(best[1])
    return chosen


def _prompt(text: str) -> list[Rewrite]:
    if QUANTITY.search(text) or "[" in text or len(text.split()) > PROMPT_MAX_WORDS or text.rstrip().endswith("-"):
        return []  # a number stands already, or the bullet is cut off mid-word
    stripped = text.rstrip()
    position = len(stripped) - 1 if stripped.endswith(".") else len(stripped)
    reason = "No number shows the scale of this result: add one you can stand behind (a prompt, never a figure)."
    return [Rewrite(position, position, f" {QUANTIFY_PROMPT}", ImprovementKind.QUANTIFY_PROMPT, reason)]
