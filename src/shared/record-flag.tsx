import { lazy, Suspense, useState } from 'react'
import { useSay } from '../i18n/use-say'
import { firstRowWords } from '../words/first-rows'
import * as w from '../words/first-rows/messages'
import type { Issue } from './record-issue-list'
import { onceOnline } from './when-online'

const RecordIssueList = lazy(onceOnline(() => import('./record-issue-list')))

/**
 * Marks a record that does not match the service specification and says how, without hiding
 * the record: no record is dropped. A disclosure, so it costs one line until opened; what it says
 * (every sentence a flag can say) loads when the first flag is opened, not before the first row.
 */
export function RecordFlag({ issues, record, summary }: { issues: readonly Issue[]; record: string; summary?: string }) {
  const t = useSay(firstRowWords)
  const [opened, setOpened] = useState(false)
  if (issues.length === 0) return null
  return (
    <details
      className="record-flag"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true)
      }}
    >
      <summary>
        <span aria-hidden="true">⚠ </span>
        {summary ?? t(w.flagged)}
        <span className="visually-hidden">{t(w.flaggedDetail, { record, ways: issues.length })}</span>
      </summary>
      {opened ? (
        <Suspense fallback={<p className="hint">{t(w.loadingPanel)}</p>}>
          <RecordIssueList issues={issues} />
        </Suspense>
      ) : null}
    </details>
  )
}
