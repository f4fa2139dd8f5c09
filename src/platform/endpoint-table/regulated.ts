import { get, write, type Endpoint } from './endpoint-kinds';

/**
 * Regulated markets (issue 33): identity verification with its document
 * uploads, the vendor's verdict, the location check and the member's privacy
 * rights: rows of the endpoint table (src/platform/endpoints.ts). The
 * platform's real paths are not known, so each is a proposal in the
 * platform's style (docs/platform-calls.md).
 */
export const REGULATED_ENDPOINTS = {
  // --- Identity verification (KYC)
  verificationStatus: get(
    '/wps/member/verification',
    'COMM3',
    'required',
    'decision (issue 33: the member’s own verification status, reason and documents received)',
  ),
  verificationUploadStart: write(
    'POST',
    '/wps/member/verification/upload',
    'COMM3',
    'required',
    'decision (issue 33: a resumable upload of one document image; answers its id and the chunk size)',
  ),
  verificationUploadChunk: write(
    'PUT',
    '/wps/member/verification/upload/chunk',
    'COMM3',
    'required',
    'decision (issue 33: raw bytes at ?uploadId=&offset=; a chunk at the wrong offset answers where to resume)',
    { body: 'binary' },
  ),
  verificationUploadState: get(
    '/wps/member/verification/upload',
    'COMM3',
    'required',
    'decision (issue 33: how many bytes of an upload arrived, read after a dropped connection)',
  ),
  verificationSubmit: write(
    'POST',
    '/wps/member/verification/submit',
    'COMM3',
    'required',
    'decision (issue 33: sends the stored documents to the verification vendor; the status becomes pending)',
  ),
  verificationCallback: write(
    'POST',
    '/wps/kyc/callback',
    null,
    'none',
    'decision (issue 33: vendor → platform, HMAC-signed with a timestamp; never called by the app)',
  ),

  // --- Location (GEO)
  locationCheck: write(
    'POST',
    '/wps/member/location',
    'COMM3',
    'required',
    'decision (issue 33: the browser’s position; the platform decides inside or outside the jurisdiction)',
  ),

  // --- Privacy rights (LGPD / GDPR)
  privacyExport: get(
    '/wps/member/privacy/export',
    'COMM3',
    'required',
    'decision (issue 33: the member’s data as one document: profile, logins, ledger, bets, limits, verification)',
  ),
  accountClose: write(
    'POST',
    '/wps/member/close',
    'COMM3',
    'required',
    'decision (issue 33: closes the account after the password; refused while money is held)',
    { encrypted: true },
  ),
} as const satisfies Record<string, Endpoint>;
