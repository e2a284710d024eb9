/** The dashboard API's replies (SPEC §3 Dashboard stats and analytics, §7 dashboard calls). */

export interface StorageInfo {
  used: number
  limit: number
  /** Whole percent of the plan's resume limit in use, rounded down by the server. */
  percentage: number
}

export interface DashboardStats {
  planType: string
  planName: string
  isPremium: boolean
  /** Days left of the free trial that starts at sign-up; 0 once it is over. */
  trialDaysRemaining: number
  totalResumes: number
  storageInfo: StorageInfo
  /** Whom to ask for the Professional plan (an email or web address); empty when the server names no one. */
  upgradeContact: string
}

/** One kept version of a resume with its overall score. */
export interface ScorePoint {
  versionId: string
  number: number
  label: string
  score: number
  createdAt: string
}

export interface ResumeScoreHistory {
  resumeId: string
  title: string
  /** Oldest first. */
  points: ScorePoint[]
}

export interface DashboardAnalytics {
  /** Null until the account holds a resume. */
  averageAtsScore: number | null
  resumeHistories: ResumeScoreHistory[]
  /** Every version of every resume, oldest first. */
  timeline: ScorePoint[]
}

/** A resume as the lists show it: no text, no findings. */
export interface ResumeSummary {
  id: string
  title: string
  name: string
  aiTitle: string
  aiSubtitle: string
  industry: string
  specialization: string
  atsScore: number | null
  overallScore: number | null
  /** atsCompliance, keywordDensity, recruiterFriendliness, concisenessImpact. */
  categoryScores: Record<string, number>
  isAnonymous: boolean
  createdAt: string
  updatedAt: string
}

/** A row of Your Resumes: the summary plus its best version so far. */
export interface DashboardResume extends ResumeSummary {
  bestScore: number
  bestVersionId: string | null
}
