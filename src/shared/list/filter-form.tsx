import { useId, useState, type SubmitEvent } from 'react'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'
import * as w from '../../words/first-rows/messages'
import { localInputToServiceDateTime, serviceDateTimeToLocalInput } from '../../text/local-input'

type FilterFieldKind = 'number' | 'date' | 'datetime' | 'choice'
export type FilterFieldDef = {
  key: string
  label: string
  kind: FilterFieldKind
  /** Offered comparisons; a single one shows no comparison box. */
  operators: readonly string[]
  /** For choices: the options besides "any". */
  options?: readonly { value: string; label: string }[]
  /** Shown after the value, e.g. "cm²". */
  unit?: string
}
export type AppliedFilter = { key: string; op: string; value: string }

type FilterFormProps = {
  /** The group's accessible name ("Measurement filters"). */
  label: string
  fields: readonly FilterFieldDef[]
  applied: readonly AppliedFilter[]
  /** Why a value cannot be sent for a key, or undefined when it can. */
  validate: (key: string, value: string) => string | undefined
  onApply: (filters: AppliedFilter[]) => void
}

type Draft = Record<string, { op: string; value: string }>

const draftFrom = (fields: readonly FilterFieldDef[], applied: readonly AppliedFilter[]): Draft =>
  Object.fromEntries(
    fields.map((field) => {
      const filter = applied.find((f) => f.key === field.key)
      const value = filter ? (field.kind === 'datetime' ? serviceDateTimeToLocalInput(filter.value) : filter.value) : ''
      return [field.key, { op: filter?.op ?? field.operators[0] ?? '=', value }]
    }),
  )

/**
 * Filters as a form: nothing is sent until Apply (or Enter), and a value that does not fit its
 * field is explained next to it and sends nothing. The draft follows the applied filters (Apply,
 * a chip removed, back/forward) without remounting, so the focus stays on the field or button used.
 */
export function FilterForm({ label, fields, applied, validate, onApply }: FilterFormProps) {
  const t = useSay(firstRowWords)
  const [draft, setDraft] = useState<Draft>(() => draftFrom(fields, applied))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const appliedKey = applied.map((f) => `${f.key}${f.op}${f.value}`).join('&')
  const [draftOf, setDraftOf] = useState(appliedKey)
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey)
    setDraft(draftFrom(fields, applied))
    setErrors({})
  }
  const baseId = useId()
  const id = (key: string, part: string) => `${baseId}-${key}-${part}`

  const set = (key: string, change: Partial<{ op: string; value: string }>) => {
    setDraft((current) => ({ ...current, [key]: { op: '=', value: '', ...current[key], ...change } }))
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next: AppliedFilter[] = []
    const problems: Record<string, string> = {}
    for (const field of fields) {
      const entry = draft[field.key]
      const raw = entry?.value.trim() ?? ''
      // A date input holding a half-typed date reports '' as its value: say so rather than drop it.
      const input = document.getElementById(id(field.key, 'value'))
      if (input instanceof HTMLInputElement && input.validity.badInput) {
        problems[field.key] = t(field.kind === 'datetime' ? w.incompleteDateTime : w.incompleteDate)
        continue
      }
      if (!entry || raw === '') continue
      const value = field.kind === 'datetime' ? (localInputToServiceDateTime(raw) ?? raw) : raw
      const problem = validate(field.key, value)
      if (problem) problems[field.key] = problem
      else next.push({ key: field.key, op: entry.op, value })
    }
    setErrors(problems)
    const firstInvalid = fields.find((field) => problems[field.key])
    if (firstInvalid) {
      document.getElementById(id(firstInvalid.key, 'value'))?.focus()
      return
    }
    onApply(next)
  }

  const clear = () => {
    setDraft(draftFrom(fields, []))
    setErrors({})
    onApply([])
  }

  return (
    <form className="filter-form" onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>{label}</legend>
        <div className="filter-grid">
          {fields.map((field) => {
            const entry = draft[field.key] ?? { op: '=', value: '' }
            const error = errors[field.key]
            return (
              <div key={field.key} className={`filter-field ${field.kind}`}>
                <label htmlFor={id(field.key, 'value')}>{field.label}</label>
                <div className="filter-inputs">
                  {field.operators.length > 1 ? (
                    <select
                      aria-label={t(w.filterComparison, { field: field.label })}
                      value={entry.op}
                      onChange={(e) => {
                        set(field.key, { op: e.target.value })
                      }}
                    >
                      {field.operators.map((op) => (
                        <option key={op} value={op}>
                          {op}
                        </option>
                      ))}
                    </select>
                  ) : null}
                  {field.kind === 'choice' ? (
                    <select
                      id={id(field.key, 'value')}
                      value={entry.value}
                      onChange={(e) => {
                        set(field.key, { value: e.target.value })
                      }}
                    >
                      <option value="">{t(w.anyChoice)}</option>
                      {field.options?.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={id(field.key, 'value')}
                      type={field.kind === 'date' ? 'date' : field.kind === 'datetime' ? 'datetime-local' : 'text'}
                      inputMode={field.kind === 'number' ? 'decimal' : undefined}
                      value={entry.value}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? id(field.key, 'error') : undefined}
                      onChange={(e) => {
                        set(field.key, { value: e.target.value })
                      }}
                    />
                  )}
                  {field.unit ? (
                    <span className="unit" aria-hidden="true">
                      {field.unit}
                    </span>
                  ) : null}
                </div>
                {error ? (
                  <p id={id(field.key, 'error')} className="field-error">
                    {error}
                  </p>
                ) : null}
              </div>
            )
          })}
        </div>
        <div className="actions">
          <button type="submit" className="primary">
            {t(w.applyFilters)}
          </button>
          <button type="button" onClick={clear}>
            {t(w.clearFilters)}
          </button>
        </div>
      </fieldset>
    </form>
  )
}
