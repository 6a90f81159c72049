import { UnrecognisedDirections } from './assessment-values'
import { CLOCK_HOURS, clockDirections, clockPoint, tractOf, type Extent } from './clock-face.utils'
import { extentDescription, tractLength } from './assessment-words'
import { useAssessmentsWords } from './use-assessments-words'
import './clock-face.css'

const RIM = 34
const LABEL_RADIUS = 44
/** 12, 3, 6 and 9 are always numbered, so the face reads as a clock; recorded hours are numbered too. */
const QUARTERS = new Set([12, 3, 6, 9])

/**
 * Tunnelling or undermining drawn as the clinician records it: a clock face (12 towards the
 * patient's head) with a spoke to each recorded position and the length underneath. The picture's
 * name says the same in words; directions that are not clock positions are listed as text.
 */
export function ClockFace({ name, extent }: { name: string; extent: Extent }) {
  const { t } = useAssessmentsWords()
  const { positions } = clockDirections(extent.direction)
  const recorded = new Set(positions)
  const length = tractLength(t, extent.length)
  return (
    <div className="clock-face">
      <svg role="img" aria-label={extentDescription(t, name, tractOf(extent))} viewBox="-50 -50 100 120" width="120" height="144">
        <circle r={RIM} className="clock-rim" />
        {CLOCK_HOURS.map((hour) => {
          const tick = clockPoint(hour, RIM)
          const label = clockPoint(hour, LABEL_RADIUS)
          const isRecorded = recorded.has(hour)
          return (
            <g key={hour} className={isRecorded ? 'clock-hour recorded' : 'clock-hour'}>
              {isRecorded ? (
                <>
                  <line x1={0} y1={0} x2={tick.x} y2={tick.y} className="clock-spoke" />
                  <circle cx={tick.x} cy={tick.y} r={4.5} className="clock-dot" />
                </>
              ) : (
                <circle cx={tick.x} cy={tick.y} r={1.6} className="clock-tick" />
              )}
              {isRecorded || QUARTERS.has(hour) ? (
                <text x={label.x} y={label.y} textAnchor="middle" dominantBaseline="central">
                  {hour}
                </text>
              ) : null}
            </g>
          )
        })}
        <circle r={2.5} className="clock-centre" />
        <text x={0} y={64} textAnchor="middle" className="clock-length">
          {length}
        </text>
      </svg>
      <UnrecognisedDirections extent={extent} />
    </div>
  )
}
