import { issueText } from '../words/issue-words'
import { useSay } from '../i18n/use-say'
import { flagsWords } from '../words/flags'

/** One way a record departs from the service specification: where, and what its words say. */
export type Issue = { path: string; problem: Parameters<typeof issueText>[1] }

/**
 * What did not match, field by field. Its words (every sentence a flag can say) load when a flag
 * is first opened (record-flag.tsx), not before the first row: most records match the specification.
 */
export default function RecordIssueList({ issues }: { issues: readonly Issue[] }) {
  const t = useSay(flagsWords)
  return (
    <ul>
      {issues.map((issue, index) => (
        <li key={`${issue.path}-${index}`}>
          <code>{issue.path}</code>: {issueText(t, issue.problem)}
        </li>
      ))}
    </ul>
  )
}
