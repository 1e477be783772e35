// `detect` as a child process, on this machine for real: what it lists is compared with /sys and /proc.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../core/support/fixtures.ts'
import { procGateway, sysNet } from '../detect/support/kernel-tables.ts'

const CLI = fileURLToPath(new URL('../../../src/cli/admin.ts', import.meta.url))

async function admin(args: string[]) {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: 'pipe' })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  child.stdin.end()
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  return { code, stdout, stderr }
}

describe.runIf(process.platform === 'linux')(
  'admin detect, a fresh config dir, the offline demo',
  () => {
    it('--json lists the real NICs and the real gateway with their exact ids, and not lo or ifb*', async () => {
      const result = await admin(['detect', '--json', '--config-dir', await tempDir()])
      expect(result.code).toBe(0)
      const detection = JSON.parse(result.stdout) as {
        devices: Array<{ serialId?: string; where?: string }>
        skipped: Array<{ name: string }>
      }
      const ids = detection.devices.map((device) => device.serialId)
      for (const face of (await sysNet()).filter(
        (each) => !each.virtual && each.mac !== '00:00:00:00:00:00',
      ))
        expect(ids).toContain(`Ethernet;${face.mac};NIC`)
      const gateway = await procGateway()
      if (gateway) expect(ids).toContain(`Network;${gateway};Gateway`)
      expect(detection.devices.map((device) => device.where)).not.toContain('lo')
      expect(detection.devices.some((device) => device.where?.startsWith('ifb'))).toBe(false)
      expect(detection.skipped.map((skip) => skip.name)).toEqual(
        expect.arrayContaining(
          (await sysNet()).filter((each) => each.virtual).map((each) => each.name),
        ),
      )
    }, 30_000)

    it('--register --location registers and pairs them in one step; the next detect says where they are', async () => {
      const configDir = await tempDir()
      const register = await admin([
        'detect',
        '--register',
        '--location',
        'berlin-f2',
        '--type',
        'nic,router',
        '--config-dir',
        configDir,
      ])
      expect(register.stderr).toBe('')
      expect(register.code).toBe(0)
      expect(register.stdout).toMatch(/^Registered .*;NIC \(nic\)\. Paired to berlin-f2\.$/m)
      const again = await admin(['detect', '--type', 'nic', '--config-dir', configDir])
      expect(again.stdout).toContain('paired to Berlin · Floor 2')
    }, 30_000)

    it.each([
      [['detect', '--register'], /^detect --register needs --location ID: .* --keep-unpaired/],
      [['detect', '--location', 'berlin-f2'], /--location and --keep-unpaired go with --register/],
      [['detect', '--type', 'printer'], /--type takes monitor\|usb\|nic\|router\|wifi/],
    ])('%j is a bad command line: exit 2 with the fix', async (args, message) => {
      const result = await admin([...args, '--config-dir', await tempDir()])
      expect(result).toMatchObject({ code: 2, stdout: '' })
      expect(result.stderr).toMatch(message)
    })
  },
)
