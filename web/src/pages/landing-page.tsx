import {
  BarChart3,
  Briefcase,
  FileSearch,
  FileStack,
  FileType2,
  History,
  KeyRound,
  ListChecks,
  Search,
  ShieldCheck,
  Sparkles,
  Target,
  TrendingUp,
  Upload,
  Wand2,
  type LucideIcon,
} from 'lucide-react'
import { Link } from 'wouter'

import { Button } from '@/components/ui/button'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { LandingUpload } from '@/features/resumes/components/landing-upload'
import { useDocumentTitle } from '@/hooks/use-document-title'

interface Step {
  title: string
  description: string
  icon: LucideIcon
}

const STEPS: readonly Step[] = [
  { title: 'Upload', description: 'Add your resume as a PDF, Word or text file.', icon: Upload },
  { title: 'Analyze', description: 'Get an overall score and four category scores with findings.', icon: FileSearch },
  { title: 'Optimize', description: 'Review an improved version that keeps every fact true.', icon: Wand2 },
  { title: 'Match', description: 'Tailor it to a job description and see the keywords you match.', icon: Target },
]

interface Feature {
  title: string
  description: string
  icon: LucideIcon
}

const FEATURES: readonly Feature[] = [
  { title: 'PDF, Word and TXT support', description: 'Upload the file you already have.', icon: FileType2 },
  { title: 'Secure handling', description: 'Private to your account, deletable at any time.', icon: ShieldCheck },
  { title: 'Multiple resumes', description: 'Keep a version for every kind of role.', icon: FileStack },
  { title: 'Version history', description: 'Compare the original with the improved text.', icon: History },
  {
    title: 'Keyword optimization',
    description: 'See which terms applicant tracking systems look for.',
    icon: KeyRound,
  },
  {
    title: 'Content and format evaluation',
    description: 'Structure, clarity, impact and length, scored.',
    icon: ListChecks,
  },
  {
    title: 'Industry-specific recommendations',
    description: 'Advice that fits the field you work in.',
    icon: Briefcase,
  },
  {
    title: 'Skill gap identification',
    description: 'Find what a role asks for that you do not show.',
    icon: TrendingUp,
  },
  {
    title: 'Targeted keyword suggestions',
    description: 'Terms from the job description, ranked by weight.',
    icon: Search,
  },
]

interface Testimonial {
  name: string
  role: string
  quote: string
}

const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Sarah K.',
    role: 'Product Manager',
    quote: 'The category scores showed me exactly why my resume was being filtered out, and what to fix first.',
  },
  {
    name: 'Daniel M.',
    role: 'Software Engineer',
    quote: 'Tailoring to each job description took minutes instead of an evening, and nothing was made up.',
  },
  {
    name: 'Priya R.',
    role: 'Marketing Specialist',
    quote: 'Practising answers out loud with feedback after every question made the real interview feel familiar.',
  },
]

export default function LandingPage() {
  useDocumentTitle(null)
  const { data: user } = useCurrentUser()

  return (
    <>
      <section className="relative overflow-hidden border-b bg-gradient-to-b from-secondary via-background to-background">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.1fr_1fr] lg:px-8">
          <div className="grid gap-6">
            <p className="inline-flex w-fit items-center gap-2 rounded-full bg-background px-3 py-1 text-sm font-medium text-secondary-foreground shadow-sm ring-1 ring-secondary-border">
              <Sparkles aria-hidden="true" className="size-4" />
              ATS score, rewrite, tailoring and interview practice
            </p>
            <h1 className="text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-5xl lg:text-6xl">
              Optimize Your Resume with AI
            </h1>
            <p className="max-w-xl text-lg text-pretty text-muted-foreground">
              Find out how applicant tracking systems read your resume, fix what holds it back, and tailor it to the job
              you want, without inventing a single fact.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link href="/editor">Upload Resume</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/dashboard">View Dashboard</Link>
              </Button>
            </div>
          </div>
          <div className="rounded-2xl bg-background p-2 shadow-xl ring-1 ring-border">
            <LandingUpload signedIn={Boolean(user)} />
          </div>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="how-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            How it works
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">
            Four steps from the file you have to the resume the job needs.
          </p>
        </div>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ title, description, icon: Icon }, index) => (
            <li key={title} className="relative rounded-xl border bg-background p-6 shadow-sm">
              <span className="absolute top-6 right-6 text-sm font-semibold text-muted-foreground" aria-hidden="true">
                0{index + 1}
              </span>
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{description}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="features-heading" className="border-y bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="features-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Everything your resume needs
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">
              Analysis, improvement and matching in one place, with your data under your control.
            </p>
          </div>
          <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ title, description, icon: Icon }) => (
              <li key={title} className="flex gap-4 rounded-xl bg-background p-5 shadow-sm ring-1 ring-border">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="stories-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="stories-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Built for job seekers
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">Sample stories of the people Vitae is made for.</p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map(({ name, role, quote }) => (
            <li key={name}>
              <figure className="flex h-full flex-col justify-between gap-6 rounded-xl border bg-background p-6 shadow-sm">
                <blockquote className="text-base text-foreground">
                  <p>“{quote}”</p>
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-secondary-hover text-sm font-semibold text-secondary-foreground"
                  >
                    {name.slice(0, 1)}
                  </span>
                  <span>
                    <span className="block font-semibold">{name}</span>
                    <span className="block text-sm text-muted-foreground">{role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <div className="mt-14 flex flex-col items-center gap-4 rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground">
          <BarChart3 aria-hidden="true" className="size-8" />
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">See your score in under a minute</h2>
          <p className="max-w-xl text-primary-foreground/85">
            Upload a resume and get your ATS score with the reasons behind it.
          </p>
          <Button asChild size="lg" variant="secondary">
            <Link href="/editor">Upload Resume</Link>
          </Button>
        </div>
      </section>
    </>
  )
}
