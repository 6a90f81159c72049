import { useRef, useState } from 'react'
import { formatDate } from '../../text/format'
import { plainLine } from '../../text/plain-copy'
import { useCaseloadRowWords } from './use-caseload-words'
import type { CodesTranslate } from '../../whole-history/code-words'
import type { VerdictTranslate } from '../../whole-history/use-verdict-words'
import { summaryText } from '../../whole-history/verdict-line'
import type { CaseloadRow } from './use-caseload'
import { latestText, measuredText, rowError, type CaseloadTranslate } from './row-words'
import type { Say } from '../../i18n/numbered'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'

/**
 * The caseload as plain text, one line per wound in the order shown: for a hand-over or a ward
 * round's notes. Its first line says the order is the most worrying first only when it is.
 */
function handoverText(
  { t, vt, codes, say }: { t: CaseloadTranslate; vt: VerdictTranslate; codes: CodesTranslate; say: Say },
  rows: readonly CaseloadRow[],
  today: string,
  byConcern: boolean,
): string {
  const line = (row: CaseloadRow): string => {
    const wound = (concern: string) => t('handoverWound', { id: row.id, concern })
    switch (row.state) {
      case 'loading':
        return t('handoverLine', { parts: wound(t('reading')) })
      case 'empty':
        return t('handoverLine', { parts: wound(t('noMeasurements')) })
      case 'error':
        return t('handoverLine', { parts: wound(rowError(t, say, row.error)) })
      case 'read': {
        const latest = latestText(t, row.facts)
        const measured = measuredText(t, row.facts)
        const parts = [
          wound(t('concern', { concern: row.facts.concern })),
          latest === undefined
            ? undefined
            : measured === undefined
              ? t('handoverLatest', { latest })
              : t('handoverLatestMeasured', { latest, measured }),
          summaryText(vt, codes, row.verdict),
        ].filter((part): part is string => part !== undefined && part !== '')
        return t('handoverLine', { parts: parts.join('. ') })
      }
    }
  }
  // Plain lines: nothing invisible or reordering from the service's text reaches the copy.
  return [
    t('handoverTitle', { count: rows.length, today: formatDate(today), order: byConcern ? 'concern' : 'chosen' }),
    ...rows.map((row) => plainLine(line(row))),
  ].join('\n')
}

/** "Copy hand-over list"; where the browser refuses the clipboard, the list is shown, selected, to copy by hand. */
export function HandoverCopy({ rows, today, byConcern }: { rows: readonly CaseloadRow[]; today: string; byConcern: boolean }) {
  const { t, vt, codes } = useCaseloadRowWords()
  const say = useSay(firstRowWords)
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const preview = useRef<HTMLTextAreaElement>(null)
  const copy = async () => {
    const text = handoverText({ t, vt, codes, say }, rows, today, byConcern)
    try {
      await navigator.clipboard.writeText(text)
      setStatus({ ok: true, text })
    } catch {
      setStatus({ ok: false, text })
      requestAnimationFrame(() => {
        preview.current?.focus()
        preview.current?.select()
      })
    }
  }
  return (
    <div className="caseload-handover">
      <button type="button" onClick={() => void copy()}>
        {t('copyHandover')}
      </button>
      <p role="status" className="hint">
        {status === null ? '' : status.ok ? t('handoverCopied') : t('handoverRefused')}
      </p>
      {status !== null && !status.ok ? (
        <textarea ref={preview} readOnly aria-label={t('handoverLabel')} rows={Math.min(12, rows.length + 1)} value={status.text} />
      ) : null}
    </div>
  )
}
