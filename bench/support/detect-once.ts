// One detection in a fresh process, imports included: prints its milliseconds (bench/detect.bench.ts).
const started = performance.now()
const { machineDetector } = await import('#core/detect/detect.ts')
await machineDetector()()
process.stdout.write(`${performance.now() - started}\n`)
