import { Link, useLocation, useSearch } from 'wouter'

import { Button } from '@/components/ui/button'
import { useCurrentUser } from '@/features/auth/api/get-current-user'
import { UserMenu } from '@/features/auth/components/user-menu'
import { cn } from '@/lib/cn'
import { signInPath } from '@/lib/safe-redirect'

import { BrandMark } from './brand-mark'
import { NAV_ITEMS, isActive } from './nav-items'

export function TopNav() {
  const [location] = useLocation()
  const search = useSearch()
  const { data: user, isPending } = useCurrentUser()

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6 lg:px-8">
        <Link
          href="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          aria-label="Vitae home"
        >
          <BrandMark />
          <span>Vitae</span>
        </Link>
        <nav aria-label="Main" className="hidden flex-1 md:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => {
              const active = isActive(item.href, location, item.related)
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      active
                        ? 'bg-secondary text-secondary-foreground'
                        : 'text-foreground hover:bg-accent hover:text-foreground',
                    )}
                  >
                    {item.label}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3">
          {isPending ? (
            <span className="size-9 animate-pulse rounded-full bg-border" aria-hidden="true" />
          ) : user ? (
            <UserMenu user={user} />
          ) : (
            <Button asChild size="sm">
              {/* Signing in from any screen comes back to it. */}
              <Link href={signInPath(search ? `${location}?${search}` : location)}>Login</Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  )
}
