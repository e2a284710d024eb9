"""Properties of the parser over generated text: it never fails, it is deterministic, and it finds the email."""

from hypothesis import given, settings
from hypothesis import strategies as st

from vitae.resume.parser import parse_resume_text

_LOCAL_PART = st.from_regex(r"[a-z0-9][a-z0-9._+-]{0,20}", fullmatch=True)
_DOMAIN = st.from_regex(r"[a-z0-9][a-z0-9-]{0,15}(?:\.[a-z0-9][a-z0-9-]{0,10}){0,2}\.[a-z]{2,6}", fullmatch=True)
_EMAILS = st.builds(lambda local, domain: f"{local}@{domain}", _LOCAL_PART, _DOMAIN)
# Resume-like filler: words, punctuation, bullets, line breaks, runs of spaces; no '@' so the email stays the only one.
_FILLER = st.text(
    alphabet=st.sampled_from(list("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;-–•|()/\n\t")),
    max_size=400,
)


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=3000))
def test_any_text_parses_without_error(text: str) -> None:
    parse_resume_text(text)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.sampled_from(["SKILLS", "Experience:", "• Led a team", "2019 - Present", "Acme Inc.", "  "]), max_size=60
    )
)
def test_resume_like_fragments_parse_without_error(lines: list[str]) -> None:
    parse_resume_text("\n".join(lines))


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=2000))
def test_parsing_is_deterministic(text: str) -> None:
    assert parse_resume_text(text) == parse_resume_text(text)


@settings(max_examples=200, deadline=None)
@given(before=_FILLER, email=_EMAILS, after=_FILLER)
def test_the_only_email_in_the_text_is_found(before: str, email: str, after: str) -> None:
    resume = parse_resume_text(f"{before} {email} {after}")
    assert resume.personal_info.email == email
