import { useId } from 'react'
import { IN_PLACE, useViewState } from '../../url-state/view-state'
import { useConnectionState } from '../../session/connection-store'
import { rememberWoundType } from '../../session/wound-types'
import { HEALING_REFERENCE_IDS, woundTypeChoice, type WoundTypeChoice } from '../../domain/healing/references'
import { REFERENCE_STUDIES } from './early-words'
import { useOverviewWords } from './use-overview-words'

/**
 * The wound type (contract section 9): the service does not record it, so the clinician chooses,
 * and until then nothing is compared with a published reference. Kept in the app URL
 * (`reference=`, a reference's id or `other`) and, where this device remembers choices, for the wound.
 */
export function WoundTypeSelect({ woundId, choice }: { woundId: number; choice: WoundTypeChoice | null }) {
  const { setView } = useViewState()
  const { settings } = useConnectionState()
  const { t } = useOverviewWords()
  const id = useId()
  return (
    <>
      <label htmlFor={id}>{t('woundTypeLabel')}</label>
      <select
        id={id}
        className="wound-type-select"
        value={choice ?? ''}
        aria-describedby={`${id}-note`}
        onChange={(event) => {
          const next = woundTypeChoice(event.target.value)
          rememberWoundType(settings, woundId, next)
          void setView({ reference: next }, IN_PLACE)
        }}
      >
        <option value="">{t('woundTypeNotChosen')}</option>
        {HEALING_REFERENCE_IDS.map((reference) => (
          <option key={reference} value={reference}>
            {t(REFERENCE_STUDIES[reference].label)}
          </option>
        ))}
        <option value="other">{t('otherWoundType')}</option>
      </select>
      <p id={`${id}-note`} className="hint wound-type-note no-print">
        {t('woundTypeNote')}
      </p>
    </>
  )
}
