// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readStored, removeStored } from '@/lib/storage';
import {
  decodeRememberedPassword,
  encodeRememberedPassword,
  forgetRememberedLogin,
  readRememberedLogin,
  reencodeRememberedPassword,
  saveRememberedLogin,
} from './remembered-login';

describe('remembered credentials', () => {
  beforeEach(() => removeStored('REMEMBERED_LOGIN'));

  it('SESSION-09 stores the password doubly encoded and decodes it back', () => {
    const encoded = encodeRememberedPassword('Pässword1');
    expect(encoded).not.toContain('Pässword1');
    expect(encoded).not.toBe(btoa('Password1'));
    expect(decodeRememberedPassword(encoded)).toBe('Pässword1');
    expect(decodeRememberedPassword('%%%not base64')).toBe('');
  });

  it('SESSION-08 LOGIN-06 LOGIN-07 keeps one record per method with type, username, password, countryDialingCode', () => {
    saveRememberedLogin('username', { username: 'player1', password: 'Player123', countryDialingCode: '' });
    saveRememberedLogin('sms', { username: '5511999', password: '', countryDialingCode: '55' });
    const stored = readStored('REMEMBERED_LOGIN') ?? {};
    expect(JSON.stringify(stored)).not.toContain('Player123');
    expect(Object.keys(stored).sort()).toEqual(['sms', 'username']);
    expect(stored.username?.type).toBe('username');
    expect(readRememberedLogin('username')).toEqual({ username: 'player1', password: 'Player123', countryDialingCode: '' });
    expect(readRememberedLogin('sms')?.countryDialingCode).toBe('55');
    forgetRememberedLogin('username');
    expect(readRememberedLogin('username')).toBeNull();
    expect(readRememberedLogin('sms')).not.toBeNull();
  });

  it('CHPW re-encodes a remembered password with the new one', () => {
    reencodeRememberedPassword('Nothing1');
    expect(readRememberedLogin('username')).toBeNull();
    saveRememberedLogin('username', { username: 'player1', password: 'Player123', countryDialingCode: '' });
    reencodeRememberedPassword('NewPass456');
    expect(readRememberedLogin('username')?.password).toBe('NewPass456');
  });
});
