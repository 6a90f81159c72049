import { useId, useState, type SubmitEvent } from 'react'
import { MAX_CASELOAD } from '../../url-state/view-rules'
import { NAVIGATE, useViewState } from '../../url-state/view-state'
import { addWounds, caseloadFull, woundIdsHint, woundIdsInvalid, woundIdsLabel, woundIdsMissing } from '#words/caseload'

/** Wound IDs separated by commas, spaces or new lines, added to the caseload; anything else is said next to the field, and nothing is added. */
export function WoundIdsForm({ ids }: { ids: readonly number[] }) {
  const { setView } = useViewState()
  const [text, setText] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const fieldId = useId()
  const messageId = useId()
  const hintId = useId()

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const entries = text.split(/[\s,;]+/).filter((entry) => entry !== '')
    if (entries.length === 0) {
      setMessage(woundIdsMissing)
      return
    }
    const invalid = entries.filter((entry) => !/^[1-9]\d{0,15}$/.test(entry) || !Number.isSafeInteger(Number(entry)))
    if (invalid.length > 0) {
      setMessage(woundIdsInvalid(invalid))
      return
    }
    const next = [...new Set([...ids, ...entries.map(Number)])]
    setMessage(next.length > MAX_CASELOAD ? caseloadFull(MAX_CASELOAD) : null)
    setText('')
    void setView({ wounds: next.slice(0, MAX_CASELOAD) }, NAVIGATE)
  }

  return (
    <form className="caseload-form" onSubmit={submit} noValidate>
      <label htmlFor={fieldId}>{woundIdsLabel}</label>
      <textarea
        id={fieldId}
        rows={2}
        value={text}
        aria-describedby={message === null ? hintId : `${messageId} ${hintId}`}
        aria-invalid={message !== null && message !== caseloadFull(MAX_CASELOAD)}
        onChange={(event) => {
          setText(event.target.value)
        }}
      />
      <button type="submit">{addWounds}</button>
      <p id={hintId} className="hint">
        {woundIdsHint}
      </p>
      {message === null ? null : (
        <p id={messageId} className="field-error" role="alert">
          {message}
        </p>
      )}
    </form>
  )
}
