// Written by `npm run catalogs` from en.json (test/unit/scripts/catalogs.test.ts checks it is current): each
// message's number in the compiled catalogs, typed with the placeholders it takes.
import type { MessageId } from '../../i18n/numbered'

export const gotValue = 0 as MessageId<{ expected: string | number; received: string | number }>
export const missing = 1 as MessageId<undefined>
export const missingExpected = 2 as MessageId<{ expected: string | number }>
export const missingAllowed = 3 as MessageId<{ allowed: string | number }>
export const unexpectedValue = 4 as MessageId<{ received: string | number; allowed: string | number }>
export const unexpectedHiddenValue = 5 as MessageId<{ received: string | number; allowed: string | number }>
export const belowMinimum = 6 as MessageId<{ minimum: string | number }>
export const aboveMaximum = 7 as MessageId<{ maximum: string | number }>
export const invalidFormat = 8 as MessageId<{ format: string | number; received: string | number }>
export const unexpectedFields = 9 as MessageId<{ count: number; keys: string | number }>
export const noKnownShape = 10 as MessageId<undefined>
export const hiddenCharacters = 11 as MessageId<undefined>
export const hiddenCharactersValue = 12 as MessageId<{ received: string | number }>
export const implausibleDate = 13 as MessageId<{ first: string | number; last: string | number }>
export const offSpec = 14 as MessageId<undefined>
export const notAnObject = 15 as MessageId<undefined>
export const notAnObjectGot = 16 as MessageId<{ got: string | number }>
export const nestedTooDeep = 17 as MessageId<{ levels: string | number }>
export const unreadLevels = 18 as MessageId<{ children: string | number; depth: string | number; limit: string | number }>
export const childType = 19 as MessageId<{ parent: string | number; child: string | number }>
export const sharedIdAmongChildren = 20 as MessageId<{ id: string | number; records: string | number; parent: string | number }>
export const sharedIdOnPage = 21 as MessageId<{ id: string | number; records: string | number }>
export const noId = 22 as MessageId<undefined>
export const nestedId = 23 as MessageId<{ id: string | number }>
export const otherPage = 24 as MessageId<{ said: string | number; asked: string | number }>
export const pageCount = 25 as MessageId<{
  lastPage: string | number
  total: string | number
  perPage: string | number
  pages: string | number
}>
export const overfullPage = 26 as MessageId<{ records: string | number; perPage: string | number }>
export const aList = 27 as MessageId<undefined>
export const anObject = 28 as MessageId<undefined>
export const issueLine = 29 as MessageId<{ path: string | number; text: string | number }>
