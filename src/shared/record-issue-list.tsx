import { issueText } from '#words/issues'

/** One way a record departs from the service specification: where, and what its words say. */
export type Issue = { path: string; problem: Parameters<typeof issueText>[0] }

/**
 * What did not match, field by field. Its words (every sentence a flag can say) load when a flag
 * is first opened (record-flag.tsx), not before the first row: most records match the specification.
 */
export default function RecordIssueList({ issues }: { issues: readonly Issue[] }) {
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
