import { describe, expect, it } from 'vitest';
import { completeCpf } from '../../src/lib/identity-rules.ts';
import { signVendorCallback } from '../domain/verifications.ts';
import { png, regulatedSandbox, regulatedTestKit } from '../test-regulated.ts';
import { envelope } from '../test-support.ts';

/** Regulated markets (issue 33) against the sandbox: registration with identity, the documents, the vendor's verdict. */

const sandbox = regulatedSandbox();
const { player, call, deposit, upload } = regulatedTestKit(sandbox);

describe('registration with identity', () => {
  const register = (body: Record<string, unknown>) =>
    sandbox.encryptedCall({
      url: '/wps/member/register',
      method: 'PUT',
      merchant: 'jaguar',
      body: {
        registerUrl: 'jaguar.localhost',
        registerMethod: 'H5',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        type: 0,
        captcha: '',
        ...body,
      },
    });

  it('KYC-01 the field configuration asks for CPF, full name and date of birth under BR only', async () => {
    type Settings = { fields: Record<string, { enabled: boolean; required: boolean; acceptedPattern: string }> };
    const br = envelope<Settings>(
      await sandbox.call({ url: '/wps/system/setting/register', merchant: 'jaguar' }),
    ).value;
    const none = envelope<Settings>(await sandbox.call({ url: '/wps/system/setting/register' })).value;
    for (const name of ['cpf', 'fullName', 'birthDate']) {
      expect(br.fields[name]).toMatchObject({ enabled: true, required: true });
      expect(none.fields[name]).toMatchObject({ enabled: false, required: false });
    }
  });

  it('KYC-02 KYC-03 KYC-04 refuses a bad CPF, a minor and a CPF already registered; stores a valid one', async () => {
    await sandbox.control('POST', 'register-settings', { fields: { captcha: { enabled: false } } });
    const cpf = completeCpf(String(100_000_000 + (Date.now() % 800_000_000)));
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const base = { fullName: 'Ana Maria Souza', birthDate: '1990-04-02' };
    const name = `kyc${Date.now().toString(36)}`;
    expect(envelope(await register({ ...base, username: `${name}a`, cpf: '529.982.247-24' })).errorCode).toBe(
      'cpf.invalid',
    );
    expect(
      envelope(
        await register({
          ...base,
          username: `${name}b`,
          cpf: masked,
          birthDate: `${new Date().getFullYear() - 17}-01-01`,
        }),
      ).errorCode,
    ).toBe('age.under.minimum');
    expect(envelope(await register({ ...base, username: `${name}c`, cpf: '' })).errorCode).toBe(
      'account.format.invalid',
    );
    expect(envelope(await register({ ...base, username: `${name}d`, cpf: masked })).success).toBe(true);
    expect(envelope(await register({ ...base, username: `${name}e`, cpf: masked })).errorCode).toBe('cpf.exists');
    const stored = envelope<{ identity: { cpf: string; fullName: string; birthDate: string }; status: string }>(
      await sandbox.control('GET', `verifications?username=${name}d&merchant=jaguar`),
    ).value;
    expect(stored.identity).toEqual({ cpf, fullName: 'Ana Maria Souza', birthDate: '1990-04-02' });
    expect(stored.status).toBe('none');
    await sandbox.control('POST', 'register-settings', { reset: true });
  });
});

describe('identity documents', () => {
  it('KYC-07 KYC-08 a document arrives in chunks; a chunk at the wrong offset answers where to resume', async () => {
    const who = await player('jaguar');
    const bytes = png(800, 600);
    const started = envelope<{ uploadId: string; offset: number }>(
      await call(who, '/wps/member/verification/upload', 'POST', { kind: 'front', size: bytes.length }),
    ).value;
    const put = (offset: number, part: Buffer) =>
      sandbox.call({
        url: `/wps/member/verification/upload/chunk?uploadId=${started.uploadId}&offset=${offset}`,
        method: 'PUT',
        merchant: 'jaguar',
        headers: { ...who.headers, 'content-type': 'application/octet-stream' },
        payload: part,
      });
    const half = Math.floor(bytes.length / 2);
    expect(envelope(await put(0, bytes.subarray(0, half))).value).toMatchObject({ offset: half, complete: false });
    // The same chunk again (its answer was lost): nothing changes, the answer says where the upload stands.
    expect(envelope(await put(0, bytes.subarray(0, half))).value).toMatchObject({ offset: half, complete: false });
    const state = envelope<{ offset: number }>(
      await call(who, `/wps/member/verification/upload?uploadId=${started.uploadId}`),
    ).value;
    expect(state.offset).toBe(half);
    expect(envelope(await put(half, bytes.subarray(half))).value).toMatchObject({
      offset: bytes.length,
      complete: true,
    });
    const status = envelope<{ documents: Record<string, boolean>; status: string }>(
      await call(who, '/wps/member/verification'),
    ).value;
    expect(status).toMatchObject({ status: 'none', documents: { front: true, back: false, selfie: false } });
  });

  it('KYC-09 refuses a wrong type, an oversize file, a renamed non-image and an image too small to read', async () => {
    const who = await player('jaguar');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await upload(who, 'front', gif)).errorCode).toBe('document.type.invalid');
    const oversize = envelope(
      await call(who, '/wps/member/verification/upload', 'POST', { kind: 'front', size: 6 * 1024 * 1024 }),
    );
    expect(oversize).toMatchObject({ success: false, errorCode: 'document.too.large' });
    // A text file named and sent as a JPEG is judged by its bytes.
    const renamed = Buffer.from('%PDF-1.4 this is not a picture of a document at all'.repeat(20));
    expect((await upload(who, 'back', renamed)).errorCode).toBe('document.type.invalid');
    expect((await upload(who, 'selfie', png(120, 90))).errorCode).toBe('document.dimensions.invalid');
    const status = envelope<{ documents: Record<string, boolean> }>(await call(who, '/wps/member/verification')).value;
    expect(status.documents).toEqual({ front: false, back: false, selfie: false });
  });

  it('KYC-10 another member cannot read or extend an upload; the images are readable through the control API only', async () => {
    const owner = await player('jaguar');
    const other = await player('jaguar');
    const bytes = png(640, 480);
    const started = envelope<{ uploadId: string }>(
      await call(owner, '/wps/member/verification/upload', 'POST', { kind: 'selfie', size: bytes.length }),
    ).value;
    const peek = envelope(await call(other, `/wps/member/verification/upload?uploadId=${started.uploadId}`));
    expect(peek).toMatchObject({ success: false, errorCode: 'upload.not.found' });
    const push = await sandbox.call({
      url: `/wps/member/verification/upload/chunk?uploadId=${started.uploadId}&offset=0`,
      method: 'PUT',
      merchant: 'jaguar',
      headers: { ...other.headers, 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
    expect(envelope(push).errorCode).toBe('upload.not.found');
    await upload(owner, 'front', bytes);
    // The member's status names no address of any image; the operator reads the bytes back.
    expect(JSON.stringify(envelope(await call(owner, '/wps/member/verification')).value)).not.toMatch(/https?:|\/m\//);
    const image = await sandbox.control(
      'GET',
      `verifications/document?username=${owner.username}&merchant=jaguar&kind=front`,
    );
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(bytes)).toBe(true);
  });
});

describe('the verification vendor and the gates it opens', () => {
  it('KYC-11 KYC-12 submit needs all three documents; the signed verdict verifies and the gates open', async () => {
    const who = await player('jaguar');
    await upload(who, 'front', png(640, 480));
    expect(envelope(await call(who, '/wps/member/verification/submit', 'POST', {})).errorCode).toBe(
      'verification.incomplete',
    );
    await upload(who, 'back', png(640, 480));
    await upload(who, 'selfie', png(480, 640));
    expect(envelope(await call(who, '/wps/member/verification/submit', 'POST', {})).value).toMatchObject({
      status: 'pending',
    });
    expect(envelope(await deposit(who)).value).toEqual({ gate: 'deposit', status: 'pending' });
    await sandbox.control('POST', 'verifications/decide', {
      username: who.username,
      merchant: 'jaguar',
      status: 'verified',
    });
    expect(envelope(await deposit(who)).success).toBe(true);
  });

  it('KYC-13 a verdict with a bad signature, or signed too long ago, is refused and changes nothing', async () => {
    const who = await player('jaguar');
    for (const kind of ['front', 'back', 'selfie'] as const) await upload(who, kind, png(640, 480));
    await call(who, '/wps/member/verification/submit', 'POST', {});
    const bad = envelope(
      await sandbox.control('POST', 'verifications/decide', {
        username: who.username,
        merchant: 'jaguar',
        status: 'verified',
        signature: 'f'.repeat(64),
      }),
    );
    expect(bad).toMatchObject({ success: false, errorCode: 'callback.signature.invalid' });
    const stale = envelope(
      await sandbox.control('POST', 'verifications/decide', {
        username: who.username,
        merchant: 'jaguar',
        status: 'verified',
        ageMs: 10 * 60_000,
      }),
    );
    expect(stale.errorCode).toBe('callback.signature.invalid');
    const forged = {
      reference: 'K000000000000',
      status: 'VERIFIED',
      reason: '',
      timestamp: Date.now(),
    } as const;
    const wrongMerchant = await sandbox.call({
      url: '/wps/kyc/callback',
      method: 'POST',
      merchant: 'jaguar',
      headers: { 'x-vendor-signature': signVendorCallback('demo', forged) },
      payload: forged,
    });
    expect(envelope(wrongMerchant).errorCode).toBe('callback.signature.invalid');
    expect(envelope<{ status: string }>(await call(who, '/wps/member/verification')).value.status).toBe('pending');
  });

  it('KYC-14 a rejection carries its reason and the member sends new documents', async () => {
    const who = await player('jaguar');
    for (const kind of ['front', 'back', 'selfie'] as const) await upload(who, kind, png(640, 480));
    await call(who, '/wps/member/verification/submit', 'POST', {});
    await sandbox.control('POST', 'verifications/decide', {
      username: who.username,
      merchant: 'jaguar',
      status: 'rejected',
      reason: 'selfieMismatch',
    });
    expect(envelope(await call(who, '/wps/member/verification')).value).toMatchObject({
      status: 'rejected',
      reason: 'selfieMismatch',
    });
    await upload(who, 'selfie', png(480, 640));
    expect(envelope(await call(who, '/wps/member/verification/submit', 'POST', {})).value).toMatchObject({
      status: 'pending',
    });
  });
});
