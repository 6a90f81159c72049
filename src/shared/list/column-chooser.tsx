import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'
import * as w from '../../words/first-rows/messages'

export type ColumnChoice = { key: string; label: string; locked?: boolean }

/**
 * Which columns to ask the service for. Unticking one removes it from `fields`; `locked` columns
 * (the record id) are always asked for and cannot be unticked.
 */
export function ColumnChooser({
  label,
  columns,
  chosen,
  onChange,
}: {
  label: string
  columns: readonly ColumnChoice[]
  /** Empty means all. */
  chosen: readonly string[]
  onChange: (next: string[]) => void
}) {
  const t = useSay(firstRowWords)
  const isChosen = (key: string) => chosen.length === 0 || chosen.includes(key)
  const toggle = (key: string, on: boolean) => {
    const current = columns.filter((c) => c.locked === true || isChosen(c.key)).map((c) => c.key)
    onChange(on ? [...current, key] : current.filter((k) => k !== key))
  }
  return (
    <fieldset className="column-chooser">
      <legend>{label}</legend>
      <ul>
        {columns.map((column) => (
          <li key={column.key}>
            <label>
              <input
                type="checkbox"
                checked={column.locked === true || isChosen(column.key)}
                disabled={column.locked}
                onChange={(e) => {
                  toggle(column.key, e.target.checked)
                }}
              />
              {column.label}
            </label>
          </li>
        ))}
      </ul>
      {chosen.length > 0 ? (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            onChange([])
          }}
        >
          {t(w.showAllColumns)}
        </button>
      ) : null}
    </fieldset>
  )
}
