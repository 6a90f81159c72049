import { SourceDetails } from './citations'
import { DEPTH_RELIABILITY_SOURCE } from '#words/sources'
import { lessReliableThanArea } from '#words/overview'

/** Under a chart of depth or volume: less reliable than area, and why, one click away. */
export function DepthNote() {
  return (
    <div className="chart-note depth-note">
      <p>
        <strong>{lessReliableThanArea}</strong> {DEPTH_RELIABILITY_SOURCE.summary}
      </p>
      <SourceDetails summary={DEPTH_RELIABILITY_SOURCE.label} citations={DEPTH_RELIABILITY_SOURCE.citations}>
        <p className="hint">{DEPTH_RELIABILITY_SOURCE.caveat}</p>
      </SourceDetails>
    </div>
  )
}
