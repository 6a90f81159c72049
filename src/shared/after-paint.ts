/**
 * Runs `callback` once the next frame has been painted: a frame's animation callbacks run before
 * its paint, and a task queued from one runs after it. (A timeout alone can run before the paint:
 * a busy page may start the next task first.) Returns the cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
