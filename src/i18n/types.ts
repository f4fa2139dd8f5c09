import type account from './locales/en/account.json';
import type agent from './locales/en/agent.json';
import type common from './locales/en/common.json';
import type games from './locales/en/games.json';
import type help from './locales/en/help.json';
import type home from './locales/en/home.json';
import type lottery from './locales/en/lottery.json';
import type member from './locales/en/member.json';
import type messages from './locales/en/messages.json';
import type service from './locales/en/service.json';
import type register from './locales/en/register.json';
import type gallery from './locales/en/gallery.json';
import type notice from './locales/en/notice.json';
import type download from './locales/en/download.json';
import type promotions from './locales/en/promotions.json';
import type cashier from './locales/en/cashier.json';
import type security from './locales/en/security.json';
import type records from './locales/en/records.json';
import type team from './locales/en/team.json';
import type engage from './locales/en/engage.json';
import type agreement from './locales/en/agreement.json';
import type bonus from './locales/en/bonus.json';
import type discovery from './locales/en/discovery.json';
import type privacy from './locales/en/privacy.json';
import type kyc from './locales/en/kyc.json';

/**
 * Keys are typed from the EN catalogues: a missing key is a compile error.
 * A feature namespace is added here when its locales/<lng>/<ns>.json exists.
 */
interface CatalogueResources {
  common: typeof common;
  account: typeof account;
  home: typeof home;
  games: typeof games;
  member: typeof member;
  agent: typeof agent;
  help: typeof help;
  service: typeof service;
  messages: typeof messages;
  lottery: typeof lottery;
  register: typeof register;
  gallery: typeof gallery;
  notice: typeof notice;
  download: typeof download;
  promotions: typeof promotions;
  cashier: typeof cashier;
  security: typeof security;
  records: typeof records;
  team: typeof team;
  engage: typeof engage;
  agreement: typeof agreement;
  bonus: typeof bonus;
  discovery: typeof discovery;
  privacy: typeof privacy;
  kyc: typeof kyc;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: CatalogueResources;
    returnNull: false;
  }
}
