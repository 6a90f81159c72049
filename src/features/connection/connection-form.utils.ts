import { normaliseBaseUrl } from '../../config/env'

export type ConnectionForm = { baseUrl: string; apiKey: string; rememberKey: boolean }
export type ConnectionFormErrors = Partial<Record<'baseUrl' | 'apiKey', string>>

export function validateConnectionForm(form: ConnectionForm): { errors: ConnectionFormErrors; baseUrl?: string } {
  const errors: ConnectionFormErrors = {}
  const baseUrl = normaliseBaseUrl(form.baseUrl)
  if (form.baseUrl.trim() === '') errors.baseUrl = 'Enter the address of the wound-care service, e.g. https://wounds.example.org.'
  else if (baseUrl === undefined) errors.baseUrl = 'Enter an http:// or https:// address without a user name, query or fragment.'
  if (form.apiKey.trim() === '') errors.apiKey = 'Enter the API key the service gave you.'
  return baseUrl === undefined ? { errors } : { errors, baseUrl }
}
