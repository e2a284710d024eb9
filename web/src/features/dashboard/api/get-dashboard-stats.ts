import { queryOptions, useQuery } from '@tanstack/react-query'

import { api, dataOf } from '@/lib/api-client'

export const DASHBOARD_STATS_URL = '/api/dashboard/stats' as const

/**
 * Plan, storage and trial. Asked again each time the dashboard opens: resumes are added, saved and deleted on
 * other screens, whose features cannot reach these keys to invalidate them.
 */
export const dashboardStatsQueryOptions = queryOptions({
  queryKey: [DASHBOARD_STATS_URL],
  queryFn: ({ signal }) => dataOf(api.GET(DASHBOARD_STATS_URL, { signal })),
  refetchOnMount: 'always',
})

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions)
}
