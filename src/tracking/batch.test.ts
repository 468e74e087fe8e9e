import { describe, expect, it } from 'vitest'
import { commonFields } from './batch'

const facts = { userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'macOS', deviceId: 'd1', screen: { width: 1440, height: 900, dpr: 2 }, buildId: 'b1', page: 'https://x.test/' }

describe('commonFields', () => {
  it('fills every SPEC 3 field, os_ 1 for Mac, empty for what nobody knows', () => {
    const c = commonFields({ ...facts, networkType: '4g', ip: '203.0.113.9' })
    expect(Object.keys(c).sort()).toEqual(['app_version', 'device_brand', 'device_id', 'device_model', 'js_version', 'login_ip', 'network_type', 'op_page', 'op_proxy', 'os_', 'proxy_ip', 'screen_dpr', 'screen_height', 'screen_width', 'ua', 'user_id', 'user_info', 'webrtc_ip'])
    expect(c).toMatchObject({ os_: 1, device_brand: 'Apple', screen_width: 1440, screen_dpr: 2, js_version: 'b1', login_ip: '203.0.113.9', network_type: '4g', webrtc_ip: '' })
  })
  it('is 0 and brandless elsewhere', () => {
    expect(commonFields({ ...facts, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', platform: 'Windows' })).toMatchObject({ os_: 0, device_brand: '', login_ip: '' })
  })
})
