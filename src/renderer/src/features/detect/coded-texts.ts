import type { DetectCode } from '#shared/ipc/detect.ts'
import type { PutResult } from '#shared/ipc/registry.ts'
import type { CodeMessages } from '../../i18n/coded.ts'

/** Detection's own texts: machine notes, why a reader could not read, what it noticed, why it skipped. */
export const DETECT_TEXTS: CodeMessages<DetectCode> = {
  'recorded-machine': 'detect.text.recorded-machine',
  'harness-machine': 'detect.text.harness-machine',
  'not-looked-up': 'detect.text.not-looked-up',
  'reader-timeout': 'detect.text.reader-timeout',
  'reader-error': 'detect.text.reader-error',
  'tool-missing': 'detect.text.tool-missing',
  'tool-not-recorded': 'detect.text.tool-not-recorded',
  'tool-could-not-run': 'detect.text.tool-could-not-run',
  'tool-failed': 'detect.text.tool-failed',
  'tool-failed-silent': 'detect.text.tool-failed-silent',
  'not-readable': 'detect.text.not-readable',
  'macos-location': 'detect.text.macos-location',
  'windows-location': 'detect.text.windows-location',
  'netsh-unavailable': 'detect.text.netsh-unavailable',
  'unknown-system': 'detect.text.unknown-system',
  'gateway-uncached': 'detect.text.gateway-uncached',
  'gateway-uncached-mac': 'detect.text.gateway-uncached-mac',
  'gateway-ipv6-uncached': 'detect.text.gateway-ipv6-uncached',
  'no-default-route': 'detect.text.no-default-route',
  'no-default-route-mac': 'detect.text.no-default-route-mac',
  'no-displays': 'detect.text.no-displays',
  'random-address': 'detect.text.random-address',
  'no-usb-bus': 'detect.text.no-usb-bus',
  'usb-no-id': 'detect.text.usb-no-id',
  'no-wifi-adapter': 'detect.text.no-wifi-adapter',
  loopback: 'detect.text.loopback',
  'traffic-shaping': 'detect.text.traffic-shaping',
  veth: 'detect.text.veth',
  bridge: 'detect.text.bridge',
  bond: 'detect.text.bond',
  tunnel: 'detect.text.tunnel',
  vpn: 'detect.text.vpn',
  virtual: 'detect.text.virtual',
  'link-type': 'detect.text.link-type',
  'no-address': 'detect.text.no-address',
  'root-hub': 'detect.text.root-hub',
}

/** Main's own sentences about a device put in. */
export const PUT_TEXTS: CodeMessages<NonNullable<PutResult['text']>['code']> = {
  unchanged: 'detect.put.unchanged',
  'location-required': 'detect.put.location-required',
  cancelled: 'detect.put.cancelled',
  'not-sent': 'detect.put.not-sent',
}
