import type { ApiSchema } from '@/lib/api/types'

type Enhancement = ApiSchema<'EnhancementPublic'>
type Finding = ApiSchema<'Finding'>
type Improvement = ApiSchema<'Improvement'>
type Resume = ApiSchema<'ResumePublic'>

export function buildFinding(overrides: Partial<Finding> = {}): Finding {
  return {
    id: 'impact.not_quantified',
    category: 'concisenessImpact',
    severity: 'medium',
    message: 'Only 1 of 5 statements include a number.',
    evidence: '“Built REST APIs in Django”',
    fix: 'Add how many, how much, how fast, by what %, where true.',
    pointsLost: 12,
    ...overrides,
  }
}

/** A resume as the API returns it, for component tests; override any field. */
export function buildResume(overrides: Partial<Resume> = {}): Resume {
  const findings: Finding[] = [
    buildFinding(),
    buildFinding({
      id: 'ats.phone_missing',
      category: 'atsCompliance',
      severity: 'high',
      message: 'No phone number found.',
      evidence: 'Header reads: “Grace Hopper / grace@example.com”',
      fix: 'Add a phone number with its country code.',
      pointsLost: 8,
    }),
    buildFinding({
      id: 'keywords.few_skills',
      category: 'keywordDensity',
      severity: 'low',
      message: 'Only 7 recognisable skills named.',
      evidence: 'Skills found: COBOL, Fortran',
      fix: 'Name the tools you use.',
      pointsLost: 7.5,
    }),
  ]
  const categoryScores = { atsCompliance: 92, keywordDensity: 74, recruiterFriendliness: 100, concisenessImpact: 62 }
  return {
    id: 'resume-1',
    title: 'grace-cv',
    name: 'Grace Hopper',
    aiTitle: 'Computer Scientist',
    aiSubtitle: '40 years of experience · COBOL, Fortran',
    industry: 'Computer and Mathematical',
    specialization: 'Computer Programmers',
    atsScore: 83,
    overallScore: 83,
    categoryScores,
    isAnonymous: true,
    createdAt: '2026-01-15T10:00:00Z',
    updatedAt: '2026-01-15T10:00:00Z',
    originalContent: 'Grace Hopper\ngrace@example.com\nExperience\nRear Admiral, US Navy',
    content: 'Grace Hopper\ngrace@example.com\nExperience\nRear Admiral, US Navy',
    enhancedContent: null,
    enhancement: null,
    analysis: {
      overallScore: 83,
      categoryScores,
      findings,
      detectedSkills: [
        { name: 'COBOL', kind: 'technology', mentions: 3, surfaces: ['COBOL'] },
        { name: 'Fortran', kind: 'technology', mentions: 1, surfaces: ['Fortran'] },
      ],
      aiTitle: 'Computer Scientist',
      aiSubtitle: '40 years of experience · COBOL, Fortran',
      industry: 'Computer and Mathematical',
      specialization: 'Computer Programmers',
      occupation: {
        code: '15-1251.00',
        title: 'Computer Programmers',
        majorGroup: 'Computer and Mathematical',
        confidence: 0.8,
      },
      yearsOfExperience: 40,
      improvements: [],
      formattingFixes: [],
      commentary: '',
      engine: 'offline',
      fallbackReason: '',
      jobMatch: null,
    },
    parsedResume: {
      personalInfo: {
        name: 'Grace Hopper',
        headline: '',
        email: 'grace@example.com',
        phone: '',
        location: 'Arlington, VA',
        linkedin: '',
        github: '',
        portfolio: '',
      },
      summary: '',
      work: [
        {
          title: 'Rear Admiral',
          organization: 'US Navy',
          dates: '1943 – 1986',
          startDate: '1943',
          endDate: '1986',
          location: '',
          description: '',
          bullets: ['Led the team that built the first compiler.'],
          descriptionPositions: [],
        },
      ],
      education: [],
      skills: [{ name: 'Languages', skills: ['COBOL', 'Fortran'] }],
      projects: [],
      certifications: [],
      volunteer: [],
      mentions: { degrees: [], institutions: [], jobTitles: ['Rear Admiral'], organizations: ['US Navy'] },
      sections: [
        {
          heading: 'Experience',
          kind: 'experience',
          lines: ['Rear Admiral, US Navy', '1943 – 1986'],
          knownHeading: true,
          sideBySide: false,
        },
        {
          heading: 'Skills',
          kind: 'skills',
          lines: ['Languages: COBOL, Fortran'],
          knownHeading: true,
          sideBySide: false,
        },
        { heading: 'Hobbies', kind: 'other', lines: ['Collecting clocks'], knownHeading: true, sideBySide: false },
      ],
    },
    file: { name: 'grace-cv.pdf', type: 'pdf', size: 48_000 },
    processing: null,
    ...overrides,
  }
}

export const ORIGINAL_TEXT = [
  'Grace Hopper',
  'grace@example.com',
  'Experience',
  'Rear Admiral, US Navy',
  '- Responsible for leading the team that built the first compiler.',
  '- I successfully taught programming to various officers.',
].join('\n')

export function buildImprovement(overrides: Partial<Improvement> = {}): Improvement {
  return {
    id: 'imp-verb',
    section: 'Experience',
    location: 'Experience › Rear Admiral, US Navy › bullet 1',
    kind: 'action_verb',
    before: 'Responsible for leading the team that built the first compiler.',
    after: 'Led the team that built the first compiler.',
    reason: 'Opens with a strong action verb instead of a duty phrase.',
    target: 'work.0.bullets.0',
    edit: null,
    order: null,
    regroup: null,
    ...overrides,
  }
}

/** Two changes (a stronger verb, a pronoun and filler removed), one rewrite the guard kept out, one advice. */
export function buildEnhancement(overrides: Partial<Enhancement> = {}): Enhancement {
  return {
    engine: 'offline',
    fallbackReason: '',
    improvements: [
      buildImprovement(),
      buildImprovement({
        id: 'imp-pronoun',
        location: 'Experience › Rear Admiral, US Navy › bullet 2',
        kind: 'pronoun',
        before: 'I successfully taught programming to various officers.',
        after: 'Taught programming to officers.',
        reason: 'Drops the first person and filler words.',
      }),
    ],
    reverted: [
      { improvementId: 'imp-x', fact: 'Google', kind: 'employer', reason: 'The original names no such employer.' },
    ],
    advice: [
      {
        id: 'work.0.bullets.1:quantify_prompt:52',
        findingId: 'impact.not_quantified',
        section: 'Experience',
        location: 'Experience › Rear Admiral, US Navy › bullet 2',
        target: 'work.0.bullets.1',
        line: 'I successfully taught programming to various officers.',
        message: 'No number shows the scale of this result: add one you can stand behind.',
      },
    ],
    acceptedIds: ['imp-verb', 'imp-pronoun'],
    enhancedScore: 91,
    enhancedCategoryScores: {
      atsCompliance: 95,
      keywordDensity: 80,
      recruiterFriendliness: 100,
      concisenessImpact: 88,
    },
    baseContent: ORIGINAL_TEXT,
    uncertainSections: [],
    baseResume: buildResume().parsedResume,
    ...overrides,
  }
}

/** A resume with an enhanced version holding both changes of `buildEnhancement`. */
export function buildEnhancedResume(overrides: Partial<Resume> = {}): Resume {
  return buildResume({
    originalContent: ORIGINAL_TEXT,
    content: ORIGINAL_TEXT,
    enhancedContent: [
      'Grace Hopper',
      'grace@example.com',
      'Experience',
      'Rear Admiral, US Navy',
      '- Led the team that built the first compiler.',
      '- Taught programming to officers.',
    ].join('\n'),
    enhancement: buildEnhancement(),
    ...overrides,
  })
}
