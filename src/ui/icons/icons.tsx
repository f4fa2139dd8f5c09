import type { SVGProps } from 'react';
import { ICON_PATHS } from '@/lib/icon-paths';

/**
 * Inline line icons (24×24, currentColor), so the chrome needs no icon font
 * or extra request. Decorative by default; pass a title for a standalone icon.
 */

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { readonly title?: string; readonly size?: number };

/** The class of icons that point along the reading direction; the global style mirrors them right-to-left. */
export const DIRECTIONAL_ICON_CLASS = 'lby-directional';

function makeIcon(paths: readonly string[], displayName: string, directional = false) {
  function Icon({ title, size = 24, className, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        role={title ? 'img' : undefined}
        aria-hidden={title ? undefined : true}
        focusable="false"
        className={directional ? [DIRECTIONAL_ICON_CLASS, className].filter(Boolean).join(' ') : className}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const HomeIcon = makeIcon(ICON_PATHS.home, 'HomeIcon');
export const GiftIcon = makeIcon(ICON_PATHS.gift, 'GiftIcon');
export const WalletIcon = makeIcon(ICON_PATHS.wallet, 'WalletIcon');
export const HeadsetIcon = makeIcon(ICON_PATHS.headset, 'HeadsetIcon');
export const UserIcon = makeIcon(ICON_PATHS.user, 'UserIcon');
export const BackIcon = makeIcon(ICON_PATHS.back, 'BackIcon', true);
export const ChevronRightIcon = makeIcon(ICON_PATHS.chevronRight, 'ChevronRightIcon', true);
export const ChevronDownIcon = makeIcon(ICON_PATHS.chevronDown, 'ChevronDownIcon');
export const CloseIcon = makeIcon(ICON_PATHS.close, 'CloseIcon');
export const HeartIcon = makeIcon(ICON_PATHS.heart, 'HeartIcon');
export const SearchIcon = makeIcon(ICON_PATHS.search, 'SearchIcon');
export const FilterIcon = makeIcon(ICON_PATHS.filter, 'FilterIcon');
export const MailIcon = makeIcon(ICON_PATHS.mail, 'MailIcon');
export const MenuIcon = makeIcon(ICON_PATHS.menu, 'MenuIcon');
export const RefreshIcon = makeIcon(ICON_PATHS.refresh, 'RefreshIcon');
export const EyeIcon = makeIcon(ICON_PATHS.eye, 'EyeIcon');
export const EyeOffIcon = makeIcon(ICON_PATHS.eyeOff, 'EyeOffIcon');
export const LogoutIcon = makeIcon(ICON_PATHS.logout, 'LogoutIcon', true);
export const HelpIcon = makeIcon(ICON_PATHS.help, 'HelpIcon');
export const DownloadIcon = makeIcon(ICON_PATHS.download, 'DownloadIcon');
export const LockIcon = makeIcon(ICON_PATHS.lock, 'LockIcon');
export const StarIcon = makeIcon(ICON_PATHS.star, 'StarIcon');
export const SettingsIcon = makeIcon(ICON_PATHS.settings, 'SettingsIcon');
export const ShareIcon = makeIcon(ICON_PATHS.share, 'ShareIcon');
export const ChatIcon = makeIcon(ICON_PATHS.chat, 'ChatIcon');
export const GlobeIcon = makeIcon(ICON_PATHS.globe, 'GlobeIcon');
export const BellIcon = makeIcon(ICON_PATHS.bell, 'BellIcon');
export const DocumentIcon = makeIcon(ICON_PATHS.document, 'DocumentIcon');
export const ChartIcon = makeIcon(ICON_PATHS.chart, 'ChartIcon');
export const TeamIcon = makeIcon(ICON_PATHS.team, 'TeamIcon');
export const TransferIcon = makeIcon(ICON_PATHS.transfer, 'TransferIcon');
export const InfoIcon = makeIcon(ICON_PATHS.info, 'InfoIcon');
export const CheckIcon = makeIcon(ICON_PATHS.check, 'CheckIcon');
export const AlertIcon = makeIcon(ICON_PATHS.alert, 'AlertIcon');
export const WifiOffIcon = makeIcon(ICON_PATHS.wifiOff, 'WifiOffIcon');
