#!/usr/bin/env node
// `device-admin`: the admin command line (device registry, profiles, keychain). See launch.js.
import { launch } from './launch.js'

launch('src/cli/admin.mjs', ['--max-semi-space-size=16'])
