import { z } from 'zod'
import { demoSeed } from '#mock-server/index.ts'

const DemoKeysSchema = z.object({
  apiKeys: z.array(z.object({ secret: z.string(), role: z.string() })),
})

/** The offline demo signs in with the demo seed's first account-admin key: public demo data, not a secret of anyone's. */
export function demoAccountAdminKey(): string | null {
  const parsed = DemoKeysSchema.safeParse(demoSeed)
  if (!parsed.success) return null
  return parsed.data.apiKeys.find((key) => key.role === 'accountAdmin')?.secret ?? null
}
