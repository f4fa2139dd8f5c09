import { memo } from 'react';
import { useTexts } from '@/i18n';
import { imageSource } from '@/lib/image-cdn';
import { matchRanges } from '@/lib/search-text';
import type { Choice } from './search-choices';
import { OptionRow, OptionText } from './search-styles';

/** The name as shown, with the query's words marked where they occur (accents and all, FIND-02). */
export function Highlighted({ text, query }: { readonly text: string; readonly query: string }) {
  const ranges = query ? matchRanges(text, query) : [];
  if (ranges.length === 0) return <>{text}</>;
  const chars = Array.from(text);
  const parts = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(chars.slice(at, start).join(''));
    parts.push(<mark key={start}>{chars.slice(start, end).join('')}</mark>);
    at = end;
  }
  if (at < chars.length) parts.push(chars.slice(at).join(''));
  return <>{parts}</>;
}

interface OptionProps {
  readonly choice: Choice;
  /** The element id the field's aria-activedescendant names. */
  readonly domId: string;
  readonly active: boolean;
  readonly query: string;
  readonly onChoose: (choice: Choice) => void;
  readonly onHover: (id: string) => void;
}

/**
 * One option of the results listbox. Options are not focusable: focus stays
 * in the field, which points at the active one (combobox pattern), and a
 * press on an option does not take focus from the field.
 */
export const SearchOption = memo(function SearchOption({
  choice,
  domId,
  active,
  query,
  onChoose,
  onHover,
}: OptionProps) {
  const t = useTexts('discovery');
  const tg = useTexts('games');
  const typeName = (type: string) => tg(`types.${type}` as 'types.RNG', { defaultValue: type });
  let body;
  switch (choice.kind) {
    case 'recent':
    case 'keyword':
      body = <OptionText>{choice.term}</OptionText>;
      break;
    case 'vendor':
      body = (
        <>
          <img
            src={imageSource(choice.vendor.mobileSmallIcon) || undefined}
            alt=""
            width={40}
            height={40}
            loading="lazy"
          />
          <OptionText>
            <span>
              <Highlighted text={choice.vendor.displayName || choice.vendor.vassalage} query={query} />
            </span>
            <small>{t('search.providerGames', { count: choice.vendor.gameCount })}</small>
          </OptionText>
        </>
      );
      break;
    case 'more':
      body = (
        <OptionText>
          <span>{t('search.seeAll', { count: choice.count, type: typeName(choice.gameType) })}</span>
        </OptionText>
      );
      break;
    default: {
      const { game } = choice;
      const name = game.gameName ?? game.nodeName ?? '';
      body = (
        <>
          <img
            src={imageSource(game.iconUrl ?? game.showIcon) || undefined}
            alt=""
            width={40}
            height={40}
            loading="lazy"
          />
          <OptionText>
            <span>
              <Highlighted text={name} query={query} />
            </span>
            <small>
              {[game.displayName ?? game.vassalage, typeName(game.gameType ?? '')].filter(Boolean).join(' · ')}
            </small>
          </OptionText>
        </>
      );
    }
  }
  return (
    <OptionRow
      role="option"
      id={domId}
      aria-selected={active}
      data-kind={choice.kind}
      onPointerDown={(event) => event.preventDefault()}
      onPointerMove={() => onHover(choice.id)}
      onClick={() => onChoose(choice)}
    >
      {body}
    </OptionRow>
  );
});
