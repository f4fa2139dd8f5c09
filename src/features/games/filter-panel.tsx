import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { GAME_CONSTANTS } from '@/lib/spec-constants';
import { Button, Dialog, DialogActions, token } from '@/ui';
import { imageSource } from '@/lib/image-cdn';
import { DEFAULT_FILTER, type GameFilter, type Vendor } from './api';
import type { Classification } from './list-logic';
import { otherGameLinks, toggleVendor } from './filter-logic';
import { chipFrame } from './game-list-styles';

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
  & legend {
    padding: 0 0 ${token('space.xs')};
    font-weight: ${token('font.weight.bold')};
    font-size: ${token('font.size.sm')};
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.xs')};
`;

const Chip = styled.button`
  ${chipFrame}
  min-height: 32px;
  padding: 0 ${token('space.sm')};
  border-radius: ${token('radius.chip')};
  background: ${token('color.bg.raised')};
  font-size: ${token('font.size.xs')};
  &[aria-pressed='true'] {
    background: ${token('color.bg.brand')};
    color: ${token('color.text.onBrand')};
    border-color: transparent;
  }
`;

const Others = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.xs')};
  & a {
    display: inline-block;
    padding: ${token('space.xs')} ${token('space.sm')};
    border-radius: ${token('radius.chip')};
    background: ${token('color.bg.raised')};
    color: ${token('color.text.primary')};
    font-size: ${token('font.size.xs')};
    text-decoration: none;
  }
`;

export interface FilterPanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly gameType: string;
  readonly vendors: readonly Vendor[];
  readonly classifications: readonly Classification[];
  readonly categories: readonly string[];
  readonly filter: GameFilter;
  readonly onApply: (filter: GameFilter) => void;
}

/**
 * GLIST-18..26: the provider filter panel. Vendor chips with "all" (a
 * selected chip toggles off); for RNG also game type and minimum bet, applied
 * with submit (other types apply a chip at once); "other games" links.
 */
export function FilterPanel(props: FilterPanelProps) {
  // Mounted only while open, so each opening starts from the applied filter.
  return props.open ? <OpenFilterPanel {...props} /> : null;
}

function OpenFilterPanel({
  onClose,
  gameType,
  vendors,
  classifications,
  categories,
  filter,
  onApply,
}: FilterPanelProps) {
  const t = useTexts('games');
  const [draft, setDraft] = useState(filter);
  const rng = gameType === GAME_CONSTANTS.slotGameType;

  const chooseVendor = (vendor: Vendor | null) => {
    const next = toggleVendor(draft, vendor);
    setDraft(next);
    if (!rng) {
      onApply(next);
      onClose();
    }
  };

  return (
    <Dialog open title={t('filter.title')} onClose={onClose} testId="game-filter">
      <Group>
        <legend>{t('filter.vendors')}</legend>
        <Chips>
          <Chip type="button" aria-pressed={draft.vassalage === ''} onClick={() => chooseVendor(null)}>
            {t('filter.all')}
          </Chip>
          {vendors.map((vendor) => (
            <Chip
              key={vendor.vassalage}
              type="button"
              aria-pressed={draft.vassalage === vendor.vassalage}
              onClick={() => chooseVendor(vendor)}
            >
              {vendor.mobileSmallIcon ? (
                <img src={imageSource(vendor.mobileSmallIcon)} alt="" width={20} height={20} loading="lazy" />
              ) : null}
              {vendor.displayName || vendor.vassalage}
            </Chip>
          ))}
        </Chips>
      </Group>
      {rng ? (
        <>
          <Group>
            <legend>{t('filter.gameType')}</legend>
            <Chips>
              {[{ key: 'all', displayName: t('filter.all') }, ...classifications].map((entry) => (
                <Chip
                  key={entry.key}
                  type="button"
                  aria-pressed={draft.gameClassify === entry.key}
                  onClick={() => setDraft({ ...draft, gameClassify: entry.key })}
                >
                  {entry.displayName}
                </Chip>
              ))}
            </Chips>
          </Group>
          <Group>
            <legend>{t('filter.minBet')}</legend>
            <Chips>
              {GAME_CONSTANTS.minimumBetOptions.map((option) => (
                <Chip
                  key={option}
                  type="button"
                  aria-pressed={draft.minBet === option}
                  onClick={() => setDraft({ ...draft, minBet: option })}
                >
                  {option === 'all' ? t('filter.all') : option}
                </Chip>
              ))}
            </Chips>
          </Group>
          <DialogActions>
            <Button variant="secondary" onClick={() => setDraft({ ...DEFAULT_FILTER, gameName: draft.gameName })}>
              {t('filter.reset')}
            </Button>
            <Button
              onClick={() => {
                onApply(draft);
                onClose();
              }}
            >
              {t('filter.submit')}
            </Button>
          </DialogActions>
        </>
      ) : null}
      {categories.length > 0 ? (
        <nav aria-label={t('filter.otherGames')}>
          <Group as="div">
            <strong>{t('filter.otherGames')}</strong>
            <Others>
              {otherGameLinks(categories).map((entry) => (
                <li key={entry.category}>
                  <Link to={entry.to} onClick={onClose}>
                    {t(`types.${entry.category}`, { defaultValue: entry.category })}
                  </Link>
                </li>
              ))}
            </Others>
          </Group>
        </nav>
      ) : null}
    </Dialog>
  );
}
