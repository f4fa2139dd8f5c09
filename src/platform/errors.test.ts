import { describe, expect, it } from 'vitest';
import { PlatformError } from './errors';

describe('failure messages (issue 16)', () => {
  it('REL-02 say whether trying again may help: a dropped connection, a server failure, a refusal', () => {
    expect(new PlatformError({ kind: 'network' }).messageKey).toBe('errors.connectionLost');
    expect(new PlatformError({ kind: 'http', status: 502 }).messageKey).toBe('errors.serverProblem');
    expect(new PlatformError({ kind: 'malformed' }).messageKey).toBe('errors.serverProblem');
    expect(new PlatformError({ kind: 'offline' }).messageKey).toBe('errors.noInternet');
    expect(new PlatformError({ kind: 'timeout' }).messageKey).toBe('errors.slowConnection');
    expect(new PlatformError({ kind: 'business', errorCode: 'password.old.incorrect' }).messageKey).toBe(
      'errors.oldPasswordIncorrect',
    );
    expect(new PlatformError({ kind: 'business', errorCode: 'login.rate.limited' }).messageKey).toBe(
      'errors.rateLimited',
    );
    expect(new PlatformError({ kind: 'business', errorCode: 'no.such.code' }).messageKey).toBe('errors.unknown');
  });
});
