// Written by `npm run catalogs` from en.json (test/unit/scripts/catalogs.test.ts checks it is current): each
// message id with the placeholders it takes.
export type Messages = {
  kind: { kind: 'thumbnail' | 'original' | 'outline' | 'classification' | (string & {}) }
  imageAlt: { kind: 'thumbnail' | 'original' | 'outline' | 'classification' | (string & {}); id: string | number; date: string | number }
  imageAltUndated: { kind: 'thumbnail' | 'original' | 'outline' | 'classification' | (string & {}); id: string | number }
  noId: undefined
  measurementNoun: { type: 'group' | 'multiple' | 'regular' | (string & {}) }
  measurementNounUnknown: { type: string | number }
  recordCaption: { noun: string | number; id: string | number; date: string | number }
  area: { area: string | number }
  areaNotRecorded: undefined
  measurementOnDate: { date: string | number; id: string | number }
  compare: undefined
  imagesNotLoaded: undefined
  imageUnavailable: undefined
  loadingImage: undefined
  retryImage: undefined
  whichImage: { alt: string | number }
  latestPhoto: undefined
  openPhoto: { label: string | number; date: string | number; id: string | number }
  openPhotoShowing: { label: string | number; date: string | number; id: string | number; showing: string | number }
  imagesHeading: undefined
  recordSubtitle: { caption: string | number; area: string | number }
  measurementTitle: { id: string | number }
  previous: undefined
  next: undefined
  stepWhat: undefined
  close: undefined
  closeWhat: undefined
  loadingRecordImages: { id: string | number }
  notInHistory: { id: string | number }
  stepHint: undefined
  oneDateOnly: undefined
  sharedId: { count: number; id: string | number }
  noImages: undefined
  enlarge: undefined
  enlargeWhich: { kind: 'thumbnail' | 'original' | 'outline' | 'classification' | (string & {}); id: string | number }
  zoomOut: undefined
  zoomIn: undefined
  resetZoom: undefined
  percent: { value: string | number }
  zoomEnlarged: undefined
  closeEnlarged: undefined
  enlargedViewport: undefined
  previousAndThis: undefined
  baselineAndLatest: undefined
  twoDatesSubtitle: undefined
  quickChoice: undefined
  firstDate: undefined
  secondDate: undefined
  overlay: undefined
  overlayNone: undefined
  overlayOutline: undefined
  overlayClassification: undefined
  overlayOpacity: undefined
  zoomBoth: undefined
  areaChanged: { direction: 'reduced' | 'increased' | (string & {}); percent: string | number; from: string | number; to: string | number }
  areaUnchanged: { from: string | number; to: string | number }
  areaChangeMissing: { from: string | number; to: string | number }
  areaChangeFromZero: { from: string | number; to: string | number }
  comparedViewport: { id: string | number }
  noImageToCompare: undefined
  overlayAlt: { alt: string | number }
  noOverlayImage: { overlay: 'outline' | 'classification' | (string & {}) }
  imagesOverTime: undefined
  loadingMeasurements: undefined
  loadingMeasurementPages: { loaded: string | number; total: number }
  noMeasurements: undefined
  timelineSpan: { count: number; first: string | number; last: string | number }
  goToLatest: undefined
  monthCount: { count: number }
  noDate: undefined
  compareBaselineAndLatest: undefined
  compareTwoDates: undefined
  twoChosen: { first: string | number; second: string | number }
  oneChosen: { date: string | number }
  tickTwo: undefined
  compareChosen: undefined
  clearChoice: undefined
  noThumbnail: undefined
  firstAreaMeasured: undefined
  openCardImages: { id: string | number; date: string | number }
  changeDelta: { sign: 'plus' | 'minus' | (string & {}); delta: string | number }
  changeDeltaPercent: {
    sign: 'plus' | 'minus' | (string & {})
    delta: string | number
    percentSign: 'plus' | 'minus' | (string & {})
    percent: string | number
  }
  noEarlierArea: undefined
  unchanged: undefined
  unchangedSince: { date: string | number }
  changeSize: { size: string | number; direction: 'smaller' | 'larger' | (string & {}) }
  changeSizeSince: { size: string | number; direction: 'smaller' | 'larger' | (string & {}); date: string | number }
}
