import type { BaseTickContentProps } from 'recharts'
import type { SignsPoint } from '../../../domain/healing/series'
import type { SignsAt } from '../../../domain/assessment-signs'
import type { CodesTranslate } from '../../../whole-history/code-words'
import { codeCell, entriesText, infectionState, odourText } from './signs-text'
import type { ChartsTranslate } from './use-charts-words'

/*
 * What the signs chart (signs-chart.tsx) draws: a lane per sign, a mark per sign an assessment
 * recorded, and the legend that reads them. Shape and size carry the meaning, never colour alone.
 */

export const LANES = ['infection', 'odour', 'exudateType', 'exudateAmount', 'periWoundSkin'] as const
type Lane = (typeof LANES)[number]

const LANE_NAMES = {
  infection: 'infectionLane',
  odour: 'odourLane',
  exudateType: 'exudateTypeLane',
  exudateAmount: 'exudateAmountLane',
  periWoundSkin: 'periWoundSkinLane',
} as const satisfies Record<Lane, string>

/** Each lane's name, top to bottom. */
export const laneNames = (t: ChartsTranslate): string[] => LANES.map((lane) => t(LANE_NAMES[lane]))
const SIGN = '#a4161a'
const CLEAR = '#51606e'
const FINDING = '#6b4c9a'
const EXUDATE = '#0b5d6b'

/**
 * sign: a sign of wound infection by the verdict's rules (domain/assessment-signs.ts); finding:
 * recorded present, but not a sign of infection by those rules (malodour that did not increase,
 * peri-wound skin other than normal); clear: recorded absent; level: the exudate amount.
 */
export type Mark = {
  time: number
  lane: number
  kind: 'sign' | 'finding' | 'clear' | 'level'
  level: number
  text: string
  point: SignsPoint
}

const abnormalSkin = (point: SignsPoint) => point.periWoundSkin.some((entry) => entry !== 'NORMAL')

/** The marks of one assessment date: one per lane that the assessment recorded; `signs` are its signs of infection. */
export function marksOf(t: ChartsTranslate, codes: CodesTranslate, point: SignsPoint, signs: SignsAt): Mark[] {
  const marks: Mark[] = []
  const add = (lane: Lane, kind: Mark['kind'], text: string, level = 0) => {
    marks.push({ time: point.time, lane: LANES.length - 1 - LANES.indexOf(lane), kind, level, text, point })
  }
  if (point.infected !== undefined || point.infectionSigns.length > 0) {
    add('infection', point.infected === true || point.infectionSigns.length > 0 ? 'sign' : 'clear', infectionState(t, codes, point))
  }
  if (point.odour !== undefined) {
    add('odour', signs.has('odour') ? 'sign' : point.odour === 'MALODOROUS' ? 'finding' : 'clear', odourText(t, codes, point))
  }
  if (point.exudateType !== undefined) add('exudateType', signs.has('pus') ? 'sign' : 'clear', codeCell(codes, point.exudateType))
  if (point.exudateLevel !== null) add('exudateAmount', 'level', codeCell(codes, point.exudateAmount), point.exudateLevel)
  if (point.periWoundSkin.length > 0)
    add('periWoundSkin', abnormalSkin(point) ? 'finding' : 'clear', entriesText(codes, point.periWoundSkin))
  return marks
}

/** Marks that look the same: same lane, same shape, same size. */
export const glyphOf = (mark: Mark) => `${mark.lane}:${mark.kind}:${mark.level}`

/** The glyphs' sizes (px): a triangle's and a square's half width, the circles' radii, their outlines. */
const SIGN_HALF = 7
const FINDING_HALF = 5
const CLEAR_RADIUS = 3.5
const levelRadius = (level: number) => 2.5 + level * 2
const OUTLINE = 1
const CIRCLE_OUTLINE = 1.5

/** How wide a mark is drawn (px), its outline included: marks of one glyph are drawn at least this far apart. */
export function glyphWidth(mark: Pick<Mark, 'kind' | 'level'>): number {
  if (mark.kind === 'sign') return 2 * SIGN_HALF + OUTLINE
  if (mark.kind === 'finding') return 2 * FINDING_HALF + OUTLINE
  return 2 * (mark.kind === 'level' ? levelRadius(mark.level) : CLEAR_RADIUS) + CIRCLE_OUTLINE
}

type ShapeProps = { cx?: number; cy?: number; payload?: Pick<Mark, 'kind' | 'level'> }

export function MarkShape({ cx, cy, payload }: ShapeProps) {
  if (cx == null || cy == null || !payload) return null
  if (payload.kind === 'sign') {
    const d = `M${cx},${cy - SIGN_HALF} L${cx + SIGN_HALF},${cy + 5} L${cx - SIGN_HALF},${cy + 5} Z`
    return <path d={d} fill={SIGN} stroke="#ffffff" strokeWidth={OUTLINE} />
  }
  if (payload.kind === 'finding') {
    const side = 2 * FINDING_HALF
    return (
      <rect x={cx - FINDING_HALF} y={cy - FINDING_HALF} width={side} height={side} fill={FINDING} stroke="#ffffff" strokeWidth={OUTLINE} />
    )
  }
  if (payload.kind === 'level') {
    const r = levelRadius(payload.level)
    return <circle cx={cx} cy={cy} r={r} fill={payload.level === 0 ? '#ffffff' : EXUDATE} stroke={EXUDATE} strokeWidth={CIRCLE_OUTLINE} />
  }
  // Recorded absent: a ring with nothing inside, so drawn just after a sign it never covers the sign's
  // triangle (a white fill made it look hollow); its inside still answers the pointer like a filled mark.
  return <circle cx={cx} cy={cy} r={CLEAR_RADIUS} fill="none" pointerEvents="all" stroke={CLEAR} strokeWidth={CIRCLE_OUTLINE} />
}

/**
 * The lane's name above its line, inside the plot (the Y axis is as narrow as the other charts', so the plots line up),
 * its baseline clear of the lane's largest mark (a large exudate's circle reaches 8.5 px above the line).
 */
export const laneLabel = (names: readonly string[]) =>
  function LaneLabel({ x, y, payload }: BaseTickContentProps) {
    const lane = typeof payload.value === 'number' ? names[names.length - 1 - payload.value] : undefined
    if (lane === undefined) return null
    return (
      // A white halo keeps the name legible where a mark sits under it.
      <text x={Number(x) + 10} y={Number(y) - 13} fontSize={11} fill="#1c2630" stroke="#ffffff" strokeWidth={3} paintOrder="stroke">
        {lane}
      </text>
    )
  }

/** The legend: each shape and what it means. */
export function SignsLegend({ t }: { t: ChartsTranslate }) {
  return (
    <ul className="chart-legend signs-legend">
      <li>
        <svg width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M7,1 L13,12 L1,12 Z" fill={SIGN} />
        </svg>
        {t('signPresent')}
      </li>
      <li>
        <svg width="14" height="14" aria-hidden="true" focusable="false">
          <rect x="2" y="2" width="10" height="10" fill={FINDING} />
        </svg>
        {t('findingPresent')}
      </li>
      <li>
        <svg width="14" height="14" aria-hidden="true" focusable="false">
          <circle cx="7" cy="7" r="3.5" fill="#ffffff" stroke={CLEAR} strokeWidth="1.5" />
        </svg>
        {t('recordedAbsent')}
      </li>
      <li>
        <svg width="30" height="16" aria-hidden="true" focusable="false">
          <circle cx="4" cy="8" r="2.5" fill="#ffffff" stroke={EXUDATE} strokeWidth="1.5" />
          <circle cx="17" cy="8" r="6.5" fill={EXUDATE} />
        </svg>
        {t('exudateLevels')}
      </li>
    </ul>
  )
}
