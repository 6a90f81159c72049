import type { Measurement } from '../../api/schemas/measurement'
import { safeHttpUrl } from '../../shared/safe-url'
import { SignedImage } from './signed-image'
import { ON_SCREEN_KEY, useOnScreen } from './use-on-screen'
import { useSignedImages } from './use-signed-images'
import { imageAlt } from './image-words'
import { useImagesWords } from './use-images-words'

const NONE: readonly number[] = []

/**
 * A caseload row's latest photo (default export, for React.lazy): asked for only once its row
 * comes near the screen, and its signed URL renewed only while it is on screen, so a caseload of
 * 30 wounds on a phone loads the photos scrolled to, not all 30. Not a control of its own: the row's
 * link opens the wound.
 */
export default function CaseloadPhoto({ woundId, measurement }: { woundId: number; measurement: Measurement & { id: number } }) {
  const { t, locale } = useImagesWords()
  const { near, visible, supported, watch } = useOnScreen()
  const key = String(measurement.id)
  const { recover } = useSignedImages(woundId, !supported || visible.has(key) ? [measurement.id] : NONE)
  return (
    <div ref={watch} {...{ [ON_SCREEN_KEY]: key }} className="caseload-photo" lang={locale}>
      {!supported || near.has(key) ? (
        <SignedImage
          t={t}
          url={safeHttpUrl(measurement.images?.thumbnail)}
          alt={imageAlt(t, 'thumbnail', measurement)}
          onRecover={() => recover(measurement.id)}
        />
      ) : null}
    </div>
  )
}
