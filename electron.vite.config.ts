import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'
import { resolve } from 'node:path'

export default defineConfig({
  main: {
    build: {
      // Main and the service host load their pure-JS dependencies (fastify, zod, papaparse,
      // electron-updater: devDependencies) from minified chunks, not from node_modules in the asar: start-up
      // time and package size are targets (bench:mock, check:package). Only package.json `dependencies`
      // stay external and ship as node_modules: the native keychain addon.
      minify: true,
      rollupOptions: {
        input: {
          index: resolve('src/main/index.ts'),
          // Runs inside the utilityProcess that hosts the embedded mock server.
          'mock-server-host': resolve('src/main/embedded/utility-host.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      // A sandboxed preload may require only `electron`: bundle everything into one CommonJS file.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve('src/preload/index.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve('src/renderer'),
    plugins: [react()],
    build: {
      minify: true,
      rollupOptions: { input: { index: resolve('src/renderer/index.html') } },
    },
  },
})
