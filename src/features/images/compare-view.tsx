import { useId, useState } from 'react'
import type { Measurement } from '../../api/schemas/measurement'
import type { ComparePair } from './compare.utils'
import { imagesOf } from './image-records.utils'
import { SignedImage } from './signed-image'
import { useZoom, ZoomControls, type Zoom } from './zoom-controls'
import { areaChangeText, imageAlt, measurementOnDate, recordCaption } from './image-words'
import { useImagesWords } from './use-images-words'

const OVERLAYS = ['none', 'outline', 'classification'] as const
type Overlay = (typeof OVERLAYS)[number]

type CompareViewProps = {
  /** Top-level measurements in date order. */
  measurements: readonly (Measurement & { id: number })[]
  first: Measurement & { id: number }
  second: Measurement & { id: number }
  onChoose: (which: 'first' | 'second', id: number) => void
  /** One-click pairs ("Baseline and latest"); a pair the wound cannot make is left out. */
  quickPairs: readonly { label: string; pair: ComparePair | undefined }[]
  onQuickPair: (pair: ComparePair) => void
  recover: (measurementId: number) => Promise<boolean>
}

/**
 * Two measurements side by side at one zoom, each original with its tracing or tissue map laid over
 * it at a chosen opacity, and the percentage area reduction between the two dates.
 */
export function CompareView({ measurements, first, second, onChoose, quickPairs, onQuickPair, recover }: CompareViewProps) {
  const { t } = useImagesWords()
  const zoom = useZoom()
  const [overlay, setOverlay] = useState<Overlay>('outline')
  const [opacity, setOpacity] = useState(50)
  const id = useId()

  const chooser = (which: 'first' | 'second', label: string, value: number) => (
    <div className="field">
      <label htmlFor={`${id}-${which}`}>{label}</label>
      <select
        id={`${id}-${which}`}
        value={value}
        onChange={(event) => {
          onChoose(which, Number(event.target.value))
        }}
      >
        {measurements.map((m) => (
          <option key={m.id} value={m.id}>
            {measurementOnDate(t, m.date, m.id)}
          </option>
        ))}
      </select>
    </div>
  )

  const available = quickPairs.flatMap(({ label, pair }) => (pair ? [{ label, pair }] : []))
  return (
    <div className="compare-view">
      {available.length > 0 ? (
        <div role="group" aria-label={t('quickChoice')} className="compare-quick actions no-print">
          {available.map(({ label, pair }) => (
            <button
              key={label}
              type="button"
              aria-pressed={pair[0].id === first.id && pair[1].id === second.id}
              onClick={() => {
                onQuickPair(pair)
              }}
            >
              {label}
            </button>
          ))}
        </div>
      ) : null}
      <div className="compare-choices">
        {chooser('first', t('firstDate'), first.id)}
        {chooser('second', t('secondDate'), second.id)}
        <div className="field">
          <label htmlFor={`${id}-overlay`}>{t('overlay')}</label>
          <select
            id={`${id}-overlay`}
            value={overlay}
            onChange={(event) => {
              setOverlay(OVERLAYS.find((o) => o === event.target.value) ?? 'none')
            }}
          >
            <option value="none">{t('overlayNone')}</option>
            <option value="outline">{t('overlayOutline')}</option>
            <option value="classification">{t('overlayClassification')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-opacity`}>{t('overlayOpacity')}</label>
          <input
            id={`${id}-opacity`}
            type="range"
            min={0}
            max={100}
            step={5}
            value={opacity}
            disabled={overlay === 'none'}
            aria-valuetext={t('percent', { value: opacity })}
            onChange={(event) => {
              setOpacity(Number(event.target.value))
            }}
          />
        </div>
      </div>
      <p className="compare-par" role="status">
        {areaChangeText(t, first, second)}
      </p>
      <ZoomControls zoom={zoom} label={t('zoomBoth')} />
      <div className="compare-pair">
        {/* Keyed by record: another date is another picture, not a renewed URL of this one. */}
        <ComparedImage key={`first-${first.id}`} record={first} overlay={overlay} opacity={opacity} zoom={zoom} recover={recover} />
        <ComparedImage key={`second-${second.id}`} record={second} overlay={overlay} opacity={opacity} zoom={zoom} recover={recover} />
      </div>
    </div>
  )
}

type ComparedImageProps = {
  record: Measurement & { id: number }
  overlay: Overlay
  opacity: number
  zoom: Zoom
  recover: (id: number) => Promise<boolean>
}

function ComparedImage({ record, overlay, opacity, zoom, recover }: ComparedImageProps) {
  const { t } = useImagesWords()
  const images = imagesOf(record)
  // The original is the picture to compare; a record without one falls back to its thumbnail.
  const base = images.find((image) => image.kind === 'original') ?? images.find((image) => image.kind === 'thumbnail')
  const layer = overlay === 'none' ? undefined : images.find((image) => image.kind === overlay)
  const onRecover = () => recover(record.id)
  return (
    <figure className="compared-image">
      <div className="zoom-viewport" tabIndex={0} role="group" aria-label={t('comparedViewport', { id: record.id })} {...zoom.viewport}>
        <div className="overlay-stack" style={zoom.style}>
          {base ? (
            <SignedImage t={t} url={base.url} alt={imageAlt(t, base.kind, record)} onRecover={onRecover} />
          ) : (
            <p>{t('noImageToCompare')}</p>
          )}
          {layer ? (
            <SignedImage
              t={t}
              url={layer.url}
              alt={t('overlayAlt', { alt: imageAlt(t, layer.kind, record) })}
              onRecover={onRecover}
              className="overlay-image"
              style={{ opacity: opacity / 100 }}
            />
          ) : null}
        </div>
      </div>
      <figcaption>
        {recordCaption(t, record)}
        {overlay !== 'none' && !layer ? <span className="hint">{t('noOverlayImage', { overlay })}</span> : null}
      </figcaption>
    </figure>
  )
}
