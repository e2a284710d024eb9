import { useQueryClient } from '@tanstack/react-query'

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useReturnFocus } from '@/hooks/use-return-focus'

import { RESUME_CHOICES_URL, useResumeChoices } from '../api/get-resume-choices'
import type { ResumeChoice, UploadedResume, UploadResumeFile } from '../types'
import { CreateNewTab } from './create-new-tab'
import { SelectTab } from './select-tab'
import { UploadTab } from './upload-tab'

interface ResumeOptionsDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  signedIn: boolean
  upload: UploadResumeFile
  onUploaded?: (resume: UploadedResume) => void
  onSelect: (resume: ResumeChoice) => void
  storageFull?: boolean
}

function DialogTabs({
  signedIn,
  upload,
  onUploaded,
  onSelect,
  storageFull,
}: Omit<ResumeOptionsDialogProps, 'open' | 'onOpenChange'>) {
  const queryClient = useQueryClient()
  const choices = useResumeChoices(signedIn)
  const resumes = choices.data ?? []
  // SPEC §2: Select is open only to a signed-in person who has resumes.
  const canSelect = signedIn && resumes.length > 0
  return (
    <Tabs defaultValue="upload" className="gap-4">
      <TabsList aria-label="Resume options">
        <TabsTrigger value="upload">Upload</TabsTrigger>
        <TabsTrigger
          value="select"
          disabled={!canSelect}
          className="disabled:cursor-not-allowed disabled:opacity-50"
          title={canSelect ? undefined : signedIn ? 'No resumes to select yet' : 'Sign in to select a resume'}
        >
          Select
        </TabsTrigger>
        <TabsTrigger value="create">Create New</TabsTrigger>
      </TabsList>
      <TabsContent value="upload">
        <UploadTab
          upload={upload}
          storageFull={storageFull}
          onUploaded={(resume) => {
            // The new resume can be selected at once.
            void queryClient.invalidateQueries({ queryKey: [RESUME_CHOICES_URL] })
            onUploaded?.(resume)
          }}
        />
      </TabsContent>
      <TabsContent value="select">
        <SelectTab resumes={resumes} onSelect={onSelect} />
      </TabsContent>
      <TabsContent value="create">
        <CreateNewTab />
      </TabsContent>
    </Tabs>
  )
}

/** SPEC §2 Resume options: upload a file, select one of your resumes, or create a new one in the builder. */
export function ResumeOptionsDialog({ open, onOpenChange, ...tabs }: ResumeOptionsDialogProps) {
  const returnFocus = useReturnFocus()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...returnFocus}>
        <DialogHeader>
          <DialogTitle>Resume options</DialogTitle>
          <DialogDescription>Upload a resume, pick one you already have, or build a new one.</DialogDescription>
        </DialogHeader>
        <DialogTabs {...tabs} />
      </DialogContent>
    </Dialog>
  )
}
