import { useMemo } from 'react'
import type { CodedText } from '#shared/coded-text.ts'
// Not the helper's index: its checks (and zod with them) load with the register screen.
import { resolveKind } from '#shared/serial-id/device-type.ts'
import type {
  Candidate,
  CandidateCode,
  LeftOutCode,
  NoticeCode,
  PartErrorCode,
  QuestionCode,
  WarningCode,
} from '#shared/serial-id/types.ts'
import { wordCoded, type CodeMessages } from '../../i18n/coded.ts'
import { useT, type Translate } from '../../i18n/use-t.ts'
import { kindLabel } from '../devices/type-label.ts'
import { layoutText } from './kind-text.ts'

// What the serial id helper says (a warning, a part error, a candidate's label, a reader's notice), in the
// window's language; the register, detect, survey and import screens show the same texts.

export const WARNING_MESSAGES: CodeMessages<WarningCode> = {
  spaces: 'serialId.warning.spaces',
  placeholder: 'serialId.warning.placeholder',
  'pasted-hex': 'serialId.warning.pasted-hex',
  'empty-descriptor': 'serialId.warning.empty-descriptor',
  'descriptor-end': 'serialId.warning.descriptor-end',
  'edid-blocks': 'serialId.warning.edid-blocks',
  'mac-zero': 'serialId.warning.mac-zero',
  'mac-broadcast': 'serialId.warning.mac-broadcast',
  'mac-multicast': 'serialId.warning.mac-multicast',
  'mac-local': 'serialId.warning.mac-local',
  'hidden-ssid': 'serialId.warning.hidden-ssid',
  'mac-random': 'serialId.warning.mac-random',
  'virtual-adapter': 'serialId.warning.virtual-adapter',
}

export const PART_ERROR_MESSAGES: CodeMessages<PartErrorCode> = {
  'unknown-type': 'serialId.error.unknown-type',
  'id-not-text': 'serialId.error.id-not-text',
  'id-empty': 'serialId.error.id-empty',
  'id-too-long': 'serialId.error.id-too-long',
  'other-kind': 'serialId.error.other-kind',
  'field-count': 'serialId.error.field-count',
  'constant-field': 'serialId.error.constant-field',
  required: 'serialId.error.required',
  'not-text': 'serialId.error.not-text',
  'part-spaces': 'serialId.error.part-spaces',
  'part-empty': 'serialId.error.part-empty',
  'part-rewrite': 'serialId.error.part-rewrite',
  'part-invalid': 'serialId.error.part-invalid',
  'serial-empty': 'serialId.error.serial-empty',
  'serial-semicolon': 'serialId.error.serial-semicolon',
  'serial-control': 'serialId.error.serial-control',
  'serial-blank': 'serialId.error.serial-blank',
  'serial-too-long': 'serialId.error.serial-too-long',
  'number-too-large': 'serialId.error.number-too-large',
  'not-a-number': 'serialId.error.not-a-number',
  'two-ways': 'serialId.error.two-ways',
  'two-ways-explain': 'serialId.error.two-ways-explain',
  'not-letters': 'serialId.error.not-letters',
  'mac-0x': 'serialId.error.mac-0x',
  'not-a-mac': 'serialId.error.not-a-mac',
  'not-a-kind': 'serialId.error.not-a-kind',
  'lsusb-no-serial': 'serialId.error.lsusb-no-serial',
  'lsusb-unreadable': 'serialId.error.lsusb-unreadable',
  'usb-no-serial': 'serialId.error.usb-no-serial',
  'sysfs-no-serial': 'serialId.error.sysfs-no-serial',
  'system-profiler-no-serial': 'serialId.error.system-profiler-no-serial',
  'system-profiler-no-display-serial': 'serialId.error.system-profiler-no-display-serial',
  'hardware-id': 'serialId.error.hardware-id',
  'port-instance': 'serialId.error.port-instance',
  'monitor-path': 'serialId.error.monitor-path',
  'wmi-no-model': 'serialId.error.wmi-no-model',
  'wmi-cut-serial': 'serialId.error.wmi-cut-serial',
  'wmi-cut-model': 'serialId.error.wmi-cut-model',
  'not-an-id': 'serialId.error.not-an-id',
}

export const CANDIDATE_MESSAGES: CodeMessages<CandidateCode> = {
  'usb-hex': 'serialId.candidate.usb-hex',
  'usb-decimal': 'serialId.candidate.usb-decimal',
  'edid-product-hex': 'serialId.candidate.edid-product-hex',
  'edid-product-decimal': 'serialId.candidate.edid-product-decimal',
  'edid-numeric-serial': 'serialId.candidate.edid-numeric-serial',
  'edid-extension-serial': 'serialId.candidate.edid-extension-serial',
  adapter: 'serialId.candidate.adapter',
  neighbour: 'serialId.candidate.neighbour',
  route: 'serialId.candidate.route',
}

export const QUESTION_MESSAGES: CodeMessages<QuestionCode> = {
  'gateway-neighbours': 'serialId.question.gateway-neighbours',
  'gateway-routes': 'serialId.question.gateway-routes',
}

export const NOTICE_MESSAGES: CodeMessages<NoticeCode> = {
  'edid-short': 'serialId.notice.edid-short',
  'edid-too-long': 'serialId.notice.edid-too-long',
  'not-edid': 'serialId.notice.not-edid',
  'edid-checksum': 'serialId.notice.edid-checksum',
  'edid-vendor': 'serialId.notice.edid-vendor',
  'edid-invalid': 'serialId.notice.edid-invalid',
  'not-utf8': 'serialId.notice.not-utf8',
  'not-edid-or-text': 'serialId.notice.not-edid-or-text',
  'same-device': 'serialId.notice.same-device',
  'nothing-found': 'serialId.notice.nothing-found',
  'default-gateway': 'serialId.notice.default-gateway',
  'bssid-masked': 'serialId.notice.bssid-masked',
  'bssids-hidden': 'serialId.notice.bssids-hidden',
  'serials-hidden': 'serialId.notice.serials-hidden',
  'old-edid-decode': 'serialId.notice.old-edid-decode',
  'wmi-no-serial': 'serialId.notice.wmi-no-serial',
  'neighbour-unresolved': 'serialId.notice.neighbour-unresolved',
  'gateway-not-in-table': 'serialId.notice.gateway-not-in-table',
  'part-not-printed': 'serialId.notice.part-not-printed',
  'left-out': 'serialId.notice.left-out',
}

export const LEFT_OUT_MESSAGES: CodeMessages<LeftOutCode> = {
  loopback: 'serialId.leftOut.loopback',
  trafficShaping: 'serialId.leftOut.trafficShaping',
  vethPair: 'serialId.leftOut.vethPair',
  bridge: 'serialId.leftOut.bridge',
  bond: 'serialId.leftOut.bond',
  dummy: 'serialId.leftOut.dummy',
  vlan: 'serialId.leftOut.vlan',
  rootHub: 'serialId.leftOut.rootHub',
  noAddress: 'serialId.leftOut.noAddress',
  noEthernetAddress: 'serialId.leftOut.noEthernetAddress',
  portBridge: 'serialId.leftOut.portBridge',
  thunderboltBridge: 'serialId.leftOut.thunderboltBridge',
  tethering: 'serialId.leftOut.tethering',
  mobileBroadband: 'serialId.leftOut.mobileBroadband',
}

type Values = CodedText['values']

/**
 * A part error's values with the words the window adds from the device types it names (`kind`,
 * `otherKind`): the type's name and its layout, in the window's language, as the helper's English has them.
 */
export function withTypeWords(t: Translate, values: Values): Values {
  const kind = resolveKind(values?.['kind'])
  const other = resolveKind(values?.['otherKind'])
  if (kind === undefined) return values
  return {
    ...values,
    type: kindLabel(t, kind),
    layout: layoutText(t, kind),
    ...(other === undefined ? {} : { otherType: kindLabel(t, other) }),
  }
}

/** The helper's coded texts in the window's language, one function per kind of text. */
export function serialWords(t: Translate) {
  return {
    warning: (warning: CodedText<WarningCode>) => wordCoded(t, WARNING_MESSAGES, warning),
    partError: (error: CodedText<PartErrorCode>) =>
      wordCoded(t, PART_ERROR_MESSAGES, { ...error, values: withTypeWords(t, error.values) }),
    candidate: ({ label, labelCode, labelValues }: Omit<Candidate, 'serialId' | 'parts'>) =>
      wordCoded(t, CANDIDATE_MESSAGES, { code: labelCode, values: labelValues, message: label }),
    notice: (notice: CodedText<NoticeCode>) => wordCoded(t, NOTICE_MESSAGES, notice),
    question: (question: CodedText<QuestionCode>) => wordCoded(t, QUESTION_MESSAGES, question),
    leftOut: (leftOut: { code: LeftOutCode }) => t(LEFT_OUT_MESSAGES[leftOut.code]),
  }
}

export type SerialWords = ReturnType<typeof serialWords>

export function useSerialWords(): SerialWords {
  const t = useT()
  return useMemo(() => serialWords(t), [t])
}
