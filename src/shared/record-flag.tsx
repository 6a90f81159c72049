import { flagged, flaggedDetail } from '#words/ui'
import { issueText } from '#words/issues'

/** One way a record departs from the service specification: where, and what its words say. */
type Issue = { path: string; problem: Parameters<typeof issueText>[0] }

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
          <code>{issue.path}</code>: {issueText(issue.problem)}
        </li>
      ))}
    </ul>
  )
}
