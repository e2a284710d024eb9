import { Link, useLocation } from 'wouter'

import { cn } from '@/lib/cn'

import { NAV_ITEMS, isActive } from './nav-items'

/** Thumb-reach navigation for narrow screens; hidden from the md width up, where the top nav shows the links. */
export function BottomNav() {
  const [location] = useLocation()
  return (
    <nav
      aria-label="Mobile"
      data-testid="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {NAV_ITEMS.map(({ href, shortLabel, icon: Icon, related }) => {
          const active = isActive(href, location, related)
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                  active ? 'text-primary' : 'text-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
                {shortLabel}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
