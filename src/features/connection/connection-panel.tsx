import { useQueryClient } from '@tanstack/react-query'
import { useId, useLayoutEffect, useRef, useState, type SubmitEvent } from 'react'
import { closeConnectionPanel, saveConnection } from '../../session/connection-changes'
import { useConnectionState, type ConnectionSettings } from '../../session/connection-store'
import { readEnv } from '../../config/env'
import { useRestoreFocus } from '../../shared/use-restore-focus'
import type { PlainId } from '../../i18n/area'
import type { Messages } from '../../words/connection-form/messages'
import { formErrorText, validateConnectionForm, type ConnectionFormProblems } from './connection-form.utils'
import { fixedService, validateKey } from './fixed-service.utils'
import { useConnectionFormWords } from './use-connection-form-words'
import './connection.css'

function initialForm(settings: ConnectionSettings) {
  if (settings.mode === 'live') return { baseUrl: settings.baseUrl, apiKey: settings.apiKey, rememberKey: settings.rememberKey }
  return { baseUrl: readEnv().apiBaseUrl ?? '', apiKey: '', rememberKey: false }
}

/** Why the form opened by itself (nothing when the user opened it). */
const REASONS: Record<'user' | 'unauthorized' | 'inactivity', PlainId<Messages> | undefined> = {
  user: undefined,
  unauthorized: 'keyRefused',
  inactivity: 'keyForgotten',
}

/** The connection settings form: base URL, key, "remember", Save, and the way back to demo data. */
export default function ConnectionPanel() {
  const { settings, panelReason } = useConnectionState()
  const { t, locale } = useConnectionFormWords()
  const queryClient = useQueryClient()
  const [form, setForm] = useState(() => initialForm(settings))
  const [problems, setProblems] = useState<ConnectionFormProblems>({})
  const errors = formErrorText(t, locale, problems)
  // A service fixed at build time: the form asks for the key alone and says where it goes.
  const [fixed] = useState(() => fixedService(readEnv().apiBaseUrl, window.location.origin))
  const headingId = useId()
  const ids = {
    baseUrl: useId(),
    apiKey: useId(),
    remember: useId(),
    baseUrlError: useId(),
    apiKeyError: useId(),
    reason: useId(),
    fixedNote: useId(),
  }
  const baseUrlRef = useRef<HTMLInputElement>(null)
  const apiKeyRef = useRef<HTMLInputElement>(null)
  // Closing the panel (Save, Cancel, Escape) removes the focused control: the focus goes back to
  // the "Connection settings" button (or whatever had it when the panel opened).
  useRestoreFocus({ onlyIfLost: true })

  // A layout effect: the focus moves in the same commit that shows the panel. The panel is loaded
  // lazily, and a passive effect after its reveal ran a scheduler task later, so the form could be
  // on screen without the focus (a component test caught it on a busy machine).
  useLayoutEffect(() => {
    // Focus where the user has to act: the key after a 401, else the first field.
    const target = fixed === undefined && (panelReason === 'user' || form.baseUrl === '') ? baseUrlRef.current : apiKeyRef.current
    target?.focus()
    // Only when the panel opens or its reason changes, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the comment above
  }, [panelReason])

  const apply = (next: ConnectionSettings) => {
    // Saving starts a new connection epoch: every query key changes, so the views fetch afresh
    // with the new key. What the old connection fetched is of no further use.
    saveConnection(next)
    queryClient.removeQueries({ type: 'inactive' })
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (fixed !== undefined) {
      const keyProblems = validateKey(form.apiKey)
      setProblems(keyProblems)
      if (keyProblems.apiKey !== undefined) apiKeyRef.current?.focus()
      else apply({ mode: 'live', baseUrl: fixed.baseUrl, apiKey: form.apiKey.trim(), rememberKey: form.rememberKey })
      return
    }
    const result = validateConnectionForm(form)
    setProblems(result.problems)
    if (result.baseUrl === undefined || Object.keys(result.problems).length > 0) {
      ;(result.problems.baseUrl ? baseUrlRef : apiKeyRef).current?.focus()
      return
    }
    apply({ mode: 'live', baseUrl: result.baseUrl, apiKey: form.apiKey.trim(), rememberKey: form.rememberKey })
  }

  const reason = REASONS[panelReason]
  return (
    // The form's words may be in another language than the rest of the page (not all in catalogs yet).
    <section
      className="connection-panel"
      lang={locale}
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        // Escape leaves the settings unchanged, as Cancel does.
        if (event.key === 'Escape') {
          event.preventDefault()
          closeConnectionPanel()
        }
      }}
    >
      <h2 id={headingId}>{t('heading')}</h2>
      {reason ? (
        <p id={ids.reason} className="panel-reason">
          {t(reason)}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-describedby={reason ? ids.reason : undefined}>
        <div className="field">
          <label htmlFor={ids.baseUrl}>{t('baseUrlLabel')}</label>
          <input
            ref={baseUrlRef}
            id={ids.baseUrl}
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder={t('baseUrlExample')}
            value={fixed ? fixed.address : form.baseUrl}
            readOnly={fixed !== undefined}
            aria-invalid={errors.baseUrl ? true : undefined}
            aria-describedby={fixed ? ids.fixedNote : errors.baseUrl ? ids.baseUrlError : undefined}
            onChange={(e) => {
              setForm({ ...form, baseUrl: e.target.value })
            }}
          />
          {fixed ? (
            <p id={ids.fixedNote} className="hint">
              {fixed.sameOrigin ? t('fixedThroughSite') : t('fixedAtSetUp')}
            </p>
          ) : null}
          {errors.baseUrl ? (
            <p id={ids.baseUrlError} className="field-error">
              {errors.baseUrl}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={ids.apiKey}>{t('apiKeyLabel')}</label>
          <input
            ref={apiKeyRef}
            id={ids.apiKey}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={form.apiKey}
            aria-invalid={errors.apiKey ? true : undefined}
            aria-describedby={errors.apiKey ? ids.apiKeyError : undefined}
            onChange={(e) => {
              setForm({ ...form, apiKey: e.target.value })
            }}
          />
          {errors.apiKey ? (
            <p id={ids.apiKeyError} className="field-error">
              {errors.apiKey}
            </p>
          ) : null}
        </div>
        <div className="field checkbox">
          <input
            id={ids.remember}
            type="checkbox"
            checked={form.rememberKey}
            onChange={(e) => {
              setForm({ ...form, rememberKey: e.target.checked })
            }}
          />
          <label htmlFor={ids.remember}>{t('rememberKey')}</label>
        </div>
        <p className="hint">{fixed ? t('keyKeptHintAddress', { address: fixed.address }) : t('keyKeptHint')}</p>
        <div className="actions">
          <button type="submit" className="primary">
            {t('save')}
          </button>
          <button
            type="button"
            onClick={() => {
              apply({ mode: 'demo' })
            }}
          >
            {t('useDemoData')}
          </button>
          <button
            type="button"
            onClick={() => {
              closeConnectionPanel()
            }}
          >
            {t('cancel')}
          </button>
        </div>
      </form>
    </section>
  )
}
