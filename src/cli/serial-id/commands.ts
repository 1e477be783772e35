import { build, layouts, parse, validate } from '#shared/serial-id/index.ts'
import {
  candidateLines,
  errorLines,
  kindArg,
  usageError,
  warningLines,
  type Outcome,
} from './outcome.ts'
import type { Say } from '../language.ts'

export function runBuild(args: readonly string[], json: boolean, t: Say): Outcome {
  const kind = kindArg(args[0], t)
  if (typeof kind !== 'string') return kind
  const order = layouts[kind].parts.map((part) => part.key)
  const values = args.slice(1)
  if (values.length !== order.length) {
    return usageError(t, 'cli.serial-id.build-parts', {
      kind,
      count: order.length,
      parts: order.join(' '),
      given: values.length,
    })
  }
  const parts = Object.fromEntries(order.map((key, index) => [key, values[index] ?? '']))
  const result = build(kind, parts)
  if (json) return { code: result.ok ? 0 : 1, stdout: `${JSON.stringify(result)}\n` }
  if (result.ok)
    return { code: 0, stdout: `${result.serialId}\n`, stderr: warningLines(result.warnings) }
  const choices = result.candidates
    ? `${t('cli.serial-id.these-ids')}\n${candidateLines(result.candidates)}`
    : ''
  return {
    code: 1,
    stderr: `${errorLines(result.errors)}${choices}${t('cli.serial-id.layout', { layout: layouts[kind].layout })}\n`,
  }
}

export function runValidate(args: readonly string[], json: boolean, t: Say): Outcome {
  if (args.length !== 2) return usageError(t, 'cli.serial-id.validate-args')
  const kind = kindArg(args[0], t)
  if (typeof kind !== 'string') return kind
  const serialId = args[1] ?? ''
  const result = validate(kind, serialId)
  if (json) return { code: result.ok ? 0 : 1, stdout: `${JSON.stringify(result)}\n` }
  if (result.ok) return { code: 0, stdout: `${serialId}\n`, stderr: warningLines(result.warnings) }
  const suggestion =
    result.suggestion === undefined
      ? ''
      : `${t('cli.serial-id.did-you-mean', { suggestion: result.suggestion })}\n`
  const choices = result.candidates
    ? `${t('cli.serial-id.either-id')}\n${candidateLines(result.candidates)}`
    : ''
  return {
    code: 1,
    stderr: `${errorLines(result.errors)}${t('cli.serial-id.layout', { layout: result.expectedLayout })}\n${suggestion}${choices}`,
  }
}

export function runParse(args: readonly string[], json: boolean, t: Say): Outcome {
  if (args.length !== 1) return usageError(t, 'cli.serial-id.parse-args')
  const result = parse(args[0] ?? '')
  if (json) return { code: result.ok ? 0 : 1, stdout: `${JSON.stringify(result)}\n` }
  if (!result.ok) return { code: 1, stderr: `${result.error.message}\n` }
  const lines = result.matches.map((match) => {
    const parts = Object.entries(match.parts).map(([key, value]) => `${key}=${value}`)
    return `${match.kind} (${match.deviceType}) ${parts.join(' ')}\n`
  })
  return { code: 0, stdout: lines.join('') }
}
