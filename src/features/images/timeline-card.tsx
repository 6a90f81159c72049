import { memo } from 'react'
import { VisitButton } from '../../url-state/use-visit'
import { formatDate } from '../../text/format'
import { imagesOf } from './image-records.utils'
import { SignedImage } from './signed-image'
import { changeTone, type TimelineEntry } from './timeline.utils'
import { areaText, imageAlt, measurementOnDate, type ImagesTranslate } from './image-words'
import { changeText, changeWords } from './timeline-words'

type TimelineCardProps = {
  /** The images' words (a prop: a card is drawn again only when what it shows changes, not with the app URL). */
  t: ImagesTranslate
  entry: TimelineEntry
  /** Near the screen (or once was): the thumbnail may load. Before that, a placeholder of its size. */
  near: boolean
  chosen: boolean
  watch: (node: HTMLElement | null) => (() => void) | undefined
  onOpen: (id: number) => void
  onChoose: (key: string) => void
  recover: (id: number) => Promise<boolean>
}

/**
 * One measurement in the images over time: its thumbnail, date, area and the change from the one
 * before. The whole card opens the viewer (one button stretched over it); "Visit" opens that date's
 * visit; "Compare" ticks it as one of two dates to compare.
 */
export const TimelineCard = memo(function TimelineCard({ t, entry, near, chosen, watch, onOpen, onChoose, recover }: TimelineCardProps) {
  const { record, key, area, change } = entry
  const thumbnail = imagesOf(record).find((image) => image.kind === 'thumbnail')
  const date = formatDate(record.date)
  return (
    <li className="timeline-card" ref={watch} data-on-screen-key={key} data-chosen={chosen || undefined}>
      <div className="timeline-thumb">
        {!near ? (
          <div className="timeline-placeholder" aria-hidden="true" />
        ) : thumbnail ? (
          <SignedImage t={t} url={thumbnail.url} alt={imageAlt(t, 'thumbnail', record)} onRecover={() => recover(record.id)} />
        ) : (
          <div className="timeline-placeholder">{t('noThumbnail')}</div>
        )}
      </div>
      <p className="timeline-date">
        <time dateTime={record.date}>{date}</time>
      </p>
      <p className="timeline-area">{areaText(t, area)}</p>
      <p className="timeline-change" data-tone={changeTone(change)}>
        {change || area === undefined ? (
          <>
            <span aria-hidden="true">{changeText(t, change)}</span>
            <span className="visually-hidden">{changeWords(t, change)}</span>
          </>
        ) : (
          t('firstAreaMeasured')
        )}
      </p>
      <button
        type="button"
        className="timeline-open"
        onClick={() => {
          onOpen(record.id)
        }}
      >
        <span className="visually-hidden">{t('openCardImages', { id: record.id, date })}</span>
      </button>
      <div className="timeline-actions no-print">
        <VisitButton date={record.date} className="visit-button timeline-visit" />
        <label className="timeline-choose">
          <input
            type="checkbox"
            checked={chosen}
            onChange={() => {
              onChoose(key)
            }}
          />
          {t('compare')} <span className="visually-hidden">{measurementOnDate(t, record.date, record.id)}</span>
        </label>
      </div>
    </li>
  )
})
