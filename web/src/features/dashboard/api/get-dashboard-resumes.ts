import { queryOptions, useQuery } from '@tanstack/react-query'

import { api, dataOf } from '@/lib/api-client'

export const DASHBOARD_RESUMES_URL = '/api/dashboard/resumes' as const

/** The account's resumes, newest update first, each with its best version; fresh each time the dashboard opens. */
export const dashboardResumesQueryOptions = queryOptions({
  queryKey: [DASHBOARD_RESUMES_URL],
  queryFn: ({ signal }) => dataOf(api.GET(DASHBOARD_RESUMES_URL, { signal })),
  refetchOnMount: 'always',
})

export function useDashboardResumes() {
  return useQuery(dashboardResumesQueryOptions)
}
