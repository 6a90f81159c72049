import { useId, useState } from 'react'
import type { Measurement } from '../../api/schemas/measurement'
import { formatDate } from '../../shared/format'
import type { ComparePair } from './compare.utils'
import { areaChangeText, imageAlt, imagesOf, recordCaption } from './image-records.utils'
import { SignedImage } from './signed-image'
import { useZoom, ZoomControls, type Zoom } from './zoom-controls'

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
            {formatDate(m.date)} (measurement {m.id})
          </option>
        ))}
      </select>
    </div>
  )

  const available = quickPairs.flatMap(({ label, pair }) => (pair ? [{ label, pair }] : []))
  return (
    <div className="compare-view">
      {available.length > 0 ? (
        <div role="group" aria-label="Quick choice of dates" className="compare-quick actions no-print">
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
        {chooser('first', 'First date', first.id)}
        {chooser('second', 'Second date', second.id)}
        <div className="field">
          <label htmlFor={`${id}-overlay`}>Overlay</label>
          <select
            id={`${id}-overlay`}
            value={overlay}
            onChange={(event) => {
              setOverlay(OVERLAYS.find((o) => o === event.target.value) ?? 'none')
            }}
          >
            <option value="none">None</option>
            <option value="outline">Outline</option>
            <option value="classification">Classification</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-opacity`}>Overlay opacity</label>
          <input
            id={`${id}-opacity`}
            type="range"
            min={0}
            max={100}
            step={5}
            value={opacity}
            disabled={overlay === 'none'}
            aria-valuetext={`${opacity}%`}
            onChange={(event) => {
              setOpacity(Number(event.target.value))
            }}
          />
        </div>
      </div>
      <p className="compare-par" role="status">
        {areaChangeText(first, second)}
      </p>
      <ZoomControls zoom={zoom} label="Zoom both images" />
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
  const images = imagesOf(record)
  // The original is the picture to compare; a record without one falls back to its thumbnail.
  const base = images.find((image) => image.kind === 'original') ?? images.find((image) => image.kind === 'thumbnail')
  const layer = overlay === 'none' ? undefined : images.find((image) => image.kind === overlay)
  const onRecover = () => recover(record.id)
  return (
    <figure className="compared-image">
      <div
        className="zoom-viewport"
        tabIndex={0}
        role="group"
        aria-label={`Measurement ${record.id}: drag or use the arrow keys to move it when zoomed`}
        {...zoom.viewport}
      >
        <div className="overlay-stack" style={zoom.style}>
          {base ? <SignedImage url={base.url} alt={imageAlt(base.kind, record)} onRecover={onRecover} /> : <p>No image to compare.</p>}
          {layer ? (
            <SignedImage
              url={layer.url}
              alt={`${imageAlt(layer.kind, record)} (overlay)`}
              onRecover={onRecover}
              className="overlay-image"
              style={{ opacity: opacity / 100 }}
            />
          ) : null}
        </div>
      </div>
      <figcaption>
        {recordCaption(record)}
        {overlay !== 'none' && !layer ? <span className="hint"> · no {overlay} image to overlay</span> : null}
      </figcaption>
    </figure>
  )
}
