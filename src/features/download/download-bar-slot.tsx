import styled from 'styled-components';
import { readStored } from '@/lib/storage';
import { token } from '@/ui';
import { useDownloadLinks } from './api';
import { currentDownloadEnv } from './env';
import { showsDownloadBar } from './links';

/**
 * The download bar sits above the home page, and its code arrives after the
 * page: without a reserved place the page would jump down when it shows
 * (CLS). From the first render this slot holds the bar's height whenever the
 * bar shows by the links known so far (cached down_link, else the tenant's),
 * and the bar takes its place. Only when the platform's answer then has no
 * link for this device (DL-04) does the slot close again.
 */
export const DOWNLOAD_BAR_HEIGHT = '56px';

const Slot = styled.div`
  height: ${DOWNLOAD_BAR_HEIGHT};
  background: ${token('color.bg.surface')};
`;

export function DownloadBarSlot() {
  const links = useDownloadLinks();
  const shows = showsDownloadBar(currentDownloadEnv(), links, readStored('hideDownloadBar') !== null);
  return shows ? <Slot data-testid="download-bar-slot" aria-hidden="true" /> : null;
}
