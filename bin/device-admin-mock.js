#!/usr/bin/env node
// `device-admin-mock`: the mock admin service, headless. See launch.js.
import { launch } from './launch.js'

launch('src/mock-server/cli.ts')
