import { describe, expect, it } from 'vitest'
import { formatDate } from '../../../../src/text/format'
import { englishIn, openNote, service } from './handoff-history'
import { say } from '../../words'

/*
 * The visit's note in the app URL's language: in German, every line from the German catalogs (the
 * hand-off's, the verdict's and the codes'), with German dates and decimal commas; what the service
 * sent as text stays as sent. In the pseudo-locale none of the note's English words is left. The
 * English note is handoff-note.test.tsx's.
 */

describe('the note in German (lang=de)', () => {
  it('writes every field of a visit in German, units spelled out, dates and numbers as German writes them', async () => {
    service()
    const { dialog, preview } = await openNote('2026-04-05', 'de')
    expect(dialog).toHaveAttribute('lang', 'de')
    const d = formatDate
    expect(d('2026-04-05')).toBe('05.04.2026')
    const lines = preview.value.split('\n')
    expect(lines.slice(0, -1)).toEqual([
      `Wunde 7, Visite vom ${d('2026-04-05')}`,
      'Größe: Länge 4,1 × Breite 3,2 × Tiefe 0,7 Zentimeter (jeweils das Maximum)',
      'Fläche: 6 Quadratzentimeter',
      'Volumen: 2,5 Kubikzentimeter',
      'Umfang: 11,2 Zentimeter',
      'Gewebe: Granulation 60 %, Fibrinbelag 30 %, Nekrose 10 %; nicht zugeordnet (Epithel- oder anderes Gewebe): 0 %',
      'PUSH 3.0: 15 von 17 (Länge × Breite 13,12 Quadratzentimeter: 9, Exsudat mittel: 2, Gewebe Nekrose: 4); eine Schätzung aus der Dokumentation; das Instrument ist nur für Dekubitus validiert',
      `Flächenänderung: -2 Quadratzentimeter (-25 %) seit der vorherigen Visite, ${d('2026-03-29')}; -4 Quadratzentimeter, prozentuale Flächenreduktion (PAR) 40 % seit der ersten Messung, ${d('2026-03-01')}`,
      // The verdict's one line as the screens say it in German, every sign named.
      `Verlauf: Infektionszeichen seit dem ${d('2026-04-05')}: infiziert, Erythem, bleeding / friable granulation tissue, pocketing; wird kleiner: 40 % in den letzten 5 Wochen (10,00 → 6,00 cm²); frühes Ansprechen: 20 % kleiner 4 Wochen nach dem ${d('2026-03-01')} (kein Wundtyp gewählt, daher keine Referenz).`,
      'Referenz: keine (kein Wundtyp gewählt): Die frühe Flächenreduktion wird ohne Vergleich angegeben. Dies ist eine Entscheidungsunterstützung, keine Diagnose.',
      // The comment, the free-text edge and the notes as the service sent them; a code the
      // specification does not list (a sign of infection) as the service spells it.
      'Exsudat: mittel, serös-blutig; Kommentar: Strike-through on the dressing',
      'Geruch: übelriechend',
      `Infektion: infiziert: ja; lokale Infektionszeichen: Erythem, bleeding / friable granulation tissue, pocketing; Wundabstrich: ja; Datum des Abstrichs: ${d('2026-04-04')}`,
      'Wundrand: eingerollt, Edge raised medially',
      'Wundumgebung: Mazeration, Ödem',
      'Tunnel: 2 Zentimeter bei 2 und 3 Uhr',
      'Unterminierung: 1 Zentimeter bei 6 Uhr',
      'Schmerz (0 bis 10): in Ruhe 2, bei Bewegung 6, nachts 3',
      'Bemerkungen: Debrided. / <b>Review</b> in 1 week',
      'Lokalisation: ______',
      'Wundtyp: ______',
      'Beurteilt von: ______',
      say('handoff', 'planBlank'),
    ])
    expect(lines.at(-1)).toMatch(
      /^Quelle: digitale Wundvermessung, Wunddokumentationsdienst \(Messung 3, festgeschrieben, Einschätzung 21\), abgerufen \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}; Notiz erstellt von Wound History \d+\.\d+\.\d+, Entscheidungsunterstützung für die Durchsicht von Wunddokumentationen, keine Diagnose\.$/,
    )
  })

  it('says in German what is absent, what contradicts itself and what the specification requires', async () => {
    service()
    const { preview } = await openNote('2026-04-12', 'de')
    const lines = preview.value.split('\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        'Fläche: 5,5 Quadratzentimeter',
        'PUSH 3.0: nicht berechnet (maximale Länge und maximale Breite nicht gemessen; Nekrose % nicht erfasst); eine Schätzung aus der Dokumentation; das Instrument ist nur für Dekubitus validiert',
        'Exsudat: kein, serös',
        'Geruch: kein Geruch',
        'Infektion: nicht als vorhanden dokumentiert (der Dienst übermittelt Angaben zur Infektion, wenn eine Infektion vorliegt)',
        'Tunnel: keiner dokumentiert',
        'Unterminierung: keine dokumentiert',
        'Bitte prüfen, wie übermittelt: Exsudat zugleich als kein und als serös dokumentiert.',
        'Nicht in der Messung dieser Visite: Länge, Breite, Tiefe, Volumen, Gewebeanteile.',
        'Bei dieser Visite nicht dokumentiert, obwohl die Spezifikation des Dienstes es verlangt: Wundrand, Wundumgebung, Schmerz.',
      ]),
    )
  })

  it('names the wound type and its reference as the clinician chose them, in German', async () => {
    service()
    const { preview } = await openNote('2026-04-05', 'de', '&reference=dfu-sheehan-2003')
    const lines = preview.value.split('\n')
    expect(lines).toContain(
      'Wundtyp: diabetisches Fußulkus, in Wound History gewählt und dort änderbar; der Wunddokumentationsdienst erfasst ihn nicht',
    )
    expect(lines).toContain(
      'Referenz: Sheehan et al. 2003, 53 % Flächenreduktion nach 4 Wochen (diabetische Fußulzera; doi:10.2337/diacare.26.6.1879). Dies ist eine Entscheidungsunterstützung, keine Diagnose.',
    )
    expect(lines).not.toContain('Wundtyp: ______')
  })
})

describe('the note in the pseudo-locale (lang=en-XA)', () => {
  it('leaves none of the note’s English words, nor the codes’ (what the service sent as text stays as sent)', async () => {
    service()
    for (const date of ['2026-04-05', '2026-04-12']) {
      const { dialog, preview, unmount } = await openNote(date, 'en-XA', '&reference=dfu-sheehan-2003')
      expect(dialog).toHaveAttribute('lang', 'en-XA')
      const lines = preview.value.split('\n')
      expect(lines.length).toBeGreaterThan(15)
      // Every line starts with a label the catalog wrote (accented), none with an English one.
      expect(
        lines.filter((line) => /^[A-Za-z]/.test(line)),
        date,
      ).toEqual([])
      expect(englishIn(preview.value, 'handoff'), date).toEqual([])
      expect(englishIn(preview.value, 'codes'), date).toEqual([])
      expect(englishIn(preview.value, 'verdict'), date).toEqual([])
      unmount()
    }
  })
})
