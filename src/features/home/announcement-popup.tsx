import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { followContentLink } from '@/lib/content-links';
import { readStored, writeStored } from '@/lib/storage';
import { isKnownRoute } from '@/tenant/route-table';
import { Button, Dialog, DialogActions, SafeHtml } from '@/ui';
import { closedPopupStore, includedEntries, nextPopupStore, popupStoreKey, shouldShowPopup, type PopupEntry } from './popup-store';

/** The home announcement popup (POPUP-01..16): evaluated 500 ms after mount and when the list changes. */
export function AnnouncementPopup({ entries, loggedIn, firstTimeLogin }: { readonly entries: readonly PopupEntry[]; readonly loggedIn: boolean; readonly firstTimeLogin: boolean }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const included = useMemo(() => includedEntries(entries, loggedIn, firstTimeLogin), [entries, loggedIn, firstTimeLogin]);
  const key = popupStoreKey(loggedIn);
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const store = nextPopupStore(readStored(key), included);
      writeStored(key, store);
      setIndex(0);
      setOpen(shouldShowPopup(store, included));
    }, 500);
    return () => window.clearTimeout(timer);
  }, [key, included]);

  const close = () => {
    writeStored(key, closedPopupStore(readStored(key) ?? { show: true, data: [] }));
    setOpen(false);
  };
  const entry = included[index];
  if (!entry) return null;
  return (
    <Dialog open={open} title={entry.title} onClose={close} testId="announcement-popup">
      <SafeHtml html={entry.content} onLink={(href) => void followContentLink(href, { navigate: (path) => void navigate(path), isKnownRoute: (path) => isKnownRoute(path) })} />
      <DialogActions>
        <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          {t('popup.previous')}
        </Button>
        <Button variant="secondary" disabled={index >= included.length - 1} onClick={() => setIndex(index + 1)}>
          {t('popup.next')}
        </Button>
        <Button
          onClick={() => {
            close();
            void navigate('/m/rewardCenter');
          }}
        >
          {t('popup.goTo')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
