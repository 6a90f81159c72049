import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { describeError } from '../../words/describe-error'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'
import { wholeHistoryOptions } from '../../api/whole-history-queries'
import type { ImageKind, Measurement } from '../../api/schemas/measurement'
import { useConnection } from '../../session/connection-store'
import { IN_PLACE, useViewState } from '../../url-state/view-state'
import { ErrorAlert } from '../../shared/error-alert'
import { StatusMessage } from '../../shared/status-message'
import { baselineAndLatest, defaultComparePair, previousDate, type ComparePair } from './compare.utils'
import { CompareView } from './compare-view'
import { imagesOf, locateMeasurements, stepFrom, topLevelInDateOrder, topLevelOf, withDescendants } from './image-records.utils'
import { ImageViewer } from './image-viewer'
import { RecordImages } from './record-images'
import { isInTextField, useModalDialog } from '../../shared/use-modal-dialog'
import { useSignedImages } from './use-signed-images'
import { areaText, imageAlt, recordCaption } from './image-words'
import { useImagesWords } from './use-images-words'
import './images.css'

type ImagePanelProps = { woundId: number }

/**
 * The images of the measurement chosen in the app URL (`selected`), in a modal dialog named
 * "Images", or nothing when none is chosen. Anything that sets `selected` opens it: a row's
 * Images button, a point on a chart, a thumbnail. `compare=<a>,<b>` shows two dates side by side.
 */
function ImagePanel(props: ImagePanelProps) {
  const { view } = useViewState()
  return view.selected === null ? null : <ImagesDialog {...props} selectedId={view.selected} />
}
export default ImagePanel

const ids = (records: readonly (Measurement | undefined)[]) => records.flatMap((record) => (record?.id == null ? [] : [record.id]))

function ImagesDialog({ woundId, selectedId }: ImagePanelProps & { selectedId: number }) {
  const { t, locale } = useImagesWords()
  const say = useSay(firstRowWords)
  const { view, setView } = useViewState()
  const connection = useConnection()
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const close = () => void setView({ selected: null, compare: null }, IN_PLACE)
  const dialog = useModalDialog(close, headingRef)
  // Cached history is enough (useSignedImages renews the URLs shown): no full refetch on opening.
  const history = useQuery({ ...wholeHistoryOptions(connection, 'measurements', { woundId }), refetchOnMount: false })
  // By position in `shown`: a service may send one id twice, and each record's images are its own.
  const [enlarged, setEnlarged] = useState<{ index: number; kind: ImageKind } | undefined>(undefined)

  const located = locateMeasurements(history.data, selectedId)
  const found = located[0]
  const ordered = useMemo(() => topLevelInDateOrder(history.data), [history.data])
  const chosen = topLevelOf(history.data, selectedId)
  const fallback = defaultComparePair(ordered, chosen, view.baseline, view.exclude)
  const byId = (id: number | undefined) => ordered.find((m) => m.id === id)
  const comparing = view.compare.length === 2
  const first = byId(view.compare[0]) ?? fallback?.[0]
  const second = byId(view.compare[1]) ?? fallback?.[1]
  const shown = located.flatMap(({ record }) => withDescendants(record))
  const { recover } = useSignedImages(woundId, comparing ? ids([first, second]) : ids(shown))

  const setPair = (pair: ComparePair | undefined) => {
    if (pair) void setView({ compare: [pair[0].id, pair[1].id] }, IN_PLACE)
  }
  const previous = stepFrom(history.data, selectedId, -1)
  const next = stepFrom(history.data, selectedId, 1)
  const step = (id: number | undefined) => {
    if (id !== undefined) void setView({ selected: id }, IN_PLACE)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
      return
    }
    if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || isInTextField(event.target) || comparing) return
    event.preventDefault()
    step(event.key === 'ArrowLeft' ? previous : next)
  }

  const enlargedRecord = enlarged ? shown[enlarged.index] : undefined
  const enlargedImage = enlarged && enlargedRecord ? imagesOf(enlargedRecord).find((image) => image.kind === enlarged.kind) : undefined
  const previousOfChosen = chosen ? previousDate(ordered, chosen) : undefined
  const quickPairs: { label: string; pair: ComparePair | undefined }[] = [
    { label: t('previousAndThis'), pair: chosen && previousOfChosen ? [previousOfChosen, chosen] : undefined },
    { label: t('baselineAndLatest'), pair: baselineAndLatest(ordered, view.baseline, view.exclude) },
  ]

  return (
    <dialog {...dialog} className="sheet-dialog images-dialog" aria-labelledby={headingId} onKeyDown={onKeyDown} lang={locale}>
      <div className="sheet-dialog-header images-dialog-header">
        <div className="images-dialog-title">
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            {t('imagesHeading')}
          </h2>
          <p className="images-dialog-subtitle">
            {comparing
              ? t('twoDatesSubtitle')
              : found
                ? t('recordSubtitle', { caption: recordCaption(t, found.record), area: areaText(t, found.record.area) })
                : t('measurementTitle', { id: selectedId })}
          </p>
        </div>
        <div className="actions no-print">
          {comparing ? null : (
            <>
              <button
                type="button"
                onClick={() => {
                  step(previous)
                }}
                aria-disabled={previous === undefined}
              >
                <span aria-hidden="true">‹</span> {t('previous')} <span className="visually-hidden">{t('stepWhat')}</span>
              </button>
              <button
                type="button"
                onClick={() => {
                  step(next)
                }}
                aria-disabled={next === undefined}
              >
                {t('next')} <span className="visually-hidden">{t('stepWhat')}</span> <span aria-hidden="true">›</span>
              </button>
            </>
          )}
          <button
            type="button"
            aria-pressed={comparing}
            aria-disabled={fallback === undefined}
            onClick={() => {
              if (comparing) void setView({ compare: null }, IN_PLACE)
              else setPair(fallback)
            }}
          >
            {t('compare')}
          </button>
          <button type="button" className="images-close" onClick={close}>
            {t('close')} <span className="visually-hidden">{t('closeWhat')}</span>
          </button>
        </div>
      </div>
      <div className="images-dialog-body">
        {history.status === 'pending' || (!found && history.isFetching) ? (
          <StatusMessage className="status-message loading">{t('loadingRecordImages', { id: selectedId })}</StatusMessage>
        ) : history.status === 'error' ? (
          <ErrorAlert
            title={describeError(say, history.error).title}
            message={t('imagesNotLoaded')}
            onRetry={() => void history.refetch()}
          />
        ) : comparing && first && second ? (
          <CompareView
            measurements={ordered}
            first={first}
            second={second}
            onChoose={(which, id) => {
              void setView({ compare: which === 'first' ? [id, second.id] : [first.id, id] }, IN_PLACE)
            }}
            quickPairs={quickPairs}
            onQuickPair={setPair}
            recover={recover}
          />
        ) : !found ? (
          <StatusMessage>{t('notInHistory', { id: selectedId })}</StatusMessage>
        ) : (
          <>
            <p className="hint no-print">{t('stepHint')}</p>
            {fallback === undefined ? <p className="hint">{t('oneDateOnly')}</p> : null}
            {located.length > 1 ? (
              <p className="notice-list">
                <span aria-hidden="true">⚠ </span>
                {t('sharedId', { count: located.length, id: selectedId })}
              </p>
            ) : null}
            {shown.map((record, index) => (
              <RecordImages
                // A child may repeat its parent's id (hostile data): the position keeps keys unique.
                key={`${String(record.id)}@${String(index)}`}
                record={record}
                recover={recover}
                onEnlarge={(kind) => {
                  setEnlarged({ index, kind })
                }}
              />
            ))}
          </>
        )}
      </div>
      {enlarged && enlargedRecord ? (
        <ImageViewer
          title={imageAlt(t, enlarged.kind, enlargedRecord)}
          url={enlargedImage?.url}
          alt={imageAlt(t, enlarged.kind, enlargedRecord)}
          onRecover={() => (enlargedRecord.id === null ? Promise.resolve(false) : recover(enlargedRecord.id))}
          onClose={() => {
            setEnlarged(undefined)
          }}
        />
      ) : null}
    </dialog>
  )
}
