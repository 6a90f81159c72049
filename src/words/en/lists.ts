import type { FilterProblem } from '../../api/filters'

/* The lists' filters (src/lists): why a value cannot be sent. */

/** Why a filter value cannot be sent, for the field's message; undefined when it can. */
export function filterProblemText(problem: FilterProblem | undefined): string | undefined {
  switch (problem) {
    case undefined:
      return undefined
    case 'empty':
      return 'Enter a value.'
    case 'integer':
      return 'Enter a whole number.'
    case 'number':
      return 'Enter a number of 0 or more, e.g. 2.5.'
    case 'percent':
      return 'Enter a percentage from 0 to 100.'
    case 'date':
      return 'Enter a date as YYYY-MM-DD.'
    case 'datetime':
      return 'Enter a date and time.'
    case 'type':
      return 'Choose group, multiple or regular.'
    case 'boolean':
      return 'Choose yes or no.'
    case 'not-a-filter':
      return 'Not a filter of this list.'
  }
}
