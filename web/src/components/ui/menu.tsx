import { Slot } from 'radix-ui'
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react'

import { cn } from '@/lib/cn'

/*
 * A small menu button (WAI-ARIA menu pattern). It is written here rather than taken from Radix DropdownMenu,
 * whose positioning engine alone would weigh more than the rest of the first-load budget allows; a menu
 * anchored under a button in a fixed header needs no collision handling.
 */

interface MenuState {
  open: boolean
  setOpen: (open: boolean) => void
  triggerRef: RefObject<HTMLButtonElement | null>
  contentRef: RefObject<HTMLDivElement | null>
  triggerId: string
  contentId: string
}

const MenuContext = createContext<MenuState | null>(null)

function useMenuContext(part: string): MenuState {
  const state = useContext(MenuContext)
  if (!state) throw new Error(`<${part}> must be inside <Menu>.`)
  return state
}

const ITEM_SELECTOR =
  '[role="menuitem"]:not([aria-disabled="true"]), [role="menuitemradio"]:not([aria-disabled="true"])'

function menuItems(content: HTMLElement | null): HTMLElement[] {
  return content ? Array.from(content.querySelectorAll<HTMLElement>(ITEM_SELECTOR)) : []
}

interface MenuProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
  className?: string
}

export function Menu({ open, onOpenChange, children, className }: MenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  const id = useId()
  const state: MenuState = {
    open,
    setOpen: onOpenChange,
    triggerRef,
    contentRef,
    triggerId: `${id}-trigger`,
    contentId: `${id}-content`,
  }
  return (
    <MenuContext.Provider value={state}>
      <div data-slot="menu" className={cn('relative', className)}>
        {children}
      </div>
    </MenuContext.Provider>
  )
}

export function MenuTrigger({ onClick, onKeyDown, ...props }: ComponentProps<'button'>) {
  const { open, setOpen, triggerRef, triggerId, contentId } = useMenuContext('MenuTrigger')
  return (
    <button
      ref={triggerRef}
      id={triggerId}
      type="button"
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) setOpen(!open)
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event)
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault()
          setOpen(true)
        }
      }}
      {...props}
    />
  )
}

interface MenuContentProps extends ComponentProps<'div'> {
  align?: 'start' | 'end'
}

export function MenuContent({ align = 'end', className, children, ...props }: MenuContentProps) {
  const { open, setOpen, triggerRef, contentRef, triggerId, contentId } = useMenuContext('MenuContent')

  useEffect(() => {
    if (!open) return
    menuItems(contentRef.current)[0]?.focus()
    function closeOnOutsidePointer(event: PointerEvent): void {
      const target = event.target as Node
      if (!contentRef.current?.contains(target) && !triggerRef.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer)
  }, [open, setOpen, contentRef, triggerRef])

  if (!open) return null

  function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
    const items = menuItems(contentRef.current)
    if (items.length === 0) return
    const current = items.indexOf(document.activeElement as HTMLElement)
    const last = items.length - 1
    const targets: Record<string, number> = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    }
    const next = targets[event.key]
    if (next !== undefined) {
      event.preventDefault()
      items[next]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      setOpen(false)
      triggerRef.current?.focus()
    } else if (event.key === 'Tab') {
      setOpen(false)
    }
  }

  return (
    <div
      ref={contentRef}
      id={contentId}
      role="menu"
      aria-labelledby={triggerId}
      data-slot="menu-content"
      onKeyDown={moveFocus}
      className={cn(
        'absolute top-full z-50 mt-2 w-max max-w-[min(20rem,calc(100vw-2rem))] min-w-56 overflow-hidden rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg',
        align === 'end' ? 'right-0' : 'left-0',
        className,
      )}
      {...props}
    >
      {children}
    </div>
  )
}

interface MenuItemProps extends Omit<ComponentProps<'div'>, 'onSelect'> {
  /** Called on click, Enter or Space; call `event.preventDefault()` to keep the menu open. */
  onSelect?: (event: MouseEvent<HTMLElement>) => void
  disabled?: boolean
  /** Render the single child (e.g. a link) as the item. */
  asChild?: boolean
}

export function MenuItem({ onSelect, disabled = false, asChild = false, className, ...props }: MenuItemProps) {
  const { setOpen } = useMenuContext('MenuItem')
  const Component = asChild ? Slot.Root : 'div'
  return (
    <Component
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      data-slot="menu-item"
      className={cn(
        'relative flex w-full cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none hover:bg-accent focus:bg-accent aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:text-muted-foreground',
        className,
      )}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (disabled) {
          event.preventDefault()
          return
        }
        onSelect?.(event)
        if (!event.defaultPrevented) setOpen(false)
      }}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault()
          event.currentTarget.click()
        }
      }}
      {...props}
    />
  )
}

interface MenuRadioItemProps extends Omit<ComponentProps<'div'>, 'onSelect'> {
  checked: boolean
  onSelect: () => void
}

/** One choice of a group (role="group" around them); choosing it keeps the menu open. */
export function MenuRadioItem({ checked, onSelect, className, children, ...props }: MenuRadioItemProps) {
  return (
    <div
      role="menuitemradio"
      aria-checked={checked}
      tabIndex={-1}
      data-slot="menu-radio-item"
      className={cn(
        'relative flex w-full cursor-pointer items-center gap-2 rounded-md py-1.5 pr-2.5 pl-8 text-sm outline-none select-none hover:bg-accent focus:bg-accent',
        className,
      )}
      onClick={onSelect}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault()
          onSelect()
        }
      }}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'absolute left-2.5 size-3.5 rounded-full border-2',
          checked ? 'border-primary bg-primary shadow-[inset_0_0_0_2px_white]' : 'border-input',
        )}
      />
      {children}
    </div>
  )
}

export function MenuLabel({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="menu-label" className={cn('px-2.5 py-2', className)} {...props} />
}

export function MenuSeparator({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="separator"
      data-slot="menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  )
}
