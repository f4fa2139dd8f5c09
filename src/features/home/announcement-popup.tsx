import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '@/i18n';
import { DURATIONS } from '@/lib/spec-constants';
import { readStored, writeStored } from '@/lib/storage';
import { paths } from '@/tenant/paths';
import { Button, Dialog, DIALOG_CLOSE_MS, DIALOG_PRIORITY, DialogActions, SafeHtml, useContentLink } from '@/ui';
import {
  closedPopupStore,
  includedEntries,
  nextPopupStore,
  popupStoreKey,
  shouldShowPopup,
  type PopupEntry,
} from './popup-store';

/**
 * The home announcement popup (POPUP-01..16): evaluated 500 ms after mount
 * and whenever the list changes (POPUP-08, POPUP-09); pages one entry at a
 * time, bounded (POPUP-02, POPUP-03); closes with an animation (POPUP-04).
 */
export function AnnouncementPopup({
  entries,
  loggedIn,
  firstTimeLogin,
}: {
  readonly entries: readonly PopupEntry[];
  readonly loggedIn: boolean;
  readonly firstTimeLogin: boolean;
}) {
  const t = useTexts('home');
  const navigate = useNavigate();
  const openContentLink = useContentLink();
  const included = useMemo(
    () => includedEntries(entries, loggedIn, firstTimeLogin),
    [entries, loggedIn, firstTimeLogin],
  );
  const key = popupStoreKey(loggedIn);
  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const [index, setIndex] = useState(0);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const store = nextPopupStore(readStored(key), included);
      writeStored(key, store);
      setIndex(0);
      setClosing(false);
      setOpen(shouldShowPopup(store, included));
    }, DURATIONS.popupCheckDelay);
    return () => window.clearTimeout(timer);
  }, [key, included]);

  useEffect(() => {
    return () => window.clearTimeout(closeTimer.current);
  }, []);

  const close = useCallback(() => {
    writeStored(key, closedPopupStore(readStored(key) ?? { show: true, data: [] }));
    setClosing(true);
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => {
      setOpen(false);
      setClosing(false);
    }, DIALOG_CLOSE_MS);
  }, [key]);

  const entry = included[index];
  if (!entry) return null;
  return (
    <Dialog
      open={open}
      closing={closing}
      title={entry.title}
      onClose={close}
      testId="announcement-popup"
      priority={DIALOG_PRIORITY.announcement}
    >
      <SafeHtml html={entry.content} onLink={openContentLink} />
      {included.length > 1 ? (
        <p aria-live="polite" data-testid="announcement-popup-position">
          {t('popup.position', { current: index + 1, total: included.length })}
        </p>
      ) : null}
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
            void navigate(paths.rewardCenter());
          }}
        >
          {t('popup.goTo')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
