import { lazyPart } from '@/lib/lazy-part';
import { useHotMatchStore } from './hot-match-store';

const HotMatchPopup = lazyPart(
  () => import('./hot-match-popup'),
  (module) => module.HotMatchPopup,
);

/** The shell's mount point: the popup's code loads only when its flag is first set (keeps the entry small). */
export function ShellHotMatchPopup() {
  const open = useHotMatchStore((state) => state.popupOpen);
  return open ? <HotMatchPopup /> : null;
}
