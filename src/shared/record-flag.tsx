import { flagged, flaggedDetail } from '#words/ui'

type Issue = { path: string; message: string }

/**
 * Marks a record that does not match the service specification and says how, without hiding
 * the record: no record is dropped. A disclosure, so it costs one line until opened.
 */
export function RecordFlag({ issues, noun, summary = flagged }: { issues: readonly Issue[]; noun: string; summary?: string }) {
  if (issues.length === 0) return null
  return (
    <details className="record-flag">
      <summary>
        <span aria-hidden="true">⚠ </span>
        {summary}
        <span className="visually-hidden">{flaggedDetail(noun, issues.length)}</span>
      </summary>
      <RecordIssueList issues={issues} />
    </details>
  )
}

/** What did not match, field by field. */
export function RecordIssueList({ issues }: { issues: readonly Issue[] }) {
  return (
    <ul>
      {issues.map((issue, index) => (
        <li key={`${issue.path}-${index}`}>
          <code>{issue.path}</code>: {issue.message}
        </li>
      ))}
    </ul>
  )
}
