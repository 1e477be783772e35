#!/usr/bin/env node
// `device-admin-mock`: the mock admin service, headless. See launch.js.
import { launch } from './launch.js'

// The flags of `npm run mock` (SERVICE_NODE_FLAGS in src/mock-server/node-flags.ts; a test keeps them equal).
launch('src/mock-server/cli.mjs', ['--max-semi-space-size=2', '--no-allocation-site-pretenuring'])
