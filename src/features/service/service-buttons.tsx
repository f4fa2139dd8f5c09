import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { safeExternalUrl } from '@/lib/url-guard';
import { useSiteConfig, useSiteSettings } from '@/tenant/site';
import { Button, ChatIcon, openExternal, token } from '@/ui';
import { serviceInfoQuery } from './api';
import { linkButtons } from './service-links';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
  & a {
    display: inline-flex;
    justify-content: center;
    padding: ${token('space.xs')} ${token('space.sm')};
    border-radius: ${token('radius.pill')};
    background: ${token('color.bg.surface')};
    color: ${token('color.text.link')};
    font-size: ${token('font.size.xs')};
    text-decoration: none;
  }
`;

/** The channels the widget and the page offer: the live-chat URL (SVC-02) and the link buttons (SVC-03..05). */
export function useServiceChannels(): {
  readonly chatUrl: string | null;
  readonly links: ReturnType<typeof linkButtons>;
} {
  const settings = useSiteSettings();
  const config = useSiteConfig();
  const info = useQuery(serviceInfoQuery());
  const entries = settings.customerService;
  const chat = entries.find((entry) => entry.csType === 'LIVECHAT') ?? entries[0];
  return { chatUrl: chat ? safeExternalUrl(chat.path) : null, links: linkButtons(info.data ?? config.serviceLinks) };
}

/** SVC-02..06: live chat when customer-service entries exist; FACEBOOK/TELEGRAM/TELEGRAM2 buttons when a URL is given. */
export function ServiceButtons() {
  const t = useTexts('service');
  const { chatUrl, links } = useServiceChannels();
  return (
    <Stack>
      {chatUrl ? (
        <Button small onClick={() => openExternal(chatUrl, 'noopener,width=440,height=750')}>
          <ChatIcon /> {t('liveChat')}
        </Button>
      ) : null}
      {links.map((link) => {
        const url = safeExternalUrl(link.url);
        return url ? (
          <a key={link.type} href={url} target="_blank" rel="noopener noreferrer" data-service-link={link.type}>
            {t(`links.${link.type}`)}
          </a>
        ) : null;
      })}
    </Stack>
  );
}
