import type { ReactNode } from 'react'
import { safeHttpUrl } from '../../shared/safe-url'
import type { Citation } from '../../domain/healing/citation'

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
  return (
    <details className="references">
      <summary>{summary}</summary>
      {children}
      <ul>
        {citations.map((c) => {
          const href = safeHttpUrl(c.url)
          const name = c.doi ? `doi:${c.doi}` : (c.linkText ?? c.url)
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
