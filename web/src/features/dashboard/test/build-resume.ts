import type { DashboardAnalytics, DashboardResume, DashboardStats } from '../types'

/** A row of Your Resumes for tests; override any field. */
export function buildDashboardResume(overrides: Partial<DashboardResume> = {}): DashboardResume {
  return {
    id: 'r1',
    title: 'grace-hopper',
    name: 'Grace Hopper',
    aiTitle: 'Software Engineer',
    aiSubtitle: '12 years of experience · COBOL, Compilers',
    industry: 'Computer and Mathematical',
    specialization: 'Software Developers',
    atsScore: 82,
    overallScore: 82,
    categoryScores: { atsCompliance: 90, keywordDensity: 70, recruiterFriendliness: 85, concisenessImpact: 80 },
    isAnonymous: false,
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-02T10:00:00Z',
    bestScore: 82,
    bestVersionId: 'v-r1',
    ...overrides,
  }
}

export function buildStats(used: number, limit = 20, overrides: Partial<DashboardStats> = {}): DashboardStats {
  return {
    planType: 'base',
    planName: 'Base',
    isPremium: false,
    trialDaysRemaining: 2,
    totalResumes: used,
    storageInfo: { used, limit, percentage: Math.floor((used * 100) / limit) },
    upgradeContact: '',
    ...overrides,
  }
}

export function buildAnalytics(resumes: readonly DashboardResume[]): DashboardAnalytics {
  const histories = resumes.map((resume) => ({
    resumeId: resume.id,
    title: resume.aiTitle || resume.title,
    points: [
      {
        versionId: `v-${resume.id}`,
        number: 1,
        label: 'Uploaded',
        score: resume.overallScore ?? 0,
        createdAt: resume.createdAt,
      },
    ],
  }))
  const scores = resumes.map((resume) => resume.overallScore ?? 0)
  return {
    averageAtsScore: scores.length ? Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length) : null,
    resumeHistories: histories,
    timeline: histories.flatMap((history) => history.points).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  }
}
