import { NAVIGATE, openWound, useViewState } from '../../url-state/view-state'
import { useSay } from '../../i18n/use-say'
import { firstRowWords } from '../../words/first-rows'
import * as w from '../../words/first-rows/messages'
import './wound-picker.css'

export type DemoWound = { id: number; label: string; description: string }

/** The demo service's wounds, so a first-time user has something to open, and its ward as a caseload. */
export default function DemoWoundList({ wounds, caseload }: { wounds: readonly DemoWound[]; caseload: readonly number[] }) {
  const { setView } = useViewState()
  const t = useSay(firstRowWords)
  return (
    <section className="demo-wounds" aria-labelledby="demo-wounds-heading">
      <h2 id="demo-wounds-heading">{t(w.demoWoundsHeading)}</h2>
      <p>{t(w.demoWoundsIntro)}</p>
      <ul>
        {wounds.map((wound) => (
          <li key={wound.id}>
            <button type="button" className="link-button" onClick={() => void setView(openWound(wound.id), NAVIGATE)}>
              {t(w.demoWoundName, { id: wound.id, label: wound.label })}
            </button>
            <span className="hint"> {wound.description}</span>
          </li>
        ))}
      </ul>
      <p>
        <button type="button" className="link-button" onClick={() => void setView({ wounds: [...caseload] }, NAVIGATE)}>
          {t(w.demoCaseload, { count: caseload.length })}
        </button>
      </p>
    </section>
  )
}
