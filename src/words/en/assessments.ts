/*
 * The assessments list's nouns, said inside the shared list's English sentences (#words/ui:
 * "Loading assessments…", "Assessment filters"), which build their plurals the English way. They
 * move to the assessments' catalog (src/words/assessments) when the shared list's words do.
 */

/** Singular, for counts: "assessment"; and as a group's name: "Assessment". */
export const assessmentNoun = 'assessment'
export const assessmentGroupNoun = 'Assessment'
