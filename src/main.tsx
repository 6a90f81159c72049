import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { startEarlyRequests } from './app/early-request'
import { createQueryClient } from './app/query-client'
import { canonicaliseLocation } from './config/view-url'
import './app/styles.css'

canonicaliseLocation()
const queryClient = createQueryClient()
// Before the first render: a deep link's rows are requested while React renders the shell.
startEarlyRequests(queryClient)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
)
