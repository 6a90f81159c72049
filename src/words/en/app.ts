/* The app's frame (src/app and src/main.tsx): the header, the start screen, demo mode, one wound's tabs. */

/* Header and start screen */

export const appName = 'Wound History'
export const loadingConnectionSettings = 'Loading connection settings…'
export const notConnectedYet = 'Not connected yet: open Connection settings and enter your API key.'
export const enterWoundId = 'Enter a wound ID to see its assessments and measurements.'
export const viewNotShown = 'This view could not be shown'

/* Demo mode */

export const leavingDemoMode = 'Leaving demo mode…'
export const startingDemoService = 'Starting the demo service…'
export const demoNotStarted = 'Demo data could not start'
/** Why demo mode did not start: the browser's reason, then what demo mode needs. */
export const demoNeeds = (reason: string): string => `${reason}. Demo mode needs a browser with service workers, on https or localhost.`

/* One wound: its heading, its tabs, and what loads in them */

export const woundHeading = (woundId: number): string => `Wound ${woundId}`
export const woundRecords = (woundId: number): string => `Wound ${woundId} records`
export const measurementsTab = 'Measurements'
export const assessmentsTab = 'Assessments'
export const overviewTab = 'Healing overview'
export const imagesTab = 'Images over time'
export const loadingAssessments = 'Loading assessments…'
export const loadingOverview = 'Loading the healing overview…'
export const loadingImageTimeline = 'Loading the images over time…'
export const loadingVisit = 'Loading the visit…'
export const loadingAssessment = 'Loading the assessment…'
export const loadingImages = 'Loading images…'
export const visitPhoto = 'Photo of this visit'

/* Sign-in build */

/** The header's name for a clinician whose ID token names no one. */
export const signedInAnonymously = 'Signed in'
export const signInNotStarted = 'Sign-in could not start. Check the network connection and reload the page.'

/* Automatic logoff when its own code cannot run (features/idle/automatic-logoff.tsx): these load with the app, its other words with that code */

export const closedForInactivity = 'Closed for inactivity'
export const closedForInactivityBody = 'This screen was closed after a period of inactivity, and the wound data it showed was cleared.'
export const screenClosed = 'Screen closed'
export const logoffUnavailable =
  'Automatic logoff could not start, so this screen was closed and its wound data cleared. Reload the page to continue.'
export const reload = 'Reload'
