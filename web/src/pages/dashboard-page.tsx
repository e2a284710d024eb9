import { useQueryClient } from '@tanstack/react-query'
import { Upload } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useLocation } from 'wouter'

import { PageContainer } from '@/components/layout/page-container'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { useDashboardStats } from '@/features/dashboard/api/get-dashboard-stats'
import { refreshDashboard } from '@/features/dashboard/api/refresh-dashboard'
import { Dashboard } from '@/features/dashboard/components/dashboard'
import { storageLevel } from '@/features/dashboard/storage'
import { uploadResume } from '@/features/resumes/api/upload-resume'
import { useDocumentTitle } from '@/hooks/use-document-title'

// The dialog's code loads when it is first opened (or the button is pointed at), not with the dashboard.
const loadResumeOptionsDialog = () => import('@/features/resume-options/components/resume-options-dialog')
const ResumeOptionsDialog = lazy(() =>
  loadResumeOptionsDialog().then((module) => ({ default: module.ResumeOptionsDialog })),
)

export default function DashboardPage() {
  useDocumentTitle('Resume Dashboard')
  const user = useCurrentUser().data
  const stats = useDashboardStats()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const [optionsOpen, setOptionsOpen] = useState(false)
  const [optionsRequested, setOptionsRequested] = useState(false)
  const storageFull = stats.data ? storageLevel(stats.data.storageInfo.percentage) === 'full' : false

  function openOptions(): void {
    setOptionsRequested(true)
    setOptionsOpen(true)
  }

  return (
    <PageContainer className="grid gap-8">
      <PageHeader
        title="Resume Dashboard"
        description="Your resumes, their ATS scores and your storage, in one place."
        actions={
          <Button onClick={openOptions} onPointerEnter={() => void loadResumeOptionsDialog()}>
            <Upload aria-hidden="true" />
            Upload Resume
          </Button>
        }
      />
      <Dashboard email={user?.email ?? ''} onUpload={openOptions} />
      {optionsRequested ? (
        <Suspense fallback={null}>
          <ResumeOptionsDialog
            open={optionsOpen}
            onOpenChange={setOptionsOpen}
            signedIn={Boolean(user)}
            upload={uploadResume}
            storageFull={storageFull}
            onUploaded={() => void refreshDashboard(queryClient)}
            onSelect={(resume) => navigate(`/editor/${encodeURIComponent(resume.id)}`)}
          />
        </Suspense>
      ) : null}
    </PageContainer>
  )
}
