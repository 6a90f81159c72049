import type { Measurement } from '../../api/schemas/measurement'
import { useSelection } from '../../url-state/use-selection'
import { useViewState } from '../../url-state/view-state'
import { safeHttpUrl } from '../../shared/safe-url'
import { formatDate } from '../../text/format'
import { SignedImage } from './signed-image'
import { ON_SCREEN_KEY, useOnScreen } from './use-on-screen'
import { useSignedImages } from './use-signed-images'
import { imageAlt } from './image-words'
import { useImagesWords } from './use-images-words'

const NONE: readonly number[] = []

/**
 * The wound's latest photo (a thumbnail, kept valid as signed URLs expire), as a button that opens
 * the image viewer on its measurement. Default export, for React.lazy: the summary shows it when
 * the history is in, and the first rows never wait for it.
 *
 * It counts as displayed (its URL renewed before it expires) only while it is on screen and no
 * viewer covers the page: scrolled away, it costs no request; back in view, an expired URL is
 * renewed at once.
 */
export default function LatestPhoto({
  woundId,
  measurement,
  label,
}: {
  woundId: number
  measurement: Measurement & { id: number }
  /** What the photo is to the clinician ("Photo of this visit"; by default "Latest photo"); its date and the action follow. */
  label?: string
}) {
  const { t, locale } = useImagesWords()
  const { view } = useViewState()
  const { select } = useSelection()
  const { visible, supported, watch } = useOnScreen()
  const key = String(measurement.id)
  const shown = view.selected === null && (!supported || visible.has(key))
  const { recover } = useSignedImages(woundId, shown ? [measurement.id] : NONE)
  const url = safeHttpUrl(measurement.images?.thumbnail)
  // The button's name: what the photo is, its date, what it opens (and the words in the picture's place, if any).
  const photo = { label: label ?? t('latestPhoto'), date: formatDate(measurement.date), id: measurement.id }
  // The slot keeps the photo's place when it is unavailable: then its Retry stands alone, not in the button.
  return (
    <div className="latest-photo-slot" lang={locale}>
      <SignedImage
        t={t}
        url={url}
        alt={imageAlt(t, 'thumbnail', measurement)}
        onRecover={() => recover(measurement.id)}
        frame={(picture, showing) => (
          <button
            type="button"
            ref={watch}
            {...{ [ON_SCREEN_KEY]: key }}
            className="latest-photo"
            aria-label={showing === undefined ? t('openPhoto', photo) : t('openPhotoShowing', { ...photo, showing })}
            onClick={() => {
              select(measurement.id)
            }}
          >
            {picture}
          </button>
        )}
      />
    </div>
  )
}
