import { describe, expect, it } from 'vitest'
import { filterProblem } from '../../../src/api/filters'
import { firstRowWords } from '../../../src/words/first-rows'
import { filterProblem as filterProblemId } from '../../../src/words/first-rows/messages'

/** What the filter form says of a value, in English (undefined: it can be sent). */
const filterMessage = (key: string, value: string) => {
  const problem = filterProblem(key, value)
  return problem === undefined ? undefined : firstRowWords.english(filterProblemId, { problem })
}

describe("a filter's value in words", () => {
  it.each([
    ['area', ' ', 'Enter a value.'],
    ['id', '2.5', 'Enter a whole number.'],
    ['area', '-1', 'Enter a number of 0 or more, e.g. 2.5.'],
    ['granulation', '101', 'Enter a percentage from 0 to 100.'],
    ['date', '2026-02-30', 'Enter a date as YYYY-MM-DD.'],
    ['created_at', 'yesterday', 'Enter a date and time.'],
    ['type', 'polygon', 'Choose group, multiple or regular.'],
    ['is_locked', 'yes', 'Choose yes or no.'],
    ['colour', 'red', 'Not a filter of this list.'],
  ])('%s = %j says %s', (key, value, text) => {
    expect(filterMessage(key, value)).toBe(text)
  })

  it('says nothing of a value that can be applied', () => {
    expect(filterMessage('area', '2.5')).toBeUndefined()
    expect(filterMessage('type', 'group')).toBeUndefined()
  })
})
