import dns2 from 'dns2'

/**
 * A DNS server for one test: answers A queries for `name` with the address it is told, nothing for
 * anything else, and counts the queries for `name`. nginx's `resolver` is pointed at it, so the
 * test sees when nginx looks the issuer's name up again (dns2 speaks the protocol; nothing of it
 * is ours).
 */
export type TestDns = {
  /** `127.0.0.1:<port>`, as nginx's resolver line takes it. */
  server: string
  setAddress: (address: string) => void
  /** A queries for the name so far. */
  queries: () => number
  close: () => Promise<void>
}

export async function startTestDns(name: string, address: string): Promise<TestDns> {
  let current = address
  let queries = 0
  const { Packet } = dns2
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request)
      const [question] = request.questions
      if (question?.name.toLowerCase() === name && question.type === Packet.TYPE.A) {
        queries++
        response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 1, address: current }))
      }
      void send(response)
    },
  })
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } })
  const port = addresses.udp?.port
  if (port === undefined) throw new Error('the test DNS server did not listen')
  return {
    server: `127.0.0.1:${port}`,
    setAddress(next) {
      current = next
    },
    queries: () => queries,
    close: () => server.close(),
  }
}
