import { useId } from 'react'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'
import * as w from '../../words/first-rows/messages'
import type { AppliedFilter, FilterFieldDef } from './filter-form'
import { formatDate, formatDateTime } from '../../text/format'

const OP_WORDS: Record<string, string> = { '=': '=', '>': '>', '<': '<', '>=': '≥', '<=': '≤' }

function describeFilter(filter: AppliedFilter, field: FilterFieldDef | undefined): string {
  const label = field?.label ?? filter.key
  const option = field?.options?.find((o) => o.value === filter.value)
  const value =
    option?.label ??
    (field?.kind === 'date' ? formatDate(filter.value) : field?.kind === 'datetime' ? formatDateTime(filter.value) : filter.value)
  const unit = field?.unit && !option ? ` ${field.unit}` : ''
  return `${label} ${OP_WORDS[filter.op] ?? filter.op} ${value}${unit}`
}

type FilterChipsProps = {
  applied: readonly AppliedFilter[]
  fields: readonly FilterFieldDef[]
  onRemove: (key: string) => void
  /** Where the focus goes when the last chip is removed (its button, focused, disappears). */
  onEmptied?: () => void
}

/** The active filters at a glance, each removable on its own. */
export function FilterChips({ applied, fields, onRemove, onEmptied }: FilterChipsProps) {
  const t = useSay(firstRowWords)
  const baseId = useId()
  if (applied.length === 0) return null
  const remove = (key: string, button: HTMLButtonElement) => {
    // The focus moves to a neighbouring chip before this one goes, rather than to the page.
    const buttons = [...(button.closest('ul')?.querySelectorAll('button') ?? [])]
    const index = buttons.indexOf(button)
    const neighbour = buttons[index + 1] ?? buttons[index - 1]
    if (neighbour) neighbour.focus()
    else onEmptied?.()
    onRemove(key)
  }
  return (
    <ul className="filter-chips" aria-label={t(w.activeFilters)}>
      {applied.map((filter) => {
        const textId = `${baseId}-${filter.key}`
        return (
          <li key={filter.key} className="chip">
            <span id={textId}>
              {describeFilter(
                filter,
                fields.find((f) => f.key === filter.key),
              )}
            </span>
            {/* Named "Remove filter" (described by the chip text) so the name never repeats a column label. */}
            <button
              type="button"
              aria-label={t(w.removeFilter)}
              aria-describedby={textId}
              onClick={(event) => {
                remove(filter.key, event.currentTarget)
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
