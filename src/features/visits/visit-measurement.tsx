import type { Measurement } from '../../api/schemas/measurement'
import { FIELDS } from '../../domain/fields'
import { fieldLabel } from '#words/fields'
import { measuresOf } from '../../domain/measures'
import { DASH, formatMeasure } from '../../shared/format'
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
  const tissue = measuresOf('tissue').map((key) => [fieldLabel(key), measurement[key]] as const)
  const recorded = tissue.map(([, value]) => value).filter((value): value is number => value !== undefined)
  const sum = recorded.reduce((total, value) => total + value, 0)
  const unclassified = recorded.length > 0 && sum <= 100 ? 100 - sum : undefined
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
              {recorded.length === 0 ? notRecorded : tissueShares(tissue, unclassified)}
              {recorded.length > 0 && sum > 100 ? <span className="hint"> {tissueOverHundred}</span> : null}
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
