import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { SignedImage } from './signed-image'
import { useZoom, ZoomControls } from './zoom-controls'

type ImageViewerProps = {
  title: string
  url: string | undefined
  alt: string
  onRecover: () => Promise<boolean>
  onClose: () => void
}

/** Opens as a modal where the browser can (showModal); elsewhere (jsdom) as a plain open dialog. */
function openModal(dialog: HTMLDialogElement) {
  const { showModal } = dialog as Partial<Pick<HTMLDialogElement, 'showModal'>>
  if (dialog.open) return
  if (showModal) showModal.call(dialog)
  else dialog.setAttribute('open', '')
}

/**
 * One image full size in a modal dialog, with zoom and pan. Escape closes it; keys pressed in it
 * stay in it (the panel's ←/→ must not change the measurement behind the dialog).
 */
export function ImageViewer({ title, url, alt, onRecover, onClose }: ImageViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const zoom = useZoom()

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return undefined
    // The Enlarge button: focus goes back to it on closing. By the time this cleanup runs React has
    // removed the dialog, so the browser's own restoring on close() cannot be relied on.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    openModal(dialog)
    return () => {
      const { close } = dialog as Partial<Pick<HTMLDialogElement, 'close'>>
      if (dialog.open && close) close.call(dialog)
      if (opener?.isConnected) opener.focus()
    }
  }, [])

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
    // The native dialog handles Escape itself (cancel, then close); onClose keeps React in step.
    <dialog ref={dialogRef} className="image-viewer" aria-labelledby={titleId} onClose={onClose} onKeyDown={onKeyDown}>
      <div className="image-viewer-header">
        <h3 id={titleId}>{title}</h3>
        <button type="button" onClick={onClose}>
          Close enlarged image
        </button>
      </div>
      <ZoomControls zoom={zoom} label="Zoom" />
      <div
        className="zoom-viewport"
        tabIndex={0}
        aria-label="Enlarged image: drag or use the arrow keys to move it when zoomed"
        role="group"
        {...zoom.viewport}
      >
        <SignedImage url={url} alt={alt} onRecover={onRecover} className="zoomed-image" style={zoom.style} />
      </div>
    </dialog>
  )
}
