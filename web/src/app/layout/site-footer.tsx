import { Link } from 'wouter'

import { BrandMark } from './brand-mark'

export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className="border-t bg-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div className="flex items-center gap-2">
          <BrandMark />
          <p>© {year} Vitae. All rights reserved.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <Link className="hover:text-foreground hover:underline" href="/editor">
                Upload a resume
              </Link>
            </li>
            <li>
              <Link className="hover:text-foreground hover:underline" href="/builder">
                Build a resume
              </Link>
            </li>
            <li>
              <Link className="hover:text-foreground hover:underline" href="/interview-prep">
                Practise an interview
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
