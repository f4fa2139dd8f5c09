import styled from 'styled-components';
import { readStored } from '@/lib/storage';
import { token } from '@/ui';
import { currentDownloadEnv } from './env';

/**
 * The download bar sits above the home page, and its code and links arrive
 * after the page: without a reserved place the page would jump down when it
 * shows (CLS). From the first render this slot holds the bar's height
 * whenever the bar can show on this client — not closed (DL-02), not an
 * installed app (DL-03), a phone — and the bar takes its place. Only when the
 * platform then has no link for the phone (DL-04) does the slot close again.
 */
export const DOWNLOAD_BAR_HEIGHT = '56px';

export function downloadBarExpected(): boolean {
  const env = currentDownloadEnv();
  return readStored('hideDownloadBar') === null && !env.nativeApp && !env.installedWebApp && env.platform !== 'other';
}

const Slot = styled.div`
  height: ${DOWNLOAD_BAR_HEIGHT};
  background: ${token('color.bg.surface')};
`;

export function DownloadBarSlot() {
  return downloadBarExpected() ? <Slot data-testid="download-bar-slot" aria-hidden="true" /> : null;
}
