/* Choosing a wound: the wound ID field and the demo service's wounds (features/wound-picker). */

// The demo wounds

export const demoWoundsHeading = 'Demo wounds'
export const demoWoundsIntro = 'Built-in example data. Open one, or type its ID above.'
/** The demo's ward as a caseload (`wounds=`). */
export const demoCaseload = (count: number): string => `The demo ward as a caseload (${count} wounds)`
/** "Wound 1: Venous leg ulcer" (the label is the demo service's). */
export const demoWoundName = (id: number, label: string): string => `Wound ${id}: ${label}`
