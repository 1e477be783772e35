import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'
import { resolve } from 'node:path'

export default defineConfig({
  main: {
    build: {
      // The service host starts with the app: its server and dependencies load from one minified chunk
      // (start-up time and memory are targets; bench:mock measures the built host). @napi-rs/keyring is
      // native and stays external.
      externalizeDeps: { exclude: ['fastify', 'zod'] },
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
