import { useQueryClient } from '@tanstack/react-query'
import { useId, useState, type SubmitEvent } from 'react'
import { connectionStore, requestsCanStartEarly, useConnection } from '../../session/connection-store'
import { startViewQueries } from '../../lists/start-view-queries'
import { NAVIGATE, openWound, useViewState } from '../../url-state/view-state'
import { refusedWoundParam, viewAfter } from '../../url-state/view-url'
import { parseWoundId } from './wound-id.utils'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'
import * as w from '../../words/first-rows/messages'
import './wound-picker.css'

/**
 * Wound ID field and Load button (Enter in the field loads too). Bad input is explained and sends nothing.
 * The shell keys it by the wound in the URL, so back/forward resets the field to that wound.
 */
export function WoundPicker() {
  const { view, setView } = useViewState()
  const t = useSay(firstRowWords)
  const queryClient = useQueryClient()
  const connection = useConnection()
  // A link whose wound is not a wound ID opens with it in the field, refused as if typed.
  const [refused] = useState(() => (view.wound === null ? refusedWoundParam() : undefined))
  const [text, setText] = useState(view.wound === null ? (refused ?? '') : String(view.wound))
  const [error, setError] = useState(() => {
    const result = refused === undefined ? undefined : parseWoundId(refused)
    return result && !result.ok ? result.message : undefined
  })
  const inputId = useId()
  const errorId = useId()

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const result = parseWoundId(text)
    if (!result.ok) {
      setError(result.message)
      return
    }
    setError(undefined)
    if (result.id === view.wound) return
    // Another wound starts on its first page; the list settings that are not wound-specific stay.
    const patch = openWound(result.id)
    // Its first page is asked for now, from the click, not once React has rendered the wound: the
    // render runs while the request is on the wire.
    if (requestsCanStartEarly(connectionStore.get().settings)) startViewQueries(queryClient, connection, viewAfter(patch), result.id)
    void setView(patch, NAVIGATE)
  }

  return (
    <form className="wound-picker" onSubmit={onSubmit} noValidate role="search" aria-label={t(w.chooseWound)}>
      <label htmlFor={inputId}>{t(w.woundIdLabel)}</label>
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          setText(e.target.value)
        }}
      />
      <button type="submit" className="primary">
        {t(w.loadWound)}
      </button>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </form>
  )
}
