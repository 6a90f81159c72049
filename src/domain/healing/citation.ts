/** A published source, one click away: its reference, its address, and its DOI where it has one. */
export type Citation = { text: string; url: string; doi?: string; linkText?: string }
