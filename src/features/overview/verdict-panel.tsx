import { useId } from 'react'
import { SourceDetails } from './citations'
import { INFECTION_SIGNS_SOURCE, PAIN_CHANGE_SOURCE } from '#words/sources'
import { projectionSentence, trajectorySentence } from '#words/trajectory'
import { TracingPanel } from './tracing-panel'
import { EARLY_TONES, TRAJECTORY_TONES, WOUND_TONES, type Tone } from './verdict-tones'
import { ClosureSource } from './closure-source'
import { PurposeDetails } from './purpose-details'
import {
  earlyHeading,
  earlyPassed,
  earlyWord,
  flagsHeading,
  infectionFlagLabel,
  infectionFlagText,
  noFlags,
  noFlagsText,
  noStallText,
  notAssessed,
  notAssessedText,
  nowHeading,
  painChangeDetails,
  painFlagLabel,
  painFlagText,
  provisionalNote,
  reviewCare,
  trajectoryFlagLabel,
  trajectoryFlagText,
  trajectoryWord,
  verdictLine,
  type WoundVerdict,
} from '#words/verdict'

type Props = { verdict: WoundVerdict; provisional: boolean }

/**
 * "Is it healing?" in one line, most urgent first, then its three parts: the early response to
 * the care started at the baseline, where the wound is going now, and what to look at.
 */
export function VerdictPanel({ verdict, provisional }: Props) {
  const id = useId()
  const { early, trajectory, flags, metrics, reference, infection, painRises } = verdict
  const flagCount = flags.length + painRises.length + (infection ? 1 : 0)
  const assessed = verdict.assessedInWindow > 0
  // No flag is not a finding to colour: it is neutral, as is a window nothing was assessed in.
  const flagsTone: Tone =
    infection?.current === true || painRises.length > 0 || flags.some((f) => f.kind === 'deterioration')
      ? 'bad'
      : flagCount > 0
        ? 'warn'
        : 'neutral'
  return (
    <>
      <div className="verdict" data-tone={WOUND_TONES[verdict.status]} role="status">
        <p className="verdict-summary">{verdictLine(verdict)}</p>
        {provisional ? <p className="hint">{provisionalNote}</p> : null}
      </div>
      <PurposeDetails />
      <div className="verdict-parts">
        <section className="verdict-part" data-tone={EARLY_TONES[early.status]} aria-labelledby={`${id}-early`}>
          <h4 id={`${id}-early`}>{earlyHeading(reference, metrics?.baseline.date)}</h4>
          <strong className="verdict-word">{earlyWord(early.status, verdict.woundType)}</strong>
          <p>{early.explanation}</p>
          {metrics && reference && !verdict.earlyIsCurrent ? <p className="hint">{earlyPassed(reference)}</p> : null}
        </section>
        <section className="verdict-part" data-tone={TRAJECTORY_TONES[trajectory.status]} aria-labelledby={`${id}-now`}>
          <h4 id={`${id}-now`}>{nowHeading}</h4>
          <strong className="verdict-word">{trajectoryWord(trajectory.status)}</strong>
          <p>{trajectorySentence(trajectory)}</p>
          <p>{projectionSentence(trajectory, verdict.projection)}</p>
          {trajectory.closure ? <ClosureSource /> : null}
        </section>
        <section className="verdict-part" data-tone={flagsTone} aria-labelledby={`${id}-flags`}>
          <h4 id={`${id}-flags`}>{flagsHeading}</h4>
          {flagCount === 0 ? (
            assessed ? (
              <>
                <strong className="verdict-word">{noFlags}</strong>
                <p>{noFlagsText}</p>
              </>
            ) : (
              <>
                <strong className="verdict-word">{notAssessed}</strong>
                <p>{notAssessedText}</p>
                <p>{noStallText}</p>
              </>
            )
          ) : (
            <>
              <ul className="verdict-flags">
                {infection ? (
                  <li className="flag-infection">
                    <strong className="verdict-word">{infectionFlagLabel}</strong> {infectionFlagText(infection)}
                  </li>
                ) : null}
                {painRises.length > 0 ? (
                  <li className="flag-pain">
                    <strong className="verdict-word">{painFlagLabel}</strong> {painFlagText(painRises)}
                  </li>
                ) : null}
                {flags.map((flag) => (
                  <li key={flag.kind} className={`flag-${flag.kind}`}>
                    <strong className="verdict-word">{trajectoryFlagLabel(flag.kind)}</strong> {trajectoryFlagText(flag)}
                  </li>
                ))}
              </ul>
              {assessed ? null : <p>{notAssessedText}</p>}
              <p>{reviewCare}</p>
            </>
          )}
          <SourceDetails summary={INFECTION_SIGNS_SOURCE.label} citations={INFECTION_SIGNS_SOURCE.citations}>
            <p>{INFECTION_SIGNS_SOURCE.summary}</p>
            <p className="hint">{INFECTION_SIGNS_SOURCE.caveat}</p>
          </SourceDetails>
          <SourceDetails summary={painChangeDetails} citations={PAIN_CHANGE_SOURCE.citations}>
            <p>{PAIN_CHANGE_SOURCE.summary}</p>
            <p className="hint">{PAIN_CHANGE_SOURCE.caveat}</p>
          </SourceDetails>
        </section>
      </div>
      <TracingPanel questions={verdict.tracingQuestions} excluded={verdict.excluded} />
    </>
  )
}
