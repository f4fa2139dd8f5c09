/** Home: the shell's hot-match popup (the home page itself is a routed page). */
export { ShellHotMatchPopup } from './shell-hot-match-popup';
export { BannerArea } from './banner-area';
