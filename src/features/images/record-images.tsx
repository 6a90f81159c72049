import { useId } from 'react'
import type { ImageKind, Measurement } from '../../api/schemas/measurement'
import { imageAlt, imagesOf, kindLabel, recordCaption } from './image-records.utils'
import { SignedImage } from './signed-image'

type RecordImagesProps = { record: Measurement; recover: (id: number) => Promise<boolean>; onEnlarge: (kind: ImageKind) => void }

/** One record's pictures (thumbnail, original, outline, classification: those it has), each with a caption. */
export function RecordImages({ record, recover, onEnlarge }: RecordImagesProps) {
  const images = imagesOf(record)
  const headingId = useId()
  const onRecover = () => (record.id === null ? Promise.resolve(false) : recover(record.id))
  return (
    <article className="image-record" aria-labelledby={headingId}>
      <h3 id={headingId}>{recordCaption(record)}</h3>
      {images.length === 0 ? <p className="hint">No images.</p> : null}
      <ul className="image-grid">
        {images.map(({ kind, url }) => (
          <li key={kind}>
            <figure>
              <SignedImage url={url} alt={imageAlt(kind, record)} onRecover={onRecover} />
              <figcaption>
                {/* The record is named in the heading above; a screen reader hears it with the picture too. */}
                {kindLabel(kind)}
                <span className="visually-hidden"> · {recordCaption(record)}</span>
              </figcaption>
            </figure>
            {url !== undefined && record.id !== null ? (
              <button
                type="button"
                className="no-print"
                onClick={() => {
                  onEnlarge(kind)
                }}
              >
                {/* The caption above names the kind: the button says it to a screen reader only. */}
                Enlarge{' '}
                <span className="visually-hidden">
                  {kind}, measurement {record.id}
                </span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </article>
  )
}
