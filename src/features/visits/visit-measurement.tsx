import type { Measurement } from '../../api/schemas/measurement'
import { FIELDS } from '../../domain/fields'
import { measuresOf, tissueBalance } from '../../domain/measures'
import { DASH, formatNumber } from '../../text/format'
import { formatMeasure } from '../../text/format-measure'
import type { ReactNode } from 'react'
import { useVisitsWords } from './use-visits-words'
import type { VisitsTranslate } from './change-words'

/** "Granulation 60 %, Slough 30 %, unclassified 10 %": each tissue's share, then what is left. */
function tissueShares(t: VisitsTranslate, measurement: Measurement, unclassified: number | null): string {
  return [
    ...measuresOf('tissue').map((key) => t('tissueShare', { tissue: key, share: formatMeasure(measurement[key], '%', 1) })),
    ...(unclassified === null ? [] : [t('unclassifiedShare', { share: formatMeasure(unclassified, '%', 1) })]),
  ].join(', ')
}

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
  const { t } = useVisitsWords()
  const measure = (key: 'area' | 'volume' | 'perimeter') => formatMeasure(measurement[key], FIELDS[key].unit ?? '', FIELDS[key].digits)
  const sides = [measurement.max_length, measurement.max_width, measurement.max_depth]
  // What the shares leave unclassified, by the rule the note reads too (domain/measures.ts).
  const balance = tissueBalance(measurement)
  return (
    <section className="visit-measurement" aria-label={t('measurementSection')}>
      <h3>
        {t('measurementHeading', { id: measurement.id ?? '' })}
        {visitCount > 1 ? <span className="hint"> {t('lastOfMeasurements', { count: visitCount })}</span> : null}
      </h3>
      <div className="visit-measurement-body">
        {hasId(measurement) && measurement.images?.thumbnail ? <div className="visit-photo">{renderPhoto(measurement)}</div> : null}
        <dl className="detail-fields visit-figures">
          <div>
            <dt>{t('areaField')}</dt>
            <dd>{measure('area')}</dd>
          </div>
          <div>
            <dt>{t('sidesField')}</dt>
            <dd>
              {sides.every((side) => side === undefined)
                ? DASH
                : t('sidesCm', { sides: sides.map((side) => formatNumber(side, 2)).join(' × ') })}
              <span className="hint"> {t('maximumOfEach')}</span>
            </dd>
          </div>
          <div>
            <dt>{t('volumeField')}</dt>
            <dd>{measure('volume')}</dd>
          </div>
          <div>
            <dt>{t('perimeterField')}</dt>
            <dd>{measure('perimeter')}</dd>
          </div>
          <div>
            <dt>{t('tissueField')}</dt>
            <dd>
              {balance.shares.length === 0 ? t('notRecorded') : tissueShares(t, measurement, balance.unclassified)}
              {balance.over !== null ? <span className="hint"> {t('tissueOverHundred')}</span> : null}
            </dd>
          </div>
          <div>
            <dt>{t('lockedField')}</dt>
            <dd>{measurement.is_locked === undefined ? DASH : t(measurement.is_locked ? 'locked' : 'notLockedYet')}</dd>
          </div>
        </dl>
      </div>
    </section>
  )
}
