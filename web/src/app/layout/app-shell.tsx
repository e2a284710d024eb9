import type { ReactNode } from 'react'

import { DeferredToaster } from '@/components/ui/deferred-toaster'

import { BottomNav } from './bottom-nav'
import { SiteFooter } from './site-footer'
import { TopNav } from './top-nav'

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <TopNav />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <div className="pb-16 md:pb-0">
        <SiteFooter />
      </div>
      <BottomNav />
      <DeferredToaster />
    </div>
  )
}
