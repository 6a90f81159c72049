import { painScore } from './assessment-values.utils'
import { OffSpecHint } from './assessment-values'
import { useAssessmentsWords } from './use-assessments-words'

const STEPS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const

/** Mild, moderate, severe: the usual reading of a 0–10 numeric rating scale. */
function band(value: number): 'none' | 'mild' | 'moderate' | 'severe' {
  if (value === 0) return 'none'
  if (value < 4) return 'mild'
  return value < 7 ? 'moderate' : 'severe'
}

/**
 * One pain score as a 10-step bar with its number. A meter (name "Pain at rest", value text
 * "7 out of 10") for assistive technology; a value off the 0–10 scale is shown as sent and
 * marked, never drawn, because a bar would have to clamp it.
 */
export function PainScale({ name, value }: { name: string; value: number | undefined }) {
  const { t } = useAssessmentsWords()
  const score = painScore(value)
  switch (score.kind) {
    case 'missing':
      return <span className="hint">{t('notRecorded')}</span>
    case 'off-scale':
      return (
        <span className="pain-off-scale">
          {score.text} <OffSpecHint>{t('painOffScale')}</OffSpecHint>
        </span>
      )
    case 'scale':
      return (
        <div
          role="meter"
          aria-label={name}
          aria-valuemin={0}
          aria-valuemax={10}
          aria-valuenow={score.value}
          aria-valuetext={t('painValueText', { score: score.text })}
          className="pain-scale"
          data-band={band(score.value)}
        >
          <span className="pain-steps">
            {STEPS.map((step) => (
              <span key={step} className={step <= score.value ? 'pain-step on' : 'pain-step'} />
            ))}
          </span>
          <span className="pain-number">
            {score.text}
            <span className="pain-max">{t('painMax')}</span>
          </span>
        </div>
      )
  }
}
