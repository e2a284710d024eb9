import type { QueryClient } from '@tanstack/react-query'

import { ANONYMOUS_RESUMES_URL } from './get-anonymous-resumes'
import { DASHBOARD_ANALYTICS_URL } from './get-dashboard-analytics'
import { DASHBOARD_RESUMES_URL } from './get-dashboard-resumes'
import { DASHBOARD_STATS_URL } from './get-dashboard-stats'

/** After a resume is added, claimed or deleted: every figure of the dashboard is asked for again. */
export function refreshDashboard(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      [DASHBOARD_STATS_URL, DASHBOARD_RESUMES_URL, DASHBOARD_ANALYTICS_URL, ANONYMOUS_RESUMES_URL].some(
        (url) => url === query.queryKey[0],
      ),
  })
}
