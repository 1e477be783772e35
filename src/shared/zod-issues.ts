import type { z } from 'zod'

export interface FieldIssue {
  path: string
  message: string
}

/** Field errors of a zod parse, paths in dot notation ("deviceSerialIDs.3"). */
export function fieldIssues(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }))
}

/** Every issue on one line: "path: message; message". */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return fieldIssues(issues)
    .map((field) => (field.path ? `${field.path}: ${field.message}` : field.message))
    .join('; ')
}
