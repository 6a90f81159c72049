import { version } from '../../package.json'

/**
 * This software as what it writes into a patient's record names it (the note, the FHIR export):
 * its name and the version of the build (package.json's, the one number a release changes).
 */
export const SOFTWARE = { name: 'Wound History', version } as const
