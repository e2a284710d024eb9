import { CircleCheck, CircleX, Minus, ScanText } from 'lucide-react'

import { cn } from '@/lib/cn'

import {
  ENTRY_FIELD_NAMES,
  SECTION_KIND_LABELS,
  contactFields,
  sectionReadings,
  type SectionContent,
  type SectionReading,
} from '../ats-reading'
import type { DetectedSkill, Occupation, ParsedResume, ResumeEntry } from '../types'

function NotRead({ what }: { what: string }) {
  return <span className="font-normal text-warning-strong italic">No {what} read</span>
}

function ContactDetails({ parsed }: { parsed: ParsedResume }) {
  return (
    <section aria-labelledby="ats-contact-heading" className="grid gap-3">
      <h3 id="ats-contact-heading" className="text-base font-semibold">
        Contact details
      </h3>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="ats-contact">
        {contactFields(parsed.personalInfo).map((field) => {
          const found = field.value !== ''
          return (
            <div key={field.key} className="flex min-w-0 items-start gap-2 text-sm" data-found={found}>
              {found ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              ) : field.essential ? (
                <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
              ) : (
                <Minus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              )}
              <dt className="w-20 shrink-0 font-medium text-foreground">{field.label}</dt>
              <dd className={cn('min-w-0', found ? 'text-foreground' : 'text-muted-foreground')}>
                {found ? (
                  <>
                    <span className="sr-only">Found: </span>
                    {field.value}
                  </>
                ) : field.essential ? (
                  <span className="font-medium text-destructive">Missing</span>
                ) : (
                  'Not found'
                )}
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}

function EntryCard({ entry, entryKind }: { entry: ResumeEntry; entryKind: keyof typeof ENTRY_FIELD_NAMES }) {
  const names = ENTRY_FIELD_NAMES[entryKind]
  const needsDates = entryKind === 'job' || entryKind === 'education'
  return (
    <li className="grid gap-1.5 rounded-md border bg-background p-3" data-testid="ats-entry">
      <p className="text-sm font-semibold text-foreground">
        {entry.title || <NotRead what={names.title} />}
        <span className="font-normal text-muted-foreground"> · </span>
        <span className="font-medium text-foreground">
          {entry.organization || <NotRead what={names.organization} />}
        </span>
      </p>
      <p className="text-xs text-muted-foreground">
        {entry.dates ? entry.dates : needsDates ? <NotRead what="dates" /> : null}
        {entry.dates && entry.location ? ' · ' : null}
        {entry.location}
      </p>
      {entry.description ? <p className="text-sm text-foreground">{entry.description}</p> : null}
      {entry.bullets.length > 0 ? (
        <ul className="ml-4 list-disc space-y-1 text-sm text-foreground marker:text-muted-foreground">
          {entry.bullets.map((bullet, index) => (
            <li key={index}>{bullet}</li>
          ))}
        </ul>
      ) : null}
    </li>
  )
}

function SectionBody({ content }: { content: SectionContent }) {
  switch (content.type) {
    case 'summary':
      return <p className="text-sm text-foreground">{content.text}</p>
    case 'entries':
      return (
        <ul className="grid gap-2">
          {content.entries.map((entry, index) => (
            <EntryCard key={index} entry={entry} entryKind={content.entryKind} />
          ))}
        </ul>
      )
    case 'skills':
      return (
        <dl className="grid gap-2 text-sm">
          {content.groups.map((group, index) => (
            <div key={index} className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-3">
              <dt className="font-medium text-foreground">{group.name}</dt>
              <dd className="flex flex-wrap gap-1.5">
                {group.skills.map((skill, skillIndex) => (
                  <span key={skillIndex} className="rounded-md bg-accent px-2 py-0.5 text-foreground">
                    {skill}
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      )
    case 'lines':
      return content.lines.length === 0 ? (
        <p className="text-sm text-muted-foreground italic">No text under this heading.</p>
      ) : (
        <div className="grid gap-0.5 font-mono text-xs whitespace-pre-wrap text-foreground">
          {content.lines.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </div>
      )
  }
}

function SectionCard({ reading }: { reading: SectionReading }) {
  return (
    <li className="grid gap-3 rounded-lg border bg-muted/60 p-4" data-testid="ats-section" data-kind={reading.kind}>
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-sm font-semibold text-foreground">
          {reading.heading === null ? (
            <span className="text-warning-strong italic">Found under no heading</span>
          ) : (
            <>
              <span className="sr-only">Heading </span>“{reading.heading}”
            </>
          )}
        </h4>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
            reading.kind === 'other'
              ? 'bg-warning-soft text-warning-strong ring-warning-border'
              : 'bg-secondary text-secondary-foreground ring-secondary-border',
          )}
        >
          {reading.kind === 'other' ? 'Not a standard section' : `Read as ${SECTION_KIND_LABELS[reading.kind]}`}
        </span>
      </div>
      <SectionBody content={reading.content} />
    </li>
  )
}

function Profile({ occupation, years }: { occupation: Occupation | null; years: number | null }) {
  if (!occupation && years === null) return null
  return (
    <p className="rounded-lg bg-secondary/60 px-4 py-3 text-sm text-foreground ring-1 ring-secondary-border">
      <span className="font-semibold">Read as: </span>
      {occupation ? (
        <>
          {occupation.title} <span className="text-muted-foreground">({occupation.majorGroup})</span>
        </>
      ) : (
        'no clear occupation'
      )}
      {years !== null
        ? `, about ${Math.round(years)} ${Math.round(years) === 1 ? 'year' : 'years'} of experience`
        : null}
    </p>
  )
}

function RecognisedSkills({ skills }: { skills: readonly DetectedSkill[] }) {
  return (
    <section aria-labelledby="ats-skills-heading" className="grid gap-3">
      <h3 id="ats-skills-heading" className="text-base font-semibold">
        Recognised skills <span className="font-normal text-muted-foreground">({skills.length})</span>
      </h3>
      {skills.length === 0 ? (
        <p className="text-sm text-foreground">No skill from the taxonomy was recognised in the text.</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" data-testid="ats-skills">
          {skills.map((skill) => (
            <li
              key={skill.name}
              className="rounded-md bg-background px-2 py-0.5 text-sm text-foreground ring-1 ring-border"
            >
              {skill.name}
              {skill.mentions > 1 ? (
                <span className="ml-1 text-xs text-muted-foreground">
                  ×{skill.mentions}
                  <span className="sr-only"> mentions</span>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

interface AtsViewProps {
  parsed: ParsedResume
  skills: readonly DetectedSkill[]
  occupation: Occupation | null
  yearsOfExperience: number | null
  text: string
}

/** 'What an ATS sees': the fields and sections a machine read from the file, and its plain text. */
export function AtsView({ parsed, skills, occupation, yearsOfExperience, text }: AtsViewProps) {
  const readings = sectionReadings(parsed)
  const words = text.split(/\s+/).filter(Boolean).length
  return (
    <div className="grid gap-8" data-testid="ats-view">
      <p className="flex gap-2 text-sm text-foreground">
        <ScanText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        This is what the parser read from your file, the way an applicant tracking system fills in its forms. Whatever
        is missing or misplaced here is likely missing for an ATS too.
      </p>
      <ContactDetails parsed={parsed} />
      <Profile occupation={occupation} years={yearsOfExperience} />
      <section aria-labelledby="ats-sections-heading" className="grid gap-3">
        <h3 id="ats-sections-heading" className="text-base font-semibold">
          Sections found <span className="font-normal text-muted-foreground">({parsed.sections.length})</span>
        </h3>
        {readings.length === 0 ? (
          <p className="rounded-lg border border-dashed bg-muted px-4 py-3 text-sm text-foreground">
            No section headings were recognised. An ATS would read this resume as one block of text.
          </p>
        ) : (
          <ol className="grid gap-3">
            {readings.map((reading, index) => (
              <SectionCard key={index} reading={reading} />
            ))}
          </ol>
        )}
      </section>
      <RecognisedSkills skills={skills} />
      <details className="group rounded-lg border bg-background">
        <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-semibold select-none hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          Plain text as extracted <span className="font-normal text-muted-foreground">({words} words)</span>
        </summary>
        <pre
          tabIndex={0}
          aria-label="Plain text as extracted"
          className="max-h-96 overflow-auto border-t px-4 py-3 font-mono text-xs whitespace-pre-wrap text-foreground"
        >
          {text}
        </pre>
      </details>
    </div>
  )
}
