import type { Catalog } from '../catalog-types.ts'

export const en = {} satisfies Catalog

export const de: Record<keyof typeof en, string> = {}
