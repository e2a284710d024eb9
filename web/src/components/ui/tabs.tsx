import {
  createContext,
  useContext,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type RefObject,
} from 'react'

import { cn } from '@/lib/cn'

/*
 * Tabs after the WAI-ARIA tabs pattern (automatic activation, roving tabindex). Written here instead of
 * taking Radix Tabs, whose roving-focus and collection machinery costs more than the sign-in screen's
 * whole first-load budget leaves.
 */

interface TabsState {
  value: string
  select: (value: string) => void
  baseId: string
  listRef: RefObject<HTMLDivElement | null>
}

const TabsContext = createContext<TabsState | null>(null)

function useTabsContext(part: string): TabsState {
  const state = useContext(TabsContext)
  if (!state) throw new Error(`<${part}> must be inside <Tabs>.`)
  return state
}

function partId(baseId: string, kind: 'tab' | 'panel', value: string): string {
  return `${baseId}-${kind}-${value}`
}

interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  defaultValue: string
  /** The selected tab when the caller controls it (it then follows `onValueChange`). */
  value?: string
  onValueChange?: (value: string) => void
}

export function Tabs({ defaultValue, value: controlledValue, onValueChange, className, ...props }: TabsProps) {
  const [uncontrolledValue, setValue] = useState(defaultValue)
  const value = controlledValue ?? uncontrolledValue
  const listRef = useRef<HTMLDivElement>(null)
  const baseId = useId()
  const select = (next: string): void => {
    setValue(next)
    onValueChange?.(next)
  }
  return (
    <TabsContext.Provider value={{ value, select, baseId, listRef }}>
      <div data-slot="tabs" className={cn('grid gap-6', className)} {...props} />
    </TabsContext.Provider>
  )
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  const { listRef } = useTabsContext('TabsList')

  function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
    const tabs = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? [])
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement)
    if (current < 0 || tabs.length === 0) return
    const last = tabs.length - 1
    const targets: Record<string, number> = {
      ArrowRight: current >= last ? 0 : current + 1,
      ArrowLeft: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    }
    const next = targets[event.key]
    if (next === undefined) return
    event.preventDefault()
    tabs[next]?.focus()
    tabs[next]?.click()
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      onKeyDown={moveFocus}
      className={cn('grid h-11 auto-cols-fr grid-flow-col rounded-lg bg-accent p-1', className)}
      {...props}
    />
  )
}

interface TabsTriggerProps extends Omit<ComponentProps<'button'>, 'value'> {
  value: string
}

export function TabsTrigger({ value, className, onClick, ...props }: TabsTriggerProps) {
  const state = useTabsContext('TabsTrigger')
  const selected = state.value === value
  return (
    <button
      type="button"
      role="tab"
      id={partId(state.baseId, 'tab', value)}
      aria-selected={selected}
      aria-controls={partId(state.baseId, 'panel', value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-slot="tabs-trigger"
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) state.select(value)
      }}
      className={cn(
        'inline-flex items-center justify-center rounded-md px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        selected ? 'bg-background text-foreground shadow-sm' : 'text-foreground hover:text-foreground',
        className,
      )}
      {...props}
    />
  )
}

interface TabsContentProps extends ComponentProps<'div'> {
  value: string
  /** Kept in the page, hidden, while another tab shows: what the person typed or got there survives a switch. */
  forceMount?: boolean
}

export function TabsContent({ value, forceMount = false, className, ...props }: TabsContentProps) {
  const state = useTabsContext('TabsContent')
  const selected = state.value === value
  if (!selected && !forceMount) return null
  return (
    <div
      hidden={!selected}
      role="tabpanel"
      id={partId(state.baseId, 'panel', value)}
      aria-labelledby={partId(state.baseId, 'tab', value)}
      tabIndex={0}
      data-slot="tabs-content"
      className={cn(
        'rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  )
}
