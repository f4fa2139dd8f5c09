import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLanguage, useTexts } from '@/i18n';
import { imageSource } from '@/lib/image-cdn';
import { paths } from '@/tenant/paths';
import { EmptyState, IconTileButton, PageBody, PageHeading, QueryView, Tabs, TileGrid } from '@/ui';
import { vendorsOfType, vendorsQuery } from './api';

/**
 * The game centre (/m/gameCenter) and the slots centre (/m/slotsCenter) as
 * vendor lobbies (ENGAGE-06): providers by category; a provider opens its
 * games in the game list (preset to that provider), where they launch.
 */

const CATEGORIES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT'] as const;
type Category = (typeof CATEGORIES)[number];

export function VendorLobby({ slotsOnly }: { readonly slotsOnly: boolean }) {
  const t = useTexts('games');
  const language = useLanguage();
  const navigate = useNavigate();
  const vendors = useQuery(vendorsQuery(language));
  const [category, setCategory] = useState<Category>('RNG');
  const label = (type: Category) => (type === 'RNG' ? t('centre.RNG') : t(`popular.labels.${type}`));
  const open = (vendor: string) =>
    void navigate(
      category === 'LOTT' ? paths.moreLottery() : paths.gameList({ gameType: category, vassalage: vendor }),
    );
  return (
    <PageBody data-page={slotsOnly ? 'slotsCenter' : 'gameCenter'}>
      <PageHeading>{slotsOnly ? t('centre.slotsTitle') : t('centre.title')}</PageHeading>
      {slotsOnly ? null : (
        <Tabs
          label={t('centre.categories')}
          items={CATEGORIES.map((id) => ({ id, label: label(id) }))}
          activeId={category}
          onSelect={setCategory}
        />
      )}
      <QueryView query={vendors}>
        {(all) => {
          const offered = vendorsOfType(all, category);
          if (offered.length === 0) return <EmptyState>{t('centre.empty')}</EmptyState>;
          return (
            <TileGrid aria-label={t('centre.vendors')} data-testid="vendor-lobby">
              {offered.map((vendor) => (
                <li key={vendor.vassalage} data-vendor={vendor.vassalage}>
                  <IconTileButton
                    type="button"
                    aria-label={t('centre.open', { vendor: vendor.displayName || vendor.vassalage })}
                    onClick={() => open(vendor.vassalage)}
                  >
                    <img
                      src={imageSource(vendor.mobileLargeIcon ?? vendor.mobileSmallIcon)}
                      alt=""
                      width={80}
                      height={80}
                      loading="lazy"
                    />
                    <span dir="auto">{vendor.displayName || vendor.vassalage}</span>
                  </IconTileButton>
                </li>
              ))}
            </TileGrid>
          );
        }}
      </QueryView>
    </PageBody>
  );
}
