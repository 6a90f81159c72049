/**
 * Some browsers read the blob only after the click has returned; revoking the URL at once can
 * cancel the download. A short delay costs nothing: the memory is freed a moment later.
 */
export const REVOKE_DELAY_MS = 1_000

/** Saves `blob` as `fileName` through the browser's own download, as a link with `download` would. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.hidden = true
  // Firefox follows only links that are in the document.
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    setTimeout(() => {
      URL.revokeObjectURL(url)
    }, REVOKE_DELAY_MS)
  }
}
