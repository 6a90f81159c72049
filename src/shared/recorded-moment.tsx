import { useSay } from '../i18n/use-say'
import { formatDateTime } from '../text/format'
import { firstRowWords } from '../words/first-rows'
import * as w from '../words/first-rows/messages'
import { LongText } from './long-text'

/**
 * When the service recorded a record (its `created_at`): in the user's time and language, with the
 * moment as the service sent it in the tooltip ("2026-02-27 10:41:00 UTC"); a dash when none came.
 */
export function RecordedMoment({ moment }: { moment: string | undefined }) {
  const t = useSay(firstRowWords)
  return (
    <time title={moment ? t(w.utcMoment, { moment }) : undefined}>
      <LongText text={formatDateTime(moment)} />
    </time>
  )
}
