import { useQueryClient } from '@tanstack/react-query'
import { Fragment, lazy, Suspense, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { useSay } from '../i18n/use-say'
import { firstRowWords } from '../words/first-rows'
import * as w from '../words/first-rows/messages'
import type { MessageId, Say } from '../i18n/numbered'
import { cancelWoundLoads } from '../api/queries'
import { useConnection } from '../session/connection-store'
import { useListAnswered } from '../lists/use-list-page'
import { TABS, type Tab } from '../url-state/view-params'
import { LIST_RESET, NAVIGATE, useViewState } from '../url-state/view-state'
import { MeasurementHistory } from '../features/measurements/measurement-history'
import { StatusMessage } from '../shared/status-message'
import { ErrorBoundary } from './error-boundary'
import { prefetchWholeHistory } from './whole-history-prefetch'
import { onceOnline } from '../shared/when-online'
import { overviewForTab } from '../features/overview/load-overview'

/* The overview brings recharts: it loads when its tab is opened, or ahead once the wound's
   histories are in (the summary asks, features/overview/overview-code.ts). */
const HealingOverview = lazy(overviewForTab)
/* Assessments (their schema, detail panel, pain scales) load when their tab is opened: the first
   measurement row of a deep link must not wait for them. */
const AssessmentHistory = lazy(onceOnline(() => import('../features/assessments/assessment-history')))
/* The summary and the latest photo read the wound's whole history (loading beside the first page);
   their code loads once the list has answered, so the first rows never wait or share the wire with
   it. No chart library in them. */
const WoundSummary = lazy(onceOnline(() => import('../features/overview/wound-summary')))
const LatestPhoto = lazy(onceOnline(() => import('../features/images/latest-photo')))
/* The image viewer loads when a measurement is first selected. */
const ImagePanel = lazy(onceOnline(() => import('../features/images/image-panel')))
/* A visit (contract section 8) loads when one is first opened, with its reading of the assessment. */
const VisitDialog = lazy(onceOnline(() => import('../features/visits/visit-dialog')))
const AssessmentByTime = lazy(onceOnline(() => import('../features/assessments/assessment-detail')))
/* Copy note and Export FHIR of an open visit load with it (the FHIR code only when exporting). */
const Handoff = lazy(onceOnline(() => import('../features/handoff/handoff-actions')))
/* The images over time load when their tab is opened. */
const ImageTimeline = lazy(onceOnline(() => import('../features/images/image-timeline')))

/* Holds the summary's place while it loads: the same box, of one height per breakpoint
   (wound-summary.css), so the list below does not move when the summary comes. */
const SUMMARY_PLACEHOLDER = <div className="wound-summary" aria-hidden="true" />
const BOTH_HISTORIES = ['measurements', 'assessments'] as const

/** A tab's panel whose code loads when it is first opened, saying so meanwhile. */
const loadingPanel = (loading: string, panel: ReactNode) => (
  <Suspense fallback={<StatusMessage className="status-message loading">{loading}</StatusMessage>}>{panel}</Suspense>
)

/** A tab's panel, saying so while its code loads. */
function tabPanel(woundId: number, tab: Tab, t: Say): ReactNode {
  const { loading, panel } = TAB_PANELS[tab]
  return loading === undefined ? panel(woundId) : loadingPanel(t(loading), panel(woundId))
}

/** Each tab's name and panel (url-state/view-params.ts lists the tabs, in order, and what each reads). */
const TAB_PANELS: Record<Tab, { label: MessageId<undefined>; loading?: MessageId<undefined>; panel: (woundId: number) => ReactNode }> = {
  measurements: { label: w.measurementsTab, panel: (woundId) => <MeasurementHistory woundId={woundId} /> },
  assessments: { label: w.assessmentsTab, loading: w.loadingAssessments, panel: (woundId) => <AssessmentHistory woundId={woundId} /> },
  overview: { label: w.overviewTab, loading: w.loadingOverview, panel: (woundId) => <HealingOverview woundId={woundId} /> },
  images: { label: w.imagesTab, loading: w.loadingImageTimeline, panel: (woundId) => <ImageTimeline woundId={woundId} /> },
}

/** One wound: its lists behind tabs (WAI-ARIA tabs pattern: arrows move, the URL remembers). */
export function WoundView({ woundId }: { woundId: number }) {
  const { view, setView } = useViewState()
  const t = useSay(firstRowWords)
  const baseId = useId()
  const queryClient = useQueryClient()
  const connection = useConnection()
  const listAnswer = useListAnswered(woundId)
  // The whole histories (the summary, the overview, the images over time read them) start once the
  // first rows are painted, in step with the summary's code: nothing competes with those rows, and
  // nothing is asked for a wound whose list the service refused (not found, forbidden).
  useEffect(
    () => (listAnswer === 'shown' ? prefetchWholeHistory(queryClient, connection, woundId, BOTH_HISTORIES) : undefined),
    [listAnswer, queryClient, connection, woundId],
  )
  // Leaving the wound (another one opened, or none) stops its loads still under way.
  useEffect(
    () => () => {
      cancelWoundLoads(queryClient, woundId)
    },
    [queryClient, woundId],
  )
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({})

  const select = (tab: Tab) => {
    if (tab !== view.tab) void setView({ ...LIST_RESET, tab }, NAVIGATE)
    tabRefs.current[tab]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(view.tab)
    const next: Record<string, Tab | undefined> = {
      ArrowRight: TABS[(index + 1) % TABS.length],
      ArrowLeft: TABS[(index - 1 + TABS.length) % TABS.length],
      Home: TABS[0],
      End: TABS[TABS.length - 1],
    }
    const target = next[event.key]
    if (target) {
      event.preventDefault()
      select(target)
    }
  }

  return (
    <section className="wound-view" aria-labelledby={`${baseId}-heading`}>
      <h2 id={`${baseId}-heading`}>{t(w.woundHeading, { woundId })}</h2>
      {listAnswer === 'failed' ? null : listAnswer === 'shown' ? (
        // A summary that cannot be shown (its code failed to load) says so in its place; the lists stay.
        <ErrorBoundary>
          <Suspense fallback={SUMMARY_PLACEHOLDER}>
            <WoundSummary
              woundId={woundId}
              renderPhoto={(measurement) => (
                <Suspense fallback={null}>
                  <LatestPhoto woundId={woundId} measurement={measurement} />
                </Suspense>
              )}
              handoff={
                <Suspense fallback={null}>
                  <Handoff woundId={woundId} exportScope="history" />
                </Suspense>
              }
            />
          </Suspense>
        </ErrorBoundary>
      ) : (
        SUMMARY_PLACEHOLDER
      )}
      <div role="tablist" aria-label={t(w.woundRecords, { woundId })} className="tabs" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(node) => {
              tabRefs.current[tab] = node
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            aria-selected={view.tab === tab}
            aria-controls={`${baseId}-panel`}
            tabIndex={view.tab === tab ? 0 : -1}
            onClick={() => {
              select(tab)
            }}
          >
            {t(TAB_PANELS[tab].label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${view.tab}`} className="tab-panel">
        <Fragment key={view.tab}>{tabPanel(woundId, view.tab, t)}</Fragment>
      </div>
      {view.visit !== null ? (
        <Suspense fallback={<StatusMessage className="status-message loading">{t(w.loadingVisit)}</StatusMessage>}>
          <VisitDialog
            woundId={woundId}
            renderPhoto={(measurement) => (
              <Suspense fallback={null}>
                <LatestPhoto woundId={woundId} measurement={measurement} label={t(w.visitPhoto)} />
              </Suspense>
            )}
            renderHandoff={(date) => (
              <Suspense fallback={null}>
                <Handoff woundId={woundId} visitDate={date} exportScope="visit" />
              </Suspense>
            )}
            renderAssessment={(assessment) => (
              <Suspense fallback={<StatusMessage className="status-message loading">{t(w.loadingAssessment)}</StatusMessage>}>
                <AssessmentByTime assessment={assessment} />
              </Suspense>
            )}
          />
        </Suspense>
      ) : null}
      {/* The images open over a visit too (its photo), whatever the tab. */}
      {view.selected !== null && (view.tab !== 'assessments' || view.visit !== null) ? (
        <Suspense fallback={<StatusMessage className="status-message loading">{t(w.loadingImages)}</StatusMessage>}>
          <ImagePanel woundId={woundId} />
        </Suspense>
      ) : null}
    </section>
  )
}
