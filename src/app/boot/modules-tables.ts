/**
 * The fourth start-up step (after libraries-first.ts): the app's tables — the
 * platform's endpoints, the tenant's pages and routes, the texts' set-up —
 * then a yield, so the app's own modules do not evaluate in one long task
 * (issue 35, TBT).
 */
import '@/app/boot/libraries-first';
import '@/platform/endpoints';
import '@/platform/request';
import '@/tenant/route-table';
import '@/tenant/runtime-config';
import '@/i18n';
import { yieldToBrowser } from '@/lib/yield-to-browser';

await yieldToBrowser();
