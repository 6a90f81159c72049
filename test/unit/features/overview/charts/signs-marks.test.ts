import { describe, expect, it } from 'vitest'
import type { ReactElement } from 'react'
import { MarkShape, glyphWidth, type Mark } from '../../../../../src/features/overview/charts/signs-marks'

type ShapeElement = ReactElement<{
  d?: string
  x?: number
  width?: number
  r?: number
  strokeWidth: number
  fill: string
  pointerEvents?: string
}>

/** The horizontal extent (px) of the shape MarkShape draws for a mark at x = 0, outline included. */
function drawnWidth(kind: Mark['kind'], level = 0): number {
  const shape = MarkShape({ cx: 0, cy: 0, payload: { kind, level } }) as ShapeElement | null
  if (!shape) throw new Error(`no shape for ${kind}`)
  const { d, width, r, strokeWidth } = shape.props
  if (d !== undefined) {
    const xs = [...d.matchAll(/[ML](-?[\d.]+),/g)].map((match) => Number(match[1]))
    return Math.max(...xs) - Math.min(...xs) + strokeWidth
  }
  if (width !== undefined) return width + strokeWidth
  if (r !== undefined) return 2 * r + strokeWidth
  throw new Error(`a shape of unknown size for ${kind}`)
}

describe('glyphWidth', () => {
  it('is the width each mark is drawn at, its outline included (marks of one glyph are kept that far apart)', () => {
    const kinds: [Mark['kind'], number][] = [
      ['sign', 0],
      ['finding', 0],
      ['clear', 0],
      ['level', 0],
      ['level', 1],
      ['level', 3],
    ]
    for (const [kind, level] of kinds) expect(glyphWidth({ kind, level }), `${kind} ${level}`).toBe(drawnWidth(kind, level))
    expect(glyphWidth({ kind: 'sign', level: 0 })).toBe(15)
    expect(glyphWidth({ kind: 'level', level: 3 })).toBe(18.5)
  })
})

describe('MarkShape', () => {
  it('draws "recorded absent" as a ring with nothing inside, so it never covers a sign drawn just before it, and its inside still answers the pointer', () => {
    const ring = MarkShape({ cx: 0, cy: 0, payload: { kind: 'clear', level: 0 } }) as ShapeElement | null
    expect(ring?.props.fill).toBe('none')
    expect(ring?.props.pointerEvents).toBe('all')
    const sign = MarkShape({ cx: 0, cy: 0, payload: { kind: 'sign', level: 0 } }) as ShapeElement | null
    expect(sign?.props.fill).not.toBe('none')
  })
})
