import { useCallback, useRef, useState } from 'react';
import { useTexts } from '@/i18n';
import { lazyPart } from '@/lib/lazy-part';
import { IconButton, SearchIcon } from '@/ui';

/**
 * The header's search button (issue 34, FIND-01). It is all the search puts
 * in the first route's code: the panel, its calls and its texts' logic load
 * the first time the player reaches for it (a pointer over it or a focus
 * starts loading; a tap shows it).
 */
const SearchPanel = lazyPart(
  () => import('./search-panel'),
  (module) => module.SearchPanel,
);

export function HeaderSearch() {
  const t = useTexts('discovery');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    // The player comes back where they left for the search.
    button.current?.focus();
  }, []);
  return (
    <>
      <IconButton
        ref={button}
        label={t('search.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="header-search"
        onPointerEnter={() => SearchPanel.preload()}
        onFocus={() => SearchPanel.preload()}
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </IconButton>
      {open ? <SearchPanel onClose={close} /> : null}
    </>
  );
}
