import { queryOptions, useQuery } from '@tanstack/react-query'

import type { DashboardResume } from '../types'

export const DASHBOARD_RESUMES_URL = '/api/dashboard/resumes'

/** The account's resumes, newest update first, each with its best version; fresh each time the dashboard opens. */
export const dashboardResumesQueryOptions = queryOptions<
  DashboardResume[],
  Error,
  DashboardResume[],
  readonly [string]
>({
  queryKey: [DASHBOARD_RESUMES_URL],
  refetchOnMount: 'always',
})

export function useDashboardResumes() {
  return useQuery(dashboardResumesQueryOptions)
}
