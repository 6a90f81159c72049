import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { formatDate } from '../../../../src/text/format'
import { INVISIBLE_CHARACTERS } from '../../../hostile-records'
import { server } from '../../../msw-server'
import { renderApp } from '../../../render-app'
import { assessmentRecord, listBody } from '../../fixtures'
import { MEASUREMENTS, openNote, service } from './handoff-history'
import { wordsOf } from '../../words'

/*
 * Copy note: the visit as a progress note for the patient's record. A hand-built
 * history (handoff-history.ts), so every figure of the note is known: a visit with every field,
 * and one with most fields missing (said once, at the end). The preview is exactly what is copied.
 * The note's English is written out in full here: it goes into a patient's record. The buttons and
 * the status line are found through the hand-off's English catalog.
 */

/** The hand-off's, the visit's and the verdict's English words, from their catalogs. */
const words = wordsOf('handoff')
const visitsWords = wordsOf('visits')
const verdictWords = wordsOf('verdict')
const dated = (date: string) => ({ which: 'dated', date: formatDate(date) })

const SOURCE = /^Source: digital wound measurement, wound-care service \((.+)\), retrieved .+\d{4}.+\.$/

describe('Copy note', () => {
  it('writes every field of a visit, in words and spelled-out units, with the verdict, every sign, no reference unchosen, and the source', async () => {
    service()
    const { preview } = await openNote('2026-04-05')
    const lines = preview.value.split('\n')
    const d = formatDate
    expect(lines.slice(0, -1)).toEqual([
      `Wound 7, visit of ${d('2026-04-05')}`,
      'Size: length 4.1 × width 3.2 × depth 0.7 centimetres (maximum of each)',
      'Area: 6 square centimetres',
      'Volume: 2.5 cubic centimetres',
      'Perimeter: 11.2 centimetres',
      // What the three shares leave: the service has no share for epithelial or other tissue.
      'Tissue: granulation 60%, slough 30%, eschar 10%; not classified (epithelial or other tissue): 0%',
      // 4.1 × 3.2 = 13.12 cm² → 9; moderate → 2; eschar present → 4.
      'PUSH 3.0: 15 of 17 (length × width 13.12 square centimetres: 9, exudate moderate: 2, tissue eschar: 4); an estimate from the records; the tool is validated for pressure ulcers only',
      // 8 → 6 cm² is −25%; 10 → 6 cm² is a 40% reduction from the first measurement.
      `Change in area: -2 square centimetres (-25%) since the previous visit, ${d('2026-03-29')}; -4 square centimetres, percentage area reduction (PAR) 40% since the first measurement, ${d('2026-03-01')}`,
      // Every sign, none cut to "and 1 more"; the malodour of the wound's first assessment is not an increase.
      `Trajectory: Signs of infection since ${d('2026-04-05')}: infected, erythema, bleeding / friable granulation tissue, pocketing; getting smaller: 40% in the last 5 weeks (10.00 → 6.00 cm²); early response: 20% smaller 4 weeks after ${d('2026-03-01')} (no wound type chosen, so no reference).`,
      'Reference: none (no wound type chosen): the early area reduction is given without a comparison. This is decision support, not a diagnosis.',
      'Exudate: moderate, serosanguineous; comment: Strike-through on the dressing',
      'Odour: malodorous',
      `Infection: infected: yes; signs of local infection: erythema, bleeding / friable granulation tissue, pocketing; wound swab: yes; swab date: ${d('2026-04-04')}`,
      'Wound edge: rolled, Edge raised medially',
      'Peri-wound skin: maceration, oedema',
      'Tunnelling: 2 centimetres at 2 and 3 o’clock',
      'Undermining: 1 centimetre at 6 o’clock',
      'Pain (0 to 10): at rest 2, with movement 6, at night 3',
      // Markup stays characters; a line break in service text cannot start a line of the note.
      'Notes: Debrided. / <b>Review</b> in 1 week',
      // What the record needs and the service does not hold: blanks for the clinician, not forgotten.
      words('locationBlank'),
      words('woundTypeBlank'),
      words('assessorBlank'),
      words('planBlank'),
    ])
    expect(lines.at(-1)).toMatch(SOURCE)
    expect(SOURCE.exec(lines.at(-1) ?? '')?.[1]).toBe('measurement 3, locked, assessment 21')
    expect(lines.at(-1)).toMatch(
      /; note written by Wound History \d+\.\d+\.\d+, decision support for reviewing wound records, not a diagnosis\.$/,
    )
    expect(preview.value).not.toMatch(/not recorded|and \d+ more|Sheehan|threshold|on track/i)
  })

  it('says the wound type and its reference as the clinician chose them, and who can change it', async () => {
    service()
    const app = renderApp({ url: `/?wound=7&visit=2026-04-05&reference=dfu-sheehan-2003` })
    const dialog = await screen.findByRole('dialog', { name: visitsWords('visitOf', { date: formatDate('2026-04-05') }) })
    const show = await within(dialog).findByRole('button', { name: words('showNote') })
    await waitFor(() => {
      expect(show).not.toHaveAttribute('aria-disabled', 'true')
    })
    await app.user.click(show)
    const lines = within(dialog).getByRole<HTMLTextAreaElement>('textbox').value.split('\n')
    expect(lines).toContain(
      'Wound type: diabetic foot ulcer, as chosen in Wound History by its user, who can change it there; the wound-care service does not record it',
    )
    expect(lines).toContain(
      'Reference: Sheehan et al. 2003, 53% area reduction at 4 weeks in diabetic foot ulcers (doi:10.2337/diacare.26.6.1879). This is decision support, not a diagnosis.',
    )
    expect(lines.find((line) => line.startsWith('Trajectory: '))).toMatch(
      /early response: 20% smaller 4 weeks after .*, below the 53% of Sheehan et al\. 2003/,
    )
    expect(lines).not.toContain(words('woundTypeBlank'))
  })

  it('says each reference at its own check: Phillips et al. at 3 weeks', async () => {
    service()
    const { preview } = await openNote('2026-04-05', 'en', '&reference=vlu-phillips-2000')
    const lines = preview.value.split('\n')
    expect(lines).toContain(
      'Wound type: venous leg ulcer, as chosen in Wound History by its user, who can change it there; the wound-care service does not record it',
    )
    expect(lines.find((line) => line.startsWith('Reference: '))).toMatch(
      /^Reference: Phillips et al\. 2000, 40% area reduction at 3 weeks in venous leg ulcers \(.+\)\. This is decision support, not a diagnosis\.$/,
    )
  })

  it('says what is absent as what it is, flags what contradicts itself, and invents nothing', async () => {
    service()
    const { preview } = await openNote('2026-04-12')
    const lines = preview.value.split('\n')
    const d = formatDate
    expect(lines.slice(0, -1)).toEqual([
      `Wound 7, visit of ${d('2026-04-12')}`,
      'Area: 5.5 square centimetres',
      'PUSH 3.0: not scored (maximum length and maximum width not measured; eschar % not recorded); an estimate from the records; the tool is validated for pressure ulcers only',
      `Change in area: -0.5 square centimetres (-8%) since the previous visit, ${d('2026-04-05')}; -4.5 square centimetres, percentage area reduction (PAR) 45% since the first measurement, ${d('2026-03-01')}`,
      expect.stringMatching(/^Trajectory: Signs of infection recorded on .+, none at the latest assessment/),
      expect.stringMatching(/^Reference: none \(no wound type chosen\)/),
      'Exudate: none, serous',
      'Odour: no odour',
      // Optional in the specification: their absence is said as what the specification means by it.
      words('infectionNotPresent'),
      'Tunnelling: none recorded',
      'Undermining: none recorded',
      'Check, as sent: exudate recorded as both none and serous.',
      'Not in this visit’s measurement: length, width, depth, volume, tissue percentages.',
      // Required by the specification, and absent: "not recorded" only for these.
      'Not recorded at this visit, though the service’s specification requires it: wound edge, peri-wound skin, pain.',
      words('locationBlank'),
      words('woundTypeBlank'),
      words('assessorBlank'),
      words('planBlank'),
    ])
    expect(SOURCE.exec(lines.at(-1) ?? '')?.[1]).toBe('measurement 4, assessment 22')
  })

  it('copies exactly the previewed text and says so to screen readers', async () => {
    service()
    const { dialog, preview, user } = await openNote('2026-04-05')
    await user.click(within(dialog).getByRole('button', { name: words('copyNote') }))
    await waitFor(async () => {
      expect(await navigator.clipboard.readText()).toBe(preview.value)
    })
    expect(within(dialog).getByRole('status', { name: '' })).toBeInTheDocument()
    expect(within(dialog).getByText(words('noteCopied', dated('2026-04-05')))).toHaveAttribute('role', 'status')
  })

  it('when the browser refuses the clipboard, selects the note for the user to copy, and says how', async () => {
    service()
    const { dialog, preview, user } = await openNote('2026-04-05')
    const refused = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'))
    await user.click(within(dialog).getByRole('button', { name: words('copyNote') }))
    expect(refused).toHaveBeenCalledWith(preview.value)
    expect(await within(dialog).findByText(words('copyRefused', dated('2026-04-05')))).toHaveAttribute('role', 'status')
    await waitFor(() => {
      expect(preview).toHaveFocus()
    })
    expect([preview.selectionStart, preview.selectionEnd]).toEqual([0, preview.value.length])
  })

  it('is the latest visit’s note in the wound summary', async () => {
    service()
    const { user } = renderApp({ url: '/?wound=7' })
    const summary = await screen.findByRole('group', { name: verdictWords('summaryOf', { id: 7 }) })
    const show = await within(summary).findByRole('button', { name: words('showNote') })
    await waitFor(() => {
      expect(show).not.toHaveAttribute('aria-disabled', 'true')
    })
    await user.click(show)
    const preview = within(summary).getByRole<HTMLTextAreaElement>('textbox', { name: words('notePreview', dated('2026-04-12')) })
    expect(preview.value.split('\n')[0]).toBe(`Wound 7, visit of ${formatDate('2026-04-12')}`)
  })
})

describe('Copy note, service text with characters no one sees', () => {
  const [LS, PS, ZWSP, , ZWJ] = INVISIBLE_CHARACTERS
  const RLO = '\u202E'
  const FSI = '\u2068'
  const PDI = '\u2069'
  const hidden = INVISIBLE_CHARACTERS.join('')

  it('copies none of them: a line or paragraph separator breaks the text as a new line would, the others are left out', async () => {
    server.use(
      http.get('*/api/v1/measurements', () => HttpResponse.json(listBody(MEASUREMENTS))),
      http.get('*/api/v1/assessments', () =>
        HttpResponse.json(
          listBody([
            {
              // Off the spec where a code carries them (flagged, and still written out).
              ...assessmentRecord(
                31,
                {
                  exudate: { amount: 'MODERATE', type: 'SEROUS', comment: `${RLO}gniklaeS${PDI} on the dressing` },
                  notes: `Debrided.${LS}Review${PS}in 1 week${FSI}${hidden}`,
                },
                {
                  wound_edge: ['OTHER_FREE_TEXT', `Edge${ZWSP} raised${hidden}`],
                  peri_wound_skin: [`MACER${ZWJ}ATION`],
                  odor: `NO${ZWSP}`,
                },
              ),
              date: '2026-04-05',
              created_at: '2026-04-05 10:00:00',
            },
          ]),
        ),
      ),
    )
    const { dialog, preview, user } = await openNote('2026-04-05')
    const lines = preview.value.split('\n')
    for (const char of INVISIBLE_CHARACTERS) {
      expect(preview.value, `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}`).not.toContain(char)
    }
    expect(lines).toContain('Notes: Debrided. / Review / in 1 week')
    expect(lines).toContain('Exudate: moderate, serous; comment: gniklaeS on the dressing')
    expect(lines).toContain('Wound edge: Edge raised')
    // A code with one in it is not that code (the screen flags it): quoted, the character written out.
    expect(lines).toContain('Odour: “NO⟨U+200B⟩”')
    // Every line is the note's own: none starts with what the service wrote.
    expect(lines.filter((line) => !/^(Wound \d+, visit of|[A-Z][\w -]*( 3\.0| \(0 to 10\))?:)/.test(line))).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: words('copyNote') }))
    await waitFor(async () => {
      expect(await navigator.clipboard.readText()).toBe(preview.value)
    })
  })
})
