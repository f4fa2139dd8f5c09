import type { i18n as I18n, Namespace, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';

/**
 * What a reader of texts needs to draw again: a count of the instance's
 * text events (a new language, borrowed texts), one listener per instance
 * for every reader (SPEED-33). react-i18next 17's `useTranslation` copies
 * the instance's property descriptors into a wrapper and builds a fixed `t`
 * at every mount; a game tile mounted three of them, and a scroll down the
 * game list mounted them by the thousand (a CPU profile at 4×: about 0.4 s
 * of a 12 s scroll, the largest script after React's own). `useTexts` and
 * `useLanguage` (index.ts) read the instance through here.
 */
interface TextsClock {
  readonly subscribe: (reader: () => void) => () => void;
  readonly read: () => number;
}

const clocks = new WeakMap<I18n, TextsClock>();

function clockOf(instance: I18n, events: readonly string[]): TextsClock {
  const known = clocks.get(instance);
  if (known) return known;
  let revision = 0;
  const readers = new Set<() => void>();
  // Never removed: one listener for the instance's life, however many readers come and go.
  for (const event of events)
    instance.on(event, () => {
      revision += 1;
      for (const reader of [...readers]) reader();
    });
  const clock: TextsClock = {
    subscribe: (reader) => {
      readers.add(reader);
      return () => {
        readers.delete(reader);
      };
    },
    read: () => revision,
  };
  clocks.set(instance, clock);
  return clock;
}

/**
 * The nearest provider's instance (the theme gallery shows two languages at
 * once), else `fallback`; the component that calls this renders again when
 * `events` fire on that instance.
 */
export function useTextsInstance(fallback: I18n, events: readonly string[]): I18n {
  // Typed as always provided, but undefined outside a provider (a component test renders without one).
  const provided = useContext(I18nContext) as { readonly i18n?: I18n } | undefined;
  const instance = provided?.i18n ?? fallback;
  const clock = clockOf(instance, events);
  useSyncExternalStore(clock.subscribe, clock.read);
  return instance;
}

/** A text before the instance is initialised: its default value, else its key. */
function defaultOrKey(key: string | readonly string[], options?: unknown): string {
  if (typeof options === 'string') return options;
  if (typeof options === 'object' && options !== null && 'defaultValue' in options) {
    const { defaultValue } = options;
    if (typeof defaultValue === 'string') return defaultValue;
  }
  return typeof key === 'string' ? key : (key[key.length - 1] ?? '');
}

/**
 * The texts of a component rendered before the app's start initialised the
 * instance (a component test): a default value or the key, as
 * react-i18next's hook shows them then.
 */
export function textsBeforeStart<N extends Namespace>(): TFunction<N> {
  // i18next's TFunction is an overloaded interface no plain function declares; this one answers every overload with a string.
  return defaultOrKey as unknown as TFunction<N>;
}
