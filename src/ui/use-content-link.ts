import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { followContentLink } from '@/lib/content-links';
import { isKnownRoute } from '@/tenant/route-table';
import { openExternal } from './external-link-store';

/**
 * What a tap on a link inside server content does (banners, announcements,
 * notices, promotion pages): an app route navigates in the app, another
 * site opens in a new window (behind the leaving notice when its host is
 * not trusted), anything else is ignored.
 */
export function useContentLink(): (href: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (href: string) => {
      followContentLink(href, {
        navigate: (path) => void navigate(path),
        isKnownRoute: (path) => isKnownRoute(path),
        openExternal: (url) => openExternal(url),
      });
    },
    [navigate],
  );
}
