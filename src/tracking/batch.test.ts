import { describe, expect, it } from 'vitest'
import { commonFields } from './batch'

const facts = {
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)',
  platform: 'macOS',
  deviceId: 'd1',
  screen: { width: 1440, height: 900, dpr: 2 },
  buildId: 'b1',
  page: 'https://x.test/',
}

describe('commonFields', () => {
  it('fills every SPEC 3 field, os_ 1 for Mac, empty for what nobody knows', () => {
    const c = commonFields({ ...facts, networkType: '4g', ip: '203.0.113.9' })
    // SPEC 3's 21 common fields, in its order.
    expect(Object.keys(c)).toEqual([
      'user_id',
      'user_info',
      'os_',
      'ua',
      'device_id',
      'device_brand',
      'device_model',
      'screen_height',
      'screen_width',
      'screen_dpr',
      'network_type',
      'app_version',
      'js_version',
      'login_ip',
      'webrtc_ip',
      'op_page',
      'op_proxy',
      'proxy_ip',
      'op_res',
      'op_obj_type',
      'op_obj_value',
    ])
    expect(Object.keys(c)).toHaveLength(21)
    expect(c).toMatchObject({ op_res: 0, op_obj_type: '', op_obj_value: '' })
    expect(c).toMatchObject({
      os_: 1,
      device_brand: 'Apple',
      screen_width: 1440,
      screen_dpr: 2,
      js_version: 'b1',
      login_ip: '203.0.113.9',
      network_type: '4g',
      webrtc_ip: '',
    })
  })
  it('is 0 and brandless elsewhere', () => {
    expect(commonFields({ ...facts, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', platform: 'Windows' })).toMatchObject({
      os_: 0,
      device_brand: '',
      login_ip: '',
    })
  })
})
