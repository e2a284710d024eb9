import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { api, dataOf } from '@/lib/api-client'

import { resumeListSignature } from '../resume-list'
import type { DashboardResume } from '../types'

export const DASHBOARD_ANALYTICS_URL = '/api/dashboard/analytics' as const

/** SPEC §7: analytics are cached for 5 minutes. */
export const ANALYTICS_STALE_MS = 5 * 60 * 1000

/**
 * The average score and the score history. The key carries a signature of the resume list beside it (the
 * query asks only the URL), so the 5-minute cache holds while the list is unchanged and a
 * resume added, rescored or deleted anywhere brings fresh figures: the average and the chart never disagree
 * with the table they sit above.
 */
export function dashboardAnalyticsQueryOptions(resumes: readonly DashboardResume[] | undefined) {
  const signature = resumes ? resumeListSignature(resumes) : 'pending'
  return queryOptions({
    queryKey: [DASHBOARD_ANALYTICS_URL, signature],
    queryFn: ({ signal }) => dataOf(api.GET(DASHBOARD_ANALYTICS_URL, { signal })),
    staleTime: ANALYTICS_STALE_MS,
    enabled: resumes !== undefined,
    // While new figures load, the previous ones stay on screen rather than a loading state.
    placeholderData: keepPreviousData,
  })
}

export function useDashboardAnalytics(resumes: readonly DashboardResume[] | undefined) {
  return useQuery(dashboardAnalyticsQueryOptions(resumes))
}
