"""The AI engines behind every AI task of Vitae (analysis commentary, enhancement, tailoring, the builder's assistant
and section enhancement, the interviewer's questions, follow-ups, feedback and report): the offline engine (the
default) and an OpenAI-compatible one.

Every task answers with the name of the engine that made the result; the OpenAI-compatible engine falls back to the
offline one for any call it cannot finish correctly in time. Scores are never set by a model.
"""

from vitae.ai.protocol import AiEngine, EngineEnhancement
from vitae.ai.select import select_engine

__all__ = ["AiEngine", "EngineEnhancement", "select_engine"]
