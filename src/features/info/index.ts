/** Honest pages for routes whose content the spec does not show. */
export { InfoPage } from './info-page';
