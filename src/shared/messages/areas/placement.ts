import type { Catalog } from '../catalog-types.ts'

/** Placement: where the devices of an action go, or the explicit choice to keep them unpaired. */
export const en = {
  'placement.keeps-pairing.description': 'Leave it empty to keep its pairing as it is.',
  'placement.keeps-pairing.empty': 'Keep its pairing',
  'placement.keep-unpaired': 'Keep unpaired: the service forgets it when it restarts',
  'placement.keep-unpaired.note':
    'Unpaired devices live in the service’s memory only: they are gone after it restarts, unless you pair them first. The app will tell you if it finds them gone.',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'placement.keeps-pairing.description': 'Leer lassen, um die bestehende Zuordnung beizubehalten.',
  'placement.keeps-pairing.empty': 'Zuordnung beibehalten',
  'placement.keep-unpaired': 'Nicht zuordnen: Der Dienst vergisst es beim Neustart',
  'placement.keep-unpaired.note':
    'Nicht zugeordnete Geräte existieren nur im Arbeitsspeicher des Dienstes: Bei einem Neustart gehen sie verloren, sofern Sie sie nicht vorher zuordnen. Die App weist Sie darauf hin, wenn sie fehlen.',
}
