import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { resumeListSignature } from '../resume-list'
import type { DashboardAnalytics, DashboardResume } from '../types'

export const DASHBOARD_ANALYTICS_URL = '/api/dashboard/analytics'

/** SPEC §7: analytics are cached for 5 minutes. */
export const ANALYTICS_STALE_MS = 5 * 60 * 1000

/**
 * The average score and the score history. The key carries a signature of the resume list beside it (the
 * default query function fetches only the URL), so the 5-minute cache holds while the list is unchanged and a
 * resume added, rescored or deleted anywhere brings fresh figures: the average and the chart never disagree
 * with the table they sit above.
 */
export function dashboardAnalyticsQueryOptions(resumes: readonly DashboardResume[] | undefined) {
  const signature = resumes ? resumeListSignature(resumes) : 'pending'
  return queryOptions<DashboardAnalytics, Error, DashboardAnalytics, readonly [string, string]>({
    queryKey: [DASHBOARD_ANALYTICS_URL, signature],
    staleTime: ANALYTICS_STALE_MS,
    enabled: resumes !== undefined,
    // While new figures load, the previous ones stay on screen rather than a loading state.
    placeholderData: keepPreviousData,
  })
}

export function useDashboardAnalytics(resumes: readonly DashboardResume[] | undefined) {
  return useQuery(dashboardAnalyticsQueryOptions(resumes))
}
