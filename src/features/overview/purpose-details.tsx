import { PURPOSE, purposeHeading } from '#words/purpose'

/** What the viewer is for and what it cannot do, one click from the verdict (docs/intended-purpose.md says it at length). */
export function PurposeDetails() {
  return (
    <details className="references purpose">
      <summary>{purposeHeading}</summary>
      {PURPOSE.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </details>
  )
}
