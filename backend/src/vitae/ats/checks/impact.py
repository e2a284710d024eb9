"""Conciseness and impact: does each statement of experience show a result, in few words, led by a verb?"""

import math
import re
from collections import Counter

from vitae.ats.facts import ResumeFacts, Statement, word_count
from vitae.ats.findings import finding, quote_examples
from vitae.ats.models import Finding, Severity
from vitae.ats.read_across import read_across
from vitae.language import default_english
from vitae.language.memo import PerText
from vitae.language.written_in import ENGLISH

LONG_STATEMENT_WORDS = 30
SUBSTANTIAL_STATEMENTS = 6  # fewer statements than this are too few to judge as concise
SUBSTANCE_POINTS = 5  # per statement short of it
QUANTIFIED_POINTS = 20  # when no statement has a number
# Nothing to judge (no statement, or only fragments) is the worst case of both: no substance and no result with a
# number. Never less than a few statements take, so that dropping the last of them cannot raise the score.
NOTHING_TO_JUDGE_POINTS = SUBSTANCE_POINTS * SUBSTANTIAL_STATEMENTS + QUANTIFIED_POINTS
QUANTIFIED_TARGET = 0.5  # share of statements with a number before 'not quantified' stops taking points
UNVERBED_TOLERANCE = 0.1  # a sub-bullet or two without a verb costs nothing
REPEATED_OPENER = 3  # the same opening verb on more statements than this

WEAK_OPENINGS = re.compile(
    r"^(?:(?:was|were|am|is)\s+)?(?:responsible\s+for|duties\s+(?:included|include)|tasked\s+with|in\s+charge\s+of|"
    r"involved\s+in|worked\s+on|helped(?:\s+to)?|assisted(?:\s+with|\s+in)?|participated\s+in|handled|"
    r"contributed\s+to|familiar\s+with|exposure\s+to)\b",
    re.IGNORECASE,
)
QUANTITY = re.compile(
    r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|dozens?|hundreds?|thousands?|millions?|"
    r"billions?|double[ds]?|tripled?|halved?)\b",
    re.IGNORECASE,
)
FIRST_PERSON = re.compile(r"\b(?:I|I'm|I've|I'd|me|my|mine|myself)\b|\b(?:My|Me)\b")
FILLERS = re.compile(
    r"\b(?:hard[- ]working|team player|go[- ]getter|self[- ]starter|results[- ]driven|detail[- ]oriented|"
    r"think(?:ing)? outside the box|synerg(?:y|ies|ize)|dynamic|passionate|motivated|various|numerous|"
    r"very|really|successfully|etc\.?|best[- ]of[- ]breed|proven track record|go[- ]to person|"
    r"strong work ethic|excellent communication skills)\b",
    re.IGNORECASE,
)
PASSIVE = re.compile(
    r"\b(?:was|were|been|being|is|are)\s+(?:\w+ly\s+)?(?:\w+ed|built|led|made|written|given|taken|done|shown|"
    r"known|chosen|held|run|sold|taught|won|kept|sent|brought)\b",
    re.IGNORECASE,
)


# What may stand before a statement's verb without being its opening: a date range the extractor put in front
# ('Oct 2018 - Mar 2022 Created ...') or an adverb ('Successfully implemented ...').
_LEADING_DATES = re.compile(
    r"^(?:(?:[A-Z][a-z]{2,8}\.?\s+)?\d{4}\s*[-–—]+\s*(?:(?:[A-Z][a-z]{2,8}\.?\s+)?\d{4}|present|now|current)(?:\s+|$))",
    re.IGNORECASE,
)
_LEADING_ADVERB = re.compile(r"^[A-Za-z]+ly\s+(?=[a-z])")
_FRAGMENT_WORDS = 3  # 'CSS', 'Frontend:', 'sales strategy.': a fragment, not a statement to judge
_CONTINUATIONS = frozenset({"with", "of", "and", "or", "for", "in", "to", "on", "at", "by", "from", "as", "the", "a"})


def _opening(statement: Statement) -> str:
    return _LEADING_ADVERB.sub("", _LEADING_DATES.sub("", statement.text.strip()))


def _first_word(statement: Statement) -> str:
    head = _opening(statement).split(maxsplit=1)
    return head[0].strip(".,;:()\"'“”") if head else ""


def judged_statements(facts: ResumeFacts, statements: list[Statement]) -> list[Statement]:
    """Statements worth judging as sentences: not bullets read across columns, not fragments ('CSS', a date line),
    not the tail of a line the extractor broke ('of existing networks'), and not lists of names the parser took for
    bullets ('Docker, Jenkins, Perforce')."""
    judged = []
    # A bullet on a line that holds two columns read across is two half-statements, neither of which can be judged
    # as written.
    scrambled = [line for line in facts.lines if read_across(line)]
    for statement in statements:
        if statement.is_bullet and any(statement.text in line for line in scrambled):
            continue
        opening = _opening(statement)
        words = opening.split()
        if word_count(opening) <= _FRAGMENT_WORDS or not words[0][:1].isalnum() or words[0] in _CONTINUATIONS:
            continue
        if statement.text.count(",") >= 2:
            named = sum(len(mention.surface.split()) for mention in facts.matcher.find(statement.text))
            capitalised = sum(word[:1].isupper() for word in words)
            if named * 2 >= len(words) or capitalised >= 0.6 * len(words):
                continue
        judged.append(statement)
    return judged


_OPENING_WORDS = 8  # enough of a statement for the tagger to see how its first word is used
_VERB_TAGS = frozenset({"VB", "VBD", "VBN", "VBG", "VBP", "VBZ"})
_COINED_VERB = re.compile(r"[a-z]{3,}(?:iz|is)ed$", re.IGNORECASE)  # 'Dockerized', 'productionised'


def _opening_verbs(facts: ResumeFacts, statements: list[Statement]) -> list[bool]:
    """Whether each statement opens with a verb: the taxonomy's action verbs first (fast), then, for the rest, how
    the English pipeline tags the first word in its sentence ('Crawled', 'Co-designed': the word after a prefix)."""
    known = [facts.taxonomy.is_action_verb(_first_word(statement)) for statement in statements]
    unknown = [index for index, is_verb in enumerate(known) if not is_verb and _first_word(statements[index])]
    if not unknown:
        return known
    openings = [" ".join(_opening(statements[index]).split()[:_OPENING_WORDS]) for index in unknown]
    for index, is_verb in zip(unknown, _open_with_verb(openings), strict=True):
        known[index] = is_verb
    return known


def _tagged_as_verbs(openings: list[str]) -> list[bool]:
    verbs = []
    # Tags and lemmas are enough here; the dependency parser would double the time.
    for document in default_english().pipe(openings, disable=["parser"]):
        words = [token for token in document if not token.is_punct]
        if not words:
            verbs.append(False)
            continue
        first = words[0]
        if len(words) > 1 and first.whitespace_ == "" and first.nbor(1).text == "-":
            first = words[1]  # 'Co-designed', 'Re-architected': the verb follows the prefix
        # 'Is', 'Has', 'Was' (auxiliaries) say nothing done; a main verb in any form does.
        verbs.append((first.tag_ in _VERB_TAGS and first.pos_ == "VERB") or bool(_COINED_VERB.fullmatch(first.text)))
    return verbs


_open_with_verb = PerText(_tagged_as_verbs)


def _verb_findings(facts: ResumeFacts, statements: list[Statement]) -> list[Finding]:
    findings = []
    weak = [statement.text for statement in statements if WEAK_OPENINGS.match(statement.text)]
    if weak:
        findings.append(
            finding(
                "impact.weak_opening",
                Severity.MEDIUM,
                f"{len(weak)} statement(s) open with a duty phrase such as 'Responsible for'.",
                quote_examples(weak),
                "Say what you achieved instead: 'Responsible for onboarding' becomes 'Onboarded 40 new hires in "
                "Q1, cutting ramp-up time by two weeks'.",
                3 * len(weak),
            )
        )
    weak_set = set(weak)
    verbs = _opening_verbs(facts, statements)
    unverbed = [
        statement.text
        for statement, is_verb in zip(statements, verbs, strict=True)
        if statement.text not in weak_set and not is_verb
    ]
    share = len(unverbed) / len(statements)
    if share > UNVERBED_TOLERANCE:
        findings.append(
            finding(
                "impact.no_action_verb",
                Severity.MEDIUM,
                f"{len(unverbed)} of {len(statements)} statements do not start with an action verb.",
                quote_examples(unverbed),
                "Start each bullet with a strong past-tense verb that names what you did: Led, Built, Designed, "
                "Reduced, Negotiated, Launched.",
                20 * (share - UNVERBED_TOLERANCE) / (1 - UNVERBED_TOLERANCE),
            )
        )
    openers = Counter(
        _first_word(statement).lower() for statement, is_verb in zip(statements, verbs, strict=True) if is_verb
    )
    repeated = sorted((verb for verb, count in openers.items() if count > REPEATED_OPENER), key=lambda v: -openers[v])
    if repeated:
        findings.append(
            finding(
                "impact.repeated_words",
                Severity.LOW,
                "The same verb opens many statements.",
                "; ".join(f"“{verb.capitalize()}” opens {openers[verb]} statements" for verb in repeated),
                f"Vary the verbs: instead of repeating “{repeated[0].capitalize()}”, use more precise ones "
                "(Built, Designed, Automated, Shipped, Streamlined) that say how you did it.",
                3 * len(repeated),
            )
        )
    return findings


_DATE_RANGE = re.compile(
    r"(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d{2}\s*[-–—]+\s*(?:(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d{2}|present|now|current)\b"
    r"|\n(?=(?:[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d{2}\b)",
    re.IGNORECASE,
)


_ITEM_START = 30  # characters of a line's opening, enough to find it again inside the prose it was joined into


def _item_openings(lines: list[str]) -> list[str]:
    """Openings of lines that start an item of their own: capitalised, after a line that ends without a comma or a
    word that carries on ('Developing client-side logic ...' under 'Development of the website'). Lines of duties
    written one a line without bullets, which the parser joins into one paragraph, start this way."""
    openings = []
    for previous, line in zip(lines, lines[1:], strict=False):
        before, text = previous.strip(), line.strip()
        if len(text.split()) < 2 or not text[:1].isupper() or not before:
            continue
        if before.endswith(",") or before.split()[-1].lower() in _CONTINUATIONS:
            continue
        openings.append(text[:_ITEM_START])
    return openings


def _parts(statement: Statement, openings: list[str]) -> list[str]:
    """The pieces of a statement a reader takes as one: a bullet whole; prose cut at a date range inside it or a
    line of it that opens with a year (an entry's header the extractor read into the description beside it: '...
    on a wide stack December 2019 - present', '2019 Summer internship at ...'), and where a line of its own began."""
    if statement.is_bullet:
        return [statement.text]
    parts = _DATE_RANGE.split(statement.text)
    for opening in openings:
        parts = [piece for part in parts for piece in part.split(" " + opening)]
    return parts


def _long(statement: Statement, openings: list[str]) -> bool:
    """A bullet, or a sentence of prose, longer than a reader takes in at once."""
    if len(statement.text.split()) <= LONG_STATEMENT_WORDS:
        return False
    return any(len(part.split()) > LONG_STATEMENT_WORDS for part in _parts(statement, openings))


def _result_findings(facts: ResumeFacts, statements: list[Statement]) -> list[Finding]:
    findings = []
    plain = [statement.text for statement in statements if not QUANTITY.search(statement.text)]
    quantified = len(statements) - len(plain)
    # Counted against the statements a resume needs, not only those it has: two statements with a number are two
    # results shown, not 'all of them quantified' (which cutting the rest would otherwise earn).
    share = quantified / max(len(statements), SUBSTANTIAL_STATEMENTS)
    if share < QUANTIFIED_TARGET:
        wanted = math.ceil(QUANTIFIED_TARGET * SUBSTANTIAL_STATEMENTS)
        message = (
            f"Only {quantified} of {len(statements)} statements include a number."
            if len(statements) >= SUBSTANTIAL_STATEMENTS
            else f"Only {quantified} result(s) shown with a number, of the {wanted} or more that make impact concrete."
        )
        findings.append(
            finding(
                "impact.not_quantified",
                Severity.MEDIUM if share < QUANTIFIED_TARGET / 2 else Severity.LOW,
                message,
                quote_examples(plain) or f"The {len(statements)} statement(s) of what you did all have a number.",
                "Add the scale or result to your strongest bullets: how many, how much, how fast, by what % (e.g. "
                "'Cut report time from 3 days to 4 hours'). Use only figures you can stand behind.",
                QUANTIFIED_POINTS * (QUANTIFIED_TARGET - share) / QUANTIFIED_TARGET,
            )
        )
    openings = _item_openings(facts.lines)
    long = [statement.text for statement in statements if _long(statement, openings)]
    if long:
        findings.append(
            finding(
                "impact.long_bullet",
                Severity.LOW,
                f"{len(long)} statement(s) longer than {LONG_STATEMENT_WORDS} words.",
                quote_examples(long),
                "Keep each bullet to one or two lines: the action, the result, and the one detail that matters.",
                2 * len(long),
            )
        )
    return findings


def _wording_findings(facts: ResumeFacts, statements: list[Statement]) -> list[Finding]:
    texts = [statement.text for statement in statements]
    if facts.resume.summary.strip():
        texts.append(facts.resume.summary)
    findings = []
    personal = [text for text in texts if FIRST_PERSON.search(text)]
    if personal:
        findings.append(
            finding(
                "impact.first_person",
                Severity.LOW,
                f"{len(personal)} statement(s) use 'I', 'me' or 'my'.",
                quote_examples(personal),
                "Drop the pronoun and start with the verb: 'I managed a team of 5' becomes 'Managed a team of 5'.",
                2 * len(personal),
            )
        )
    fillers = [match.group() for text in texts for match in FILLERS.finditer(text)]
    if fillers:
        distinct = list(dict.fromkeys(word.lower() for word in fillers))
        findings.append(
            finding(
                "impact.filler",
                Severity.LOW,
                f"{len(fillers)} filler word(s) or buzzword(s).",
                ", ".join(f"“{word}”" for word in distinct[:6]),
                "Delete fillers and replace self-descriptions ('hard-working', 'team player') with a result that "
                "shows the quality.",
                2 * len(fillers),
            )
        )
    passive = _passive(texts)
    if passive:
        findings.append(
            finding(
                "impact.passive_voice",
                Severity.LOW,
                f"{len(passive)} statement(s) in the passive voice.",
                quote_examples(passive),
                "Rewrite in the active voice with you as the doer: 'Was promoted to lead' becomes 'Promoted to lead "
                "after 8 months'; 'Reports were automated' becomes 'Automated reports'.",
                2 * len(passive),
            )
        )
    return findings


_MAIN_CLAUSE = frozenset({"ROOT", "conj"})  # the main verb, or one joined to it by 'and'


def _passive(texts: list[str]) -> list[str]:
    """Statements whose main verb is passive ('Reports were automated'); a passive in a side clause ('tours that were
    focused on start-ups') or an adjective ('is excited') is not. The pattern finds candidates, the parser decides."""
    candidates = [text for text in texts if PASSIVE.search(text)]
    return [text for text, passive in zip(candidates, _main_verb_passive(candidates), strict=True) if passive]


def _parsed_as_passive(texts: list[str]) -> list[bool]:
    return [
        any(token.dep_ == "auxpass" and token.head.dep_ in _MAIN_CLAUSE for token in document)
        for document in default_english().pipe(texts)
    ]


_main_verb_passive = PerText(_parsed_as_passive)


def _substance_findings(judged: list[Statement]) -> list[Finding]:
    """Conciseness needs substance: three lines are short, not concise."""
    if len(judged) >= SUBSTANTIAL_STATEMENTS:
        return []
    return [
        finding(
            "impact.too_little_substance",
            Severity.HIGH if len(judged) < SUBSTANTIAL_STATEMENTS // 2 else Severity.MEDIUM,
            f"Only {len(judged)} statement(s) of what you did: too few to show impact.",
            quote_examples([statement.text for statement in judged]) or "No statement could be judged.",
            "Describe each job with three to five bullets, each an action, what it changed, and a number.",
            SUBSTANCE_POINTS * (SUBSTANTIAL_STATEMENTS - len(judged)) if judged else NOTHING_TO_JUDGE_POINTS,
        )
    ]


def check_conciseness_impact(facts: ResumeFacts) -> list[Finding]:
    statements = facts.statements
    if not statements:
        return [
            finding(
                "impact.achievements_missing",
                Severity.HIGH,
                "No bullets or descriptions of what you did were found.",
                "Experience and projects have no bullets or descriptions.",
                "Under each job and project add 3 to 5 bullets, each an action verb, what you did and its result.",
                NOTHING_TO_JUDGE_POINTS,
            )
        ]
    judged = judged_statements(facts, statements)
    # Verbs, pronouns, filler and the passive are judged in English only: 'Leitete ein Team' has its action verb.
    english = facts.language == ENGLISH
    return [
        *_substance_findings(judged),
        *(_verb_findings(facts, judged) if judged and english else []),
        *(_result_findings(facts, judged) if judged else []),
        *(_wording_findings(facts, statements) if english else []),
    ]
