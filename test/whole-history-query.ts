/**
 * A page of a whole-history load (the wound summary and the overview read the wound's whole lists,
 * 100 a page, with no sort, filter or column choice), as opposed to a page of the list on screen.
 * Tests that count what a list asks for leave these out.
 */
export function isWholeHistoryQuery(query: URLSearchParams): boolean {
  return query.get('per_page') === '100' && [...query.keys()].every((key) => key === 'wound_id' || key === 'page' || key === 'per_page')
}

/** The same for a path with its query, as a server logs it (`/api/v1/measurements?wound_id=1&…`). */
export const isWholeHistoryPath = (path: string): boolean => isWholeHistoryQuery(new URL(path, 'http://x').searchParams)
