import { useId, useMemo, useRef, useState } from 'react'
import { endpointUrl } from '../../api/client'
import { useConnection } from '../../session/connection-store'
import { calendarDate } from '../../domain/visits'
import { woundTypeChoice } from '../../domain/healing/references'
import { useViewState } from '../../url-state/view-state'
import { downloadBlob } from '../../shared/download'
import { formatDate } from '../../text/format'
import { codesWords } from '../../words/codes'
import { useHandoffWords } from './use-handoff-words'
import { useVisitNote } from './use-visit-note'
import './handoff.css'

type HandoffActionsProps = {
  woundId: number
  /** The visit on screen; the latest when absent. */
  visitDate?: string
  /** What "Export FHIR" downloads: this visit, or the wound's whole history. */
  exportScope: 'visit' | 'history'
}

type Status = { tone: 'done' | 'error'; text: string } | null

/** Which visit the note is of, for the words: "the visit of 8 Sept 2026", or the latest while none is known. */
const whichVisit = (date: string | undefined) =>
  date === undefined ? { which: 'latest', date: '' } : { which: 'dated', date: formatDate(date) }

/**
 * The hand-off to the patient's record: "Copy note" puts the visit's progress note on the
 * clipboard, "Show note" previews exactly that text (selectable, for when the browser will not
 * copy), "Export FHIR" downloads the records as a FHIR R4 Bundle. A status line announces what
 * happened to screen readers. The buttons and the note are in the language shown; the FHIR export
 * is English, as the standard's displays are (its code and words load only when the clinician exports).
 */
/** Default export, for React.lazy (app/wound-view.tsx, under the summary and in a visit). */
export default function HandoffActions({ woundId, visitDate, exportScope }: HandoffActionsProps) {
  const connection = useConnection()
  const { view } = useViewState()
  const { words, locale } = useHandoffWords()
  const { t } = words
  const history = useVisitNote(woundId, words, visitDate)
  const { visit, ready, note: writeNote } = history
  const [open, setOpen] = useState(false)
  // Written while shown (and again if the records or the app URL's choices change meanwhile).
  const note = useMemo(() => (open ? writeNote() : undefined), [open, writeNote])
  const available = visit !== undefined
  const [status, setStatus] = useState<Status>(null)
  const [exporting, setExporting] = useState(false)
  const previewRef = useRef<HTMLTextAreaElement>(null)
  const previewId = useId()
  const hintId = useId()
  const unavailable = history.error ? t('historyUnreadable') : !ready ? t('historyLoading') : visit === undefined ? t('noVisit') : undefined
  const which = whichVisit(visit?.date)

  const selectPreview = () => {
    // After React has shown the preview.
    requestAnimationFrame(() => {
      previewRef.current?.focus()
      previewRef.current?.select()
    })
  }

  const copy = async () => {
    const text = writeNote()
    if (text === undefined) {
      setStatus({ tone: 'error', text: unavailable ?? t('noNote') })
      return
    }
    setOpen(true)
    try {
      // Throws where the browser gives no clipboard (an insecure page) or refuses it.
      await navigator.clipboard.writeText(text)
      setStatus({ tone: 'done', text: t('noteCopied', which) })
    } catch {
      setStatus({ tone: 'error', text: t('copyRefused', which) })
      selectPreview()
    }
  }

  const exportFhir = async () => {
    if (!ready || (exportScope === 'visit' && visit === undefined)) {
      setStatus({ tone: 'error', text: unavailable ?? t('nothingToExport') })
      return
    }
    setExporting(true)
    try {
      // English whatever the language shown: the codes' words come from their English catalog.
      const [{ fhirBundle }, codes] = await Promise.all([import('./fhir-bundle'), codesWords.load('en')])
      const onDate = <R extends { date?: string | undefined }>(records: readonly R[]) =>
        visit === undefined || exportScope === 'history' ? records : records.filter((record) => calendarDate(record.date) === visit.date)
      const bundle = fhirBundle({
        woundId,
        measurements: onDate(history.measurements),
        assessments: onDate(history.assessments),
        apiBase: new URL(endpointUrl(connection.baseUrl, '', ''), location.href).href,
        retrievedAt: history.retrievedAt,
        exportedAt: new Date(),
        // The clinician's choice in the app URL; another engineer is changing where it is kept.
        woundType: woundTypeChoice(view.reference),
        scope: exportScope === 'visit' && visit ? { kind: 'visit', date: visit.date } : { kind: 'history' },
        codes,
      })
      const fileName =
        exportScope === 'visit' && visit ? `wound-${woundId}-visit-${visit.date}.fhir.json` : `wound-${woundId}-history.fhir.json`
      downloadBlob(new Blob([JSON.stringify(bundle, null, 2)], { type: 'application/fhir+json' }), fileName)
      const observations = (bundle.entry ?? []).filter((entry) => entry.resource?.resourceType === 'Observation').length
      setStatus({ tone: 'done', text: t('fhirDownloaded', { ...which, scope: exportScope, fileName, observations }) })
    } catch (error) {
      setStatus({ tone: 'error', text: t('fhirFailed', { message: error instanceof Error ? error.message : String(error) }) })
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className="handoff no-print" lang={locale}>
      <div className="handoff-actions">
        <button type="button" aria-disabled={!available} aria-describedby={hintId} onClick={() => void copy()}>
          {t('copyNote')}
        </button>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={previewId}
          aria-disabled={!available}
          onClick={() => {
            if (available) setOpen((was) => !was)
          }}
        >
          {open ? t('hideNote') : t('showNote')}
        </button>
        <button type="button" aria-disabled={!ready || exporting} aria-describedby={hintId} onClick={() => void exportFhir()}>
          {t('exportFhir')}
        </button>
        <span id={hintId} className="hint">
          {unavailable ?? t('handoffHint', { ...which, scope: exportScope })}
        </span>
      </div>
      <p role="status" className={status?.tone === 'error' ? 'handoff-status error' : 'handoff-status'}>
        {status?.text ?? ''}
      </p>
      {open && note !== undefined ? (
        <textarea
          id={previewId}
          ref={previewRef}
          className="handoff-preview"
          readOnly
          aria-label={t('notePreview', which)}
          value={note}
          rows={Math.min(note.split('\n').length + 1, 24)}
          spellCheck={false}
        />
      ) : null}
    </div>
  )
}
