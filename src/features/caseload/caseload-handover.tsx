import { useRef, useState } from 'react'
import { formatDate } from '../../text/format'
import { plainLine } from '../../text/plain-copy'
import {
  CONCERN_WORDS,
  copyHandover,
  handoverCopied,
  handoverLabel,
  handoverLine,
  handoverRefused,
  handoverTitle,
  noMeasurements,
  reading,
} from '#words/caseload'
import type { CaseloadRow } from './use-caseload'
import { latestText, measuredText, rowError } from './row-words'

/**
 * The caseload as plain text, one line per wound in the order shown: for a hand-over or a ward
 * round's notes. Its first line says the order is the most worrying first only when it is.
 */
function handoverText(rows: readonly CaseloadRow[], today: string, byConcern: boolean): string {
  const line = (row: CaseloadRow): string => {
    switch (row.state) {
      case 'loading':
        return handoverLine({ id: row.id, concern: reading })
      case 'empty':
        return handoverLine({ id: row.id, concern: noMeasurements })
      case 'error':
        return handoverLine({ id: row.id, concern: rowError(row.error) })
      case 'read':
        return handoverLine({
          id: row.id,
          concern: CONCERN_WORDS[row.facts.concern],
          latest: latestText(row.facts),
          measured: measuredText(row.facts),
          summary: row.verdict.summary,
        })
    }
  }
  // Plain lines: nothing invisible or reordering from the service's text reaches the copy.
  return [handoverTitle(rows.length, formatDate(today), byConcern), ...rows.map((row) => plainLine(line(row)))].join('\n')
}

/** "Copy hand-over list"; where the browser refuses the clipboard, the list is shown, selected, to copy by hand. */
export function HandoverCopy({ rows, today, byConcern }: { rows: readonly CaseloadRow[]; today: string; byConcern: boolean }) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const preview = useRef<HTMLTextAreaElement>(null)
  const copy = async () => {
    const text = handoverText(rows, today, byConcern)
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
