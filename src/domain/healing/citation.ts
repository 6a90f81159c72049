/**
 * A published source, one click away: its reference as published (authors, title, journal: never
 * translated), its address, and its DOI where it has one. Without a DOI the link is named by
 * `link` (the views' words name it: "the FDA guidance"), or by its address.
 */
export type Citation = { text: string; url: string; doi?: string; link?: CitationLink }

/** The links named in words, for sources without a DOI. */
export type CitationLink = 'iwii' | 'hammond-nixon' | 'htw' | 'fda'
