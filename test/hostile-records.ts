/*
 * Hostile service data: markup and script in every free-text field,
 * javascript:/data:/protocol-relative/relative image URLs, 10⁵-character strings, children nested
 * five deep, children that repeat their parent's id, and nulls in every field but the id.
 * Shared by test/component/app/hostile-data.test.tsx (jsdom) and test/e2e/hostile-data.test.ts
 * (Chromium). Plain JSON only: this module is sent over the wire as it is.
 */

/** Every payload sets `window.__pwned` if it ever runs. */
export const IMG_ONERROR = '<img src=x onerror="window.__pwned=1">'
export const SCRIPT_TAG = '<script>window.__pwned=1</script>'
export const SVG_ONLOAD = '"><svg onload="window.__pwned=1">'
export const MARKUP = [IMG_ONERROR, SCRIPT_TAG, SVG_ONLOAD] as const

export const JAVASCRIPT_URL = 'javascript:window.__pwned=1'
export const DATA_HTML_URL = 'data:text/html,<script>window.__pwned=1</script>'
export const DATA_SVG_URL = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"/>'
export const PROTOCOL_RELATIVE_URL = '//evil.example/x.png'
export const RELATIVE_URL = '/uploads/x.png'
/** The one acceptable image URL on the page; nothing is served there (the browser's load simply fails or is answered by a test). */
export const HTTPS_URL = 'https://images.example.org/hostile/ok.png'

/** 10⁵ characters of text that looks like markup: shown whole, as text. */
export const HUGE_TEXT = `<b>${'W'.repeat(100_000)}</b>`

const huge = (label: string) => `${label}${HUGE_TEXT}`

/* ------------------------------------------------------------------------------------------------
 * Measurements
 * ---------------------------------------------------------------------------------------------- */

export const M_HOSTILE = 910001
/** Five levels below M_HOSTILE: 911001 → 911002 → … → 911005, each a child of the one before. */
export const M_CHAIN = [911001, 911002, 911003, 911004, 911005] as const
export const M_SIBLING = 911010
export const M_CYCLIC = 910002
export const M_NULLS = 910003
export const M_HUGE = 910004
export const M_URLS = 910005

const hostileMeasurementText = (id: number) => ({
  uid: `${IMG_ONERROR} uid-${String(id)}`,
  type: SCRIPT_TAG,
  date: SVG_ONLOAD,
  created_at: IMG_ONERROR,
  updated_at: SCRIPT_TAG,
})

function chain(ids: readonly number[]): Record<string, unknown>[] {
  const [id, ...rest] = ids
  if (id === undefined) return []
  return [{ id, ...hostileMeasurementText(id), area: 1, children: chain(rest) }]
}

/** A page of measurements, one hostile idea each; ids in the first column, in this order. */
export function hostileMeasurements(): Record<string, unknown>[] {
  return [
    {
      id: M_HOSTILE,
      ...hostileMeasurementText(M_HOSTILE),
      area: 4.5,
      perimeter: '<script>window.__pwned=1</script>',
      images: { thumbnail: JAVASCRIPT_URL, original: DATA_HTML_URL, outline: DATA_SVG_URL, classification: PROTOCOL_RELATIVE_URL },
      children: [...chain(M_CHAIN), { id: M_SIBLING, type: 'regular', uid: SVG_ONLOAD, images: { original: RELATIVE_URL } }],
    },
    {
      // Cyclic-looking: a child and a grandchild that repeat their parent's id.
      id: M_CYCLIC,
      type: 'group',
      uid: SVG_ONLOAD,
      date: '2026-02-01',
      area: 3,
      images: { original: JAVASCRIPT_URL },
      children: [{ id: M_CYCLIC, type: 'multiple', uid: SCRIPT_TAG, children: [{ id: M_CYCLIC, type: 'regular', uid: IMG_ONERROR }] }],
    },
    {
      id: M_NULLS,
      uid: null,
      type: null,
      avg_depth: null,
      max_depth: null,
      max_width: null,
      max_length: null,
      perimeter: null,
      area: null,
      volume: null,
      date: null,
      granulation: null,
      slough: null,
      eschar: null,
      is_locked: null,
      images: null,
      children: null,
      created_at: null,
      updated_at: null,
    },
    {
      id: M_HUGE,
      type: 'regular',
      uid: huge('uid:'),
      date: huge('date:'),
      area: 2,
      images: { original: `${HTTPS_URL}?${'q'.repeat(100_000)}` },
    },
    {
      id: M_URLS,
      type: 'regular',
      date: '2026-02-03',
      area: 1.5,
      images: {
        thumbnail: RELATIVE_URL,
        original: HTTPS_URL,
        outline: 'java\tscript:window.__pwned=1',
        classification: ' javascript:window.__pwned=1',
      },
    },
  ]
}

/** Every id the measurements table shows once every row is expanded, top to bottom. */
export const ALL_MEASUREMENT_ROWS = [M_HOSTILE, ...M_CHAIN, M_SIBLING, M_CYCLIC, M_CYCLIC, M_CYCLIC, M_NULLS, M_HUGE, M_URLS]
export const TOP_LEVEL_MEASUREMENTS = [M_HOSTILE, M_CYCLIC, M_NULLS, M_HUGE, M_URLS]

/* ------------------------------------------------------------------------------------------------
 * Assessments
 * ---------------------------------------------------------------------------------------------- */

export const A_HOSTILE = 920001
export const A_NULLS = 920002
export const A_NULL_VALUES = 920003
export const A_HUGE = 920004
export const A_DEEP = 920005

/** A value nested `depth` levels deep: {infected: {infected: … 'leaf'}}. */
function deep(depth: number, leaf: unknown): unknown {
  return depth === 0 ? leaf : { infected: deep(depth - 1, leaf), [SCRIPT_TAG]: depth }
}

export function hostileAssessments(): Record<string, unknown>[] {
  return [
    {
      id: A_HOSTILE,
      date: SVG_ONLOAD,
      created_at: SCRIPT_TAG,
      values: {
        wound_edge: ['OTHER_FREE_TEXT', IMG_ONERROR, SCRIPT_TAG],
        peri_wound_skin: ['DRY', SVG_ONLOAD],
        pain: { at_rest_scale: SCRIPT_TAG, with_movement_scale: 11, at_night_scale: null },
        exudate: { amount: IMG_ONERROR, type: SVG_ONLOAD, comment: SCRIPT_TAG },
        odor: SCRIPT_TAG,
        infection: {
          infected: IMG_ONERROR,
          signs_of_local_infection: [SCRIPT_TAG, SVG_ONLOAD],
          wound_swab: SCRIPT_TAG,
          wound_swab_date: SVG_ONLOAD,
          [IMG_ONERROR]: SCRIPT_TAG,
        },
        tunneling: { direction: [3, SCRIPT_TAG, 99], length: IMG_ONERROR },
        undermining: SCRIPT_TAG,
        miscellaneous: {
          unable_to_capture: SCRIPT_TAG,
          unable_to_capture_reason: IMG_ONERROR,
          qol_assessment_performed: SVG_ONLOAD,
          qol_details: SCRIPT_TAG,
        },
        notes: `${SCRIPT_TAG} ${IMG_ONERROR} ${SVG_ONLOAD}`,
      },
    },
    { id: A_NULLS, date: null, created_at: null, values: null },
    {
      id: A_NULL_VALUES,
      date: '2026-02-02',
      values: {
        wound_edge: null,
        peri_wound_skin: null,
        pain: null,
        exudate: null,
        odor: null,
        infection: null,
        tunneling: null,
        undermining: null,
        miscellaneous: null,
        notes: null,
      },
    },
    { id: A_HUGE, date: '2026-02-03', values: { wound_edge: [huge('edge:')], peri_wound_skin: [], notes: huge('notes:') } },
    {
      id: A_DEEP,
      date: '2026-02-04',
      values: { infection: deep(6, IMG_ONERROR), wound_edge: [[[SCRIPT_TAG]]], peri_wound_skin: { nested: SVG_ONLOAD } },
    },
  ]
}

export const ALL_ASSESSMENTS = [A_HOSTILE, A_NULLS, A_NULL_VALUES, A_HUGE, A_DEEP]

/** A one-page list body as the service sends it. */
export function hostilePage(data: readonly unknown[]) {
  return {
    data,
    metadata: { current_page: 1, last_page: 1, per_page: 100, total: data.length, next_page_url: null, prev_page_url: null },
  }
}

/**
 * Characters no one sees, as service text may carry them: the line and paragraph separators
 * (U+2028, U+2029: a line break to some programs, nothing to others), zero-width spaces and
 * joiners, the word joiner and the byte order mark, the bidirectional marks, embeddings,
 * overrides (U+202E turns the text after it around) and isolates.
 */
export const INVISIBLE_CHARACTERS = [
  '\u2028',
  '\u2029',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u061C',
  '\u2060',
  '\uFEFF',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
] as const
