/** The resume as the API returns it (SPEC §3 plus the analysis and the structured resume behind the scores). */

export type CategoryKey = 'atsCompliance' | 'keywordDensity' | 'recruiterFriendliness' | 'concisenessImpact'

export type CategoryScores = Record<CategoryKey, number>

export type Severity = 'high' | 'medium' | 'low'

export interface Finding {
  id: string
  category: CategoryKey
  severity: Severity
  message: string
  evidence: string
  fix: string
  pointsLost: number
}

export interface DetectedSkill {
  name: string
  kind: string
  mentions: number
  surfaces: string[]
}

export interface Occupation {
  code: string
  title: string
  majorGroup: string
  confidence: number
}

export interface ResumeAnalysis {
  overallScore: number
  categoryScores: CategoryScores
  findings: Finding[]
  detectedSkills: DetectedSkill[]
  aiTitle: string
  aiSubtitle: string
  industry: string
  specialization: string
  occupation: Occupation | null
  yearsOfExperience: number | null
  improvements: string[]
  formattingFixes: string[]
}

export interface PersonalInfo {
  name: string
  email: string
  phone: string
  location: string
  linkedin: string
  github: string
  portfolio: string
}

/** A job, degree, project or certificate as the parser read it; empty strings where nothing was read. */
export interface ResumeEntry {
  title: string
  organization: string
  dates: string
  startDate: string
  endDate: string
  location: string
  description: string
  bullets: string[]
}

export interface SkillGroup {
  name: string
  skills: string[]
}

export type SectionKind = 'summary' | 'experience' | 'education' | 'skills' | 'projects' | 'certifications' | 'other'

export interface ResumeSection {
  heading: string
  kind: SectionKind
  lines: string[]
}

export interface ParsedResume {
  personalInfo: PersonalInfo
  summary: string
  work: ResumeEntry[]
  education: ResumeEntry[]
  skills: SkillGroup[]
  projects: ResumeEntry[]
  certifications: ResumeEntry[]
  sections: ResumeSection[]
}

export interface ResumeFile {
  name: string
  type: string
  size: number
}

/** How long each server phase of an upload took, in milliseconds (only in the upload response). */
export interface ProcessingTimes {
  extractMs: number
  parseMs: number
  scoreMs: number
}

export interface Resume {
  id: string
  title: string
  name: string
  aiTitle: string
  aiSubtitle: string
  industry: string
  specialization: string
  atsScore: number | null
  overallScore: number | null
  categoryScores: CategoryScores
  isAnonymous: boolean
  createdAt: string
  updatedAt: string
  originalContent: string
  content: string
  enhancedContent: string | null
  analysis: ResumeAnalysis
  parsedResume: ParsedResume
  file: ResumeFile | null
  processing?: ProcessingTimes | null
}
