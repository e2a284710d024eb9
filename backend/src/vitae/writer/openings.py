"""The opening of a statement rewritten as one edit: a duty phrase ('Responsible for developing') or a noun
opening ('Development of') turned into the verb the statement itself names, 'I' and leading fillers dropped, and the
first verb, with the verbs coordinated with it, put in the tense of the role.

What a duty phrase may become is bounded by what it says (phrases.Duty): only responsibility for, handling of or
work on an action becomes the action itself; help and taking part stay as written.
"""

import re
from dataclasses import dataclass

from vitae.writer.models import ImprovementKind
from vitae.writer.phrases import ABLE_TO, DUTY_PHRASES, FILLER_WORDS, Duty, verb_of_noun
from vitae.writer.sentences import (
    SPACES,
    WORD,
    Rewrite,
    StatementStyle,
    next_word,
    reads_as_title,
    reads_as_verb,
    skip_space,
    word_at,
)
from vitae.writer.verbs import VerbForm, analyse_verb, inflect

_PRONOUN_OPENING = re.compile(
    r"I(?:['’](?:ve|m|d))?\s+(?:(?:have|has|had|am|was|will)\s+)?(?:been\s+)?(?:(?<=am )an?\s+|(?<=m )an?\s+)?"
)
_FILLER_CONJUNCTION = re.compile(r"(?:\s*,|\s+and|\s+or)?\s+")
_COORDINATION = re.compile(r"\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&|or)\s+|\s*;\s*")
_SENTENCE_STOP = re.compile(r"[.;!?](?:\s|$)")
_SUBJECT_VERB = re.compile(r"^(?:\s+\S+){0,4}?\s+(?:is|are|was|were|has|have|had)\b", re.IGNORECASE)
_DOING_DUTIES = (Duty.OWNED, Duty.HANDLED, Duty.WORKED_ON)  # duties that say the person did what follows


@dataclass(frozen=True)
class Opening:
    rewrite: Rewrite
    original_form: VerbForm | None  # of the first verb, when its tense was changed: coordinated verbs follow it
    verb_end: int  # where the first verb of the statement ends in the original text


def read_opening(text: str, start: int, end: int, style: StatementStyle) -> Opening | None:
    position = SPACES.match(text, start).end()  # type: ignore[union-attr]
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
            return Opening(
                _replace(text, first, resume, replacement, ImprovementKind.ACTION_VERB, _with_dropped(reason, dropped)),
                original_form,
                verb_end,
            )
        verb = _verb_opening(text, position, end, style.tense)
        if verb is not None:
            replacement, resume, original_form, verb_end, kind, reason = verb
            return Opening(
                _replace(text, first, resume, replacement, kind, _with_dropped(reason, dropped)),
                original_form,
                verb_end,
            )
    if not dropped or position >= end:
        return None
    kind = ImprovementKind.PRONOUN if ImprovementKind.PRONOUN in dropped else ImprovementKind.FILLER
    reason = _with_dropped("", dropped)
    return Opening(_replace(text, first, position, "", kind, reason), None, position)


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
        # A space before the kept words, not before a mark ('Reporting, ...' -> 'Reported, ...').
        space = " " if text[resume : resume + 1].isalnum() or text[resume : resume + 1] in "(\"'" else ""
        return Rewrite(start, resume, replacement[0].upper() + replacement[1:] + space, kind, reason)
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
    """The verb the statement itself names after a duty phrase: 'Responsible for creating X' -> 'Created X',
    'Worked on the migration of X' -> 'Migrated X'. A verb the statement does not name ('Worked on X' ->
    'Collaborated on X', 'Handled X' -> 'Managed X') is never supplied: it would say what the person did in words
    they did not write (measured at 70% precision on labelled real bullets, evals/rewrites.py)."""
    if duty not in _DOING_DUTIES:
        return None  # help or taking part in X is not doing X
    word = word_at(text, position, end)
    if word is None:
        return None
    analysed = analyse_verb(word.group())
    if analysed is not None and analysed[1] is VerbForm.GERUND and word.group().lower().endswith("ing"):
        resume = word.end()
        after = next_word(text, word.end(), end)
        if after is not None and after.group().lower() == "of":
            resume = after.end()  # 'testing of modules': the gerund named the activity
        return inflect(analysed[0], tense), skip_space(text, resume), VerbForm.GERUND, word.end()
    nominal = _nominal(text, position, end)
    if nominal is not None:
        verbs, resume = nominal
        return " and ".join(inflect(verb, tense) for verb in verbs), resume, None, resume
    if (
        analysed is not None
        and analysed[1] is VerbForm.BASE
        and duty_text.lower().endswith(" to")
        and reads_as_verb(text, word, end)
    ):
        return inflect(analysed[0], tense), skip_space(text, word.end()), VerbForm.BASE, word.end()
    return None


def _nominal(text: str, position: int, end: int) -> tuple[list[str], int] | None:
    """'the design and development of X' -> (['design', 'develop'], start of X)."""
    match = re.compile(r"(?:the\s+)?([a-z]+)(?:\s+and\s+([a-z]+))?\s+of\s+", re.IGNORECASE).match(text, position)
    if match is None or match.end() >= end:
        return None
    verbs = [verb_of_noun(noun) for noun in match.groups() if noun]
    if not verbs or any(verb is None for verb in verbs):
        return None
    return [verb for verb in verbs if verb], match.end()


def _verb_opening(
    text: str, position: int, end: int, tense: VerbForm
) -> tuple[str, int, VerbForm | None, int, ImprovementKind, str] | None:
    word = word_at(text, position, end)
    if word is None:
        return None
    able = ABLE_TO.match(text, position)
    if able is not None and (analysed_able := analyse_verb(able.group(1))) is not None:
        replacement = inflect(analysed_able[0], VerbForm.PAST)  # "was able to" told of the past
        reason = f"'{able.group()}' says in more words what '{replacement}' says."
        return replacement, skip_space(text, able.end()), None, able.end(), ImprovementKind.TRIM, reason
    nominal = _nominal(text, position, end)
    if nominal is not None and word.group()[:1].isupper():
        verbs, resume = nominal
        replacement = " and ".join(inflect(verb, tense) for verb in verbs)
        reason = f"Opened with the noun '{word.group()}'; a verb says what was done."
        # 'Testing of X and fixing Y': verbs joined to a gerund opening follow it.
        form = VerbForm.GERUND if word.group().lower().endswith("ing") else None
        return replacement, resume, form, resume, ImprovementKind.ACTION_VERB, reason
    analysed = analyse_verb(word.group())
    if analysed is None or reads_as_title(text, position):
        return None
    base, form = analysed
    if form is tense or (form is VerbForm.PAST and tense is VerbForm.BASE):
        return None  # done; a finished result in a current role may stay in the past
    if form in (VerbForm.BASE, VerbForm.THIRD) and not reads_as_verb(text, word, end):
        return None
    if form is VerbForm.GERUND and _SUBJECT_VERB.search(text[word.end() : min(end, word.end() + 60)]):
        return None  # 'Pricing and availability are queried': the -ing word is what the sentence is about
    resume = word.end()
    after = next_word(text, word.end(), end)
    if form is VerbForm.GERUND and after is not None and after.group().lower() == "of":
        resume = after.end()
    reason = (
        "A past role reads in the past tense."
        if tense is VerbForm.PAST
        else "A current role reads in the present tense."
    )
    return inflect(base, tense), skip_space(text, resume), form, word.end(), ImprovementKind.TENSE, reason


def coordinated_verbs(text: str, position: int, end: int, form: VerbForm, tense: VerbForm) -> list[Rewrite]:
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
        word = word_at(text, separator.end(), limit)
        if word is None or separator.end() == separator.start():
            continue
        analysed = analyse_verb(word.group())
        if analysed is None or analysed[1] is not form:
            continue
        if form is VerbForm.BASE and not reads_as_verb(text, word, end):
            continue
        before = list(WORD.finditer(text, last_verb_end, separator.start()))
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
