import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n';
import { DURATIONS } from '@/lib/spec-constants';

/** GLIST-16: the language, settled for 200 ms, so a burst of changes reloads the list once. */
export function useSettledLanguage(delayMs: number = DURATIONS.languageReloadDebounce): string {
  const language = useLanguage();
  const [settled, setSettled] = useState<string>(language);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(language), delayMs);
    return () => window.clearTimeout(timer);
  }, [language, delayMs]);
  return settled;
}
