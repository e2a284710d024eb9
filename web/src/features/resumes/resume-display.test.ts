import { describe, expect, it } from 'vitest'

import {
  formatFileSize,
  formatMilliseconds,
  formatTimeAgo,
  resumeDisplayTitle,
  resumeOverallScore,
} from './resume-display'

describe('resumeDisplayTitle (SPEC §2)', () => {
  it('takes the name, else the title, else Resume', () => {
    expect(resumeDisplayTitle({ name: 'Ada Lovelace', title: 'cv' })).toBe('Ada Lovelace')
    expect(resumeDisplayTitle({ name: '  ', title: 'cv final' })).toBe('cv final')
    expect(resumeDisplayTitle({ name: '', title: '' })).toBe('Resume')
  })
})

describe('resumeOverallScore (SPEC §2)', () => {
  it('takes overallScore, else atsScore, else 0, within 0 to 100', () => {
    expect(resumeOverallScore({ overallScore: 84, atsScore: 60 })).toBe(84)
    expect(resumeOverallScore({ overallScore: null, atsScore: 61 })).toBe(61)
    expect(resumeOverallScore({ overallScore: null, atsScore: null })).toBe(0)
    expect(resumeOverallScore({ overallScore: 0, atsScore: 50 })).toBe(0)
    expect(resumeOverallScore({ overallScore: 130, atsScore: null })).toBe(100)
  })
})

describe('formatting', () => {
  it('writes sizes and times for people', () => {
    expect(formatFileSize(300)).toBe('1 KB')
    expect(formatFileSize(48_000)).toBe('47 KB')
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB')
    expect(formatMilliseconds(0.3)).toBe('<1 ms')
    expect(formatMilliseconds(3.84)).toBe('3.8 ms')
    expect(formatMilliseconds(70.2)).toBe('70 ms')
  })
})

describe('formatTimeAgo', () => {
  const now = new Date('2026-03-07T12:00:00Z')
  const ago = (seconds: number) => formatTimeAgo(new Date(now.getTime() - seconds * 1000), now, 'en')

  it('says how long ago in the largest whole unit', () => {
    expect(ago(10)).toBe('just now')
    expect(ago(90)).toBe('2 minutes ago')
    expect(ago(3 * 3600)).toBe('3 hours ago')
    expect(ago(26 * 3600)).toBe('yesterday')
    expect(ago(400 * 24 * 3600)).toBe('last year')
  })
})
