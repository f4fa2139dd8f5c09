import { lazy, Suspense } from 'react';
import { useHotMatchStore } from './hot-match-store';

const HotMatchPopup = lazy(() => import('./hot-match-popup').then((module) => ({ default: module.HotMatchPopup })));

/** The shell's mount point: the popup's code loads only when its flag is first set (keeps the entry small). */
export function ShellHotMatchPopup() {
  const open = useHotMatchStore((state) => state.popupOpen);
  return open ? (
    <Suspense fallback={null}>
      <HotMatchPopup />
    </Suspense>
  ) : null;
}
