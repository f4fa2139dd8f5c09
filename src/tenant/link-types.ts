/**
 * The kinds of download and customer-service link a tenant file and the
 * platform name. Apart from the tenant schema so the runtime config (in the
 * entry chunk) does not pull the schema's construction with it (issue 15).
 */
export const DOWNLOAD_RESOURCE_TYPES = [
  'IOS',
  'Android',
  'MOBILECONFIG',
  'AppDownloadIcon',
  'TELEGRAM',
  'WHATSAPP',
] as const;
export const SERVICE_LINK_TYPES = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'TELEGRAM2'] as const;
