import type { Measurement } from '../../api/schemas/measurement'
import { safeHttpUrl } from '../../shared/safe-url'
import { formatDate } from '../../text/format'
import { useOverviewWords } from './use-overview-words'

const PRINTED_KINDS = ['original', 'outline'] as const

/** The http(s) image URLs the printed report shows for a measurement. */
export function printedImageUrls(record: Measurement | undefined): string[] {
  return PRINTED_KINDS.flatMap((kind) => safeHttpUrl(record?.images?.[kind]) ?? [])
}

/** The latest measurement's images, for the printed report only. */
export function PrintImages({ record }: { record: Measurement | undefined }) {
  const { t } = useOverviewWords()
  if (!record || printedImageUrls(record).length === 0) return null
  return (
    <section className="print-only print-images">
      <h3>{t('latestImages', { date: formatDate(record.date), id: record.id ?? '' })}</h3>
      {PRINTED_KINDS.map((kind) => {
        const src = safeHttpUrl(record.images?.[kind])
        return src ? <img key={kind} src={src} alt={t('printedImageAlt', { kind, id: record.id ?? '' })} /> : null
      })}
    </section>
  )
}

/**
 * Signed URLs may have expired since the history was loaded: the report is printed only after the
 * history was fetched again and the images loaded (or a few seconds passed).
 */
export async function preloadImages(urls: readonly string[], timeoutMs = 4_000): Promise<void> {
  const loads = urls.map(
    (url) =>
      new Promise<void>((resolve) => {
        const image = new Image()
        image.onload = () => {
          resolve()
        }
        image.onerror = () => {
          resolve()
        }
        image.src = url
      }),
  )
  await Promise.race([Promise.all(loads), new Promise((resolve) => setTimeout(resolve, timeoutMs))])
}
