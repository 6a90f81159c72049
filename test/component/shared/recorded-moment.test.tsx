import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RecordedMoment } from '../../../src/shared/recorded-moment'
import { formatDateTime } from '../../../src/text/format'
import { englishWords } from '../../../scripts/catalogs'
import { ROOT } from '../../../tools/harness/paths'

const words = englishWords(`${ROOT}/src/words`, 'first-rows')

describe('RecordedMoment', () => {
  it('writes the moment in the language shown, and as the service sent it in its tooltip', () => {
    render(<RecordedMoment moment="2026-02-27 10:41:00" />)
    const time = screen.getByText(formatDateTime('2026-02-27 10:41:00')).closest('time')
    expect(time).toHaveAttribute('title', words('utcMoment', { moment: '2026-02-27 10:41:00' }))
    expect(time?.getAttribute('title')).toBe('2026-02-27 10:41:00 UTC')
  })

  it('says a dash, with no tooltip, when the service sent no moment', () => {
    const { container } = render(<RecordedMoment moment={undefined} />)
    const time = container.querySelector('time')
    expect(time?.textContent).toBe('—')
    expect(time).not.toHaveAttribute('title')
  })
})
