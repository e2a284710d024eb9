import { ShieldCheck } from 'lucide-react'

import { keptOutSentence } from '../improvement-kinds'
import type { KeptOutFact } from '../types'

/** The rewrites the truthfulness guard undid, said plainly: nothing was added that the resume does not state. */
export function KeptOutList({ facts }: { facts: readonly KeptOutFact[] }) {
  return (
    <section
      aria-labelledby="kept-out-heading"
      className="grid gap-2 rounded-lg border border-success-border bg-success-soft p-3"
    >
      <h3 id="kept-out-heading" className="flex items-center gap-2 text-sm font-semibold text-success-strong">
        <ShieldCheck aria-hidden="true" className="size-4 text-success" />
        Truthfulness guard
      </h3>
      {facts.length === 0 ? (
        <p className="text-sm text-success-strong">Every change keeps to the facts of your original: none adds any.</p>
      ) : (
        <>
          <p className="text-sm text-success-strong">
            {facts.length === 1 ? 'One rewrite was' : `${facts.length} rewrites were`} undone because they would have
            added a fact your resume does not state.
          </p>
          <ul className="grid gap-1.5" data-testid="kept-out">
            {facts.map((fact, index) => (
              <li key={`${fact.improvementId}-${index}`} className="text-sm text-success-strong">
                <span className="font-medium">{keptOutSentence(fact.fact, fact.kind)}</span>
                {fact.reason ? <span className="block text-xs text-success-strong">{fact.reason}</span> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
