// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { heldSessionPassword, holdSessionPassword, releaseSessionPassword } from './session-password';

beforeEach(() => removeStored('MC_SESSION_PWD'));

describe('session-held password (MC_SESSION_PWD)', () => {
  it('CHPW-03 CHPW-13 is held encoded in the session area, read back and removed', () => {
    expect(heldSessionPassword()).toBe('');
    holdSessionPassword('Señha123');
    expect(readStored('MC_SESSION_PWD')).not.toContain('Señha123');
    expect(heldSessionPassword()).toBe('Señha123');
    releaseSessionPassword();
    expect(readStored('MC_SESSION_PWD')).toBeNull();
    expect(heldSessionPassword()).toBe('');
  });

  it('an unreadable entry counts as no held password', () => {
    writeStored('MC_SESSION_PWD', '%%%not base64');
    expect(heldSessionPassword()).toBe('');
  });
});
