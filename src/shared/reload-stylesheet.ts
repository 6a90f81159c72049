/**
 * Asks anew for a stylesheet whose load failed (`href`, as the page has it), and settles once the
 * new one has loaded or failed. Loaded only when a stylesheet failed (see onceOnline).
 */
export async function reloadStylesheet(href: string): Promise<void> {
  for (const failed of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (failed.href !== href) continue
    const again = failed.cloneNode() as HTMLLinkElement
    failed.replaceWith(again)
    await new Promise((settled) => {
      again.onload = again.onerror = settled
    })
  }
}
