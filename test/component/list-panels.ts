import { screen } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { escapePattern, say } from './words'

/**
 * A list's filter or column group, revealed with its toolbar button ("Filters", "Columns") when it
 * is collapsed, as a user would. The button and the group are named by their first-rows messages.
 */
export async function revealGroup(
  user: ReturnType<typeof userEvent.setup>,
  button: 'filtersLabel' | 'columnsLabel',
  group: 'measurementFilters' | 'measurementColumns' | 'assessmentFilters' | 'assessmentColumns',
): Promise<HTMLElement> {
  const name = say('first-rows', group)
  const open = screen.queryByRole('group', { name })
  if (open) return open
  await user.click(screen.getByRole('button', { name: new RegExp(`^${escapePattern(say('first-rows', button))}\\b`) }))
  return screen.findByRole('group', { name })
}
