#!/usr/bin/env node
// Prints the JavaScript each route downloads on first load (gzipped): the entry chunk, the route's page chunk
// and every chunk they import statically. Chunks loaded later (on idle or on demand) are listed apart.
// Exits 1 when a route exceeds the budget. Run after `npm run build`.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 120
const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
const distDir = join(webRoot, 'dist')
const manifestPath = join(distDir, '.vite', 'manifest.json')

/** Route → page module, as in src/app/routes.tsx. */
const ROUTE_PAGES = {
  '/': 'src/pages/landing-page.tsx',
  '/auth': 'src/pages/auth-page.tsx',
  '/editor': 'src/pages/editor-page.tsx',
  '/editor/:id': 'src/pages/resume-detail-page.tsx',
  '/dashboard': 'src/pages/dashboard-page.tsx',
  '/upload': 'src/pages/upload-page.tsx',
  '/builder': 'src/pages/builder-page.tsx',
  '/interview-prep': 'src/pages/interview-prep-page.tsx',
  '/interview-simulation': 'src/pages/interview-simulation-page.tsx',
  '/interview-analysis': 'src/pages/interview-analysis-page.tsx',
  '/interview-transcript': 'src/pages/interview-transcript-page.tsx',
  '/profile': 'src/pages/profile-page.tsx',
  '/settings': 'src/pages/settings-page.tsx',
  '/scoring': 'src/pages/scoring-page.tsx',
  '(not found)': 'src/pages/not-found-page.tsx',
}

if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}. Run "npm run build" first.`)
  process.exit(2)
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
if (!entryKey) {
  console.error('The build manifest has no entry chunk.')
  process.exit(2)
}

const gzipCache = new Map()
function gzippedBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(distDir, file))).length)
  return gzipCache.get(file)
}

/** Every chunk a manifest key pulls in before it can run: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen)
  return seen
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6)
const entryChunks = staticClosure(entryKey)
let failed = false
const routeRows = []

for (const [route, page] of Object.entries(ROUTE_PAGES)) {
  if (!manifest[page]) {
    console.error(`Route ${route}: ${page} is not in the build manifest.`)
    failed = true
    continue
  }
  const chunks = new Set([...entryChunks, ...staticClosure(page)])
  const files = [...chunks].map((key) => manifest[key].file)
  const total = files.reduce((sum, file) => sum + gzippedBytes(file), 0)
  const overBudget = total > BUDGET_KB * 1024
  failed ||= overBudget
  routeRows.push({ route, total, files, overBudget })
}

console.log(`First-load JavaScript per route (gzipped, budget ${BUDGET_KB} kB)`)
for (const { route, total, files, overBudget } of routeRows) {
  console.log(`${overBudget ? 'OVER' : '  ok'} ${kb(total)} kB  ${route}`)
  const ordered = [...files].sort((a, b) => gzippedBytes(b) - gzippedBytes(a))
  for (const file of ordered) console.log(`            ${kb(gzippedBytes(file))} kB  ${file}`)
}

const firstLoadFiles = new Set(routeRows.flatMap((row) => row.files))
const deferred = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js') && !firstLoadFiles.has(chunk.file))
  .map((chunk) => chunk.file)
if (deferred.length > 0) {
  console.log('Loaded later, not on first load (idle or on demand):')
  for (const file of deferred) console.log(`            ${kb(gzippedBytes(file))} kB  ${file}`)
}

const allJs = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file, index, list) => file.endsWith('.js') && list.indexOf(file) === index)
const allTotal = allJs.reduce((sum, file) => sum + gzippedBytes(file), 0)
const css = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))]
const cssTotal = css.reduce((sum, file) => sum + gzippedBytes(file), 0)
const largest = Math.max(...routeRows.map((row) => row.total))
console.log(`Largest first load: ${kb(largest).trim()} kB of ${BUDGET_KB} kB`)
console.log(`All JavaScript: ${kb(allTotal).trim()} kB in ${allJs.length} chunks; CSS: ${kb(cssTotal).trim()} kB`)

if (failed) {
  console.error(`A route is over the ${BUDGET_KB} kB first-load budget (or missing from the build).`)
  process.exit(1)
}
