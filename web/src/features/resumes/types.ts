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
  /** The engine's reading of the analysis, in words only: the scores above stay Vitae's own. */
  commentary?: string
  /** The engine that wrote the commentary ('offline' or 'openai'), and why the offline one did when it stood in. */
  engine?: string
  fallbackReason?: string
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
  /** False for a heading no vocabulary knows (taken as one from its layout); absent in older stored resumes. */
  knownHeading?: boolean
  /** True when its lines stood side by side in columns and were read across. */
  sideBySide?: boolean
}

export interface ParsedResume {
  personalInfo: PersonalInfo
  summary: string
  work: ResumeEntry[]
  education: ResumeEntry[]
  skills: SkillGroup[]
  projects: ResumeEntry[]
  certifications: ResumeEntry[]
  /** Read from the volunteer sections, which stay 'other' sections. */
  volunteer: ResumeEntry[]
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
  /** Absent when the reply carries no enhanced version. */
  enhanceMs?: number
}

/** The kinds of change the enhancer makes; others may come, so any string is read. */
export type ImprovementKind =
  | 'action_verb'
  | 'pronoun'
  | 'filler'
  | 'trim'
  | 'tense'
  | 'split'
  | 'bullet_points'
  | 'quantify_prompt'
  | 'heading'
  | 'date_format'
  | 'contact_format'
  | 'skills_dedupe'
  | 'skills_group'
  | (string & {})

/** One change of the enhanced version, with where it is and why; it can be accepted or rejected on its own. */
export interface Improvement {
  id: string
  section: string
  /** e.g. 'Experience › Senior Engineer, Acme › bullet 2' */
  location: string
  kind: ImprovementKind
  before: string
  after: string
  reason: string
}

/** A change the truthfulness guard reverted because it would have added a fact the resume does not hold. */
export interface GuardViolation {
  improvementId: string
  /** As written in the rewrite, e.g. 'Google', '40%'. */
  fact: string
  /** employer, number, title, degree, ... */
  kind: string
  reason: string
}

/** What only the person can add to a line ('add a number'): shown beside it, never written into any version. */
export interface Advice {
  id: string
  /** The finding it comes from, e.g. 'impact.not_quantified'. */
  findingId: string
  section: string
  location: string
  /** The field it is about, e.g. 'work.0.bullets.2'. */
  target: string
  /** The line as the original has it. */
  line: string
  message: string
}

/** A section whose reading is a guess: kept as written in every export until fixed in the builder. */
export interface UncertainSection {
  heading: string
  kind: SectionKind
  reason: 'columns' | 'unknown_heading' | 'unplaced_lines'
  message: string
}

export interface Enhancement {
  /** The engine that made the changes ('offline' or 'openai'), and why the offline one did when it stood in. */
  engine: string
  fallbackReason?: string
  improvements: Improvement[]
  reverted: GuardViolation[]
  /** Absent from enhancements stored before advice existed. */
  advice?: Advice[]
  /** The changes the enhanced text holds; all of them until the person rejects some. */
  acceptedIds: string[]
  /** The enhanced text scored with the same rubric as the original. */
  enhancedScore: number
  enhancedCategoryScores: CategoryScores
  /**
   * The original written the way the enhanced text is: the comparison diffs the enhanced text against it, so every
   * difference it shows is one of the improvements and none comes from the layout alone.
   */
  baseContent: string
  /** Absent from replies of servers before it was reported. */
  uncertainSections?: UncertainSection[]
}

/** A kept state of the resume: every upload, re-analysis, save and restore records one. */
export interface ResumeVersion {
  id: string
  number: number
  label: string
  overallScore: number
  categoryScores: CategoryScores
  createdAt: string
}

/** A PDF template the server renders with. */
export interface RenderTemplate {
  id: string
  name: string
  description: string
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
  /** The text of the accepted changes; null when no enhanced version exists. */
  enhancedContent: string | null
  enhancement: Enhancement | null
  analysis: ResumeAnalysis
  parsedResume: ParsedResume
  file: ResumeFile | null
  processing?: ProcessingTimes | null
}
