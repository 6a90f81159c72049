import type { Measurement } from '../../api/schemas/measurement'
import { FIELDS } from '../../domain/fields'
import { fieldLabel } from '#words/fields'
import { measuresOf, tissueBalance } from '../../domain/measures'
import { DASH, formatMeasure } from '../../text/format'
import type { ReactNode } from 'react'
import { notRecorded, yes } from '#words/records'
import {
  areaField,
  lastOfMeasurements,
  lockedField,
  maximumOfEach,
  measurementHeading,
  measurementSection,
  notLockedYet,
  perimeterField,
  sidesCm,
  sidesField,
  tissueField,
  tissueOverHundred,
  tissueShares,
  volumeField,
} from '#words/visits'

const hasId = (measurement: Measurement | undefined): measurement is Measurement & { id: number } => measurement?.id != null

/** A visit's measurement: its figures, tissue and lock, with its photo beside them. */
export function MeasurementPart({
  measurement,
  visitCount,
  renderPhoto,
}: {
  measurement: Measurement
  visitCount: number
  renderPhoto: (measurement: Measurement & { id: number }) => ReactNode
}) {
  const measure = (key: 'area' | 'volume' | 'perimeter') => formatMeasure(measurement[key], FIELDS[key].unit ?? '', FIELDS[key].digits)
  const sides = [measurement.max_length, measurement.max_width, measurement.max_depth]
  // What the shares leave unclassified, by the rule the note reads too (domain/measures.ts).
  const balance = tissueBalance(measurement)
  const tissue = measuresOf('tissue').map((key) => [fieldLabel(key), measurement[key]] as const)
  return (
    <section className="visit-measurement" aria-label={measurementSection}>
      <h3>
        {measurementHeading(measurement.id)}
        {visitCount > 1 ? <span className="hint"> {lastOfMeasurements(visitCount)}</span> : null}
      </h3>
      <div className="visit-measurement-body">
        {hasId(measurement) && measurement.images?.thumbnail ? <div className="visit-photo">{renderPhoto(measurement)}</div> : null}
        <dl className="detail-fields visit-figures">
          <div>
            <dt>{areaField}</dt>
            <dd>{measure('area')}</dd>
          </div>
          <div>
            <dt>{sidesField}</dt>
            <dd>
              {sides.every((side) => side === undefined) ? DASH : sidesCm(sides)}
              <span className="hint"> {maximumOfEach}</span>
            </dd>
          </div>
          <div>
            <dt>{volumeField}</dt>
            <dd>{measure('volume')}</dd>
          </div>
          <div>
            <dt>{perimeterField}</dt>
            <dd>{measure('perimeter')}</dd>
          </div>
          <div>
            <dt>{tissueField}</dt>
            <dd>
              {balance.shares.length === 0 ? notRecorded : tissueShares(tissue, balance.unclassified ?? undefined)}
              {balance.over !== null ? <span className="hint"> {tissueOverHundred}</span> : null}
            </dd>
          </div>
          <div>
            <dt>{lockedField}</dt>
            <dd>{measurement.is_locked === undefined ? DASH : measurement.is_locked ? yes : notLockedYet}</dd>
          </div>
        </dl>
      </div>
    </section>
  )
}
