import { accessSync, constants, existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { delimiter, join } from 'node:path'

/** Finding what running the template needs on this machine. */

/** Debian's libnginx-mod-http-brotli-filter (static: precompressed files, which we do not ship). */
const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/share/nginx/modules/ngx_http_brotli_filter_module.so',
]

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function onPath(name: string, extra: readonly string[] = []): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter).filter((d) => d !== ''), ...extra]
  return dirs.map((dir) => join(dir, name)).find(isExecutable)
}

/** `NGINX_PATH`, else nginx on the PATH or in /usr/sbin (not on a normal user's PATH on Debian). */
export function findNginx(): string | undefined {
  const fromEnv = process.env.NGINX_PATH
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : undefined
  return onPath('nginx', ['/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'])
}

/** envsubst from gettext-base, if installed. */
export const findEnvsubst = (): string | undefined => onPath('envsubst')

export const brotliModule = (): string | undefined => BROTLI_MODULES.find((file) => existsSync(file))

/** A port free on 127.0.0.1 now (nginx cannot be told to pick one itself). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close(() => {
        done(port)
      })
    })
  })
}
