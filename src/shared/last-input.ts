/**
 * When the person at the screen last gave input (keyboard, pointer or touch), recorded from the
 * start of the page: the code that closes an unattended screen loads later, and input before it
 * loaded still counts.
 */

/** The input that counts as someone being there. Scrolling by wheel, touch or keys is among it; a page scrolled by code is not. */
export const INPUT_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart'] as const

let last = Date.now()
let watching = false

const mark = () => {
  last = Date.now()
}

/** Starts recording (once; main.tsx at start-up). The page's start counts as input. */
export function watchInput(target: EventTarget = window): void {
  mark()
  if (watching) return
  watching = true
  for (const type of INPUT_EVENTS) target.addEventListener(type, mark, { capture: true, passive: true })
}

export const lastInput = (): number => last
