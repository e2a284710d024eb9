import { FileText, LayoutDashboard, MessagesSquare, PenLine, type LucideIcon } from 'lucide-react'

export interface NavItem {
  href: string
  /** Top nav wording (SPEC §2). */
  label: string
  /** Bottom mobile nav wording (SPEC §2). */
  shortLabel: string
  icon: LucideIcon
  /** Other routes that belong to this item's area, shown as it being current. */
  related?: readonly string[]
}

export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/dashboard', label: 'Dashboard', shortLabel: 'Dashboard', icon: LayoutDashboard },
  { href: '/builder', label: 'Resume Builder', shortLabel: 'Build', icon: PenLine },
  { href: '/editor', label: 'Resume Tweaking', shortLabel: 'Tweak', icon: FileText },
  {
    href: '/interview-prep',
    label: 'Interview Prep',
    shortLabel: 'Interview',
    icon: MessagesSquare,
    related: ['/interview-simulation', '/interview-analysis', '/interview-transcript'],
  },
]

/** Whether a nav item stands for the current screen (its own route, one below it, or a related one). */
export function isActive(href: string, location: string, related: readonly string[] = []): boolean {
  return [href, ...related].some((route) => location === route || location.startsWith(`${route}/`))
}
