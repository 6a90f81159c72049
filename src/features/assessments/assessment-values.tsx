import type { AssessmentValues } from '../../api/schemas/assessment'
import type { RecordIssue } from '../../api/schemas/issues'
import { DASH } from '../../text/format'
import { LongText } from '../../shared/long-text'
import RecordIssueList from '../../shared/record-issue-list'
import {
  infectionEntries,
  painScore,
  yesNoLabel,
  yesNoNaLabel,
  type CodedEntry,
  type CodedValue,
  type InfectionEntry,
} from './assessment-values.utils'
import { clockDirections, tractOf, type Extent } from './clock-face.utils'
import { extentSummary, LABELS, unrecognisedPhrase, type AssessmentsTranslate } from './assessment-words'
import { useAssessmentsWords } from './use-assessments-words'

/*
 * Small pieces shared by the table cells and the detail panel. Everything the service sent is
 * rendered as React text, never as HTML.
 */

/** Known codes in words; free text in quotes, as entered, and said to be free text. */
export function CodedList({ entries }: { entries: readonly CodedEntry[] }) {
  const { t } = useAssessmentsWords()
  if (entries.length === 0) return <>{DASH}</>
  return (
    <ul className="inline-list">
      {entries.map((entry, index) => (
        <li key={`${entry.text}-${index}`} className={entry.freeText ? 'free-text' : undefined}>
          {entry.freeText ? (
            <>
              {t('openQuote')}
              <LongText text={entry.text} />
              {t('closeQuote')} <span className="hint">{t('freeTextHint')}</span>
            </>
          ) : (
            <LongText text={entry.text} />
          )}
        </li>
      ))}
    </ul>
  )
}

export function OffSpecHint({ children }: { children: string }) {
  return <span className="hint off-spec">({children})</span>
}

/** A closed-list value in words, or as sent and marked when the spec does not list it. */
export function CodedText({ value }: { value: CodedValue | undefined }) {
  const { t } = useAssessmentsWords()
  if (!value) return <>{DASH}</>
  return value.unknown ? (
    <>
      <LongText text={value.text} /> <OffSpecHint>{t('notAKnownValue')}</OffSpecHint>
    </>
  ) : (
    <>{value.text}</>
  )
}

/** A pain value as text: "7/10", or a value off the scale as sent, marked. */
export function PainText({ value }: { value: number | undefined }) {
  const { t } = useAssessmentsWords()
  const score = painScore(value)
  switch (score.kind) {
    case 'missing':
      return <>{DASH}</>
    case 'scale':
      return (
        <>
          {score.text}
          {t('painMax')}
        </>
      )
    case 'off-scale':
      return (
        <>
          {score.text} <OffSpecHint>{t('painOffScaleShort')}</OffSpecHint>
        </>
      )
  }
}

/**
 * Every field of the infection value: the spec's fields labelled, any other key listed as sent.
 * `summarise` (e.g. infectionSummary) shortens it for a table cell.
 */
export function InfectionList({
  infection,
  summarise = infectionEntries,
}: {
  infection: unknown
  summarise?: (t: AssessmentsTranslate, infection: unknown) => InfectionEntry[]
}) {
  const { t } = useAssessmentsWords()
  const entries = summarise(t, infection)
  if (entries.length === 0) return <>{DASH}</>
  return (
    <dl className="compact">
      {entries.map((entry, index) => (
        <div key={`${entry.key}-${index}`}>
          <dt>
            {entry.known ? (
              entry.label
            ) : (
              <code>
                <LongText text={entry.label} />
              </code>
            )}
            {entry.known ? null : (
              <>
                {' '}
                <OffSpecHint>{t(entry.key ? 'notInSpecification' : 'unexpectedShape')}</OffSpecHint>
              </>
            )}
          </dt>
          <dd>
            <LongText text={entry.value} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Directions that are not clock positions: listed as sent, marked, never drawn. */
export function UnrecognisedDirections({ extent }: { extent: Extent | undefined }) {
  const { t } = useAssessmentsWords()
  const { unrecognised } = clockDirections(extent?.direction)
  if (unrecognised.length === 0) return null
  return (
    <span className="off-spec-directions">
      {t('alsoSent')} {unrecognisedPhrase(t, unrecognised)} <OffSpecHint>{t('notClockPositions')}</OffSpecHint>
    </span>
  )
}

/** "3 cm at 2 and 3 o'clock", for a table cell. */
export function ExtentText({ extent }: { extent: Extent | undefined }) {
  const { t } = useAssessmentsWords()
  if (!extent) return <>{DASH}</>
  return (
    <>
      {extentSummary(t, tractOf(extent))}
      <UnrecognisedDirections extent={extent} />
    </>
  )
}

/** What did not match the service specification, spelled out (the row's RecordFlag folds it away). */
export function RecordIssues({ issues, noun }: { issues: readonly RecordIssue[]; noun: string }) {
  const { t } = useAssessmentsWords()
  if (issues.length === 0) return null
  return (
    <div className="record-issues">
      <p>
        <strong>
          <span aria-hidden="true">⚠ </span>
          {t('flagged')}
        </strong>{' '}
        {t('recordIssues', { noun, count: issues.length })}
      </p>
      <RecordIssueList issues={issues} />
    </div>
  )
}

/** The miscellaneous block: whether a photo could be taken (and why not), and whether QoL was assessed. */
export function Miscellaneous({ misc }: { misc: AssessmentValues['miscellaneous'] }) {
  const { t } = useAssessmentsWords()
  if (!misc) return <>{DASH}</>
  return (
    <dl className="compact">
      <div>
        <dt>{t(LABELS.unable_to_capture)}</dt>
        <dd>
          <CodedText value={yesNoLabel(t, misc.unable_to_capture)} />
          {misc.unable_to_capture_reason ? (
            <>
              {' '}
              (<LongText text={misc.unable_to_capture_reason} />)
            </>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t('qolAssessedShort')}</dt>
        <dd>
          <CodedText value={yesNoNaLabel(t, misc.qol_assessment_performed)} />
        </dd>
      </div>
    </dl>
  )
}
