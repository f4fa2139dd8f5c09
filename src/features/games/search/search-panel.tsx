import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { useTexts } from '@/i18n';
import { SEARCH_MAX_LENGTH } from '@/lib/search-text';
import { paths } from '@/tenant/paths';
import { CloseIcon, IconButton, InlineErrorState, VisuallyHidden } from '@/ui';
import { useLaunchGame } from '../launch';
import { forgetSearches, recentSearches, rememberSearch } from './recent-searches';
import { foundNothing, recentSections, resultSections, type Choice, type Section } from './search-choices';
import { SearchOption } from './search-option';
import { Field, FieldRow, GroupHead, LinkButton, Listbox, Message, Scroll, Sheet } from './search-styles';
import { useGameSearch } from './use-game-search';

/**
 * The header's search (issue 34, FIND-01..05): a sheet over the page with a
 * combobox and its listbox of results, grouped by type. Keyboard: the arrow
 * keys walk the options, Enter chooses one, Escape closes; Tab stays in the
 * sheet. A polite live region says how many games were found. Results come
 * as the player types (use-game-search.ts); a failed search says so with a
 * retry; a search that finds nothing says so and suggests what might help.
 */
export function SearchPanel({ onClose }: { readonly onClose: () => void }) {
  const t = useTexts('discovery');
  const tg = useTexts('games');
  const navigate = useNavigate();
  const launch = useLaunchGame();
  const [term, setTerm] = useState('');
  const [recent, setRecent] = useState(recentSearches);
  const { keyword, data, failed, loading, stale, retry } = useGameSearch(term);
  const [activeId, setActiveId] = useState<string | null>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const field = useRef<HTMLInputElement>(null);
  const sheet = useRef<HTMLDivElement>(null);

  const sections: readonly Section[] = useMemo(
    () => (keyword === '' ? recentSections(recent) : data ? resultSections(data) : []),
    [keyword, recent, data],
  );
  const choices = useMemo(() => sections.flatMap((section) => section.choices), [sections]);
  const activeIndex = choices.findIndex((choice) => choice.id === activeId);
  const domId = (choice: Choice) => `${baseId}-${choice.id}`;
  const activeChoice = choices[activeIndex];

  useEffect(() => {
    field.current?.focus();
  }, []);
  useEffect(() => {
    if (activeChoice) document.getElementById(`${baseId}-${activeChoice.id}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeChoice, baseId]);

  const remember = useCallback(() => {
    if (keyword) setRecent(rememberSearch(keyword));
  }, [keyword]);

  const choose = useCallback(
    (choice: Choice) => {
      switch (choice.kind) {
        case 'recent':
        case 'keyword':
          setTerm(choice.term);
          setActiveId(null);
          field.current?.focus();
          return;
        case 'vendor':
          remember();
          onClose();
          void navigate(paths.gameList({ gameType: choice.vendor.gameType, vassalage: choice.vendor.vassalage }));
          return;
        case 'more':
          remember();
          onClose();
          void navigate(paths.gameList({ gameType: choice.gameType, gameName: keyword }));
          return;
        default:
          if (choice.kind === 'game') remember();
          onClose();
          void launch(choice.game);
      }
    },
    [keyword, launch, navigate, onClose, remember],
  );

  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = choices.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (last < 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = activeIndex === -1 ? (step > 0 ? 0 : last) : (activeIndex + step + choices.length) % choices.length;
      setActiveId(choices[next]?.id ?? null);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeChoice) choose(activeChoice);
      else remember();
    }
  };

  // Escape closes the sheet; Tab and Shift+Tab go round its controls, never to the page under it.
  const onSheetKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (activeChoice) setActiveId(null);
      else onClose();
      return;
    }
    if (event.key !== 'Tab' || !sheet.current) return;
    const focusable = [...sheet.current.querySelectorAll<HTMLElement>('input, button:not([disabled])')];
    const first = focusable[0];
    const end = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      end?.focus();
    } else if (!event.shiftKey && document.activeElement === end) {
      event.preventDefault();
      first?.focus();
    }
  };

  const titleOf = (section: Section): string => {
    switch (section.title.kind) {
      case 'recent':
        return t('search.recent');
      case 'providers':
        return t('search.providers');
      case 'didYouMean':
        return t('search.didYouMean');
      case 'popular':
        return t('search.popular');
      default:
        return `${tg(`types.${section.title.gameType}` as 'types.RNG', { defaultValue: section.title.gameType })} (${String(section.title.count)})`;
    }
  };

  const nothing = keyword !== '' && data !== undefined && !stale && foundNothing(data);
  // What the live region says once the results stand for what was typed (never between keys).
  let announcement = '';
  if (keyword !== '' && data && !stale) {
    const providers = data.vendors.length;
    announcement = nothing
      ? t('search.nothingFound')
      : providers > 0
        ? t('search.gamesAndProviders', {
            count: data.totalCount,
            providers: t('search.providerCount', { count: providers }),
          })
        : t('search.games', { count: data.totalCount });
  }

  return createPortal(
    <Sheet role="dialog" aria-modal="true" aria-label={t('search.title')} ref={sheet} onKeyDown={onSheetKey}>
      <FieldRow>
        <Field
          ref={field}
          type="text"
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={choices.length > 0}
          aria-controls={listId}
          aria-activedescendant={activeChoice ? domId(activeChoice) : undefined}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setActiveId(null);
          }}
          onKeyDown={onFieldKey}
        />
        {term ? (
          <IconButton label={t('search.clear')} onClick={() => (setTerm(''), field.current?.focus())}>
            <CloseIcon size={18} />
          </IconButton>
        ) : null}
        <LinkButton type="button" onClick={onClose} aria-label={t('search.close')}>
          {t('search.close')}
        </LinkButton>
      </FieldRow>
      <VisuallyHidden role="status" aria-live="polite" data-testid="search-announcement">
        {announcement}
      </VisuallyHidden>
      <Scroll>
        {keyword === '' && recent.length === 0 ? <Message>{t('search.hint')}</Message> : null}
        {loading ? <Message>{t('search.searching')}</Message> : null}
        {failed ? (
          <InlineErrorState testId="search-error" message={t('search.failed')} onRetry={() => void retry()} />
        ) : null}
        {nothing ? <Message data-state="empty">{t('search.noResults', { keyword })}</Message> : null}
        {keyword === '' && recent.length > 0 ? (
          <GroupHead as="div">
            <span />
            <LinkButton type="button" onClick={() => (forgetSearches(), setRecent([]))}>
              {t('search.forgetRecent')}
            </LinkButton>
          </GroupHead>
        ) : null}
        <Listbox role="listbox" id={listId} aria-label={t('search.results')} aria-busy={stale || undefined}>
          {sections.map((section) => (
            <div key={section.id} role="group" aria-labelledby={`${baseId}-${section.id}`}>
              <GroupHead id={`${baseId}-${section.id}`}>{titleOf(section)}</GroupHead>
              {section.choices.map((choice) => (
                <SearchOption
                  key={choice.id}
                  choice={choice}
                  domId={domId(choice)}
                  active={choice.id === activeId}
                  query={keyword}
                  onChoose={choose}
                  onHover={setActiveId}
                />
              ))}
            </div>
          ))}
        </Listbox>
      </Scroll>
    </Sheet>,
    document.body,
  );
}
