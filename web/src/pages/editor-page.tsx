import { PageContainer } from '@/components/layout/page-container'
import { PageHeader } from '@/components/layout/page-header'
import { EditorUpload } from '@/features/resumes/components/editor-upload'
import { useDocumentTitle } from '@/hooks/use-document-title'

export default function EditorPage() {
  useDocumentTitle('Upload your resume')
  return (
    <PageContainer width="narrow">
      <PageHeader
        title="Upload Your Resume"
        description="We parse it, score it for ATS compatibility and suggest improvements. You can upload without an account and claim the resume later."
      />
      <div className="mt-8 rounded-2xl border bg-white p-6 shadow-sm sm:p-8">
        <EditorUpload />
      </div>
    </PageContainer>
  )
}
