import { useId, useState, type SubmitEvent } from 'react'
import { MAX_CASELOAD } from '../../url-state/view-rules'
import { NAVIGATE, useViewState } from '../../url-state/view-state'
import { useCaseloadWords } from './use-caseload-words'

/** Wound IDs separated by commas, spaces or new lines, added to the caseload; anything else is said next to the field, and nothing is added. */
export function WoundIdsForm({ ids }: { ids: readonly number[] }) {
  const { setView } = useViewState()
  const { t, locale } = useCaseloadWords()
  const [text, setText] = useState('')
  // What was wrong, kept as facts so that it is said in the language shown (which may change).
  const [problem, setProblem] = useState<{ kind: 'missing' } | { kind: 'invalid'; entries: string[] } | { kind: 'full' } | null>(null)
  const fieldId = useId()
  const messageId = useId()
  const hintId = useId()

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const entries = text.split(/[\s,;]+/).filter((entry) => entry !== '')
    if (entries.length === 0) {
      setProblem({ kind: 'missing' })
      return
    }
    const invalid = entries.filter((entry) => !/^[1-9]\d{0,15}$/.test(entry) || !Number.isSafeInteger(Number(entry)))
    if (invalid.length > 0) {
      setProblem({ kind: 'invalid', entries: invalid })
      return
    }
    const next = [...new Set([...ids, ...entries.map(Number)])]
    setProblem(next.length > MAX_CASELOAD ? { kind: 'full' } : null)
    setText('')
    void setView({ wounds: next.slice(0, MAX_CASELOAD) }, NAVIGATE)
  }

  const message =
    problem === null
      ? null
      : problem.kind === 'missing'
        ? t('woundIdsMissing')
        : problem.kind === 'full'
          ? t('caseloadFull', { max: MAX_CASELOAD })
          : t('woundIdsInvalid', {
              entries: new Intl.ListFormat(locale, { type: 'unit' }).format(problem.entries.map((text) => t('quoted', { text }))),
            })

  return (
    <form className="caseload-form" onSubmit={submit} noValidate>
      <label htmlFor={fieldId}>{t('woundIdsLabel')}</label>
      <textarea
        id={fieldId}
        rows={2}
        value={text}
        aria-describedby={message === null ? hintId : `${messageId} ${hintId}`}
        aria-invalid={problem !== null && problem.kind !== 'full'}
        onChange={(event) => {
          setText(event.target.value)
        }}
      />
      <button type="submit">{t('addWounds')}</button>
      <p id={hintId} className="hint">
        {t('woundIdsHint')}
      </p>
      {message === null ? null : (
        <p id={messageId} className="field-error" role="alert">
          {message}
        </p>
      )}
    </form>
  )
}
