/**
 * The bench's network floor: a page with no framework that fetches a wound's first page of
 * measurements as the app asks for it (same URL, same headers, same origin or the same service)
 * and draws its rows as text. What the app takes beyond this page, in the same run, is the app's
 * own cost. `?wound=<id>` asks at once (a deep link); otherwise the Wound ID field and Load do.
 * `?api=<origin>`: the service's origin (the cross-origin deployment); absent, the page's own.
 * The key is the one the bench gives the app (sessionStorage, as the settings form keeps it).
 */

const API_KEY_STORAGE = 'wound-history.api-key'
const FIELDS = ['id', 'date', 'type', 'length', 'width', 'depth', 'area', 'volume', 'is_locked'] as const

const params = new URLSearchParams(location.search)
const api = params.get('api') ?? ''

const text = (value: unknown): string => {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return value === undefined || value === null ? '—' : JSON.stringify(value)
}

async function show(wound: string): Promise<void> {
  const response = await fetch(`${api}/api/v1/measurements?wound_id=${encodeURIComponent(wound)}&page=1&per_page=25`, {
    headers: { Accept: 'application/json', 'X-API-KEY': sessionStorage.getItem(API_KEY_STORAGE) ?? '' },
    credentials: 'omit',
  })
  const body = JSON.parse(await response.text()) as { data?: Record<string, unknown>[] }
  const rows = (body.data ?? []).map((record) => {
    const row = document.createElement('tr')
    const children = record.children
    for (const value of [...FIELDS.map((field) => record[field]), Array.isArray(children) ? children.length : 0]) {
      const cell = document.createElement('td')
      cell.textContent = text(value)
      row.append(cell)
    }
    return row
  })
  document.querySelector('tbody')?.replaceChildren(...rows)
}

const input = document.querySelector('input')
document.querySelector('form')?.addEventListener('submit', (event) => {
  event.preventDefault()
  if (input) void show(input.value.trim())
})
const wound = params.get('wound')
if (wound !== null) void show(wound)
