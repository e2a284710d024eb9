"""Small language models that ship with the package: sentence embeddings and an English pipeline.

Both load from files installed by PyPI packages (nothing is downloaded at run time) and are loaded once per process on
first use: `default_encoder()` and `default_english()`.
"""

from vitae.language.embeddings import SentenceEncoder, default_encoder
from vitae.language.english import default_english, inflect, lemma_of

__all__ = ["SentenceEncoder", "default_encoder", "default_english", "inflect", "lemma_of"]
