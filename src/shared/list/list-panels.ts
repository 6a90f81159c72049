/* The list's panels, loaded together when one is first opened (see list-toolbar.tsx). */
export { ColumnChooser } from './column-chooser'
export { FilterChips } from './filter-chips'
export { FilterForm } from './filter-form'
