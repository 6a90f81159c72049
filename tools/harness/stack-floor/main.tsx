import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { createColumnHelper, FlexRender, tableFeatures, useTable } from '@tanstack/react-table'
import { NuqsAdapter } from 'nuqs/adapters/react'
import { parseAsInteger, useQueryState } from 'nuqs'
import { createRoot } from 'react-dom/client'
import * as z from 'zod/mini'

// The stack floor of the bench: one table row rendered with the libraries the
// stack fixes on the first-row path, each used minimally. Its size against the react floor
// (tools/harness/floor) shows how much of the app's ratio is the fixed stack and how much the app.

const rowSchema = z.object({ id: z.number(), area: z.number() })
const rowsSchema = z.array(rowSchema)
type Row = z.infer<typeof rowSchema>

const features = tableFeatures({})
const helper = createColumnHelper<typeof features, Row>()
const columns = helper.columns([helper.accessor('id', { header: 'ID' }), helper.accessor('area', { header: 'Area' })])

function RowTable({ rows }: { rows: Row[] }) {
  const table = useTable({ features, columns, data: rows })
  return (
    <table aria-label="Measurements">
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getAllCells().map((cell) => (
              <td key={cell.id}>
                <FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Wound() {
  const [wound] = useQueryState('wound', parseAsInteger)
  const { data } = useQuery({
    queryKey: ['rows', wound],
    queryFn: () => Promise.resolve(rowsSchema.parse([{ id: wound ?? 1, area: 1.5 }])),
  })
  return data ? <RowTable rows={data} /> : null
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <NuqsAdapter>
      <QueryClientProvider client={new QueryClient()}>
        <Wound />
      </QueryClientProvider>
    </NuqsAdapter>,
  )
}
