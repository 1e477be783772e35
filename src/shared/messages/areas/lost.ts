import type { Catalog } from '../catalog-types.ts'

/** Lost registrations: the notice of devices the service forgot, and the dialog that registers them again. */
export const en = {
  'lost.when.day': 'on {day}',
  'lost.when.range': 'between {first} and {last}',
  'lost.sentence.lost':
    '{count, plural, one {# device you registered {when} was lost when the service restarted: it no longer has it.} other {# devices you registered {when} were lost when the service restarted: it no longer has them.}}',
  'lost.sentence.unlisted':
    '{count, plural, one {# device you registered {when} is not listed by the service. It lists paired devices only, so it may be unpaired, or lost when it restarted.} other {# devices you registered {when} are not listed by the service. It lists paired devices only, so they may be unpaired, or lost when it restarted.}}',
  'lost.notice.title': 'Registrations lost',
  'lost.notice.restore':
    '{count, plural, one {Register and pair it again…} other {Register and pair them again…}}',
  'lost.notice.show': '{count, plural, one {Show it} other {Show them}}',
  'lost.notice.hide': '{count, plural, one {Hide it} other {Hide them}}',
  'lost.notice.forget': '{count, plural, one {Forget it} other {Forget them}}',
  'lost.notice.forgotten':
    'Stopped looking for {count, plural, one {# lost device} other {# lost devices}}.',
  'lost.notice.not-forgotten': 'Nothing was changed',
  'lost.restore.title': '{count, plural, one {Register it again} other {Register them again}}',
  'lost.restore.pair-to': 'Pair them to',
  'lost.restore.pair-to.description':
    'Registered again with the name and info they had, and paired in the same step.',
  'lost.restore.undecided': 'Choose where they are, or choose to keep them unpaired.',
  'lost.restore.failed': 'Nothing was registered',
  'lost.restore.partly-failed': '{count, number} not registered and paired',
  'lost.restore.submit': 'Register and pair again',
  'lost.restore.submit.unpaired': 'Register again, unpaired',
  'lost.restore.done': 'Registered {count, plural, one {# device} other {# devices}} again.',
  'lost.restore.existed':
    '{count, plural, one {# was back on the service already (a sensor reported it meanwhile): nothing was changed for it.} other {# were back on the service already (a sensor reported them meanwhile): nothing was changed for them.}}',
  'lost.restore.again-already':
    'The service has it again already{sensor, select, yes { (a sensor reported it meanwhile)} other {}}: nothing was changed.',
} satisfies Catalog

export const de: Record<keyof typeof en, string> = {
  'lost.when.day': 'am {day}',
  'lost.when.range': 'zwischen {first} und {last}',
  'lost.sentence.lost':
    '{count, plural, one {# Gerät, das Sie {when} registriert haben, ging beim Neustart des Dienstes verloren: Der Dienst hat es nicht mehr.} other {# Geräte, die Sie {when} registriert haben, gingen beim Neustart des Dienstes verloren: Der Dienst hat sie nicht mehr.}}',
  'lost.sentence.unlisted':
    '{count, plural, one {# Gerät, das Sie {when} registriert haben, wird vom Dienst nicht aufgeführt. Er führt nur zugeordnete Geräte auf; es ist also vielleicht nicht zugeordnet oder ging beim Neustart des Dienstes verloren.} other {# Geräte, die Sie {when} registriert haben, werden vom Dienst nicht aufgeführt. Er führt nur zugeordnete Geräte auf; sie sind also vielleicht nicht zugeordnet oder gingen beim Neustart des Dienstes verloren.}}',
  'lost.notice.title': 'Registrierungen verloren',
  'lost.notice.restore':
    '{count, plural, one {Gerät erneut registrieren und zuordnen…} other {Geräte erneut registrieren und zuordnen…}}',
  'lost.notice.show': '{count, plural, one {Gerät anzeigen} other {Geräte anzeigen}}',
  'lost.notice.hide': '{count, plural, one {Gerät ausblenden} other {Geräte ausblenden}}',
  'lost.notice.forget': '{count, plural, one {Gerät vergessen} other {Geräte vergessen}}',
  'lost.notice.forgotten':
    'Die Suche nach {count, plural, one {# verlorenen Gerät} other {# verlorenen Geräten}} wurde beendet.',
  'lost.notice.not-forgotten': 'Es wurde nichts geändert',
  'lost.restore.title':
    '{count, plural, one {Gerät erneut registrieren} other {Geräte erneut registrieren}}',
  'lost.restore.pair-to': 'Zuordnen zu',
  'lost.restore.pair-to.description':
    'Die Geräte werden mit ihrem bisherigen Namen und ihrer bisherigen Info erneut registriert und im selben Schritt zugeordnet.',
  'lost.restore.undecided': 'Wählen Sie einen Standort, oder aktivieren Sie „Nicht zuordnen“.',
  'lost.restore.failed': 'Es wurde nichts registriert',
  'lost.restore.partly-failed': '{count, number} nicht registriert und zugeordnet',
  'lost.restore.submit': 'Erneut registrieren und zuordnen',
  'lost.restore.submit.unpaired': 'Erneut ohne Zuordnung registrieren',
  'lost.restore.done':
    '{count, plural, one {# Gerät erneut registriert} other {# Geräte erneut registriert}}.',
  'lost.restore.existed':
    '{count, plural, one {# war bereits wieder beim Dienst (ein Sensor hat es inzwischen gemeldet): Daran wurde nichts geändert.} other {# waren bereits wieder beim Dienst (ein Sensor hat sie inzwischen gemeldet): An ihnen wurde nichts geändert.}}',
  'lost.restore.again-already':
    'Der Dienst hat es bereits wieder{sensor, select, yes { (ein Sensor hat es inzwischen gemeldet)} other {}}: Daran wurde nichts geändert.',
}
