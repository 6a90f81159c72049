/* Choosing a wound: the wound ID field and the demo service's wounds (features/wound-picker). */

// The wound ID field

export const chooseWound = 'Choose a wound'
export const woundIdLabel = 'Wound ID'
export const loadWound = 'Load'

/** Why a wound ID is refused (nothing is sent). */
export const woundIdMissing = 'Enter a wound ID.'
export const woundIdNotWholeNumber = 'A wound ID is a positive whole number, such as 1 or 2045.'
export const woundIdBelowOne = 'A wound ID starts at 1.'
export const woundIdTooLarge = 'That wound ID is too large.'

// The demo wounds

export const demoWoundsHeading = 'Demo wounds'
export const demoWoundsIntro = 'Built-in example data. Open one, or type its ID above.'
/** The demo's ward as a caseload (`wounds=`). */
export const demoCaseload = (count: number): string => `The demo ward as a caseload (${count} wounds)`
/** "Wound 1: Venous leg ulcer" (the label is the demo service's). */
export const demoWoundName = (id: number, label: string): string => `Wound ${id}: ${label}`
