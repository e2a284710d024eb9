import { queryOptions, useQuery } from '@tanstack/react-query'

import { apiJson, apiRequest } from '@/lib/api-client'

import type { BuilderData } from '../builder-data'

/** The builder's calls (SPEC §7: generate-pdf, preview, save-builder, resume-parser, resume-ai-assistant, drafts). */

export type Paper = 'letter' | 'a4'

export interface RenderOptions {
  template: string
  paper: Paper
}

export interface RenderTemplate {
  id: string
  name: string
  description: string
}

export interface SavedResume {
  id: string
  title: string
  overallScore: number | null
}

export interface AssistantReply {
  answer: string
  suggestion: 'Tweak My Resume' | null
  /** The engine that answered ('offline' or 'openai'), and why the offline one did when it stood in. */
  engine?: string
  fallbackReason?: string
}

export interface BuilderDraft {
  resumeData: BuilderData
  title: string
  resumeId: string | null
  step: number
  updatedAt?: string
}

export const builderTemplatesQueryOptions = queryOptions<RenderTemplate[], Error, RenderTemplate[], readonly [string]>({
  queryKey: ['/api/render/templates'],
})

export function useBuilderTemplates() {
  return useQuery(builderTemplatesQueryOptions)
}

export async function generatePdf(resumeData: BuilderData, title: string, options: RenderOptions): Promise<Blob> {
  const response = await apiRequest('POST', '/api/resumes/generate-pdf', { resumeData, title, ...options })
  return response.blob()
}

export async function previewPages(resumeData: BuilderData, options: RenderOptions): Promise<string[]> {
  const reply = await apiJson<{ pages: string[] }>('POST', '/api/resumes/preview', { resumeData, ...options })
  return reply.pages
}

export function saveBuilder(
  resumeData: BuilderData,
  title: string,
  atsScore: number,
  resumeId: string | null,
): Promise<SavedResume> {
  return apiJson<SavedResume>('POST', '/api/resumes/save-builder', {
    resumeData,
    title,
    atsScore,
    ...(resumeId ? { resumeId } : {}),
  })
}

export function askAssistant(question: string, section: string, context: BuilderData): Promise<AssistantReply> {
  return apiJson<AssistantReply>('POST', '/api/resume-ai-assistant', { question, section, context })
}

/** Parses an existing resume file into builder data (the Upload dialog). */
export async function parseResumeFile(file: File): Promise<Partial<BuilderData>> {
  const form = new FormData()
  form.append('file', file)
  const response = await fetch('/api/resume-parser', { method: 'POST', body: form, credentials: 'include' })
  if (!response.ok) {
    const body = await response.text()
    let message = `${response.status}: ${body || response.statusText}`
    try {
      const parsed = JSON.parse(body) as { message?: unknown }
      if (typeof parsed.message === 'string') message = parsed.message
    } catch {
      // Not the JSON error format: keep the status line.
    }
    throw new Error(message)
  }
  return (await response.json()) as Partial<BuilderData>
}

export function fetchServerDraft(): Promise<BuilderDraft | null> {
  return apiJson<BuilderDraft | null>('GET', '/api/builder/draft')
}

function draftBody(draft: BuilderDraft) {
  return { resumeData: draft.resumeData, title: draft.title, resumeId: draft.resumeId, step: draft.step }
}

export function putServerDraft(draft: BuilderDraft): Promise<BuilderDraft> {
  return apiJson<BuilderDraft>('PUT', '/api/builder/draft', draftBody(draft))
}

/** The same write while the page unloads: `keepalive` lets it finish after the tab is gone. */
export function putServerDraftOnExit(draft: BuilderDraft): void {
  void fetch('/api/builder/draft', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(draftBody(draft)),
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined)
}

export async function deleteServerDraft(): Promise<void> {
  await apiRequest('DELETE', '/api/builder/draft')
}
