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

  it('MONEY-31 BONUS-07 BONUS-12 a reused request id and the bonus refusals have texts of their own', () => {
    const keyOf = (errorCode: string) => new PlatformError({ kind: 'business', errorCode }).messageKey;
    expect(keyOf('request.id.reused')).toBe('errors.requestReused');
    expect(keyOf('bonus.max.stake')).toBe('errors.bonusMaxStake');
    expect(keyOf('bonus.forfeit.unconfirmed')).toBe('errors.bonusForfeitUnconfirmed');
    expect(keyOf('promo.code.used')).toBe('errors.promoCodeUsed');
  });
});
