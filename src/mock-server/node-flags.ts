/**
 * The Node flags the service runs with, wherever users run it: `npm run mock` (package.json) and the
 * app's service host (utilityProcess execArgv). Small semi-spaces keep the young generation, and with it
 * the resident memory under load, small; bench:mock measures the effect.
 */
export const SERVICE_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=2']
