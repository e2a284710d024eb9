import { Upload } from 'lucide-react'
import { Link } from 'wouter'

import { PageContainer } from '@/components/layout/page-container'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useDocumentTitle } from '@/hooks/use-document-title'

export default function UploadPage() {
  useDocumentTitle('Upload')
  return (
    <PageContainer>
      <PageHeader title="Upload" description="Add a resume to your account." />
      <EmptyState
        className="mt-8"
        icon={Upload}
        title="Upload from the resume screen"
        description="The upload screen takes PDF, Word and text files up to 10MB and scores them straight away."
        action={
          <Button asChild>
            <Link href="/editor">Go to upload</Link>
          </Button>
        }
      />
    </PageContainer>
  )
}
