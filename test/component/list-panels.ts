import { screen } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'

/**
 * A list's filter or column group, revealed with its toolbar button ("Filters", "Columns") when it
 * is collapsed, as a user would.
 */
export async function revealGroup(
  user: ReturnType<typeof userEvent.setup>,
  button: 'Filters' | 'Columns',
  group: string,
): Promise<HTMLElement> {
  const open = screen.queryByRole('group', { name: group })
  if (open) return open
  await user.click(screen.getByRole('button', { name: new RegExp(`^${button}\\b`) }))
  return screen.findByRole('group', { name: group })
}
