import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PartsFields } from '#renderer/features/register/PartsFields.tsx'
import { lsusbIds } from '#renderer/features/register/register-draft.ts'
import { renderWithApi } from '../render.tsx'

describe('lsusb’s vendor:product pair in a USB id field', () => {
  it.each([
    ['413c:b06e', { vendor: '0x413c', product: '0xb06e' }],
    [' 0BDA:8153 ', { vendor: '0x0bda', product: '0x8153' }],
    [
      'Bus 001 Device 004: ID 413c:b06e Dell Computer Corp. Dell Universal Dock D6000',
      { vendor: '0x413c', product: '0xb06e' },
    ],
    ['413c', undefined],
    ['413c:b06', undefined],
    ['0BDA;F01E341F8303;33107', undefined],
  ])('%s', (typed, ids) => {
    expect(lsusbIds('usb', 'vendor', typed)).toEqual(ids)
  })

  it('is read in the product field too, and in no other type’s fields', () => {
    expect(lsusbIds('usb', 'product', '413c:b06e')).toEqual({ vendor: '0x413c', product: '0xb06e' })
    expect(lsusbIds('usb', 'serial', '413c:b06e')).toBeUndefined()
    expect(lsusbIds('monitor', 'vendor', '413c:b06e')).toBeUndefined()
  })

  it('fills the vendor and the product id, keeping the serial typed, instead of refusing the vendor', () => {
    const onChange = vi.fn()
    const onApplyFix = vi.fn()
    renderWithApi(
      <PartsFields
        kind="usb"
        parts={{ vendor: '', serial: 'ABC123', product: '' }}
        errors={[]}
        showEmpty={false}
        onChange={onChange}
        onApplyFix={onApplyFix}
      />,
      {},
    )
    fireEvent.change(screen.getByRole('textbox', { name: 'USB vendor id' }), {
      target: { value: '413c:b06e' },
    })
    expect(onApplyFix).toHaveBeenCalledWith({
      vendor: '0x413c',
      serial: 'ABC123',
      product: '0xb06e',
    })
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.change(screen.getByRole('textbox', { name: 'USB vendor id' }), {
      target: { value: '413c' },
    })
    expect(onChange).toHaveBeenCalledWith('vendor', '413c')
  })
})
