import { SourceDetails } from './citations'
import { CLOSURE_SOURCE } from '#words/sources'

/** Where "closed" and "closure not yet confirmed" come from, one click away, beside them. */
export function ClosureSource() {
  return (
    <SourceDetails summary={CLOSURE_SOURCE.label} citations={CLOSURE_SOURCE.citations}>
      <p>{CLOSURE_SOURCE.summary}</p>
      <p className="hint">{CLOSURE_SOURCE.caveat}</p>
    </SourceDetails>
  )
}
