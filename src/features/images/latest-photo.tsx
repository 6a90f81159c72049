import type { Measurement } from '../../api/schemas/measurement'
import { useSelection } from '../../config/use-selection'
import { formatDate } from '../../shared/format'
import { safeHttpUrl } from '../../shared/safe-url'
import { imageAlt } from './image-records.utils'
import { SignedImage } from './signed-image'
import { useSignedImages } from './use-signed-images'

/**
 * The wound's latest photo (a thumbnail, kept valid as signed URLs expire), as a button that opens
 * the image viewer on its measurement. Default export, for React.lazy: the summary shows it when
 * the history is in, and the first rows never wait for it.
 */
export default function LatestPhoto({ woundId, measurement }: { woundId: number; measurement: Measurement & { id: number } }) {
  const { select } = useSelection()
  const { recover } = useSignedImages(woundId, [measurement.id])
  const url = safeHttpUrl(measurement.images?.thumbnail)
  return (
    <button
      type="button"
      className="latest-photo"
      aria-label={`Latest photo, ${formatDate(measurement.date)}: open the images of measurement ${measurement.id}`}
      onClick={() => { select(measurement.id) }}
    >
      <SignedImage url={url} alt={imageAlt('thumbnail', measurement)} onRecover={() => recover(measurement.id)} />
    </button>
  )
}
