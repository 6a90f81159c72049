import { SourceDetails } from './citations'
import { SOURCE_CITATIONS } from '../../domain/healing/sources'
import { CLOSURE_CONFIRM_DAYS } from '../../domain/healing/trajectory'
import { useOverviewWords } from './use-overview-words'

/** Where "closed" and "closure not yet confirmed" come from, one click away, beside them. */
export function ClosureSource() {
  const { t } = useOverviewWords()
  return (
    <SourceDetails summary={t('closureSourceLabel', { weeks: CLOSURE_CONFIRM_DAYS / 7 })} citations={SOURCE_CITATIONS.closure}>
      <p>{t('closureSourceSummary', { weeks: CLOSURE_CONFIRM_DAYS / 7, days: CLOSURE_CONFIRM_DAYS })}</p>
      <p className="hint">{t('closureSourceCaveat')}</p>
    </SourceDetails>
  )
}
