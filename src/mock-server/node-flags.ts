/**
 * The Node flags the service runs with, wherever users run it: `npm run mock` (package.json) and the
 * app's service host (utilityProcess execArgv). Small semi-spaces keep the young generation, and with it
 * the resident memory under load, small. Without allocation-site pretenuring: V8 took the objects zod
 * makes while parsing each request for long-lived ones and allocated them in the old generation, where
 * only a full GC frees them, and V8 lets that generation grow to about four times what is live first;
 * 100,000 creates peaked ~20 MB higher. bench:mock measures both.
 */
export const SERVICE_NODE_FLAGS: readonly string[] = [
  '--max-semi-space-size=2',
  '--no-allocation-site-pretenuring',
]
