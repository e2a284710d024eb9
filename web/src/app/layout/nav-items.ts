import { FileText, LayoutDashboard, MessagesSquare, PenLine, type LucideIcon } from 'lucide-react'

export interface NavItem {
  href: string
  /** Top nav wording (SPEC §2). */
  label: string
  /** Bottom mobile nav wording (SPEC §2). */
  shortLabel: string
  icon: LucideIcon
}

export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/dashboard', label: 'Dashboard', shortLabel: 'Dashboard', icon: LayoutDashboard },
  { href: '/builder', label: 'Resume Builder', shortLabel: 'Build', icon: PenLine },
  { href: '/editor', label: 'Resume Tweaking', shortLabel: 'Tweak', icon: FileText },
  { href: '/interview-prep', label: 'Interview Prep', shortLabel: 'Interview', icon: MessagesSquare },
]

/** Whether a nav item stands for the current screen (its own route or one below it). */
export function isActive(href: string, location: string): boolean {
  return location === href || location.startsWith(`${href}/`)
}
