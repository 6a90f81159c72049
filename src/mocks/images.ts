import type { ImageKind } from '../api/schemas/measurement'
import { createRandom } from './random'
import { HEIGHT, PX_PER_CM, WIDTH, blob, polygon, smoothPath, woundGeometry, type WoundGeometry } from './images-shape'
import { numberOf, type WireMeasurement } from './wire'
import { woundOfRecordId } from './record-ids'

/*
 * Simplified clinical photographs, drawn as SVG. Everything is a presentation attribute (no
 * <style>, no script), so they render under a strict CSP and as plain <img> content.
 */

type Picture = { id: number; date: string; area: number; granulation: number; slough: number; eschar: number; geometry: WoundGeometry }

const TISSUE_COLOURS = { granulation: '#c62828', slough: '#e9c46a', eschar: '#2b1d16' } as const
const FLAT_COLOURS = { granulation: '#e53935', slough: '#fdd835', eschar: '#212121' } as const

function pictureOf(m: WireMeasurement): Picture {
  const area = numberOf(m.area) ?? 1
  const length = numberOf(m.max_length)
  const width = numberOf(m.max_width)
  const slough = numberOf(m.slough) ?? 0
  const eschar = numberOf(m.eschar) ?? 0
  const aspect = length !== undefined && width !== undefined && width > 0 ? length / width : 1.3
  return {
    id: m.id,
    date: m.date,
    area,
    granulation: numberOf(m.granulation) ?? 0,
    slough,
    eschar,
    geometry: woundGeometry(woundOfRecordId(m.id) * 7919, area, aspect, slough, eschar),
  }
}

const svg = (title: string, body: string, size = { width: WIDTH, height: HEIGHT }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
  `<title>${title}</title>${body}</svg>\n`

function skinAndWound(p: Picture): string {
  const g = p.geometry
  const random = createRandom(p.id)
  const wound = smoothPath(g.outline)
  const small = Math.min(g.rx, g.ry)
  // Granulation is bumpy: lighter beads scattered over the bed, sized to the wound.
  const beads = Array.from({ length: 40 }, () => {
    const x = g.centre.x + random.between(-1, 1) * g.rx
    const y = g.centre.y + random.between(-1, 1) * g.ry
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(1 + small * random.between(0.02, 0.05)).toFixed(1)}" fill="#e35d5b" opacity="0.55"/>`
  }).join('')
  const pores = Array.from(
    { length: 60 },
    () =>
      `<circle cx="${random.between(0, WIDTH).toFixed(0)}" cy="${random.between(0, HEIGHT).toFixed(0)}" r="${random.between(0.8, 2).toFixed(1)}" fill="#8a5a44" opacity="0.18"/>`,
  ).join('')
  // Inflamed skin around a wound that is still mostly slough and eschar, calmer as it granulates.
  const redness = (0.2 + 0.35 * (1 - p.granulation / 100)).toFixed(2)
  return (
    `<defs><radialGradient id="skin" cx="45%" cy="40%" r="75%"><stop offset="0" stop-color="#eac1a4"/><stop offset="0.7" stop-color="#d9a283"/><stop offset="1" stop-color="#b97d61"/></radialGradient>` +
    `<radialGradient id="bed" cx="50%" cy="50%" r="60%"><stop offset="0" stop-color="#b71c1c"/><stop offset="1" stop-color="${TISSUE_COLOURS.granulation}"/></radialGradient>` +
    `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>` +
    `<clipPath id="wound"><path d="${wound}"/></clipPath></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#skin)"/>${pores}` +
    `<path d="${smoothPath(blob(p.id, g.centre, g.rx * 1.35 + 14, g.ry * 1.35 + 14))}" fill="#cf6b5e" opacity="${redness}" filter="url(#soft)"/>` +
    `<path d="${wound}" fill="url(#bed)" stroke="#f1c9bb" stroke-width="5" stroke-opacity="0.8"/>` +
    `<g clip-path="url(#wound)">${beads}` +
    (g.slough.length ? `<path d="${smoothPath(g.slough)}" fill="${TISSUE_COLOURS.slough}" opacity="0.92"/>` : '') +
    (g.eschar.length ? `<path d="${smoothPath(g.eschar)}" fill="${TISSUE_COLOURS.eschar}" opacity="0.95"/>` : '') +
    `</g><path d="${wound}" fill="none" stroke="#8d4a3c" stroke-width="1.5"/>`
  )
}

function ruler(): string {
  const x0 = 24
  const y0 = HEIGHT - 52
  const ticks = Array.from({ length: 11 }, (_, i) => {
    const x = x0 + 8 + (i * PX_PER_CM) / 2
    const h = i % 2 === 0 ? 14 : 8
    const label =
      i % 2 === 0
        ? `<text x="${x}" y="${y0 + 34}" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#222">${i / 2}</text>`
        : ''
    return `<line x1="${x}" y1="${y0 + 4}" x2="${x}" y2="${y0 + 4 + h}" stroke="#222" stroke-width="1.5"/>${label}`
  }).join('')
  return (
    `<rect x="${x0}" y="${y0}" width="${5 * PX_PER_CM + 16}" height="40" rx="3" fill="#fafafa" stroke="#333"/>${ticks}` +
    `<text x="${x0 + 5 * PX_PER_CM + 24}" y="${y0 + 24}" font-family="sans-serif" font-size="13" fill="#fff">cm</text>`
  )
}

function tracing(p: Picture): string {
  const g = p.geometry
  const label = `Area ${p.area.toFixed(2)} cm²`
  return (
    `<polygon points="${polygon(g.outline)}" fill="none" stroke="#00e676" stroke-width="3" stroke-linejoin="round"/>` +
    `<line x1="${(g.centre.x - g.rx).toFixed(1)}" y1="${g.centre.y}" x2="${(g.centre.x + g.rx).toFixed(1)}" y2="${g.centre.y}" stroke="#ffeb3b" stroke-width="2" stroke-dasharray="8 5"/>` +
    `<line x1="${g.centre.x}" y1="${(g.centre.y - g.ry).toFixed(1)}" x2="${g.centre.x}" y2="${(g.centre.y + g.ry).toFixed(1)}" stroke="#40c4ff" stroke-width="2" stroke-dasharray="8 5"/>` +
    `<rect x="16" y="16" width="190" height="30" rx="4" fill="#000" opacity="0.6"/>` +
    `<text x="28" y="36" font-family="sans-serif" font-size="15" fill="#fff">${label}</text>` +
    ruler()
  )
}

function tissueMap(p: Picture): string {
  const g = p.geometry
  const wound = smoothPath(g.outline)
  const legend = (['granulation', 'slough', 'eschar'] as const)
    .map((tissue, i) => {
      const y = HEIGHT - 96 + i * 26
      const name = tissue.charAt(0).toUpperCase() + tissue.slice(1)
      return (
        `<rect x="${WIDTH - 196}" y="${y}" width="18" height="18" fill="${FLAT_COLOURS[tissue]}" stroke="#444"/>` +
        `<text x="${WIDTH - 170}" y="${y + 14}" font-family="sans-serif" font-size="14" fill="#222">${name} ${Math.round(p[tissue])} %</text>`
      )
    })
    .join('')
  return (
    `<defs><clipPath id="wound"><path d="${wound}"/></clipPath></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#eceff1"/>` +
    `<path d="${wound}" fill="${FLAT_COLOURS.granulation}" stroke="#37474f" stroke-width="2"/>` +
    `<g clip-path="url(#wound)">` +
    (g.slough.length ? `<path d="${smoothPath(g.slough)}" fill="${FLAT_COLOURS.slough}"/>` : '') +
    (g.eschar.length ? `<path d="${smoothPath(g.eschar)}" fill="${FLAT_COLOURS.eschar}"/>` : '') +
    `</g><rect x="${WIDTH - 208}" y="${HEIGHT - 108}" width="196" height="92" rx="4" fill="#fff" stroke="#90a4ae"/>${legend}`
  )
}

/** One of the four images of a measurement; the same measurement always gives the same picture. */
export function renderImage(kind: ImageKind, measurement: WireMeasurement): string {
  const p = pictureOf(measurement)
  const caption = `measurement ${p.id}, ${p.date}`
  switch (kind) {
    case 'original':
      return svg(`Wound photograph, ${caption}`, skinAndWound(p))
    case 'thumbnail':
      return svg(`Wound photograph (thumbnail), ${caption}`, skinAndWound(p), { width: 160, height: 120 })
    case 'outline':
      return svg(`Traced wound outline with scale, ${caption}`, skinAndWound(p) + tracing(p))
    case 'classification':
      return svg(`Tissue classification map, ${caption}`, tissueMap(p))
  }
}
