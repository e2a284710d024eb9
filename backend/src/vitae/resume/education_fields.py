"""Education entry header -> degree and institution, in whichever order the resume wrote them, with a field of
study run on into the degree kept and notes around them (grades, labels, places) left out."""

import re

from vitae.resume.degree_mentions import find_degree_phrases, is_field_label, opening_degree
from vitae.resume.entry_fields import FORM_LABELS
from vitae.resume.entry_lines import title_like_ratio
from vitae.resume.entry_roles import is_dotted_initials, names_board, names_field_of_study
from vitae.resume.institution_mentions import find_institutions
from vitae.resume.locations import is_location, is_region
from vitae.resume.vocabulary import LEGAL_FORMS, find_degree, has_degree, is_institution, names_programme

_A_WORD = re.compile(r"[A-Za-z]{3,}")  # not an initialism such as 'Ed.S.'
_DIGIT = re.compile(r"\d")

# One broad word a degree's abbreviation already says ('B.Tech' and 'Technology', 'B.Com' and 'Commerce').
_BROAD_FIELDS = frozenset({"technology", "engineering", "science", "sciences", "commerce", "arts", "education"})
_DEPARTMENT = re.compile(r"(?i)(?:the\s+)?(?:department|dept\.?)\s")  # 'Department of Real Estate' is a unit, no field
_CENTRE = re.compile(r"\b(?:Center|Centre|CENTER|CENTRE)$")  # 'Lakeside Training Center' is a place, not a field
_LATIN_HONOURS = re.compile(r"\b(?:summa|magna|cum\s+laude)\b", re.IGNORECASE)  # 'Cum Laude' is no field
_ORGANIZATION_SUFFIX_WORD = re.compile(rf"\b(?:{LEGAL_FORMS}|company|pvt)\b", re.IGNORECASE)

# A credential named after its kind of school ('High School Diploma', 'Trade School Certificate') is no institution.
_CREDENTIAL = re.compile(
    r"\b(?:School|SCHOOL|school)\s+(?:Diploma|DIPLOMA|diploma|Certificate|certificate|Certification)\b"
)
# The state ending an address run into the degree on the next line ('Madison, WI Bachelor's Degree in ...').
_STATE_BEFORE_DEGREE = re.compile(r"^[A-Z]{2}\s+(?=(?:Bachelor|Master|Doctor|Associate)|(?:BACHELOR|MASTER|DOCTOR)\b)")
# 'Equivalent to a Master's Degree in IT' explaining a foreign diploma: the degree is what follows.
_EQUIVALENT_TO = re.compile(r"^(?:equivalent|equiv\.|comparable)\s+to\s+(?:an?\s+|the\s+)?", re.IGNORECASE)
# The town of the next line glued onto a field's last word by the extraction: 'Information TechnologyDover'.
_GLUED_WORD = re.compile(
    r"\b(?P<field>Technology|Engineering|Science|Sciences|Studies|Management|Administration|Education|Finance|"
    r"Business|Arts)[A-Z][a-z]{2,}$"
)


def _split_degree_and_institution(segment: str) -> tuple[str, str] | None:
    """'B.E Anna University' -> ('B.E', 'Anna University'): an abbreviated degree run into the institution."""
    match = find_degree(segment)
    if match is None or match.start() != 0 or " " in match.group(0).strip():
        return None
    institution = segment[match.end() :].strip(" ,-–")
    return (match.group(0).strip(), institution) if is_institution(institution) else None


_ENDS_WITH_INSTITUTION_WORD = re.compile(
    r"\b(?:University|College|Institute|School|Academy|UNIVERSITY|COLLEGE|INSTITUTE)$"
)


def _split_institution_and_degree(segment: str) -> tuple[str, str] | None:
    """'Lakeview College Bachelor of Arts' -> ('Lakeview College', 'Bachelor of Arts'): the degree run on after the
    institution's name."""
    match = find_degree(segment)
    if match is None or match.start() == 0:
        return None
    institution = segment[: match.start()].strip(" ,-–")
    if not _ENDS_WITH_INSTITUTION_WORD.search(institution) or not is_institution(institution):
        return None
    return institution, segment[match.start() :].strip()


# Honours and grades written beside the degree: 'First Class Honours', 'Upper Second Class (2:1)', 'magna cum laude',
# "Dean's List", 'Distinction'; a grade with its figure: 'GPA 3.8/4.0', 'CGPA 8.7/10', '78%' (not a table's column
# such as 'Grade Point Average' or '% Marks').
_HONOURS = re.compile(
    r"(?i)\b(?:honou?rs|distinction|merit|(?:first|second|third)[\s-]class|(?:upper|lower)\s+second|cum\s+laude|"
    r"dean['’]?s\s+list|valedictorian|salutatorian|mention\s+(?:très\s+bien|bien|assez\s+bien))\b|\b[12]:[12]\b|"
    # A subject's letter grade in brackets: 'Physics (A)', 'Mathematics (A*)'.
    r"\([A-E][*+-]?\)$"
)
# German grades as well: 'Abschlussnote 1,3', 'Note 1,7'.
_GRADE = re.compile(r"(?i)\b(?:c?gpa|c?g\.p\.a|grade|percentage|marks|(?:abschluss|gesamt)?note)\b|\d%")


# A term spent elsewhere ('Exchange Program', 'Study Abroad'), or a major or minor named after its field ('Finance
# major', 'double major').
_EXCHANGE_OR_MAJOR = re.compile(r"(?i)\b(?:exchange|study\s+abroad|semester\s+abroad|majors?|minors?)\b")


def is_entry_note(piece: str) -> bool:
    """A piece of an education header that is neither the entry's degree nor its institution but is worth keeping:
    the field's label ('Minor in Spanish'), honours or a grade ('First Class Honours', 'GPA 3.8/4.0'), a term abroad,
    or the faculty, school or campus written beside the institution ('Faculty of Law', 'Clayton Campus')."""
    if is_field_label(piece) or _FIELD_LABEL_HEAD.match(piece) or _EXCHANGE_OR_MAJOR.search(piece):
        return True
    if is_institution(piece):
        return piece.split()[-1].lower() not in _FIELD_JOINERS  # not 'School of Management and', a name cut in two
    graded = _GRADE.search(piece) is not None and _DIGIT.search(piece) is not None
    return graded or _HONOURS.search(piece) is not None


_INITIALS_OF = re.compile(r"\b[A-Z]")
_SHORT_FORM = re.compile(r"^\(?(?P<letters>[A-Z][A-Za-z.]{1,7})\)?$")


def _is_short_form_of(segment: str, degree: str) -> bool:
    """'BS' after 'Bachelor of Science', 'MBA' after 'Master of Business Administration', 'BTech' after 'Bachelor of
    Technology': the degree's own short form, its first letters or a short form that is a degree opening as it does."""
    match = _SHORT_FORM.match(segment.strip())
    if match is None or not degree or " " not in degree:
        return False
    letters = match.group("letters").replace(".", "")
    initials = "".join(_INITIALS_OF.findall(degree))
    named = find_degree(letters)
    return letters.upper() == initials or (
        named is not None and named.group(0) == letters and letters[0].upper() == degree[0].upper()
    )


def _specialises(degree: str, area: str) -> bool:
    """'Finance' after 'Diploma in Management': one field word after a degree that names its field with 'in'."""
    return (
        " in " in degree
        and len(area.split()) == 1
        and names_field_of_study(area)
        and _is_study_area(area)
        and not _repeats_degree(area, degree)
    )


_MOST_SCHOOL_NAME_WORDS = 4


def _names_school_beside_degree(segments: list[str], degree: str) -> bool:
    """'Sciences Po' beside 'Master in Public Policy': the header is a short capitalised name and a degree with its
    field ('in ...'), so the name is not that field."""
    if len(segments) != 2 or " in " not in degree or degree not in segments:
        return False
    name = segments[1 - segments.index(degree)]
    return (
        len(name.split()) <= _MOST_SCHOOL_NAME_WORDS
        and _is_capitalised_phrase(name)
        and not _DIGIT.search(name)
        and not has_degree(name)
        and not is_location(name)
        and not is_field_label(name)
    )


def _programme_index(segments: list[str], institutions: list[int]) -> int | None:
    """'General Assembly — Software Engineering Immersive': with no degree, the bootcamp or course stands for it (the
    provider beside it is the institution)."""
    return next(
        (index for index, segment in enumerate(segments) if index not in institutions and names_programme(segment)),
        None,
    )


_PROVIDER_THEN_COURSE = re.compile(r"^(?P<provider>[^:]{2,40}):\s+(?P<course>\S.*)$")
_MOST_PROVIDER_WORDS = 4


def _provider_and_course(segment: str) -> tuple[str, str] | None:
    """'Codecraft: Responsive Web Design Certification' -> ('Codecraft', 'Responsive Web Design Certification'): a
    short name before the colon, one that is no label ('Online Course:', 'Degree:', 'Major:')."""
    match = _PROVIDER_THEN_COURSE.match(segment)
    if match is None:
        return None
    provider, course = match.group("provider").strip(), match.group("course").strip()
    if (
        len(provider.split()) > _MOST_PROVIDER_WORDS
        or has_degree(provider)
        or names_programme(provider)
        or names_field_of_study(provider)
        or FORM_LABELS.match(provider)
        or not (has_degree(course) or names_programme(course))
    ):
        return None
    return provider, course


def _degree_then_institution_in_sentence(segment: str) -> tuple[str, str] | None:
    """'Currently pursuing an M.S. in Data Science at Harbor University': the degree and the institution a sentence
    names, in that order, apart."""
    degrees, institutions = find_degree_phrases(segment), find_institutions(segment)
    if not degrees or not institutions or is_field_label(degrees[0]):
        return None
    degree_start, institution_start = segment.find(degrees[0]), segment.find(institutions[0])
    if degree_start <= 0 or degree_start + len(degrees[0]) > institution_start:
        return None
    return (degrees[0], institutions[0]) if _reads_as_sentence(segment[:degree_start]) else None


_LIST_OF_PIECES = 3  # this many pieces beside a degree, none an institution by its words, are a list


def _degree_spelt_out(segments: list[str], degree_index: int | None, institutions: list[int]) -> int | None:
    """The index of a later segment that writes the degree again with more after it ('BS in Physics' after 'BS')."""
    if degree_index is None:
        return None
    degree = segments[degree_index]
    return next(
        (
            index
            for index in range(degree_index + 1, len(segments))
            if index not in institutions and segments[index].startswith(f"{degree} ")
        ),
        None,
    )


def pick_degree_and_institution(segments: list[str]) -> tuple[str, str, list[str]]:
    boards = [segment for segment in segments if names_board(segment)]
    if boards and any(is_institution(segment) and not names_board(segment) for segment in segments):
        # 'CBSE / Delhi Public School': the board stands where the certificate would, the school is the institution.
        degree, institution, rest = pick_degree_and_institution([s for s in segments if s is not boards[0]])
        return (degree, institution, [boards[0], *rest]) if degree else (boards[0], institution, rest)
    institutions = [
        index for index, segment in enumerate(segments) if is_institution(segment) and not _CREDENTIAL.search(segment)
    ]
    # 'Higher Secondary School' names a school, not a degree: only pieces that are not institutions are degrees.
    degree_index = next(
        (
            index
            for index, segment in enumerate(segments)
            if has_degree(segment) and index not in institutions and not _tells_of_degree(segment)
        ),
        None,
    )
    institution_index = next((index for index in institutions if index != degree_index), None)
    repeated: set[int] = set()
    if (spelt_out := _degree_spelt_out(segments, degree_index, institutions)) is not None and degree_index is not None:
        # 'BS' / 'Lakeview University, BS in Physics': the degree written again with its field is the degree.
        repeated, degree_index = {degree_index}, spelt_out
    if degree_index is None and institution_index is not None:
        split = _split_degree_and_institution(segments[institution_index])
        if split is not None:
            segments = [*segments[:institution_index], *split, *segments[institution_index + 1 :]]
            degree_index, institution_index = institution_index, institution_index + 1
        elif (split := _split_institution_and_degree(segments[institution_index])) is not None:
            segments = [*segments[:institution_index], *split, *segments[institution_index + 1 :]]
            degree_index = institution_index + 1
        elif (split := _degree_then_institution_in_sentence(segments[institution_index])) is not None:
            segments = [*segments[:institution_index], *split, *segments[institution_index + 1 :]]
            degree_index, institution_index = institution_index, institution_index + 1
    if degree_index is None:
        degree_index = _programme_index(segments, institutions)
    if (
        institution_index is None
        and degree_index is not None
        and (split := _provider_and_course(segments[degree_index]))
    ):
        # 'Codecraft: Web Design Certification': the provider before the colon is the institution.
        segments = [*segments[:degree_index], *split, *segments[degree_index + 1 :]]
        institution_index, degree_index = degree_index, degree_index + 1
    used = {index for index in (degree_index, institution_index) if index is not None} | repeated
    degree = _STATE_BEFORE_DEGREE.sub("", segments[degree_index]) if degree_index is not None else ""
    degree = _GLUED_WORD.sub(r"\g<field>", _EQUIVALENT_TO.sub("", degree))
    following = degree_index + 1 if degree_index is not None else len(segments)
    if following < len(segments) and following not in used and _is_short_form_of(segments[following], degree):
        # 'Bachelor of Science - BS, Computer Science': the degree's short form says it again; its field follows.
        used.add(following)
        following += 1
    if following < len(segments) and following not in used and _continues_field(degree, segments[following]):
        # 'Master's Degree in IT, Security and Cloud': the comma went on with the field, not to the institution.
        degree = f"{degree}, {segments[following]}"
        used.add(following)
    elif following < len(segments) and following not in used and degree and _is_second_degree(segments[following]):
        # 'BBA, MCA': a second degree after the comma stays with the first (the entry is split in two later).
        degree = f"{degree}, {segments[following]}"
        used.add(following)
    rest = [segment for index, segment in enumerate(segments) if index not in used]
    institution = segments[institution_index] if institution_index is not None else ""
    if (
        not degree
        and rest
        and (_names_study_area(rest[0]) or is_dotted_initials(rest[0]) or not institution)
        and not _tells_of_degree(rest[0])
    ):
        degree = rest.pop(0)
    if not institution and degree_index is not None and _names_school_beside_degree(segments, degree):
        # 'Sciences Po — Master in Public Policy': a name beside a degree that names its own field is its school.
        institution = segments[1 - degree_index]
        rest.remove(institution)
    if not institution and rest:
        # 'Bachelor of Arts / Business Administration / UNC Ridgeview': the field of study is not the institution.
        named = [
            segment
            for segment in rest
            if not names_field_of_study(segment)
            and _A_WORD.search(segment)
            and not _tells_of_degree(segment)
            and not _DIGIT.search(segment)  # 'GPA 3.4', '(85%)': a grade, not a name
        ]
        # 'Bachelor of Science, Kinesiology' with no institution: the field of study stays out of it.
        field_only = degree and names_field_of_study(rest[0])
        unnamed = field_only or _tells_of_degree(rest[0]) or _DIGIT.search(rest[0])
        if len(named) >= _LIST_OF_PIECES:
            # 'GCSE Maths / GCSE French / Grade B / Grade C', 'Python, Flask, Docker, Linux': a list of subjects,
            # grades or skills that reached the header, none of them a school's name.
            named, unnamed = [], True
        institution = named[0] if named else ("" if unnamed else rest[0])
        if institution:
            rest.remove(institution)
    degree_match = find_degree(degree) if degree else None
    # The piece right after the degree first ('University of X, School of Y / Master of Education, Music'), then
    # the first piece left.
    after = segments[following] if following < len(segments) and segments[following] in rest else ""
    for area in dict.fromkeys(piece for piece in (after, *rest[:1]) if piece):
        if _MINOR.match(area):
            continue  # 'Minor in Chemistry' is no field of the degree; it stays a note
        bare_long_form = _BARE_LONG_FORM.match(degree) is not None and _is_capitalised_phrase(area)
        if bare_long_form and degree.endswith(")") and area != after:
            bare_long_form = False  # 'Master of Arts (M.A.)' takes the field written after it, not a line above
        if (
            degree_match is not None
            and (_names_degree_alone(degree, degree_match) or _is_one_abbreviation(degree) or bare_long_form)
            and _is_study_area(area)
            and _reads_as_field(area)
            and not _repeats_degree(area, degree)
            and area.split()[-1].lower() not in _FIELD_JOINERS  # 'Electronics and': a field cut in two
            and not _ends_in_state_code(area)
        ):
            # 'PhD' with 'Computer Science' beside it: the area of study belongs with the degree ('Bachelor of
            # Science, Mathematics' as written).
            rest.remove(area)
            joiner = " " if area.startswith("(") else ", " if bare_long_form else " in "  # 'M.Sc (Physics)'
            if joiner == " in ":
                area = _FIELD_LABEL_HEAD.sub("", area)  # 'B.A.' / 'Majoring in History': 'B.A. in History'
            degree = f"{degree}{joiner}{area}"
            break
    else:
        if after and degree_match is not None and _specialises(degree, after):
            # 'Post Graduate Diploma in Management (PGDM) - Finance': the specialisation of a degree that names its
            # field already stays with it.
            rest.remove(after)
            degree = f"{degree}, {after}"
    if degree and (later_degrees := [piece for piece in rest if _is_second_degree(piece)]):
        # 'B.S. Mathematics, cum laude, 2010; M.S. Statistics, 2012': a second degree further on the line stays with
        # the first too (the entry is split in two later), not dropped.
        degree = ", ".join([degree, *later_degrees])
        rest = [piece for piece in rest if piece not in later_degrees]
    # 'BSc Physics (GPA 3.8)', 'Lakeview College with average of 85%': the grade comes off the name, kept as a note.
    grades = [match.group(0).strip(" ()") for text in (degree, institution) if (match := _AFTER_DEGREE.search(text))]
    return _degree_without_context(degree), _institution_without_context(institution), [*rest, *grades]


# Honours and a note after the degree's name: 'summa cum laude', 'to be conferred'.
_AFTER_DEGREE = re.compile(
    r"\s+(?:(?:summa|magna)\s+)?cum\s+laude$|\s+to\s+be\s+(?:conferred|awarded)$|\s+(?:anticipated|expected)(?:\s+in)?$"
    # A grade in brackets or after 'with': '(grade 2.1)', '(Cum Laude)', '(3.6 GPA)', 'with average of 80%'.
    r"|\s*\((?=[^()]*(?:\b(?:gpa|cgpa|grade|points|marks|percentage|cum\s+laude)\b|\d\.\d|%))[^()]*\)?$"
    r"|\s+with\s+(?:an?\s+)?(?:overall\s+)?(?:average|gpa|cgpa|grade|score|percentage)\b.*$",
    re.IGNORECASE,
)


def _institution_without_context(institution: str) -> str:
    """'Spent one term at Lakeview University': the institution's name without the sentence before it."""
    # 'Lakeview College with average of 85%': the grade is no part of the name either.
    institution = _after_label_or_field(_TRAILING_PREPOSITION.sub("", _AFTER_DEGREE.sub("", institution)))
    named = find_institutions(institution)
    start = min((institution.find(name) for name in named), default=-1)
    return institution[start:] if start > 0 and _reads_as_sentence(institution[:start]) else institution


# 'University of Lakeview in' (the year that followed taken away): the preposition is no part of the name.
_TRAILING_PREPOSITION = re.compile(r"\s+(?:in|at|from|on|with)$")
# Where a label or a field of study ends before the name: 'Instructor: ', 'Marine Biology. ', 'Finance—'.
_LABEL_OR_FIELD_END = re.compile(r":\s+|(?<=[a-z]{5})\.\s+|\s*—\s*")


def _after_label_or_field(institution: str) -> str:
    """'Adjunct Instructor: Lakeview College', 'Marine Biology. Lakeview University', 'Finance—Lakeview State
    University': the institution's name without the job, field or label written before it."""
    for match in reversed(list(_LABEL_OR_FIELD_END.finditer(institution))):
        head, tail = institution[: match.start()], institution[match.end() :]
        if head and is_institution(tail) and not is_institution(head) and not find_institutions(head):
            return tail
    return institution


def _reads_as_sentence(text: str) -> bool:
    """Words of a sentence ('Sophomore pursuing a', 'Spent one term at'), not of a name or a degree."""
    words = [word for word in text.split() if word.lower() not in _NAME_JOINERS]
    return any(word[0].islower() for word in words) and not has_degree(text)


_NAME_JOINERS = frozenset({"of", "and", "in", "for", "the", "&", "et", "de", "du", "des", "la", "le"})


def _degree_without_context(degree: str) -> str:
    """'Sophomore pursuing a Bachelor of Arts in Drama', 'Courses taken for Bachelor of Music', 'B.Sc.
    magna cum laude': the degree's name without the words of the sentence around it."""
    degree = _AFTER_DEGREE.sub("", degree)
    named = find_degree_phrases(degree)
    start = degree.find(named[0]) if named else -1
    if start <= 0:
        return degree
    # 'Degree of Bachelor of ...', 'BSc in Bachelor of ...': what comes first is itself a degree, and stays.
    return degree[start:] if _reads_as_sentence(degree[:start]) or _DEED_BEFORE.match(degree[:start]) else degree


# 'Completed Masters in Law', 'Currently pursuing B.Tech': what was done with the degree, written before it.
_DEED_BEFORE = re.compile(
    r"(?i)^\W*(?:currently\s+)?(?:completed|completing|pursuing|pursued|earned|received|obtained|attained|awarded|"
    r"attending|studying)\s+(?:(?:my|his|her|a|an|the)\s+)?$"
)


# Words that leave a degree as bare as it was: "Master's Degree", 'BA (Hons)', 'PhD Candidate'.
_BARE_DEGREE_WORDS = re.compile(r"(?i)^(?:\W*(?:s|degree|hons|honours|honors|candidate)\W*(?:\s+|$))*$")


def _names_degree_alone(degree: str, match: re.Match[str]) -> bool:
    """'MBA', "Master's Degree", 'BA (Hons)': a degree without the field it was taken in."""
    before, after = degree[: match.start()], degree[match.end() :]
    return not before.strip() and _BARE_DEGREE_WORDS.match(after.strip()) is not None


def _is_one_abbreviation(degree: str) -> bool:
    """'M.S.Ed', 'B.Sc.': a degree written as one abbreviation, without a field; not a column's 'Course/Degree'."""
    return " " not in degree.strip() and "/" not in degree


def _is_capitalised_phrase(text: str) -> bool:
    """'Marine Biology', 'Major in Drama'; not 'Due to finish'."""
    return all(word[0].isupper() or word.lower() in _FIELD_JOINERS for word in text.split())


_FIELD_JOINERS = frozenset({"and", "of", "in", "&", "for"})
_STATE_CODE_AT_END = re.compile(r"\s[A-Z]{2}$")


def _ends_in_state_code(text: str) -> bool:
    """'Pittsburgh PA': a town and its state written without a comma, a place and no field ('Business IT' is one)."""
    return _STATE_CODE_AT_END.search(text) is not None and is_region(text.split()[-1])


# A degree named without its field: 'Bachelor of Science', 'Master of Arts', 'Doctor of Philosophy', maybe with its
# short form in brackets ('Master of Arts (M.A.)', 'Associate of Applied Science (A.A.S.)').
_BARE_LONG_FORM = re.compile(
    r"^(?:Bachelor|Master|Doctor|Associate)'?s?\s+of\s+(?:Applied\s+)?(?:Science|Arts?|Philosophy|Education|"
    r"Engineering|Technology|Commerce|Business\s+Administration|Laws?|Fine\s+Arts|Music|Nursing|Pharmacy|"
    r"Architecture|Public\s+Health)s?(?:\s*\([A-Z][A-Za-z.]{1,10}\))?$",
    re.IGNORECASE,
)


_FIELD_AT_END = re.compile(r"\s(?:in|of)\s+[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)?$")
_FIELD_LIST = re.compile(r"^[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?\s+(?:and|&)\s+[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?$")


_MINOR = re.compile(r"(?i)minors?\b")
# The label before a major's field: 'Major: ', 'Majoring in ', 'Concentration in '.
_FIELD_LABEL_HEAD = re.compile(
    r"^(?i:majors?|majoring|concentration|speciali[sz]ations?)(?:\s*:\s*|\s+(?i:in)\s+)(?=[A-Z])"
)


def _is_second_degree(segment: str) -> bool:
    """'MCA', 'Master of Business Administration': a piece that is a whole degree and nothing else, not an
    institution and not a field's label ('Major in Drama')."""
    phrases = find_degree_phrases(segment)
    return (
        phrases == [segment.strip()]
        and not is_field_label(phrases[0])
        and not is_institution(segment)
        and has_degree(segment)
    )


def _continues_field(degree: str, segment: str) -> bool:
    """'Security and Cloud' after 'Master's Degree in IT': the rest of a list of fields the comma cut off."""
    if not _FIELD_AT_END.search(degree) or not _FIELD_LIST.match(segment):
        return False
    return not (is_institution(segment) or is_location(segment) or _ORGANIZATION_SUFFIX_WORD.search(segment))


_NEXT_SENTENCE = re.compile(r"[a-z]\.\s+[A-Z]")


def _tells_of_degree(segment: str) -> bool:
    """'Achieved a High Distinction average for the Arts degree', 'Part of the MSc programme. Included ...': a
    sentence about a degree, not the degree's name."""
    match = find_degree(segment)
    if match is None or match.start() == 0 or len(segment.split()) < 6:
        return False
    if opening_degree(segment):
        return False  # 'B.S./M.S. in Computer Science (dual degree)' opens with its degree
    if match.group(0).islower():
        # 'Training leading to a National Certificate in ...' still names a degree.
        later = find_degree(segment[match.end() :])
        return later is None or later.group(0).islower()
    return _NEXT_SENTENCE.search(segment) is not None


# How the names of fields of study end ('Marketing', 'Economics', 'Biology', 'Spanish', 'Education', 'Chemistry').
_FIELD_ENDING = re.compile(r"(?:ing|ics?|ogy|ism|ish|ese|ion|nce|ure|ry|phy)$", re.IGNORECASE)


def _reads_as_field(area: str) -> bool:
    """A field beside a bare degree: a phrase, or one word that ends as fields do or is an initialism ('TESOL');
    not a status or a name ('MS' with 'Passed' or 'Lakeview' beside it)."""
    return (
        len(area.split()) > 1
        or area.isupper()
        or names_field_of_study(area)
        or _FIELD_ENDING.search(area.strip("()")) is not None
    )


def _repeats_degree(area: str, degree: str) -> bool:
    """'Engineering' beside 'Bachelor of Engineering', 'Technology' beside 'B.Tech': nothing the degree lacks."""
    area_words = area.lower().split()
    degree_text = degree.lower()
    if all(word in degree_text for word in area_words):
        return True
    if len(area_words) != 1 or area_words[0] not in _BROAD_FIELDS:
        return False
    # 'Education' beside 'M.Ed' repeats it; beside 'M.A.' or 'PhD' it is the field.
    return area_words[0] != "education" or _EDUCATION_DEGREE.search(degree) is not None


_EDUCATION_DEGREE = re.compile(r"(?i)(?:\b|(?<=\b[bm]))ed\b")  # 'B.Ed', 'M.S.Ed', 'Ed.D.', 'MEd'; not 'Applied'


def _names_study_area(text: str) -> bool:
    """A field of study standing for the degree: two title-cased words or more ('Computer Science'), or one that a
    field is named with ('Sociology', 'Philosophy')."""
    return _is_study_area(text) and (len(text.split()) >= 2 or names_field_of_study(text))


_BRACKETED = re.compile(r"^[^()]+(?P<emphasis>\([^()]*\))$")


def _is_study_area(text: str) -> bool:
    """'Computer Science' beside a bare degree; not a grade, a board, a place, a link or a form's label."""
    words = text.split()
    if "/" in text and len(words) <= 6:
        # 'Economics/Finance': two fields, each one a field; not 'Course/Degree' or 'CGPA/Percentage'.
        return all(part.strip() and _is_study_area(part.strip()) for part in text.split("/"))
    # A field's emphasis in brackets does not make it longer: 'Education (Higher Education Policy & Finance)'.
    emphasis = _BRACKETED.match(text)
    counted = text[: emphasis.start("emphasis")] if emphasis else text
    if not words or len(counted.split()) > 6 or any(character.isdigit() for character in text):
        return False
    if FORM_LABELS.match(text) or _LATIN_HONOURS.search(text) or _CENTRE.search(text) or _DEPARTMENT.match(text):
        return False
    if is_institution(text) or _ORGANIZATION_SUFFIX_WORD.search(text) or is_location(text) or has_degree(text):
        return False
    return title_like_ratio(text) >= 0.5
