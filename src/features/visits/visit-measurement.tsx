import type { Measurement } from '../../api/schemas/measurement'
import { FIELDS } from '../../domain/fields'
import { fieldLabel } from '#words/fields'
import { measuresOf } from '../../domain/measures'
import { DASH, formatMeasure, formatNumber } from '../../shared/format'
import type { ReactNode } from 'react'

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
    <section className="visit-measurement" aria-label="Measurement">
      <h3>
        Measurement {measurement.id ?? ''}
        {visitCount > 1 ? <span className="hint"> · the last of {visitCount} measurements this date</span> : null}
      </h3>
      <div className="visit-measurement-body">
        {hasId(measurement) && measurement.images?.thumbnail ? <div className="visit-photo">{renderPhoto(measurement)}</div> : null}
        <dl className="detail-fields visit-figures">
          <div>
            <dt>Area</dt>
            <dd>{measure('area')}</dd>
          </div>
          <div>
            <dt>Length × width × depth</dt>
            <dd>
              {sides.every((side) => side === undefined) ? DASH : `${sides.map((side) => formatNumber(side, 2)).join(' × ')} cm`}
              <span className="hint"> (maximum of each)</span>
            </dd>
          </div>
          <div>
            <dt>Volume</dt>
            <dd>{measure('volume')}</dd>
          </div>
          <div>
            <dt>Perimeter</dt>
            <dd>{measure('perimeter')}</dd>
          </div>
          <div>
            <dt>Tissue</dt>
            <dd>
              {recorded.length === 0
                ? 'Not recorded'
                : [
                    ...tissue.map(([label, value]) => `${label} ${formatMeasure(value, '%', 1)}`),
                    ...(unclassified === undefined ? [] : [`unclassified ${formatMeasure(unclassified, '%', 1)}`]),
                  ].join(', ')}
              {recorded.length > 0 && sum > 100 ? <span className="hint"> (they add up to more than 100%, as sent)</span> : null}
            </dd>
          </div>
          <div>
            <dt>Locked</dt>
            <dd>{measurement.is_locked === undefined ? DASH : measurement.is_locked ? 'Yes' : 'No, it may still change'}</dd>
          </div>
        </dl>
      </div>
    </section>
  )
}
