import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { Route, Switch } from 'wouter'

import { PageSpinner } from '@/components/ui/spinner'
import { ProtectedRoute } from '@/features/auth/components/protected-route'

// Every screen loads on demand, so a first visit downloads only the code of the screen it shows.
const LandingPage = lazy(() => import('@/pages/landing-page'))
const AuthPage = lazy(() => import('@/pages/auth-page'))
const EditorPage = lazy(() => import('@/pages/editor-page'))
const ResumeDetailPage = lazy(() => import('@/pages/resume-detail-page'))
const DashboardPage = lazy(() => import('@/pages/dashboard-page'))
const UploadPage = lazy(() => import('@/pages/upload-page'))
const BuilderPage = lazy(() => import('@/pages/builder-page'))
const InterviewPrepPage = lazy(() => import('@/pages/interview-prep-page'))
const InterviewSimulationPage = lazy(() => import('@/pages/interview-simulation-page'))
const InterviewAnalysisPage = lazy(() => import('@/pages/interview-analysis-page'))
const InterviewTranscriptPage = lazy(() => import('@/pages/interview-transcript-page'))
const ProfilePage = lazy(() => import('@/pages/profile-page'))
const SettingsPage = lazy(() => import('@/pages/settings-page'))
const ScoringPage = lazy(() => import('@/pages/scoring-page'))
const NotFoundPage = lazy(() => import('@/pages/not-found-page'))

type Page = LazyExoticComponent<ComponentType> | ComponentType

interface RouteDefinition {
  path: string
  page: Page
  protected: boolean
}

/**
 * The route table of SPEC §2, plus /profile, /settings, /scoring (the published rubric) and /interview-transcript
 * (the analysis of a pasted interview transcript). /editor/{id} is guarded by its page instead: the visitor who
 * uploaded a resume may see it, and anyone else who is signed out is sent to sign in, as the guard would.
 */
export const ROUTES: readonly RouteDefinition[] = [
  { path: '/', page: LandingPage, protected: false },
  { path: '/auth', page: AuthPage, protected: false },
  { path: '/editor', page: EditorPage, protected: false },
  { path: '/editor/:id', page: ResumeDetailPage, protected: false },
  { path: '/dashboard', page: DashboardPage, protected: true },
  { path: '/upload', page: UploadPage, protected: true },
  { path: '/builder', page: BuilderPage, protected: true },
  { path: '/interview-prep', page: InterviewPrepPage, protected: true },
  { path: '/interview-simulation', page: InterviewSimulationPage, protected: true },
  { path: '/interview-analysis', page: InterviewAnalysisPage, protected: true },
  { path: '/interview-transcript', page: InterviewTranscriptPage, protected: true },
  { path: '/profile', page: ProfilePage, protected: true },
  { path: '/settings', page: SettingsPage, protected: true },
  { path: '/scoring', page: ScoringPage, protected: false },
]

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        {ROUTES.map(({ path, page: Page, protected: isProtected }) => (
          <Route key={path} path={path}>
            {isProtected ? (
              <ProtectedRoute>
                <Page />
              </ProtectedRoute>
            ) : (
              <Page />
            )}
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  )
}
