#!/usr/bin/env node
// `device-serial-id`: the serial id helper (build, validate, parse). See launch.js.
import { launch } from './launch.js'

launch('src/cli/serial-id.ts')
