import { useId, useMemo, useRef, useState } from 'react'
import { endpointUrl } from '../../api/client'
import { useConnection } from '../../session/connection-store'
import { calendarDate } from '../../domain/visits'
import { woundTypeChoice } from '../../domain/healing/references'
import { useViewState } from '../../url-state/view-state'
import { downloadBlob } from '../../shared/download'
import {
  copyNote,
  copyRefused,
  exportFhirButton,
  fhirDownloaded,
  fhirFailed,
  handoffHint,
  hideNote,
  historyLoading,
  historyUnreadable,
  noNote,
  noVisit,
  noteCopied,
  notePreview,
  nothingToExport,
  showNote,
} from '#words/handoff'
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

/**
 * The hand-off to the patient's record: "Copy note" puts the visit's progress note on the
 * clipboard, "Show note" previews exactly that text (selectable, for when the browser will not
 * copy), "Export FHIR" downloads the records as a FHIR R4 Bundle. A status line announces what
 * happened to screen readers. The FHIR code loads only when the clinician exports.
 */
/** Default export, for React.lazy (app/wound-view.tsx, under the summary and in a visit). */
export default function HandoffActions({ woundId, visitDate, exportScope }: HandoffActionsProps) {
  const connection = useConnection()
  const { view } = useViewState()
  const history = useVisitNote(woundId, visitDate)
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
  const unavailable = history.error ? historyUnreadable : !ready ? historyLoading : visit === undefined ? noVisit : undefined

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
      setStatus({ tone: 'error', text: unavailable ?? noNote })
      return
    }
    setOpen(true)
    try {
      // Throws where the browser gives no clipboard (an insecure page) or refuses it.
      await navigator.clipboard.writeText(text)
      setStatus({ tone: 'done', text: noteCopied(visit?.date) })
    } catch {
      setStatus({ tone: 'error', text: copyRefused(visit?.date) })
      selectPreview()
    }
  }

  const exportFhir = async () => {
    if (!ready || (exportScope === 'visit' && visit === undefined)) {
      setStatus({ tone: 'error', text: unavailable ?? nothingToExport })
      return
    }
    setExporting(true)
    try {
      const { fhirBundle } = await import('./fhir-bundle')
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
      })
      const fileName =
        exportScope === 'visit' && visit ? `wound-${woundId}-visit-${visit.date}.fhir.json` : `wound-${woundId}-history.fhir.json`
      downloadBlob(new Blob([JSON.stringify(bundle, null, 2)], { type: 'application/fhir+json' }), fileName)
      const observations = (bundle.entry ?? []).filter((entry) => entry.resource?.resourceType === 'Observation').length
      setStatus({ tone: 'done', text: fhirDownloaded(exportScope, visit?.date, fileName, observations) })
    } catch (error) {
      setStatus({ tone: 'error', text: fhirFailed(error instanceof Error ? error.message : String(error)) })
    } finally {
      setExporting(false)
    }
  }

  return (
    <div className="handoff no-print">
      <div className="handoff-actions">
        <button type="button" aria-disabled={!available} aria-describedby={hintId} onClick={() => void copy()}>
          {copyNote}
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
          {open ? hideNote : showNote}
        </button>
        <button type="button" aria-disabled={!ready || exporting} aria-describedby={hintId} onClick={() => void exportFhir()}>
          {exportFhirButton}
        </button>
        <span id={hintId} className="hint">
          {unavailable ?? handoffHint(visit?.date, exportScope)}
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
          aria-label={notePreview(visit?.date)}
          value={note}
          rows={Math.min(note.split('\n').length + 1, 24)}
          spellCheck={false}
        />
      ) : null}
    </div>
  )
}
