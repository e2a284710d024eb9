// @vitest-environment node
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/** The rules `make lint` runs (eslint.config.js), applied to imports written into files at these places. */
async function violations(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname })
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((message) => message.message)
}

describe('import boundaries (ui and lib -> features -> pages)', () => {
  it('refuses a feature importing another feature, by alias or by climbing out of its folder', async () => {
    expect(
      await violations('src/features/interview/components/x.tsx', "import { a } from '@/features/dashboard/a'"),
    ).not.toEqual([])
    expect(
      await violations('src/features/interview/components/x.tsx', "import { a } from '../../dashboard/a'"),
    ).not.toEqual([])
    expect(await violations('src/features/interview/x.ts', "import { a } from '../resumes/types'")).not.toEqual([])
  })

  it('refuses shared code importing a feature or a page', async () => {
    expect(await violations('src/lib/x.ts', "import { a } from '@/features/resumes/types'")).not.toEqual([])
    expect(await violations('src/components/ui/x.tsx', "import A from '@/pages/landing-page'")).not.toEqual([])
    expect(await violations('src/hooks/x.ts', "import { a } from '../features/auth/a'")).not.toEqual([])
  })

  it('refuses a feature importing a page or the app shell', async () => {
    expect(await violations('src/features/auth/x.ts', "import A from '@/pages/auth-page'")).not.toEqual([])
    expect(await violations('src/features/auth/x.ts', "import { A } from '@/app/routes'")).not.toEqual([])
  })

  it('allows imports that flow down: a feature its own files and shared code, a page features', async () => {
    const feature = [
      "import { cn } from '@/lib/cn'",
      "import { Button } from '@/components/ui/button'",
      "import { useToast } from '@/hooks/use-toast'",
      "import { x } from '../types'",
      "import { y } from './y'",
    ].join('\n')
    expect(await violations('src/features/interview/components/x.tsx', feature)).toEqual([])
    expect(await violations('src/pages/x.tsx', "import { a } from '@/features/interview/components/a'")).toEqual([])
  })
})

describe('colours through the semantic tokens', () => {
  it('refuses a Tailwind palette colour in a class, plain or in a template, with or without opacity', async () => {
    expect(await violations('src/components/ui/x.tsx', "const a = <p className='p-2 text-slate-600' />")).toHaveLength(
      1,
    )
    expect(await violations('src/lib/x.ts', 'const a = `rounded ${b} hover:bg-red-50`')).toHaveLength(1)
    expect(await violations('src/lib/x.ts', "const a = 'bg-black/50'")).toHaveLength(1)
  })

  it('allows the tokens, and words that only look like colours', async () => {
    const code = "const a = 'bg-success-soft text-muted-foreground ring-destructive-border'\nconst b = 'red-team'"
    expect(await violations('src/lib/x.ts', code)).toEqual([])
  })
})

describe('API calls through the typed client', () => {
  it('refuses a hand-written fetch outside the client', async () => {
    const code = "export const a = () => fetch('/api/health')"
    expect(await violations('src/features/system/api/x.ts', code)).toHaveLength(1)
    expect(await violations('src/pages/x.tsx', "export const a = () => window.fetch('/api/health')")).toHaveLength(1)
    expect(await violations('src/lib/api-client.ts', code)).toEqual([])
  })
})
