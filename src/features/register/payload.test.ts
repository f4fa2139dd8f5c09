import { describe, expect, it } from 'vitest';
import { affiliateFromUrl, buildRegisterPayload } from './payload';

const base = {
  countryDialingCode: '55',
  hostName: 'demo.example.com',
  registerMethod: 'H5' as const,
  urlAffiliate: { code: 'URLCODE', domain: 'partner.example' },
};

describe('register payload (000 §3)', () => {
  it('REG-20 REG-21 REG-23 REG-24 REG-25 AFF-05 AFF-06 carries every key, empty optionals as "", type 0, confirm = password', () => {
    const payload = buildRegisterPayload({
      ...base,
      values: { username: ' newbie1 ', password: ' pw 1', confirmPassword: 'different', mobileNum: '' },
    });
    expect(payload).toEqual({
      countryDialingCode: '',
      registerUrl: 'demo.example.com',
      registerMethod: 'H5',
      username: 'newbie1',
      password: ' pw 1',
      confirmPassword: ' pw 1',
      affiliateCode: 'URLCODE',
      paymentPassword: '',
      recommenderId: '',
      nickname: '',
      payeeName: '',
      email: '',
      mobileNum: '',
      idNumber: '',
      qqNum: '',
      facebook: '',
      wechat: '',
      line: '',
      whatsapp: '',
      zalo: '',
      captcha: '',
      type: 0,
      domain: 'partner.example',
      verificationCode: '',
    });
  });

  it('AFF-05 SMS-13 prefers the typed invitation code and sends the dialing code with a mobile number', () => {
    const payload = buildRegisterPayload({
      ...base,
      values: { affiliateCode: 'TYPED1', mobileNum: '11987654321', verificationCode: '1234' },
    });
    expect(payload.affiliateCode).toBe('TYPED1');
    expect(payload.countryDialingCode).toBe('55');
    expect(payload.verificationCode).toBe('1234');
    expect(payload).not.toHaveProperty('channel');
  });

  it('REG-26 adds channel sms and the id token on the phone-provider path', () => {
    const payload = buildRegisterPayload({
      ...base,
      values: { mobileNum: '11987654321', verificationCode: '1234' },
      providerIdToken: 'tok',
    });
    expect(payload).toMatchObject({ channel: 'sms', idToken: 'tok', verificationCode: '' });
  });

  it('AFF-01 reads the code and domain from the URL parameters', () => {
    expect(affiliateFromUrl(new URLSearchParams('affiliateCode=AFF2024&domain=x.example'))).toEqual({
      code: 'AFF2024',
      domain: 'x.example',
    });
    expect(affiliateFromUrl(new URLSearchParams('code=ABC'))).toEqual({ code: 'ABC', domain: '' });
    expect(affiliateFromUrl(new URLSearchParams(''))).toEqual({ code: '', domain: '' });
  });
});
