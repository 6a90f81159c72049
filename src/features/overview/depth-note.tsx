import { SourceDetails } from './citations'
import { SOURCE_CITATIONS } from '../../domain/healing/sources'
import { useOverviewWords } from './use-overview-words'

/** Under a chart of depth or volume: less reliable than area, and why, one click away. */
export function DepthNote() {
  const { t } = useOverviewWords()
  return (
    <div className="chart-note depth-note">
      <p>
        <strong>{t('lessReliableThanArea')}</strong> {t('depthSourceSummary')}
      </p>
      <SourceDetails summary={t('depthSourceLabel')} citations={SOURCE_CITATIONS['depth-reliability']}>
        <p className="hint">{t('depthSourceCaveat')}</p>
      </SourceDetails>
    </div>
  )
}
