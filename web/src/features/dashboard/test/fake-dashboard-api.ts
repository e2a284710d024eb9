import { vi } from 'vitest'

import { stubFetch } from '@/test/fetch-args'
import { jsonResponse } from '@/test/render'

import type { DashboardResume, ResumeSummary } from '../types'
import { buildAnalytics, buildStats } from './build-resume'

interface FakeDashboardOptions {
  owned?: DashboardResume[]
  anonymous?: DashboardResume[]
  limit?: number
}

/**
 * A stand-in for the dashboard's part of the API, kept in memory and answering as the server does: claims
 * move a resume into the account until the plan is full (409), deletes remove it, and every figure is
 * computed from what is held now. It records the requests and refuses to answer two claims at once.
 */
export function fakeDashboardApi({ owned = [], anonymous = [], limit = 20 }: FakeDashboardOptions = {}) {
  const state = { owned: [...owned], anonymous: [...anonymous] }
  const requests: string[] = []
  let claimsInFlight = 0
  let overlappingClaims = 0

  function summary(resume: DashboardResume): ResumeSummary {
    const { bestScore: _bestScore, bestVersionId: _bestVersionId, ...rest } = resume
    return rest
  }

  async function claim(id: string): Promise<Response> {
    claimsInFlight += 1
    if (claimsInFlight > 1) overlappingClaims += 1
    // An answer takes a moment, so requests sent together would overlap.
    await new Promise((resolve) => setTimeout(resolve, 5))
    claimsInFlight -= 1
    const resume = state.anonymous.find((candidate) => candidate.id === id)
    if (!resume) return jsonResponse({ message: 'Resume not found' }, 404)
    if (state.owned.length >= limit) {
      return jsonResponse(
        {
          message: `Storage full: your Base plan holds ${limit} resumes. Delete a resume or upgrade your plan to add more.`,
        },
        409,
      )
    }
    state.anonymous = state.anonymous.filter((candidate) => candidate !== resume)
    const claimed = { ...resume, isAnonymous: false, updatedAt: new Date().toISOString() }
    state.owned = [claimed, ...state.owned]
    return jsonResponse(summary(claimed))
  }

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const method = init?.method ?? 'GET'
    const url = String(input)
    requests.push(`${method} ${url}`)
    if (method === 'GET' && url === '/api/dashboard/stats') return jsonResponse(buildStats(state.owned.length, limit))
    if (method === 'GET' && url === '/api/dashboard/resumes') return jsonResponse(state.owned)
    if (method === 'GET' && url === '/api/dashboard/analytics') return jsonResponse(buildAnalytics(state.owned))
    if (method === 'GET' && url === '/api/resumes/anonymous') return jsonResponse(state.anonymous.map(summary))
    const claimMatch = /^\/api\/resumes\/claim\/([^/]+)$/.exec(url)
    if (method === 'POST' && claimMatch) return claim(decodeURIComponent(claimMatch[1]!))
    const deleteMatch = /^\/api\/resumes\/([^/]+)$/.exec(url)
    if (method === 'DELETE' && deleteMatch) {
      const id = decodeURIComponent(deleteMatch[1]!)
      if (!state.owned.some((resume) => resume.id === id)) return jsonResponse({ message: 'Resume not found' }, 404)
      state.owned = state.owned.filter((resume) => resume.id !== id)
      return jsonResponse({ message: 'Resume deleted' })
    }
    throw new Error(`Unexpected request to ${method} ${url}`)
  })
  stubFetch(fetchMock)

  return {
    state,
    requests,
    /** How many claims were sent while another was still waiting for its answer. */
    overlappingClaims: () => overlappingClaims,
  }
}
