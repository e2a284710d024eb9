import { useState } from 'react'

import { JobMatcherCard } from './job-matcher-card'
import { ResumeTweakerPanel, type ResumeTweakerPanelProps } from './resume-tweaker-panel'

type JobMatchSectionProps = Omit<ResumeTweakerPanelProps, 'jobDescription' | 'onJobDescriptionChange'>

/**
 * The Job Description Matcher card and the Resume Tweaker side by side. They share one posting: what is pasted
 * (or read from a file) in one is there in the other, so matching and then tailoring needs one paste.
 */
export default function JobMatchSection(props: JobMatchSectionProps) {
  const [jobDescription, setJobDescription] = useState('')
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2" data-testid="job-match-section">
      <JobMatcherCard
        resumeId={props.resumeId}
        jobDescription={jobDescription}
        onJobDescriptionChange={setJobDescription}
      />
      <ResumeTweakerPanel {...props} jobDescription={jobDescription} onJobDescriptionChange={setJobDescription} />
    </div>
  )
}
