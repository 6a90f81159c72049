import { useVerdictWords } from '../../whole-history/use-verdict-words'

/** The statements of the intended purpose, in order (docs/intended-purpose.md says each of them at length). */
const PURPOSE = ['purposeWhat', 'purposeUsers', 'purposeWoundTypes', 'purposeNot', 'purposeLimits', 'purposeSources'] as const

/** What the viewer is for and what it cannot do, one click from the verdict (docs/intended-purpose.md says it at length). */
export function PurposeDetails() {
  const { t } = useVerdictWords()
  return (
    <details className="references purpose">
      {/* Its words in a line box of their own: in the summary on a phone they run round Show more. */}
      <summary>
        <span>{t('purposeHeading')}</span>
      </summary>
      {PURPOSE.map((id) => (
        <p key={id}>{t(id)}</p>
      ))}
    </details>
  )
}
