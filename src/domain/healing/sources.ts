import type { Citation } from './citation'

/*
 * Where the signs the verdict reads, and the trust it gives each figure, come from: each source's
 * publications. Each was read at its source (the publisher's abstract or the agency's own page);
 * the overview cites it one click away, and says what it found in the language shown
 * (src/words/overview). The thresholds it gives are the constants of signs.ts, variability.ts and
 * trajectory.ts.
 */

type SourceId = 'infection-signs' | 'pain-change' | 'depth-reliability' | 'area-variability' | 'closure' | 'push'

export const SOURCE_CITATIONS: Readonly<Record<SourceId, readonly Citation[]>> = {
  'infection-signs': [
    {
      text: 'International Wound Infection Institute (IWII). Wound Infection in Clinical Practice: Principles of best practice. 3rd edition. Wounds International; 2022.',
      url: 'https://woundinfection-institute.com/',
      link: 'iwii',
    },
    {
      text: 'Swanson T, Ousey K, Haesler E, et al. IWII Wound Infection in Clinical Practice consensus document: 2022 update. J Wound Care. 2022;31(Sup12):S10–S21.',
      doi: '10.12968/jowc.2022.31.sup12.s10',
      url: 'https://doi.org/10.12968/jowc.2022.31.sup12.s10',
    },
  ],
  'pain-change': [
    {
      text: 'Farrar JT, Young JP Jr, LaMoreaux L, Werth JL, Poole RM. Clinical importance of changes in chronic pain intensity measured on an 11-point numerical pain rating scale. Pain. 2001;94(2):149–158.',
      doi: '10.1016/S0304-3959(01)00349-9',
      url: 'https://doi.org/10.1016/S0304-3959(01)00349-9',
    },
  ],
  'depth-reliability': [
    {
      text: 'Health Technology Wales. Digital tools for the monitoring and management of wounds (guidance, topic “Digital wound management tools”).',
      url: 'https://healthtechnology.wales/reports-guidance/digital-wound-management-tools/',
      link: 'htw',
    },
  ],
  'area-variability': [
    {
      // The abstract at this address was checked for the device, the design and the figures.
      text: 'Hammond CE, Nixon MA. The reliability of a handheld wound measurement and documentation device in clinical practice. J Wound Ostomy Continence Nurs. 2011;38(3):260–264.',
      url: 'https://nursingcenter.com/journalarticle?Article_ID=1168919&Issue_ID=1168620&Journal_ID=448075',
      link: 'hammond-nixon',
    },
    {
      text: 'Miller C, Karimi L, Donohue L, Kapp S. Interrater and intrarater reliability of Silhouette wound imaging device. Adv Skin Wound Care. 2012.',
      doi: '10.1097/01.ASW.0000422626.25031.b8',
      url: 'https://doi.org/10.1097/01.ASW.0000422626.25031.b8',
    },
  ],
  closure: [
    {
      text: 'US Food and Drug Administration. Guidance for Industry: Chronic Cutaneous Ulcer and Burn Wounds — Developing Products for Treatment. June 2006 (docket FDA-2000-D-0037).',
      url: 'https://www.fda.gov/regulatory-information/search-fda-guidance-documents/chronic-cutaneous-ulcer-and-burn-wounds-developing-products-treatment',
      link: 'fda',
    },
  ],
  push: [
    {
      text: 'Stotts NA, Rodeheaver GT, Thomas DR, et al. An instrument to measure healing in pressure ulcers: development and validation of the pressure ulcer scale for healing (PUSH). J Gerontol A Biol Sci Med Sci. 2001;56(12):M795–M799.',
      doi: '10.1093/gerona/56.12.M795',
      url: 'https://doi.org/10.1093/gerona/56.12.M795',
    },
  ],
}
