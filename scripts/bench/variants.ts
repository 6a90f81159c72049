import { SAME_ORIGIN_VARIANT } from './same-origin'

/** How the app reaches the service: the two deployments the bench compares. */
export type VariantKey = 'crossOrigin' | 'sameOrigin'

export const VARIANTS: readonly { key: VariantKey; label: string; about: string }[] = [
  {
    key: 'crossOrigin',
    label: 'cross-origin (CORS)',
    about:
      'the service on its own origin, baked into the build (VITE_API_BASE_URL=<service>); the X-API-KEY header makes every distinct list URL preflighted',
  },
  { key: 'sameOrigin', ...SAME_ORIGIN_VARIANT },
]
