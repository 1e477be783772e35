import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A D-Bus session bus that can start no service at all (no service directories), so nothing answers
 * for the Secret Service: a server, an SSH session or a container with D-Bus but no keychain.
 */
export async function busWithoutSecretService(): Promise<{
  address: string
  stop(): Promise<void>
}> {
  const dir = await mkdtemp(join(tmpdir(), 'dra-bus-'))
  const config = join(dir, 'session.conf')
  await writeFile(
    config,
    `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir=${dir}</listen>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
`,
  )
  const daemon = spawn(
    'dbus-daemon',
    [`--config-file=${config}`, '--nofork', '--print-address=1'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  )
  const address = await new Promise<string>((resolve, reject) => {
    let out = ''
    daemon.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk
      if (out.includes('\n')) resolve(out.trim())
    })
    daemon.once('error', reject)
    daemon.once('exit', (code) => reject(new Error(`dbus-daemon exited with ${code}`)))
  })
  return {
    address,
    async stop() {
      const exited = new Promise((resolve) => daemon.once('exit', resolve))
      daemon.kill()
      await exited
      await rm(dir, { recursive: true, force: true })
    },
  }
}
