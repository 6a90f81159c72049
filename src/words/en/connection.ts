/*
 * The connection to the wound-care service, in the header (the entry's: its settings form is
 * connection-form.ts, loaded with the form).
 */

/* The header */

export const demoData = 'Demo data'
export const demoDataTitle = 'Built-in example data; no patient data is shown.'
/** The service's address follows. */
export const serviceLabel = 'Service:'
/** The service's address when it is this site's own root. */
export const thisSite = 'this site'
export const connectionSettings = 'Connection settings'
