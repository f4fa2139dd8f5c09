import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { safeExternalUrl } from '@/lib/url-guard';
import { Dialog, DIALOG_PRIORITY, MutedText, StackList, token } from '@/ui';
import { popupLinkTypes, type DevicePlatform, type DownloadType } from './links';

const LinkList = styled(StackList)`
  & a {
    display: block;
    padding: ${token('space.md')};
    border-radius: ${token('radius.control')};
    background: ${token('color.bg.surface')};
    color: ${token('color.text.link')};
    text-align: center;
    font-weight: ${token('font.weight.bold')};
  }
`;

/** DL-06/07: the links this device can use (Android; iOS: configuration profile and app). */
export function DownloadLinkList({
  platform,
  links,
}: {
  readonly platform: DevicePlatform;
  readonly links: Partial<Record<DownloadType, string>>;
}) {
  const t = useTexts('download');
  const types = popupLinkTypes(platform, links).flatMap((type) => {
    const url = safeExternalUrl(links[type]);
    return url ? [{ type, url }] : [];
  });
  if (types.length === 0) return <MutedText>{t('noLinks')}</MutedText>;
  return (
    <LinkList data-testid="download-links">
      {types.map(({ type, url }) => (
        <li key={type}>
          <a href={url} target="_blank" rel="noopener noreferrer" data-link={type}>
            {t(`link.${type as 'IOS' | 'Android' | 'MOBILECONFIG'}`)}
          </a>
        </li>
      ))}
    </LinkList>
  );
}

export function DownloadPopup({
  open,
  onClose,
  platform,
  links,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly platform: DevicePlatform;
  readonly links: Partial<Record<DownloadType, string>>;
}) {
  const t = useTexts('download');
  return (
    <Dialog
      open={open}
      title={t('popupTitle')}
      onClose={onClose}
      testId="download-popup"
      priority={DIALOG_PRIORITY.download}
    >
      <DownloadLinkList platform={platform} links={links} />
    </Dialog>
  );
}
