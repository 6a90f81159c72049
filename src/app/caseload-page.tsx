import { lazy, Suspense } from 'react'
import { CaseloadView } from '../features/caseload/caseload-view'
import { onceOnline } from '../shared/when-online'

/* A row's photo: the images feature's, loaded with the first photo a caseload shows. */
const CaseloadPhoto = lazy(onceOnline(() => import('../features/images/caseload-photo')))

/**
 * The caseload composed with the images feature (features do not import each other). Loaded by
 * layout.tsx only for a link that lists wounds, so none of it is in the entry.
 */
export default function CaseloadPage({ ids, today }: { ids: readonly number[]; today?: string | undefined }) {
  return (
    <CaseloadView
      ids={ids}
      today={today}
      renderPhoto={(woundId, measurement) => (
        <Suspense fallback={null}>
          <CaseloadPhoto woundId={woundId} measurement={measurement} />
        </Suspense>
      )}
    />
  )
}
