/** The interview API's shapes (SPEC §3, §7), named from the generated API types, and the client's own resume context. */
import type { ApiSchema } from '@/lib/api/types'

/** What `POST /api/resume-parser` returns: the resume in the builder's shape. */
export type BuilderResume = ApiSchema<'BuilderResume-Output'>

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

/** A resume the interview is tailored to: the builder's shape (uploaded) or a saved resume's context. */
export type InterviewResumeData = BuilderResume | ParsedResumeContext

/** The optional resume the interview is tailored to, as kept beside the preferences. */
export interface InterviewResume {
  /** Where it came from, shown to the person: the file name or the saved resume's title. */
  label: string
  source: 'upload' | 'saved'
  data: InterviewResumeData
}

export type StartInterviewRequest = ApiSchema<'InterviewStart'>
export type StartedInterview = ApiSchema<'InterviewQuestion'>
export type AnswerRequest = ApiSchema<'AnswerSubmission'>
export type NextQuestion = ApiSchema<'NextQuestion'>
/** Key terms, length and pace of the answer just given, shown before the next question. */
export type AnswerInsights = ApiSchema<'AnswerInsights'>
export type StarElement = ApiSchema<'StarElement'>
/** Countable facts about how an answer (or the whole interview) was said. */
export type DeliveryMetrics = ApiSchema<'DeliveryMetrics'>
export type QuestionFeedback = ApiSchema<'QuestionFeedback'>

/** One thing to practise, tied to the answer that shows it (`questionIndex` into `questions`). */
export type ActionItem = ApiSchema<'ActionItem'>
/** The weakest answer put in STAR order from the candidate's own sentences. */
export type StrongerAnswer = ApiSchema<'StrongerAnswer'>
/** `GET /api/interview/feedback/{id}` and `POST /api/interview/analyze-transcript`. */
export type InterviewFeedback = ApiSchema<'InterviewReport'>
