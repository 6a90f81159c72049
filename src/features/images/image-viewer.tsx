import { useId, type KeyboardEvent } from 'react'
import { SignedImage } from './signed-image'
import { useModalDialog } from '../../shared/use-modal-dialog'
import { useZoom, ZoomControls } from './zoom-controls'
import { useImagesWords } from './use-images-words'

type ImageViewerProps = {
  title: string
  url: string | undefined
  alt: string
  onRecover: () => Promise<boolean>
  onClose: () => void
}

/**
 * One image full size in a modal dialog, with zoom and pan. Escape closes it; keys pressed in it
 * stay in it (the panel's ←/→ must not change the measurement behind the dialog).
 */
export function ImageViewer({ title, url, alt, onRecover, onClose }: ImageViewerProps) {
  const { t, locale } = useImagesWords()
  const dialog = useModalDialog(onClose)
  const titleId = useId()
  const zoom = useZoom()

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Anywhere in the dialog (on its buttons too) the keys zoom and pan the one picture in it.
    zoom.onKeyDown(event)
    event.stopPropagation()
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    }
  }

  return (
    <dialog {...dialog} className="image-viewer" aria-labelledby={titleId} onKeyDown={onKeyDown} lang={locale}>
      <div className="image-viewer-header">
        <h3 id={titleId}>{title}</h3>
        <button type="button" onClick={onClose}>
          {t('closeEnlarged')}
        </button>
      </div>
      <ZoomControls zoom={zoom} label={t('zoomEnlarged')} />
      <div className="zoom-viewport" tabIndex={0} aria-label={t('enlargedViewport')} role="group" {...zoom.viewport}>
        <SignedImage t={t} url={url} alt={alt} onRecover={onRecover} className="zoomed-image" style={zoom.style} />
      </div>
    </dialog>
  )
}
