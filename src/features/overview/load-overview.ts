import { onceOnline } from '../../shared/when-online'
import type HealingOverview from './healing-overview'

type OverviewModule = { default: typeof HealingOverview }

const load = onceOnline(() => import('./healing-overview'))
let loaded: OverviewModule | undefined

/** Loads the healing overview's code; once here, it is kept for the tab (overviewForTab). */
export const loadHealingOverview = (): Promise<OverviewModule> =>
  load().then(({ default: overview }) => {
    loaded = { default: overview }
    return loaded
  })

/**
 * The overview tab's loader, for React.lazy. Once the code has been loaded ahead (overview-code.ts),
 * it hands the module over at once, in a thenable that answers synchronously: React then draws the
 * overview in the render of the tab's click. Given a promise, React would first show the tab's
 * "Loading the healing overview…" and then keep it up for at least 300 ms (its FALLBACK_THROTTLE_MS) before
 * drawing an overview whose code was already here.
 */
export function overviewForTab(): Promise<OverviewModule> {
  const module = loaded
  if (module === undefined) return loadHealingOverview()
  // React.lazy only calls `then` on what its loader returns, and takes the module from the callback.
  const now = {
    then: (done: (value: OverviewModule) => void) => {
      done(module)
    },
  }
  return now as unknown as Promise<OverviewModule>
}
