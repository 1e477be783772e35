import { Document, Spectral } from '@stoplight/spectral-core'
import type { RulesetDefinition } from '@stoplight/spectral-core'
import Parsers from '@stoplight/spectral-parsers'
import { oas } from '@stoplight/spectral-rulesets'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from './support/test-server.ts'
import type { TestServer } from './support/test-server.ts'

// Spectral's spectral:oas ruleset (its recommended rules, as `extends: spectral:oas` reads them) over
// the document the service serves, exactly as a client downloads it.

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.dispose())

const SEVERITY = ['error', 'warning', 'info', 'hint']

describe('GET /openapi.json under Spectral (spectral:oas)', () => {
  it('has no errors, warnings, infos or hints', async () => {
    const text = await (await fetch(`${server.url}/openapi.json`)).text()
    const spectral = new Spectral()
    // The ruleset's own typings lack `extends`, which a ruleset definition requires.
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] })
    const results = await spectral.run(new Document(text, Parsers.Json, 'openapi.json'))
    const found = results.map(
      (result) =>
        `${SEVERITY[result.severity]} ${result.code} at ${result.path.join('.')}: ${result.message}`,
    )
    expect(found).toEqual([])
  })
})
