import type { ReactNode } from 'react'
import { safeHttpUrl } from '../../shared/safe-url'
import type { Citation, CitationLink } from '../../domain/healing/citation'
import { useOverviewWords } from './use-overview-words'

const LINKS = { iwii: 'iwii', 'hammond-nixon': 'hammondNixon', htw: 'htw', fda: 'fda' } as const satisfies Record<CitationLink, string>

/** A threshold and where it comes from, one click away: a disclosure with its summary and sources. */
export function SourceDetails({
  summary,
  children,
  citations,
}: {
  summary: ReactNode
  children: ReactNode
  citations: readonly Citation[]
}) {
  const { t } = useOverviewWords()
  return (
    <details className="references">
      <summary>{summary}</summary>
      {children}
      <ul>
        {citations.map((c) => {
          const href = safeHttpUrl(c.url)
          // The publication as published; its link by DOI, else named in words, else by its address.
          const name = c.doi ? `doi:${c.doi}` : c.link ? t('citationLink', { link: LINKS[c.link] }) : c.url
          return (
            <li key={c.url}>
              {c.text}{' '}
              {href ? (
                <a href={href} target="_blank" rel="noreferrer noopener">
                  {name}
                </a>
              ) : (
                name
              )}
            </li>
          )
        })}
      </ul>
    </details>
  )
}
