import { useRef, useState } from 'react'

import { toast } from '@/hooks/use-toast'

import { askAssistant, type AssistantReply } from './api/builder-api'
import { MANUAL_APPLY_NOTE, parseEnhancement, summaryText } from './assistant-answer'
import { SECTION_TITLES, withSection, type BuilderData, type SectionId } from './builder-data'

/** SPEC §3 'Chat message'. */
export interface ChatMessage {
  id: number
  type: 'user' | 'ai'
  content: string
  suggestion?: string | null
  sectionId?: string
  /** The engine behind an answer from the server; the chat's own lines name none. */
  engine?: string
  fallbackReason?: string
}

export const ENHANCE_QUESTION = 'Enhance with AI'
export const unchangedMessage = (title: string): string =>
  `Your ${title} already reads well: I found nothing to change without altering what you wrote. See 'Improve Score' for what you could add.`
export const TROUBLE_MESSAGE = "I'm having trouble processing your request. Please try again in a moment."
export const GREETING =
  "Hi! I'm your resume assistant. Ask me anything about your resume, or use 'Enhance with AI' on a section."

/** Whether an enhancement left the section as it was (the user is told so, not that it was enhanced). */
export function sameSection(first: BuilderData, second: BuilderData, sectionId: SectionId): boolean {
  const find = (data: BuilderData) => JSON.stringify(data.sections.find((section) => section.id === sectionId))
  return find(first) === find(second)
}

/** The answer applied to the section, or null when it cannot be read (SPEC §4 'AI enhancement in builder'). */
export function applyEnhancement(data: BuilderData, sectionId: SectionId, answer: string): BuilderData | null {
  if (sectionId === 'professional-summary') {
    const content = summaryText(answer)
    return content ? withSection(data, sectionId, { content }) : null
  }
  const parsed = parseEnhancement(answer)
  if (sectionId === 'skills') return parsed.kind === 'categories' ? withSection(data, 'skills', parsed) : null
  return parsed.kind === 'items' ? withSection(data, sectionId, { items: parsed.items }) : null
}

/** Which engine made a reply, in the fields a chat message keeps (none for replies that name no engine). */
function attribution(reply: AssistantReply): Pick<ChatMessage, 'engine' | 'fallbackReason'> {
  return {
    ...(reply.engine ? { engine: reply.engine } : {}),
    ...(reply.fallbackReason ? { fallbackReason: reply.fallbackReason } : {}),
  }
}

export function useAssistant(data: BuilderData, setData: (change: (data: BuilderData) => BuilderData) => void) {
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, type: 'ai', content: GREETING }])
  const [pending, setPending] = useState(false)
  const nextId = useRef(1)

  const add = (message: Omit<ChatMessage, 'id'>) =>
    setMessages((current) => [...current, { ...message, id: nextId.current++ }])

  async function ask(question: string, section = ''): Promise<void> {
    const trimmed = question.trim()
    if (!trimmed || pending) return
    add({ type: 'user', content: trimmed, sectionId: section || undefined })
    setPending(true)
    try {
      const reply = await askAssistant(trimmed, section, data)
      const phone = reply.formattedPhone
      if (phone) setData((current) => ({ ...current, personalInfo: { ...current.personalInfo, phone } }))
      add({
        type: 'ai',
        content: reply.answer,
        suggestion: reply.suggestion,
        sectionId: section || undefined,
        ...attribution(reply),
      })
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to get AI assistant response. Please try again.',
        variant: 'destructive',
      })
      add({ type: 'ai', content: TROUBLE_MESSAGE })
    } finally {
      setPending(false)
    }
  }

  async function enhance(sectionId: SectionId): Promise<void> {
    if (pending) return
    const title = SECTION_TITLES[sectionId]
    add({ type: 'user', content: `${ENHANCE_QUESTION}: ${title}`, sectionId })
    setPending(true)
    try {
      const reply = await askAssistant(ENHANCE_QUESTION, sectionId, data)
      const enhanced = applyEnhancement(data, sectionId, reply.answer)
      if (enhanced && sameSection(enhanced, data, sectionId)) {
        // The engine changes only what it can change without altering what the user wrote: often nothing.
        add({ type: 'ai', content: unchangedMessage(title), sectionId, ...attribution(reply) })
      } else if (enhanced) {
        setData(() => enhanced)
        add({
          type: 'ai',
          content: `I've enhanced your ${title}. Review the changes in the editor.`,
          sectionId,
          ...attribution(reply),
        })
        toast({ title: 'Section Enhanced', description: `${title} was updated.`, variant: 'success' })
      } else {
        add({ type: 'ai', content: reply.answer, suggestion: reply.suggestion, sectionId, ...attribution(reply) })
        add({ type: 'ai', content: MANUAL_APPLY_NOTE, sectionId })
        toast({ title: 'Processing Error', description: MANUAL_APPLY_NOTE, variant: 'destructive' })
      }
    } catch {
      toast({
        title: 'Enhancement Failed',
        description: 'Could not enhance this section. Please try again.',
        variant: 'destructive',
      })
      add({ type: 'ai', content: TROUBLE_MESSAGE, sectionId })
    } finally {
      setPending(false)
    }
  }

  return { messages, pending, ask, enhance }
}
