// Import boundaries of the web app (DESIGN.md): components/ui, lib and hooks -> features -> pages -> app.
// Shared code lives low (lib, hooks, components); a feature never imports another feature, nor a page or the app
// shell; pages and the app compose features. A feature's own files import each other relatively, without climbing
// out of the feature's folder.
import { readdirSync } from 'node:fs'

import tseslint from 'typescript-eslint'

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** Relative imports that climb `levels` folders or more. */
const climbing = (levels) => `^(\\.\\./){${levels}}`

const SHARED_MESSAGE = 'Shared code (components, lib, hooks, test helpers) may not import features, pages or the app.'
const FETCH_MESSAGE = "Call the API through `api` from '@/lib/api-client', typed by the backend's OpenAPI schema."
const FEATURE_MESSAGE = 'A feature may import components, lib and hooks, never another feature, a page or the app.'

function restricted(patterns) {
  return { 'no-restricted-imports': ['error', { patterns }] }
}

/** A feature's files, by depth below the feature's folder: climbing out of it is reaching into a sibling. */
function featureBoundaries(feature) {
  const outside = {
    group: ['@/features/*', `!@/features/${feature}`, '@/pages', '@/pages/*', '@/app', '@/app/*'],
    message: FEATURE_MESSAGE,
  }
  return [0, 1, 2, 3].map((depth) => ({
    files: [`src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: restricted([
      outside,
      { group: [`@/features/${feature}`, `@/features/${feature}/*`], message: 'Import your own feature relatively.' },
      { regex: climbing(depth + 1), message: FEATURE_MESSAGE },
    ]),
  }))
}

// Colours come from the design system's semantic tokens (src/index.css: bg-primary, text-muted-foreground,
// bg-success-soft, ...), never from Tailwind's palette, so that a colour means the same thing everywhere.
const PALETTE_CLASS =
  '(^|[\\s:"\'`])(bg|text|border(-[trblxy])?|ring|ring-offset|fill|stroke|outline|decoration|divide|shadow|from|to|via)-' +
  '(red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|slate|gray|zinc|neutral|stone|white|black)' +
  // the slash of an opacity ('/50') is written as its escape: a plain one would end the selector's regex
  '(-\\d{2,3})?(\\u002f\\d+)?($|[\\s"\'`])'
const PALETTE_MESSAGE = 'Use a semantic colour token (src/index.css), not a Tailwind palette colour.'

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'src/lib/api/schema.d.ts'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: [
      'src/components/**/*.{ts,tsx}',
      'src/lib/**/*.{ts,tsx}',
      'src/hooks/**/*.{ts,tsx}',
      'src/test/**/*.{ts,tsx}',
    ],
    rules: restricted([
      { group: ['@/features', '@/features/*', '@/pages', '@/pages/*', '@/app', '@/app/*'], message: SHARED_MESSAGE },
      { regex: '^(\\.\\./)+(features|pages|app)(/|$)', message: SHARED_MESSAGE },
    ]),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // lint-rules.test.ts writes palette colours on purpose, to show that they are refused.
    ignores: ['src/lint-rules.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/${PALETTE_CLASS}/]`, message: PALETTE_MESSAGE },
        { selector: `TemplateElement[value.raw=/${PALETTE_CLASS}/]`, message: PALETTE_MESSAGE },
      ],
    },
  },
  ...features.flatMap(featureBoundaries),
  {
    files: ['src/pages/**/*.{ts,tsx}'],
    rules: restricted([{ group: ['@/app', '@/app/*'], message: 'A page may not import the app shell.' }]),
  },
  {
    // The API is called through `api` (lib/api-client), whose paths, parameters, bodies and replies the backend's
    // OpenAPI schema types: a hand-written fetch would go unchecked. Tests stand in for fetch and may name it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/api-client.ts', 'src/**/*.test.{ts,tsx}', 'src/test/**', 'src/features/*/test/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: FETCH_MESSAGE }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: FETCH_MESSAGE },
        { object: 'globalThis', property: 'fetch', message: FETCH_MESSAGE },
      ],
    },
  },
)
