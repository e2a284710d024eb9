"""The interviewer's voice: speech engines behind one protocol, MP3 encoding, and question audio made off the
request path and kept per question text."""

from vitae.interview.speech.audio import QuestionAudio
from vitae.interview.speech.engines import EspeakSpeech, NullSpeech, PiperSpeech, SpeechEngine, choose_speech_engine

__all__ = ["EspeakSpeech", "NullSpeech", "PiperSpeech", "QuestionAudio", "SpeechEngine", "choose_speech_engine"]
