import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { describeError } from '../../api/errors'
import { wholeHistoryOptions } from '../../api/history-queries'
import type { ImageKind, Measurement } from '../../api/schemas'
import { useConnection } from '../../config/connection-store'
import { useViewState } from '../../config/view-state'
import { ErrorAlert } from '../../shared/error-alert'
import { StatusMessage } from '../../shared/status-message'
import { CompareView } from './compare-view'
import { imageAlt, imagesOf, kindLabel, locateMeasurements, recordCaption, stepFrom, topLevelInDateOrder, topLevelOf, withDescendants } from './image-records.utils'
import { ImageViewer } from './image-viewer'
import { SignedImage } from './signed-image'
import { useSignedImages } from './use-signed-images'

export type ImagePanelProps = {
  woundId: number
  /** The overview's PAR (features/overview/healing-metrics), passed in: features do not import each other. */
  percentAreaReduction: (baselineArea: number, area: number) => number | null
}

/** Selecting a measurement is not a place to go back to: it replaces the history entry. */
const IN_PLACE = { history: 'replace' } as const

/** The images of the measurement chosen in the URL (`selected`), or nothing when none is chosen. */
export function ImagePanel(props: ImagePanelProps) {
  const { view } = useViewState()
  return view.selected === null ? null : <SelectedImages {...props} selectedId={view.selected} />
}
export default ImagePanel

const ids = (records: readonly Measurement[]) => records.flatMap((record) => (record.id === null ? [] : [record.id]))
const inField = (target: EventTarget) => target instanceof HTMLElement && target.closest('input, select, textarea, dialog') !== null

function SelectedImages({ woundId, percentAreaReduction, selectedId }: ImagePanelProps & { selectedId: number }) {
  const { setView } = useViewState()
  const connection = useConnection()
  const headingId = useId()
  // Cached history is enough (useSignedImages renews the URLs shown): no full refetch on opening.
  const history = useQuery({ ...wholeHistoryOptions(connection, 'measurements', { woundId }), refetchOnMount: false })
  const [comparing, setComparing] = useState(false)
  const [chosen, setChosen] = useState<{ first?: number; second?: number }>({})
  // By position in `shown`: a service may send one id twice, and each record's images are its own.
  const [enlarged, setEnlarged] = useState<{ index: number; kind: ImageKind } | undefined>(undefined)

  const located = locateMeasurements(history.data, selectedId)
  const found = located[0]
  const ordered = useMemo(() => topLevelInDateOrder(history.data), [history.data])
  const byId = (id: number | undefined) => ordered.find((m) => m.id === id)
  const first = byId(chosen.first) ?? ordered[0]
  const second = byId(chosen.second) ?? byId(topLevelOf(history.data, selectedId)?.id ?? undefined) ?? ordered.at(-1)
  const shown = located.flatMap(({ record }) => withDescendants(record))
  const displayedIds = comparing ? ids([first, second].filter((m) => m !== undefined)) : ids(shown)
  const { recover } = useSignedImages(woundId, displayedIds)

  const select = (id: number | null) => void setView({ selected: id }, IN_PLACE)
  const step = (direction: -1 | 1) => {
    const next = stepFrom(history.data, selectedId, direction)
    if (next !== undefined) select(next)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || inField(event.target)) return
    event.preventDefault()
    step(event.key === 'ArrowLeft' ? -1 : 1)
  }

  const enlargedRecord = enlarged ? shown[enlarged.index] : undefined
  const enlargedImage = enlarged && enlargedRecord ? imagesOf(enlargedRecord).find((image) => image.kind === enlarged.kind) : undefined

  // Opened from a table row far above: bring the panel into view once, not on every step.
  const sectionRef = useRef<HTMLElement>(null)
  useEffect(() => {
    sectionRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [])

  // The control that opened the panel (a row's Images button, a chart's point): closing the panel
  // removes the focused "Close images", so the focus goes back to the opener rather than the page.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null))
  useEffect(
    () => () => {
      if (opener?.isConnected && (document.activeElement === null || document.activeElement === document.body)) opener.focus()
    },
    [opener],
  )

  return (
    <section ref={sectionRef} className="image-panel" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <div className="image-panel-header">
        <h3 id={headingId}>Images</h3>
        <div className="actions">
          <button type="button" onClick={() => { step(-1) }} disabled={stepFrom(history.data, selectedId, -1) === undefined}>
            Previous measurement
          </button>
          <button type="button" onClick={() => { step(1) }} disabled={stepFrom(history.data, selectedId, 1) === undefined}>
            Next measurement
          </button>
          <button type="button" aria-pressed={comparing} onClick={() => { setComparing(!comparing) }} disabled={ordered.length === 0}>
            Compare
          </button>
          <button type="button" onClick={() => { select(null) }}>
            Close images
          </button>
        </div>
      </div>
      {history.status === 'pending' || (!found && history.isFetching) ? (
        <StatusMessage className="status-message loading">Loading the images of measurement {selectedId}…</StatusMessage>
      ) : history.status === 'error' ? (
        <ErrorAlert
          title={describeError(history.error).title}
          message="The measurements could not be loaded, so their images cannot be shown."
          onRetry={() => void history.refetch()}
        />
      ) : comparing && first && second ? (
        <CompareView
          measurements={ordered}
          first={first}
          second={second}
          onChoose={(which, id) => { setChosen({ ...chosen, [which]: id }) }}
          recover={recover}
          percentAreaReduction={percentAreaReduction}
        />
      ) : !found ? (
        <StatusMessage>Measurement {selectedId} is not in this wound&apos;s history.</StatusMessage>
      ) : (
        <>
          <p className="hint">← and → step through the measurements by date.</p>
          {located.length > 1 ? (
            <p className="notice-list">
              <span aria-hidden="true">⚠ </span>
              {`${located.length} records share id ${selectedId}, which the service should never send: the images of each are shown, in the service's order.`}
            </p>
          ) : null}
          {shown.map((record, index) => (
            <RecordImages
              // A child may repeat its parent's id (hostile data): the position keeps keys unique.
              key={`${String(record.id)}@${String(index)}`}
              record={record}
              recover={recover}
              onEnlarge={(kind) => { setEnlarged({ index, kind }) }}
            />
          ))}
        </>
      )}
      {enlarged && enlargedRecord ? (
        <ImageViewer
          title={imageAlt(enlarged.kind, enlargedRecord)}
          url={enlargedImage?.url}
          alt={imageAlt(enlarged.kind, enlargedRecord)}
          onRecover={() => (enlargedRecord.id === null ? Promise.resolve(false) : recover(enlargedRecord.id))}
          onClose={() => { setEnlarged(undefined) }}
        />
      ) : null}
    </section>
  )
}

type RecordImagesProps = { record: Measurement; recover: (id: number) => Promise<boolean>; onEnlarge: (kind: ImageKind) => void }

function RecordImages({ record, recover, onEnlarge }: RecordImagesProps) {
  const images = imagesOf(record)
  const headingId = useId()
  const onRecover = () => (record.id === null ? Promise.resolve(false) : recover(record.id))
  return (
    <article className="image-record" aria-labelledby={headingId}>
      <h4 id={headingId}>{recordCaption(record)}</h4>
      {images.length === 0 ? <p className="hint">No images.</p> : null}
      <ul className="image-grid">
        {images.map(({ kind, url }) => (
          <li key={kind}>
            <figure>
              <SignedImage url={url} alt={imageAlt(kind, record)} onRecover={onRecover} />
              <figcaption>
                {kindLabel(kind)} · {recordCaption(record)}
              </figcaption>
            </figure>
            {url !== undefined && record.id !== null ? (
              <button type="button" onClick={() => { onEnlarge(kind) }}>
                Enlarge {kind}
                <span className="visually-hidden">, measurement {record.id}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </article>
  )
}
