/**
 * The Node flags the app's own process runs with where its start is ours to set: `device-admin` (its
 * launcher and `npm run admin`), `npm start` and the deb's menu entry (through Electron's `--js-flags`).
 * Under a 100,000-row import send V8 grows the young generation to 128 MB; semi-spaces of 16 MB keep the
 * bundled import's peak resident memory near 385 MB instead of 435 MB, no slower (bench:import measures
 * both).
 */
export const APP_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16']
