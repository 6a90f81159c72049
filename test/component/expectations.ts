import { screen } from '@testing-library/react'
import { inspect } from 'node:util'
import { expect } from 'vitest'

/**
 * A field whose value was refused: aria-invalid, and aria-describedby naming the element that
 * shows the message. Returns the message element.
 */
export function expectFieldMessage(field: HTMLElement, text: RegExp): HTMLElement {
  expect(field).toHaveAttribute('aria-invalid', 'true')
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)
  const described = ids.map((id) => document.getElementById(id)).filter((element) => element !== null)
  const message = described.find((element) => text.test(element.textContent))
  expect(message, `no element named by aria-describedby says ${String(text)}`).toBeDefined()
  if (!message) throw new Error('unreachable')
  expect(message).toBeVisible()
  expect(field).toHaveAccessibleDescription(text)
  return message
}

export function expectNoFieldMessage(field: HTMLElement): void {
  expect(field).not.toHaveAttribute('aria-invalid', 'true')
  expect(field).not.toHaveAccessibleDescription(/./)
}

/** Long enough for a request the app wrongly started to reach the (mock) service. */
export const settle = (ms = 60) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Resolves at the next popstate (history.back/forward are asynchronous). */
export function nextPopState(): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener(
      'popstate',
      () => {
        resolve()
      },
      { once: true },
    )
  })
}

/** Every value held in a Storage area, as one string to search. */
export function storedText(storage: Storage): string {
  return Array.from({ length: storage.length }, (_, i) => {
    const key = storage.key(i) ?? ''
    return `${key}=${storage.getItem(key) ?? ''}`
  }).join('\n')
}

/** Whether any argument of any console call mentions `secret`, however deeply nested. */
export function consoleMentions(calls: readonly (readonly unknown[])[], secret: string): boolean {
  return calls.some((args) => args.some((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 8 })).includes(secret)))
}

/** A message in a live status region (role status), once it appears. */
export async function findStatus(text: RegExp): Promise<HTMLElement> {
  const element = await screen.findByText(text)
  expect(element.closest('[role="status"]'), `${String(text)} is not in a status region`).not.toBeNull()
  return element
}
