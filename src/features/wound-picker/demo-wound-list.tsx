import { NAVIGATE, openWound, useViewState } from '../../url-state/view-state'
import { demoCaseload, demoWoundName, demoWoundsHeading, demoWoundsIntro } from '#words/wound-picker'
import './wound-picker.css'

export type DemoWound = { id: number; label: string; description: string }

/** The demo service's wounds, so a first-time user has something to open, and its ward as a caseload. */
export default function DemoWoundList({ wounds, caseload }: { wounds: readonly DemoWound[]; caseload: readonly number[] }) {
  const { setView } = useViewState()
  return (
    <section className="demo-wounds" aria-labelledby="demo-wounds-heading">
      <h2 id="demo-wounds-heading">{demoWoundsHeading}</h2>
      <p>{demoWoundsIntro}</p>
      <ul>
        {wounds.map((wound) => (
          <li key={wound.id}>
            <button type="button" className="link-button" onClick={() => void setView(openWound(wound.id), NAVIGATE)}>
              {demoWoundName(wound.id, wound.label)}
            </button>
            <span className="hint"> {wound.description}</span>
          </li>
        ))}
      </ul>
      <p>
        <button type="button" className="link-button" onClick={() => void setView({ wounds: [...caseload] }, NAVIGATE)}>
          {demoCaseload(caseload.length)}
        </button>
      </p>
    </section>
  )
}
