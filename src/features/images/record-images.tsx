import { useId } from 'react'
import type { ImageKind, Measurement } from '../../api/schemas/measurement'
import { imagesOf } from './image-records.utils'
import { SignedImage } from './signed-image'
import { imageAlt, recordCaption } from './image-words'
import { useImagesWords } from './use-images-words'

type RecordImagesProps = { record: Measurement; recover: (id: number) => Promise<boolean>; onEnlarge: (kind: ImageKind) => void }

/** One record's pictures (thumbnail, original, outline, classification: those it has), each with a caption. */
export function RecordImages({ record, recover, onEnlarge }: RecordImagesProps) {
  const { t } = useImagesWords()
  const images = imagesOf(record)
  const caption = recordCaption(t, record)
  const headingId = useId()
  const onRecover = () => (record.id === null ? Promise.resolve(false) : recover(record.id))
  return (
    <article className="image-record" aria-labelledby={headingId}>
      <h3 id={headingId}>{caption}</h3>
      {images.length === 0 ? <p className="hint">{t('noImages')}</p> : null}
      <ul className="image-grid">
        {images.map(({ kind, url }) => (
          <li key={kind}>
            <figure>
              <SignedImage t={t} url={url} alt={imageAlt(t, kind, record)} onRecover={onRecover} />
              <figcaption>
                {/* The record is named in the heading above; a screen reader hears it with the picture too. */}
                {t('kind', { kind })}
                <span className="visually-hidden"> · {caption}</span>
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
                {t('enlarge')} <span className="visually-hidden">{t('enlargeWhich', { kind, id: record.id })}</span>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </article>
  )
}
