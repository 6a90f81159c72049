import { createLoader } from 'nuqs'
import { describe, expect, it } from 'vitest'
import { viewParsers } from '../../../src/url-state/view-params'
import { withAppRules } from '../../../src/url-state/view-rules'
import { viewOfSearch } from '../../../src/url-state/view-url'

describe('the app URL read outside React', () => {
  const loadWithNuqs = createLoader(viewParsers)

  it.each([
    '',
    '?',
    '?wound=1',
    '?wound=1&tab=assessments&page=3&rows=50&sort=-id',
    '?wound=abc&page=-2&rows=33&tab=charts&lang=fr',
    '?wound=1&wound=2&page=2&page=x',
    '?wound=3&filter[area]=>=2.5&filter[type]=group&filter[date]=2026-02-30&fields=id,area',
    '?wound=3&expanded=5,0,-4,5~2,~3,x&selected=7&compare=7,9&exclude=3,1,3',
    '?wounds=4,2,4,x&visit=2026-03-05&baseline=0000-01-01&reference=other&lang=de',
    '?wound=&page=&fields=&expanded=',
    '?wound=%201&rows=25&tab=overview&utm=x',
  ])('reads %j as nuqs’s createLoader reads it', (search) => {
    expect(viewOfSearch(search)).toEqual(withAppRules(loadWithNuqs(search)))
  })
})
