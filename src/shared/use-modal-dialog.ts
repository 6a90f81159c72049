import { useEffect, useRef, type RefObject, type SyntheticEvent } from 'react'
import { useRestoreFocus } from './use-restore-focus'

/** A key pressed in a text field (or a select) is the field's: a dialog's own keys (←/→ to step) leave it alone. */
export const isInTextField = (target: EventTarget): boolean =>
  target instanceof HTMLElement && target.closest('input, select, textarea') !== null

/** Opens as a modal where the browser can (showModal); elsewhere (jsdom) as a plain open dialog. */
function openModal(dialog: HTMLDialogElement) {
  const { showModal } = dialog as Partial<Pick<HTMLDialogElement, 'showModal'>>
  if (dialog.open) return
  if (showModal) showModal.call(dialog)
  else dialog.setAttribute('open', '')
}

/**
 * A `<dialog>` that is open while its component is mounted: modal (the page behind is inert),
 * focus moved in (to `initialFocus`, else the browser's choice), and back to the control that
 * opened it when it goes. Escape and the browser's own close call `onClose`, which unmounts it.
 *
 * React passes a nested dialog's `close` and `cancel` events up its own tree (they do not bubble
 * in the DOM): only the dialog's own events count, or closing an enlarged image inside would
 * close the dialog around it too.
 */
export function useModalDialog(onClose: () => void, initialFocus?: RefObject<HTMLElement | null>) {
  const ref = useRef<HTMLDialogElement>(null)
  const latestOnClose = useRef(onClose)
  useEffect(() => {
    latestOnClose.current = onClose
  })

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return undefined
    openModal(dialog)
    initialFocus?.current?.focus()
    return () => {
      const { close } = dialog as Partial<Pick<HTMLDialogElement, 'close'>>
      if (dialog.open && close) close.call(dialog)
    }
    // Runs once per opening: the focus target is that of the moment it opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [])
  // The opener (a row's button, a chart point, a thumbnail) gets the focus back once the dialog is
  // closed: by then React has removed the dialog, so the browser's own restoring on close() cannot
  // be relied on.
  useRestoreFocus({ onlyIfLost: false })

  const own = (event: SyntheticEvent<HTMLDialogElement>) => event.target === event.currentTarget
  return {
    ref,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      if (!own(event)) return
      // React unmounts the dialog; closing it natively first would restore focus twice.
      event.preventDefault()
      latestOnClose.current()
    },
    onClose: (event: SyntheticEvent<HTMLDialogElement>) => {
      if (own(event)) latestOnClose.current()
    },
  }
}
