import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { GiftIcon, HeadsetIcon, HomeIcon, token, UserIcon, WalletIcon } from '@/ui';
import { BOTTOM_MENU_ITEMS } from '@/tenant/chrome-rules';

const ICONS = {
  home: HomeIcon,
  gift: GiftIcon,
  wallet: WalletIcon,
  headset: HeadsetIcon,
  user: UserIcon,
} as const;

const Nav = styled.nav<{ $tall: boolean }>`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: 100;
  height: ${({ $tall }) => ($tall ? token('size.menuTall') : token('size.menu'))};
  padding-bottom: ${({ $tall }) => ($tall ? `calc(${token('size.menuTall')} - ${token('size.menu')})` : '0')};
  background: ${token('color.bg.menu')};
  border-top: 1px solid ${token('color.border.default')};
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  max-width: ${token('size.contentMax')};
  margin: 0 auto;
`;

const Item = styled(NavLink)<{ $central: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  color: ${token('color.text.menuInactive')};
  text-decoration: none;
  font-size: ${token('font.size.xs')};
  &.active {
    color: ${token('color.text.menuActive')};
  }
  & > span:first-child {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    ${({ $central }) =>
      $central
        ? `width: 48px; height: 48px; margin-top: -20px; border-radius: 50%; background: ${token('color.bg.brand')}; color: ${token('color.text.onBrand')}; box-shadow: ${token('shadow.raised')};`
        : ''}
  }
`;

/** CHROME-05/06: five items; CHROME-07: taller on iPhones at least 812 px high. */
export function BottomMenu({ tall }: { readonly tall: boolean }) {
  const t = useTexts('common');
  return (
    <Nav $tall={tall} aria-label={t('nav.home')} data-testid="bottom-menu" data-tall={tall ? 'true' : 'false'}>
      {BOTTOM_MENU_ITEMS.map((item) => {
        const Icon = ICONS[item.icon];
        return (
          <Item key={item.id} to={item.to} $central={item.central} data-menu-item={item.id}>
            <span>
              <Icon size={item.central ? 26 : 22} />
            </span>
            <span>{t(item.labelKey)}</span>
          </Item>
        );
      })}
    </Nav>
  );
}
