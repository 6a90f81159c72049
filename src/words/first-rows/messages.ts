// Written by `npm run catalogs` from en.json (test/unit/scripts/catalogs.test.ts checks it is current): each
// message's number in the compiled catalogs, typed with the placeholders it takes.
import type { MessageId } from '../../i18n/numbered'

export const appName = 0 as MessageId<undefined>
export const loadingConnectionSettings = 1 as MessageId<undefined>
export const notConnectedYet = 2 as MessageId<undefined>
export const enterWoundId = 3 as MessageId<undefined>
export const viewNotShown = 4 as MessageId<undefined>
export const leavingDemoMode = 5 as MessageId<undefined>
export const startingDemoService = 6 as MessageId<undefined>
export const demoNotStarted = 7 as MessageId<undefined>
export const demoNeeds = 8 as MessageId<{ reason: string | number }>
export const woundHeading = 9 as MessageId<{ woundId: string | number }>
export const woundRecords = 10 as MessageId<{ woundId: string | number }>
export const measurementsTab = 11 as MessageId<undefined>
export const assessmentsTab = 12 as MessageId<undefined>
export const overviewTab = 13 as MessageId<undefined>
export const imagesTab = 14 as MessageId<undefined>
export const loadingAssessments = 15 as MessageId<undefined>
export const loadingOverview = 16 as MessageId<undefined>
export const loadingImageTimeline = 17 as MessageId<undefined>
export const loadingVisit = 18 as MessageId<undefined>
export const loadingAssessment = 19 as MessageId<undefined>
export const loadingImages = 20 as MessageId<undefined>
export const visitPhoto = 21 as MessageId<undefined>
export const signInNotStarted = 22 as MessageId<undefined>
export const closedForInactivity = 23 as MessageId<undefined>
export const closedForInactivityBody = 24 as MessageId<undefined>
export const screenClosed = 25 as MessageId<undefined>
export const logoffUnavailable = 26 as MessageId<undefined>
export const reload = 27 as MessageId<undefined>
export const demoData = 28 as MessageId<undefined>
export const demoDataTitle = 29 as MessageId<undefined>
export const serviceLabel = 30 as MessageId<undefined>
export const thisSite = 31 as MessageId<undefined>
export const connectionSettings = 32 as MessageId<undefined>
export const chooseWound = 33 as MessageId<undefined>
export const woundIdLabel = 34 as MessageId<undefined>
export const loadWound = 35 as MessageId<undefined>
export const woundIdMissing = 36 as MessageId<undefined>
export const woundIdNotWholeNumber = 37 as MessageId<undefined>
export const woundIdBelowOne = 38 as MessageId<undefined>
export const woundIdTooLarge = 39 as MessageId<undefined>
