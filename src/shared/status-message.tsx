import type { ReactNode } from 'react'

/** Polite live region for progress and empty states, so screen readers hear them without losing focus. */
export function StatusMessage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={className ?? 'status-message'}>
      {children}
    </p>
  )
}
