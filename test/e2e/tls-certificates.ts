import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A throw-away certificate authority and a certificate it issued to `localhost`, made with the
 * openssl command (Debian's `openssl` package): enough for an https:// test service that a client
 * trusts only when told to trust that authority.
 */
export type TestCertificates = {
  /** The authority's certificate (PEM file), to trust. */
  caFile: string
  /** The server's key and certificate (PEM). */
  key: string
  cert: string
  remove: () => Promise<void>
}

export async function makeTestCertificates(): Promise<TestCertificates> {
  const dir = await mkdtemp(join(tmpdir(), 'wound-history-tls-'))
  const file = (name: string) => join(dir, name)
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] })
  try {
    const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
    openssl('req', '-x509', ...ec, '-keyout', file('ca.key'), '-out', file('ca.pem'), '-days', '2', '-subj', '/CN=Wound History test CA')
    openssl('req', ...ec, '-keyout', file('server.key'), '-out', file('server.csr'), '-subj', '/CN=localhost')
    await writeFile(file('server.ext'), 'subjectAltName=DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n')
    openssl(
      'x509',
      '-req',
      '-in',
      file('server.csr'),
      '-CA',
      file('ca.pem'),
      '-CAkey',
      file('ca.key'),
      '-CAcreateserial',
      '-out',
      file('server.pem'),
      '-days',
      '2',
      '-extfile',
      file('server.ext'),
    )
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`could not make test certificates with openssl (Debian: apt-get install -y openssl): ${reason}`, { cause: error })
  }
  return {
    caFile: file('ca.pem'),
    key: await readFile(file('server.key'), 'utf8'),
    cert: await readFile(file('server.pem'), 'utf8'),
    remove: () => rm(dir, { recursive: true, force: true }),
  }
}
