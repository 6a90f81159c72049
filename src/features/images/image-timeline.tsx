import { useQuery } from '@tanstack/react-query'
import { useCallback, useId, useMemo, useRef, useState } from 'react'
import { describeError } from '../../words/describe-error'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'
import { wholeHistoryOptions } from '../../api/whole-history-queries'
import { useConnection } from '../../session/connection-store'
import { IN_PLACE, useViewState } from '../../url-state/view-state'
import { ErrorAlert } from '../../shared/error-alert'
import { HistoryNotices } from '../../whole-history/history-notices'
import { StatusMessage } from '../../shared/status-message'
import { baselineAndLatest, inDateOrder, type ComparePair } from './compare.utils'
import { topLevelInDateOrder } from './image-records.utils'
import { TimelineCard } from './timeline-card'
import { byMonth, timelineEntries } from './timeline.utils'
import { useOnScreen } from './use-on-screen'
import { useSignedImages } from './use-signed-images'
import { formatDate } from '../../text/format'
import { loadingText } from './timeline-words'
import { useImagesWords } from './use-images-words'
import './images.css'

/**
 * The wound's photos in date order: every top-level measurement's thumbnail with its date, area and
 * change, loading as it comes near the screen. Only the thumbnails on screen count as displayed, so
 * only their pages are fetched again for fresh URLs (a long history is not refetched whole every
 * few minutes). A card opens the viewer; two ticked open Compare.
 */
function ImageTimeline({ woundId }: { woundId: number }) {
  const { t, locale } = useImagesWords()
  const say = useSay(firstRowWords)
  const { view, setView } = useViewState()
  const connection = useConnection()
  const headingId = useId()
  // Cached history is enough: useSignedImages renews the URLs on screen, page by page.
  const history = useQuery({ ...wholeHistoryOptions(connection, 'measurements', { woundId }), refetchOnMount: false })
  const ordered = useMemo(() => topLevelInDateOrder(history.data), [history.data])
  const entries = useMemo(() => timelineEntries(ordered), [ordered])
  const months = useMemo(() => byMonth(entries), [entries])
  const onScreen = useOnScreen()
  const isNear = (key: string) => !onScreen.supported || onScreen.near.has(key)
  // Behind the open viewer (a modal) the thumbnails are not displayed: the viewer renews its own.
  const displayed = view.selected !== null ? [] : entries.filter(({ key }) => !onScreen.supported || onScreen.visible.has(key))
  const { recover } = useSignedImages(
    woundId,
    displayed.map(({ record }) => record.id),
  )

  const [chosenKeys, setChosenKeys] = useState<readonly string[]>([])
  const chosen = chosenKeys.flatMap((key) => entries.find((entry) => entry.key === key)?.record ?? [])
  const onChoose = useCallback((key: string) => {
    // Two at most: a third replaces the one chosen first.
    setChosenKeys((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...current, key].slice(-2)))
  }, [])
  const onOpen = useCallback((id: number) => void setView({ selected: id, compare: null }, IN_PLACE), [setView])
  const openCompare = (pair: ComparePair | undefined) => {
    if (pair) void setView({ selected: pair[1].id, compare: [pair[0].id, pair[1].id] }, IN_PLACE)
  }
  const [a, b] = chosen
  const chosenPair = a && b ? inDateOrder(ordered, a, b) : undefined
  const baselinePair = baselineAndLatest(ordered, view.baseline, view.exclude)

  const listRef = useRef<HTMLDivElement>(null)
  const goToLatest = () => {
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('.timeline-open')
    buttons?.[buttons.length - 1]?.focus()
  }

  const data = history.data
  const loading = history.status === 'pending' || (history.isFetching && data?.totalPages !== data?.loadedPages)
  const first = entries[0]?.record.date
  const last = entries.at(-1)?.record.date

  return (
    <section className="image-timeline" aria-labelledby={headingId} lang={locale}>
      <h3 id={headingId}>{t('imagesOverTime')}</h3>
      {history.status === 'error' ? (
        <ErrorAlert title={describeError(say, history.error).title} message={t('imagesNotLoaded')} onRetry={() => void history.refetch()} />
      ) : null}
      {loading ? (
        <StatusMessage className="status-message loading">{loadingText(t, data)}</StatusMessage>
      ) : history.status === 'success' && entries.length === 0 ? (
        <StatusMessage>{t('noMeasurements')}</StatusMessage>
      ) : null}
      {entries.length > 0 ? (
        <>
          <p className="hint">{t('timelineSpan', { count: entries.length, first: formatDate(first), last: formatDate(last) })}</p>
          <HistoryNotices lists={[{ list: 'measurements', notices: data?.notices }]} />
          <div className="timeline-actions actions no-print">
            <button
              type="button"
              aria-disabled={!baselinePair}
              onClick={() => {
                openCompare(baselinePair)
              }}
            >
              {t('compareBaselineAndLatest')}
            </button>
            <button type="button" onClick={goToLatest}>
              {t('goToLatest')}
            </button>
          </div>
          <div className="timeline-toolbar no-print" role="group" aria-label={t('compareTwoDates')}>
            <p role="status" className="timeline-choice">
              {chosenPair
                ? t('twoChosen', { first: formatDate(chosenPair[0].date), second: formatDate(chosenPair[1].date) })
                : a
                  ? t('oneChosen', { date: formatDate(a.date) })
                  : t('tickTwo')}
            </p>
            <div className="actions">
              <button
                type="button"
                className={chosenPair ? 'primary' : undefined}
                aria-disabled={!chosenPair}
                onClick={() => {
                  openCompare(chosenPair)
                }}
              >
                {t('compareChosen')}
              </button>
              {chosen.length > 0 ? (
                <button
                  type="button"
                  onClick={() => {
                    setChosenKeys([])
                  }}
                >
                  {t('clearChoice')}
                </button>
              ) : null}
            </div>
          </div>
        </>
      ) : null}
      <div ref={listRef}>
        {months.map((month) => (
          <div key={month.key} className="timeline-month">
            <h4>
              {month.label ?? t('noDate')} <span className="hint">{t('monthCount', { count: month.entries.length })}</span>
            </h4>
            <ol className="timeline-grid">
              {month.entries.map((entry) => (
                <TimelineCard
                  key={entry.key}
                  t={t}
                  entry={entry}
                  near={isNear(entry.key)}
                  chosen={chosenKeys.includes(entry.key)}
                  watch={onScreen.watch}
                  onOpen={onOpen}
                  onChoose={onChoose}
                  recover={recover}
                />
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  )
}
export default ImageTimeline
