import { describe, expect, it } from 'vitest'

import { claimSequentially, type ClaimProgress } from './claim-all'
import { buildDashboardResume } from './test/build-resume'

const resumes = ['a', 'b', 'c'].map((id) => buildDashboardResume({ id, aiTitle: `Resume ${id}` }))

describe('claimSequentially', () => {
  it('claims one at a time, in order, waiting for each answer', async () => {
    const events: string[] = []
    let inFlight = 0
    const claim = async (id: string) => {
      inFlight += 1
      expect(inFlight).toBe(1)
      events.push(`start ${id}`)
      await new Promise((resolve) => setTimeout(resolve, 1))
      events.push(`end ${id}`)
      inFlight -= 1
    }
    const outcome = await claimSequentially(resumes, claim, String)
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
    expect(outcome.claimed.map((resume) => resume.id)).toEqual(['a', 'b', 'c'])
    expect(outcome.failed).toEqual([])
  })

  it('reports a failure with its message, skips it and goes on', async () => {
    const progress: ClaimProgress[] = []
    const claim = async (id: string) => {
      if (id === 'b') throw new Error('Storage full: your Base plan holds 20 resumes.')
    }
    const outcome = await claimSequentially(
      resumes,
      claim,
      (error) => (error as Error).message,
      (step) => progress.push(step),
    )
    expect(outcome.claimed.map((resume) => resume.id)).toEqual(['a', 'c'])
    expect(outcome.failed).toEqual([{ resume: resumes[1], message: 'Storage full: your Base plan holds 20 resumes.' }])
    expect(progress).toEqual([
      { done: 0, total: 3 },
      { done: 1, total: 3 },
      { done: 2, total: 3 },
      { done: 3, total: 3 },
    ])
  })

  it('does nothing for an empty list', async () => {
    expect(await claimSequentially([], async () => {}, String)).toEqual({ claimed: [], failed: [] })
  })
})
