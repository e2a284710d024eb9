"""The same text gets the same score, whichever path produced it: upload, enhancement or the builder."""

from tests.unit.ats_fixtures import parsed_resume, resume_text
from vitae.analysis import analyze_document, analyze_structured, analyze_text, score_text
from vitae.documents.types import DocumentLine, ExtractedDocument, FileType
from vitae.render.text import resume_to_text


def test_an_upload_and_its_unchanged_text_score_the_same() -> None:
    text = resume_text()
    document = ExtractedDocument(file_type=FileType.TXT, lines=[DocumentLine(text=line) for line in text.split("\n")])
    uploaded = analyze_document(document).analysis
    assert uploaded == analyze_text(document.text).analysis == score_text(document.text)


def test_the_builder_scores_its_text_as_an_upload_of_that_text_would_be() -> None:
    resume = parsed_resume()
    built = analyze_structured(resume)
    assert built.analysis == analyze_text(resume_to_text(resume)).analysis
