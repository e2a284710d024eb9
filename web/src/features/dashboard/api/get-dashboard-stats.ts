import { queryOptions, useQuery } from '@tanstack/react-query'

import type { DashboardStats } from '../types'

export const DASHBOARD_STATS_URL = '/api/dashboard/stats'

/**
 * Plan, storage and trial. Asked again each time the dashboard opens: resumes are added, saved and deleted on
 * other screens, whose features cannot reach these keys to invalidate them.
 */
export const dashboardStatsQueryOptions = queryOptions<DashboardStats, Error, DashboardStats, readonly [string]>({
  queryKey: [DASHBOARD_STATS_URL],
  refetchOnMount: 'always',
})

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions)
}
