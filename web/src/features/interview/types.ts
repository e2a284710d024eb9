/** The interview API's shapes as the client reads them (SPEC §3, §7; backend `vitae/web/interview/schemas.py`). */

export interface BuilderItem {
  title: string
  subtitle: string
  date: string
  description: string
  bullets: string[]
}

export interface BuilderSection {
  id: string
  title: string
  content?: string
  items?: BuilderItem[]
  categories?: { name: string; skills: string[] }[]
}

/** What `POST /api/resume-parser` returns: the resume in the builder's shape. */
export interface BuilderResume {
  personalInfo: { name?: string } & Record<string, string | undefined>
  sections: BuilderSection[]
}

export interface ResumeEntry {
  title: string
  organization: string
  description: string
  bullets: string[]
}

/** A saved resume's `parsedResume`, reduced to what the interviewer reads from it. */
export interface ParsedResumeContext {
  personalInfo: { name?: string } & Record<string, string | undefined>
  summary: string
  work: ResumeEntry[]
  projects: ResumeEntry[]
  skills: { name: string; skills: string[] }[]
}

export type InterviewResumeData = BuilderResume | ParsedResumeContext

/** The optional resume the interview is tailored to, as kept beside the preferences. */
export interface InterviewResume {
  /** Where it came from, shown to the person: the file name or the saved resume's title. */
  label: string
  source: 'upload' | 'saved'
  data: InterviewResumeData
}

export interface StartInterviewRequest {
  type: string
  jobType: string
  level: string
  jobDescription: string
  resumeData: InterviewResumeData | null
  difficulty: string
  duration: number
}

export interface StartedInterview {
  sessionId: string
  question: string
  /** Base64 audio/mpeg of the question, null when the server has no voice. */
  audio: string | null
  questionNumber: number
  plannedQuestions: number
  /** The engine that worded the question ('offline' or 'openai'), and why the offline one did when it stood in. */
  engine?: string
  fallbackReason?: string
}

export interface AnswerRequest {
  sessionId: string
  answer: string
  isFinal: boolean
  /** How long the person spoke the answer, for words per minute; null when it was typed. */
  spokenSeconds: number | null
}

export interface NextQuestion {
  nextQuestion: string
  audio: string | null
  questionNumber: number
  isComplete: boolean
  /** The engine of the answer's feedback and the next question's wording. */
  engine?: string
  fallbackReason?: string
}

export type StarElement = 'situation' | 'task' | 'action' | 'result'

/** Countable facts about how an answer (or the whole interview) was said. */
export interface DeliveryMetrics {
  words: number
  fillerWords: number
  fillerWordsPerMinute: number
  wordsPerMinute: number | null
  spokenSeconds: number | null
  /** Per-minute figures assume a conversational pace when no speaking time was measured. */
  estimatedTiming: boolean
  hedges: number
  fillersFound: Record<string, number>
  hedgesFound: Record<string, number>
  starElements: StarElement[]
  jobTermsUsed: string[]
}

export interface QuestionFeedback {
  question: string
  answer?: string
  /** null when the question was not answered: it has no badge and no score, not 0/100. */
  performance: string | null
  observation: string
  score?: number | null
  metrics?: DeliveryMetrics
  answered?: boolean
  followUp?: boolean
}

/** One thing to practise, tied to the answer that shows it (`questionIndex` into `questions`). */
export interface ActionItem {
  questionIndex: number
  question: string
  /** A verbatim span of that answer, in curly quotes. */
  quote: string
  action: string
}

export interface StrongerPart {
  part: 'situation' | 'task' | 'action' | 'result'
  text: string
  /** false: a bracketed prompt of what to add, not the candidate's words. */
  fromAnswer: boolean
}

/** The weakest answer put in STAR order from the candidate's own sentences. */
export interface StrongerAnswer {
  questionIndex: number
  question: string
  label: string
  parts: StrongerPart[]
}

/** `GET /api/interview/feedback/{id}` and `POST /api/interview/analyze-transcript`. */
export interface InterviewFeedback {
  scores: Record<string, number>
  overallScore?: number
  questions: QuestionFeedback[]
  metrics?: DeliveryMetrics
  /** A paragraph on the whole interview, from Vitae's own scores. */
  summary?: string
  actionItems?: ActionItem[]
  strongerAnswer?: StrongerAnswer | null
  /** The interview in a few sentences, in the engine's words; the scores stay Vitae's own. */
  narrative?: string
  /** The engine that wrote the narrative and the observations, and why the offline one did when it stood in. */
  engine?: string
  fallbackReason?: string
}
