import { filterProblem } from '../../api/filters'

/* A filter's value that cannot be applied: the message under its field (api/filters.ts finds why). */

/** What the field says of a value for this key; undefined when the value can be applied. */
export function filterMessage(key: string, value: string): string | undefined {
  switch (filterProblem(key, value)) {
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
    case 'unknown-key':
      return 'Not a filter of this list.'
  }
}
