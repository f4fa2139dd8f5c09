import { describe, expect, it } from 'vitest';
import { envelope, sandboxForFile } from '../test-support.ts';

const sandbox = sandboxForFile();

/** A multipart body as a browser sends it. */
async function multipart(parts: { name: string; value: string | { filename: string; type: string; bytes: number } }[]) {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string') form.append(part.name, part.value);
    else
      form.append(
        part.name,
        new Blob([new Uint8Array(part.value.bytes)], { type: part.value.type }),
        part.value.filename,
      );
  }
  const request = new Request('http://sandbox.test/', { method: 'PUT', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

describe('member extras (CALL-14, CALL-22, CALL-23, CALL-47)', () => {
  it('FEEDBACK-01 FEEDBACK-02 FEEDBACK-03 FEEDBACK-04 FEEDBACK-05 the feedback call takes multipart text and up to 3 png/jpg of at most 5 MB', async () => {
    const token = await sandbox.token();
    const send = async (parts: Parameters<typeof multipart>[0]) => {
      const body = await multipart(parts);
      return sandbox.call({
        url: '/wps/feedback',
        method: 'PUT',
        headers: { authorization: token, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const image = (filename: string, type = 'image/png', bytes = 100) => ({
      name: 'files',
      value: { filename, type, bytes },
    });
    const good = await send([{ name: 'content', value: 'Nice' }, image('a.png'), image('b.jpg', 'image/jpeg')]);
    expect(envelope(good).value).toMatchObject({ content: 'Nice', images: ['a.png', 'b.jpg'] });
    expect((await send([{ name: 'content', value: 'x'.repeat(141) }])).statusCode).toBe(400);
    expect((await send([{ name: 'content', value: 'ok' }, image('a.gif', 'image/gif')])).statusCode).toBe(400);
    expect(
      (await send([{ name: 'content', value: 'ok' }, image('big.png', 'image/png', 5 * 1024 * 1024 + 1)])).statusCode,
    ).toBe(400);
    expect(
      (await send([{ name: 'content', value: 'ok' }, image('1.png'), image('2.png'), image('3.png'), image('4.png')]))
        .statusCode,
    ).toBe(400);
  });

  it('CALL-14 the head icon is stored from one png and read back', async () => {
    await sandbox.control('POST', 'accounts', { username: 'iconuser', password: 'Secret123', type: 0 });
    const token = await sandbox.token('iconuser', 'Secret123');
    expect(
      envelope(await sandbox.call({ url: '/wps/member/info/icon', headers: { authorization: token } })).value,
    ).toEqual({ icon: null });
    const body = await multipart([{ name: 'file', value: { filename: 'me.png', type: 'image/png', bytes: 8 } }]);
    const saved = await sandbox.call({
      url: '/wps/member/info/icon',
      method: 'POST',
      headers: { authorization: token, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(saved.statusCode).toBe(200);
    const { value } = envelope<{ icon: string }>(
      await sandbox.call({ url: '/wps/member/info/icon', headers: { authorization: token } }),
    );
    expect(value.icon).toMatch(/^data:image\/png;base64,/);
  });

  it('CALL-23 club benefits follow the club label', async () => {
    const token = await sandbox.token('agent1', 'Agent123');
    const { value } = envelope<{ labelName: string; benefits: unknown[] }>(
      await sandbox.call({ url: '/wps/relay/MCSFE_getClubBenefit', headers: { authorization: token } }),
    );
    expect(value.labelName).toBe('VIP3');
    expect(value.benefits).toHaveLength(3);
  });

  it('PROMO-01 CALL-47 promotions come in every display state; joining is kept per scope and refused to the trial account', async () => {
    const list = envelope<{ id: number; state: string }[]>(
      await sandbox.call({ url: '/wps/relay/PROMOFE_getAvailablePromotions' }),
    ).value;
    expect(list.map((promotion) => promotion.state)).toEqual([
      'JOIN',
      'CLAIM',
      'APPLYING',
      'CLOSE',
      'REJECTED',
      'ISSUED',
      'CLAIMED',
      'PROCESS',
      'JOINED',
      'COMING_SOON',
    ]);
    const token = await sandbox.token();
    const joined = await sandbox.call({
      url: '/wps/relay/PROMOFE_applyPromotion',
      method: 'POST',
      headers: { authorization: token },
      payload: { id: 501 },
      cookies: { lobby_scope: 'promo-a' },
    });
    expect(envelope(joined).value).toEqual({ id: 501, state: 'APPLYING' });
    const inScope = envelope<{ id: number; state: string }[]>(
      await sandbox.call({ url: '/wps/relay/PROMOFE_getAvailablePromotions', cookies: { lobby_scope: 'promo-a' } }),
    ).value;
    expect(inScope[0]?.state).toBe('APPLYING');
    expect(
      envelope<{ state: string }[]>(await sandbox.call({ url: '/wps/relay/PROMOFE_getAvailablePromotions' })).value[0]
        ?.state,
    ).toBe('JOIN');
    const closed = await sandbox.call({
      url: '/wps/relay/PROMOFE_applyPromotion',
      method: 'POST',
      headers: { authorization: token },
      payload: { id: 504 },
    });
    expect(closed.statusCode).toBe(400);
    const trial = await sandbox.token('trial1', 'Trial123');
    expect(
      (
        await sandbox.call({
          url: '/wps/relay/PROMOFE_applyPromotion',
          method: 'POST',
          headers: { authorization: trial },
          payload: { id: 502 },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('CALL-39 CALL-40 CALL-41 contracts are requested and answered per scope', async () => {
    const token = await sandbox.token('contract1', 'Agent123');
    const scoped = { lobby_scope: 'contract-a' };
    const daily = envelope<{ pending: boolean; contractType: string }>(
      await sandbox.call({
        url: '/wps/agent/contract/dailySalary',
        headers: { authorization: token },
        cookies: scoped,
      }),
    ).value;
    expect(daily).toMatchObject({ pending: true, contractType: 'DAILY' });
    const answered = await sandbox.call({
      url: '/wps/agent/contract/dailySalary/process?action=accept',
      headers: { authorization: token },
      cookies: scoped,
    });
    expect(envelope(answered).value).toEqual({ action: 'accept', contractType: 'DAILY' });
    expect(
      envelope<{ dailysalreqtype: unknown }>(
        await sandbox.call({ url: '/wps/agent/contract/request', headers: { authorization: token }, cookies: scoped }),
      ).value.dailysalreqtype,
    ).toBeNull();
    expect(
      envelope<{ dailysalreqtype: unknown }>(
        await sandbox.call({ url: '/wps/agent/contract/request', headers: { authorization: token } }),
      ).value.dailysalreqtype,
    ).toBe('DAILY');
    const hourly = await sandbox.token('contract2', 'Agent123');
    const post = await sandbox.call({
      url: '/wps/agent/contract/hourSalary/process',
      method: 'POST',
      headers: { authorization: hourly },
      payload: { action: 'decline' },
      cookies: scoped,
    });
    expect(envelope(post).value).toEqual({ action: 'decline', contractType: 'HOURLY' });
  });

  it('DL-08 CALL-49 version info answers the download resources, switchable per scope', async () => {
    const before = envelope<{ pathList: unknown[]; resources: unknown[] }>(
      await sandbox.call({ url: '/wps/system/versionInfo', cookies: { lobby_scope: 'dl-a' } }),
    ).value;
    expect(Array.isArray(before.pathList)).toBe(true);
    await sandbox.control(
      'POST',
      'downloads',
      { resources: [{ resourceType: 'Android', url: 'https://example.com/a.apk' }] },
      'dl-a',
    );
    const after = envelope<{ resources: unknown[] }>(
      await sandbox.call({ url: '/wps/system/versionInfo', cookies: { lobby_scope: 'dl-a' } }),
    ).value;
    expect(after.resources).toEqual([{ resourceType: 'Android', url: 'https://example.com/a.apk' }]);
  });

  it('AGENT-21 agent announcements carry footer.unreadCount', async () => {
    const { value } = envelope<{ agent: unknown[]; footer: { unreadCount: number } }>(
      await sandbox.call({ url: '/wps/relay/MCSFE_getListAnnouncements?types=A' }),
    );
    expect(value.agent).toHaveLength(2);
    expect(value.footer.unreadCount).toBe(2);
  });
});
