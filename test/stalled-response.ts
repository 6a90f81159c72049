import { HttpResponse } from 'msw'

/**
 * A 200 whose headers arrive with the start of a body, and then nothing: the connection stays
 * open and the body never ends, as with a service that hangs mid-answer.
 */
export const stalledBody = (): Response =>
  new HttpResponse(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"data":[{"id":1},'))
      },
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  )

/** No answer at all: not even the headers. */
export const noAnswer = (): Promise<Response> => new Promise<Response>(() => undefined)
