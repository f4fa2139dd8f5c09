import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { useLanguage, useTexts } from '@/i18n';
import { useSiteConfig } from '@/tenant/site';
import { token } from '@/ui';
import { registerAnnouncementsQuery } from './api';

const Strip = styled.ul`
  display: flex;
  gap: ${token('space.sm')};
  overflow-x: auto;
  margin: 0;
  padding: 0;
  list-style: none;
  & img {
    display: block;
    height: 96px;
    width: auto;
    border-radius: ${token('radius.control')};
  }
`;

/** REG-28: the page's own announcements as a banner strip (their use is not shown; decision). */
export function AnnouncementStrip() {
  const t = useTexts('register');
  const language = useLanguage();
  const config = useSiteConfig();
  const banners = useQuery(registerAnnouncementsQuery(language, config.merchantCode));
  if (!banners.data || banners.data.length === 0) return null;
  return (
    <Strip aria-label={t('announcements')} data-testid="register-announcements">
      {banners.data.map((banner, index) => (
        <li key={`${banner.url}-${index}`}>
          <img src={banner.url} alt={banner.title ?? ''} loading="lazy" />
        </li>
      ))}
    </Strip>
  );
}
