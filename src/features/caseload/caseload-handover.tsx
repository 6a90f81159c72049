import { useRef, useState } from 'react'
import { formatDate, formatNumber } from '../../shared/format'
import { plainLine } from '../../shared/plain-copy'
import { describeError } from '#words/errors'
import {
  CONCERN_WORDS,
  copyHandover,
  daysAgo,
  handoverCopied,
  handoverLabel,
  handoverLine,
  handoverRefused,
  handoverTitle,
  latestArea,
  noMeasurements,
  reading,
  ROW_ERRORS,
} from '#words/caseload'
import type { CaseloadRow } from './use-caseload'

/** The caseload as plain text, one line per wound in the order shown: for a hand-over or a ward round's notes. */
function handoverText(rows: readonly CaseloadRow[], today: string): string {
  const line = (row: CaseloadRow): string => {
    switch (row.state) {
      case 'loading':
        return handoverLine({ id: row.id, concern: reading })
      case 'empty':
        return handoverLine({ id: row.id, concern: noMeasurements })
      case 'error': {
        const { title, status } = describeError(row.error)
        return handoverLine({ id: row.id, concern: ROW_ERRORS[status] ?? title })
      }
      case 'read':
        return handoverLine({
          id: row.id,
          concern: CONCERN_WORDS[row.facts.concern],
          latest: row.facts.latest ? latestArea(formatNumber(row.facts.latest.area), formatDate(row.facts.latest.date)) : undefined,
          measured: row.facts.daysSinceMeasured === null ? undefined : daysAgo(row.facts.daysSinceMeasured),
          summary: row.verdict.summary,
        })
    }
  }
  // Plain lines: nothing invisible or reordering from the service's text reaches the copy.
  return [handoverTitle(rows.length, formatDate(today)), ...rows.map((row) => plainLine(line(row)))].join('\n')
}

/** "Copy hand-over list"; where the browser refuses the clipboard, the list is shown, selected, to copy by hand. */
export function HandoverCopy({ rows, today }: { rows: readonly CaseloadRow[]; today: string }) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const preview = useRef<HTMLTextAreaElement>(null)
  const copy = async () => {
    const text = handoverText(rows, today)
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
        {copyHandover}
      </button>
      <p role="status" className="hint">
        {status === null ? '' : status.ok ? handoverCopied : handoverRefused}
      </p>
      {status !== null && !status.ok ? (
        <textarea ref={preview} readOnly aria-label={handoverLabel} rows={Math.min(12, rows.length + 1)} value={status.text} />
      ) : null}
    </div>
  )
}
