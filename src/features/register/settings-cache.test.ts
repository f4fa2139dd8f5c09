// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored } from '@/lib/storage';

const answer: { current: unknown } = vi.hoisted(() => ({ current: {} }));
vi.mock('@/platform/request', () => ({
  callPlatform: () => Promise.resolve(answer.current),
  callPlatformParsed: () => Promise.resolve({}),
}));

const { registerSettingsQuery } = await import('./api');

const settingsWithUsername = {
  methods: { username: true, mobile: true },
  fields: {
    username: {
      enabled: true,
      required: true,
      acceptedPattern: '^[a-z0-9]{6,16}$',
      minLength: 6,
      maxLength: 16,
      patternId: 1,
    },
  },
};

beforeEach(() => {
  window.localStorage.clear();
});

describe('registration validators cache', () => {
  it('SESSION-24 the registration validators are cached locally and reused before the call answers', async () => {
    expect((registerSettingsQuery().initialData as () => unknown)()).toBeUndefined();
    answer.current = settingsWithUsername;
    const queryFn = registerSettingsQuery().queryFn as (context: { signal: AbortSignal }) => Promise<unknown>;
    await queryFn({ signal: new AbortController().signal });
    expect(readStored('registerValidators')).not.toBeNull();

    const reused = (
      registerSettingsQuery().initialData as () => {
        methods: { mobile: boolean };
        fields: { username: { required: boolean; minLength: number | null } };
      }
    )();
    expect(reused.methods.mobile).toBe(true);
    expect(reused.fields.username).toMatchObject({ required: true, minLength: 6 });
    // Reused data is stale from the start, so the page still asks the platform.
    expect(registerSettingsQuery().initialDataUpdatedAt).toBe(0);
  });
});
