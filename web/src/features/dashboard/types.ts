/** The dashboard API's replies (SPEC §3 Dashboard stats and analytics, §7 dashboard calls), from the generated types. */
import type { ApiSchema } from '@/lib/api/types'

export type StorageInfo = ApiSchema<'StorageInfo'>
export type DashboardStats = ApiSchema<'DashboardStats'>
/** One kept version of a resume with its overall score. */
export type ScorePoint = ApiSchema<'ScorePoint'>
export type ResumeScoreHistory = ApiSchema<'ResumeScoreHistory'>
export type DashboardAnalytics = ApiSchema<'DashboardAnalytics'>
/** A resume as the lists show it: no text, no findings. */
export type ResumeSummary = ApiSchema<'ResumeSummary'>
/** A row of Your Resumes: the summary plus its best version so far. */
export type DashboardResume = ApiSchema<'DashboardResume'>
