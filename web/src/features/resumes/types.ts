/** The resume as the API returns it (SPEC §3 plus the analysis and the structured resume behind the scores), named
 * from the generated API types (`@/lib/api/schema.d.ts`). */
import type { ApiSchema } from '@/lib/api/types'

export type CategoryKey = ApiSchema<'Category'>
export type CategoryScores = ApiSchema<'CategoryScores'>
export type Severity = ApiSchema<'Severity'>
export type Finding = ApiSchema<'Finding'>
export type DetectedSkill = ApiSchema<'DetectedSkill'>
export type Occupation = ApiSchema<'OccupationMatch'>
export type ResumeAnalysis = ApiSchema<'AnalysisPublic'>
export type PersonalInfo = ApiSchema<'PersonalInfo-Output'>
/** A job, degree, project or certificate as the parser read it; empty strings where nothing was read. */
export type ResumeEntry = ApiSchema<'Entry-Output'>
export type SkillGroup = ApiSchema<'SkillGroup-Output'>
export type SectionKind = ApiSchema<'SectionKind'>
export type ResumeSection = ApiSchema<'Section-Output'>
export type ParsedResume = ApiSchema<'ParsedResume-Output'>
export type ResumeFile = ApiSchema<'FilePublic'>
/** How long each server phase of an upload took, in milliseconds (only in the upload response). */
export type ProcessingTimes = ApiSchema<'ProcessingTimes'>
export type ImprovementKind = ApiSchema<'ImprovementKind'>
/** One change of the enhanced version, with where it is and why; it can be accepted or rejected on its own. */
export type Improvement = ApiSchema<'Improvement'>
/** A change the truthfulness guard reverted because it would have added a fact the resume does not hold. */
export type GuardViolation = ApiSchema<'GuardViolation'>
/** What only the person can add to a line ('add a number'): shown beside it, never written into any version. */
export type Advice = ApiSchema<'Advice'>
/** A section whose reading is a guess: kept as written in every export until fixed in the builder. */
export type UncertainSection = ApiSchema<'UncertainSection'>
export type Enhancement = ApiSchema<'EnhancementPublic'>
/** A kept state of the resume: every upload, re-analysis, save and restore records one. */
export type ResumeVersion = ApiSchema<'VersionPublic'>
/** A PDF template the server renders with. */
export type RenderTemplate = ApiSchema<'TemplatePublic'>
export type Resume = ApiSchema<'ResumePublic'>
