import { useState } from 'react';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { MARKETED_GAME_COUNT } from '@/lib/spec-constants';
import { readStored, writeStored } from '@/lib/storage';
import { safeExternalUrl } from '@/lib/url-guard';
import { Button, CloseIcon, IconButton, token } from '@/ui';
import { useDownloadLinks } from './api';
import { currentDownloadEnv } from './env';
import { DOWNLOAD_BAR_HEIGHT } from './download-bar-slot';
import { DownloadPopup } from './download-popup';
import { showsDownloadBar } from './links';

const Bar = styled.aside`
  display: flex;
  align-items: center;
  box-sizing: border-box;
  min-height: ${DOWNLOAD_BAR_HEIGHT};
  gap: ${token('space.sm')};
  padding: ${token('space.sm')} ${token('space.md')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  & img {
    width: 32px;
    height: 32px;
    border-radius: ${token('radius.control')};
  }
  & p {
    flex: 1;
    margin: 0;
    font-size: ${token('font.size.sm')};
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
`;

/** 000 §2.9 download bar (DL-01..05): visible until closed, the close persists under hideDownloadBar. */
export function DownloadBar() {
  const t = useTexts('download');
  const links = useDownloadLinks();
  const [closed, setClosed] = useState(() => readStored('hideDownloadBar') !== null);
  const [popupOpen, setPopupOpen] = useState(false);
  const env = currentDownloadEnv();
  if (!showsDownloadBar(env, links, closed)) return null;
  const icon = safeExternalUrl(links.AppDownloadIcon);
  const close = () => {
    writeStored('hideDownloadBar', '1');
    setClosed(true);
  };
  return (
    <>
      <Bar data-testid="download-bar" aria-label={t('barLabel')}>
        <IconButton label={t('close')} onClick={close} data-testid="download-bar-close">
          <CloseIcon />
        </IconButton>
        {icon ? <img src={icon} alt="" /> : null}
        <p>{t('barText', { count: MARKETED_GAME_COUNT })}</p>
        <Button small onClick={() => setPopupOpen(true)}>
          {t('download')}
        </Button>
      </Bar>
      <DownloadPopup open={popupOpen} onClose={() => setPopupOpen(false)} platform={env.platform} links={links} />
    </>
  );
}
