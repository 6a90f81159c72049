import { createRoot } from 'react-dom/client'

// The JS floor of the size budget and the bench: one line rendered with react and react-dom alone.
const root = document.getElementById('root')
if (root) createRoot(root).render(<p>One line</p>)
