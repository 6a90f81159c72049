/* The list's panels, loaded together when one is first opened (see list-toolbar.tsx). */
export { ColumnChooser } from './column-chooser'
export { FilterForm } from './filter-form'
