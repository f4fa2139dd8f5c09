/** Registration (000 §2.4): the page is loaded by the route table; the settings query is shared. */
export { registerSettingsQuery, useAffiliateStore } from './api';
export type { RegisterSettings } from '@/tenant/register-settings';
