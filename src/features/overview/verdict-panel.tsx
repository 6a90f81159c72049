import { useId } from 'react'
import { formatDate } from '../../text/format'
import { PAIN_RISE_PERCENT, PAIN_RISE_POINTS } from '../../domain/healing/signs'
import { SOURCE_CITATIONS } from '../../domain/healing/sources'
import { MALODOUR_INCREASE_DAYS } from '../../domain/assessment-signs'
import { TRAJECTORY_DAYS } from '../../domain/healing/trajectory'
import type { WoundVerdict } from '../../domain/healing/verdict'
import { useVerdictWords } from '../../whole-history/use-verdict-words'
import { capitalise, daysText, infectionText, painText, stallText } from '../../whole-history/verdict-clauses'
import { verdictLine } from '../../whole-history/verdict-line'
import { SourceDetails } from './citations'
import { TracingPanel } from './tracing-panel'
import { EARLY_TONES, TRAJECTORY_TONES, WOUND_TONES, type Tone } from './verdict-tones'
import { ClosureSource } from './closure-source'
import { PurposeDetails } from './purpose-details'
import { earlyExplanation, earlyWord } from './early-words'
import { projectionSentence, trajectorySentence } from './trajectory-words'
import { useOverviewWords } from './use-overview-words'

type Props = { verdict: WoundVerdict; provisional: boolean }

const TRAJECTORY_WORDS = {
  reducing: 'reducing',
  plateau: 'plateau',
  deteriorating: 'deteriorating',
  closed: 'closed',
  'closed-unconfirmed': 'unconfirmed',
  none: 'none',
} as const satisfies Record<WoundVerdict['trajectory']['status'], string>

/**
 * "Is it healing?" in one line, most urgent first, then its three parts: the early response to
 * the care started at the baseline, where the wound is going now, and what to look at.
 */
export function VerdictPanel({ verdict, provisional }: Props) {
  const id = useId()
  const { t } = useOverviewWords()
  const { t: vt, codes } = useVerdictWords()
  const words = { t, vt }
  const { early, trajectory, metrics, reference, infection, painRises, stall } = verdict
  const flagCount = (stall ? 1 : 0) + painRises.length + (infection ? 1 : 0)
  const assessed = verdict.assessedInWindow > 0
  const latest = daysText(vt, TRAJECTORY_DAYS)
  // No flag is not a finding to colour: it is neutral, as is a window nothing was assessed in.
  const flagsTone: Tone =
    infection?.current === true || painRises.length > 0 || stall === 'deterioration' ? 'bad' : flagCount > 0 ? 'warn' : 'neutral'
  return (
    <>
      <div className="verdict" data-tone={WOUND_TONES[verdict.status]} role="status">
        <p className="verdict-summary">{verdictLine(vt, codes, verdict)}</p>
        {provisional ? <p className="hint">{t('provisionalNote')}</p> : null}
      </div>
      <PurposeDetails />
      <div className="verdict-parts">
        <section className="verdict-part" data-tone={EARLY_TONES[early.status]} aria-labelledby={`${id}-early`}>
          <h4 id={`${id}-early`}>
            {metrics
              ? t('earlyHeadingFrom', { check: daysText(vt, metrics.checkWindow.day), date: formatDate(metrics.baseline.date) })
              : t('earlyHeading')}
          </h4>
          <strong className="verdict-word">{t('earlyWord', { word: earlyWord(verdict) })}</strong>
          <p>{earlyExplanation(words, verdict)}</p>
          {metrics && reference && !verdict.earlyIsCurrent ? (
            <p className="hint">{t('earlyPassed', { weeks: reference.horizonWeeks })}</p>
          ) : null}
        </section>
        <section className="verdict-part" data-tone={TRAJECTORY_TONES[trajectory.status]} aria-labelledby={`${id}-now`}>
          <h4 id={`${id}-now`}>{t('nowHeading', { span: latest })}</h4>
          <strong className="verdict-word">{t('trajectoryWord', { status: TRAJECTORY_WORDS[trajectory.status] })}</strong>
          <p>{trajectorySentence(words, trajectory)}</p>
          <p>{projectionSentence(words, trajectory, verdict.projection)}</p>
          {trajectory.closure ? <ClosureSource /> : null}
        </section>
        <section className="verdict-part" data-tone={flagsTone} aria-labelledby={`${id}-flags`}>
          <h4 id={`${id}-flags`}>{t('flagsHeading')}</h4>
          {flagCount === 0 ? (
            assessed ? (
              <>
                <strong className="verdict-word">{t('noFlags')}</strong>
                <p>{t('noFlagsText', { span: latest })}</p>
              </>
            ) : (
              <>
                <strong className="verdict-word">{t('notAssessed')}</strong>
                <p>{t('notAssessedText', { span: latest })}</p>
                <p>{t('noStallText')}</p>
              </>
            )
          ) : (
            <>
              <ul className="verdict-flags">
                {infection ? (
                  <li className="flag-infection">
                    <strong className="verdict-word">{t('infectionFlagLabel')}</strong>{' '}
                    {vt('sentence', { text: capitalise(infectionText(vt, codes, infection)) })}
                  </li>
                ) : null}
                {painRises.length > 0 ? (
                  <li className="flag-pain">
                    <strong className="verdict-word">{t('painFlagLabel')}</strong>{' '}
                    {vt('sentence', { text: capitalise(painText(vt, painRises)) })}
                  </li>
                ) : null}
                {stall ? (
                  <li className={`flag-${stall}`}>
                    <strong className="verdict-word">{t('stallFlagLabel', { kind: stall })}</strong>{' '}
                    {vt('sentence', { text: stallText(vt, codes, verdict) ?? '' })}
                  </li>
                ) : null}
              </ul>
              {assessed ? null : <p>{t('notAssessedText', { span: latest })}</p>}
              <p>{t('reviewCare')}</p>
            </>
          )}
          <SourceDetails summary={t('infectionSourceLabel')} citations={SOURCE_CITATIONS['infection-signs']}>
            <p>{t('infectionSourceSummary', { weeks: MALODOUR_INCREASE_DAYS / 7 })}</p>
            <p className="hint">{t('infectionSourceCaveat')}</p>
          </SourceDetails>
          <SourceDetails
            summary={t('painChangeDetails', { points: PAIN_RISE_POINTS, percent: PAIN_RISE_PERCENT })}
            citations={SOURCE_CITATIONS['pain-change']}
          >
            <p>{t('painSourceSummary', { points: PAIN_RISE_POINTS, percent: PAIN_RISE_PERCENT })}</p>
            <p className="hint">{t('painSourceCaveat')}</p>
          </SourceDetails>
        </section>
      </div>
      <TracingPanel questions={verdict.tracingQuestions} excluded={verdict.excluded} />
    </>
  )
}
