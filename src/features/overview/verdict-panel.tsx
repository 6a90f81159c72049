import { useId } from 'react'
import { daysText } from '#words/days'
import { formatDate } from '../../shared/format'
import { TRAJECTORY_DAYS } from '../../domain/healing/trajectory'
import { checkTime } from './references'
import { SourceDetails } from './citations'
import { INFECTION_SIGNS_SOURCE, PAIN_CHANGE_SOURCE } from './sign-sources'
import { projectionSentence, trajectorySentence } from './trajectory-text'
import { TracingPanel } from './tracing-panel'
import { PAIN_RISE_PERCENT, PAIN_RISE_POINTS } from '../../domain/healing/signs'
import { infectionText, painText } from './verdict-signs'
import type { WoundVerdict } from './wound-verdict'

/** The trajectory's window, which the signs are read in too: "4 weeks". */
const LATEST = daysText(TRAJECTORY_DAYS)

const EARLY_WORDS = {
  'on-track': 'On track',
  'not-on-track': 'Not on track',
  'too-early': 'Too early to tell',
  'no-data': 'Not enough data',
} as const
const TRAJECTORY_WORDS = {
  reducing: 'Getting smaller',
  plateau: 'No measurable reduction',
  deteriorating: 'Getting larger',
  closed: 'Closed',
  none: 'No current trend',
} as const

type Props = { verdict: WoundVerdict; provisional: boolean }

type Tone = 'good' | 'warn' | 'bad' | 'neutral'
/** How each state is coloured: never by colour alone, the words say the same. */
const TONES: Record<string, Tone> = {
  infection: 'bad',
  pain: 'bad',
  'infection-cleared': 'warn',
  'on-track': 'good',
  reducing: 'good',
  closed: 'good',
  'not-on-track': 'warn',
  plateau: 'warn',
  deteriorating: 'bad',
}
const tone = (status: string): Tone => TONES[status] ?? 'neutral'

/**
 * "Is it healing?" in one line, most urgent first, then its three parts: the early response to
 * the care started at the baseline, where the wound is going now, and what to look at.
 */
export function VerdictPanel({ verdict, provisional }: Props) {
  const id = useId()
  const { early, trajectory, flags, metrics, reference, infection, painRises } = verdict
  const flagCount = flags.length + painRises.length + (infection ? 1 : 0)
  const flagsTone: Tone =
    infection?.current === true || painRises.length > 0 || flags.some((f) => f.kind === 'deterioration')
      ? 'bad'
      : flagCount > 0
        ? 'warn'
        : 'good'
  const baselineDate = metrics ? formatDate(metrics.baseline.date) : null
  return (
    <>
      <div className="verdict" data-tone={tone(verdict.status)} role="status">
        <p className="verdict-summary">{verdict.summary}.</p>
        {provisional ? <p className="hint">Provisional: the history is still loading.</p> : null}
      </div>
      <div className="verdict-parts">
        <section className="verdict-part" data-tone={tone(early.status)} aria-labelledby={`${id}-early`}>
          <h4 id={`${id}-early`}>Early response{baselineDate ? `: ${checkTime(reference)} after the baseline (${baselineDate})` : ''}</h4>
          <strong className="verdict-word">{EARLY_WORDS[early.status]}</strong>
          <p>{early.explanation}</p>
          {metrics && !verdict.earlyIsCurrent ? (
            <p className="hint">
              More than {reference.horizonWeeks} weeks have passed since the baseline, the time the reference&apos;s outcome was judged at:
              the current trend says more about the wound now. Choose a later baseline to judge a change of care.
            </p>
          ) : null}
        </section>
        <section className="verdict-part" data-tone={tone(trajectory.status)} aria-labelledby={`${id}-now`}>
          <h4 id={`${id}-now`}>Now: the latest {LATEST}</h4>
          <strong className="verdict-word">{TRAJECTORY_WORDS[trajectory.status]}</strong>
          <p>{trajectorySentence(trajectory)}</p>
          <p>{projectionSentence(trajectory, verdict.projection)}</p>
        </section>
        <section className="verdict-part" data-tone={flagsTone} aria-labelledby={`${id}-flags`}>
          <h4 id={`${id}-flags`}>Flags</h4>
          {flagCount === 0 ? (
            <>
              <strong className="verdict-word">None</strong>
              <p>
                No signs of infection and no important rise in pain recorded in the latest {LATEST}; no plateau and no increase in area.
              </p>
            </>
          ) : (
            <>
              <ul className="verdict-flags">
                {infection ? (
                  <li className="flag-infection">
                    <strong className="verdict-word">Infection:</strong> {capital(infectionText(infection))}.
                  </li>
                ) : null}
                {painRises.length > 0 ? (
                  <li className="flag-pain">
                    <strong className="verdict-word">Pain:</strong> {capital(painText(painRises))}.
                  </li>
                ) : null}
                {flags.map((flag) => (
                  <li key={flag.kind} className={`flag-${flag.kind}`}>
                    <strong className="verdict-word">{flag.kind === 'plateau' ? 'Plateau' : 'Deterioration'}:</strong> {flag.text}.
                  </li>
                ))}
              </ul>
              <p>It may be worth reviewing the wound and its care.</p>
            </>
          )}
          <SourceDetails summary={INFECTION_SIGNS_SOURCE.label} citations={INFECTION_SIGNS_SOURCE.citations}>
            <p>{INFECTION_SIGNS_SOURCE.summary}</p>
            <p className="hint">{INFECTION_SIGNS_SOURCE.caveat}</p>
          </SourceDetails>
          <SourceDetails
            summary={`${PAIN_CHANGE_SOURCE.label}: ${PAIN_RISE_POINTS} points and ${PAIN_RISE_PERCENT}%`}
            citations={PAIN_CHANGE_SOURCE.citations}
          >
            <p>{PAIN_CHANGE_SOURCE.summary}</p>
            <p className="hint">{PAIN_CHANGE_SOURCE.caveat}</p>
          </SourceDetails>
        </section>
      </div>
      <TracingPanel questions={verdict.tracingQuestions} excluded={verdict.excluded} />
    </>
  )
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
