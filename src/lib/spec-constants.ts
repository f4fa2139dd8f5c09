import { sitePath } from '../tenant/route-table';

/**
 * Every number and code the specification names, grouped by the section that
 * states it. "000" is the shell/account document, "001" the games/agent one.
 * Nothing else in the code base writes these values literally.
 */

/** 000 §9 and 001 §9: durations in milliseconds. */
export const DURATIONS = {
  pageFade: 300,
  dialogMaskGuard: 300,
  toastDefault: 1500,
  toastShort: 3000,
  toastLong: 8000,
  /** 9999 in the catalogue means "until hidden"; the app caps it (CHROME-24). */
  loadingUntilHidden: 9999,
  logoutLoadingMax: 10_000,
  smsSendingMax: 10_000,
  smsSentToast: 1500,
  changePasswordLoadingMax: 10_000,
  changePasswordSuccess: 1000,
  changePasswordRedirect: 1000,
  forgotLoading: 9999,
  forgotSuccess: 1000,
  freeRejectToast: 2000,
  contactServiceToast: 2000,
  gameLoadingToast: 2000,
  languageRevalidateDebounce: 200,
  languageReloadDebounce: 200,
  popupCheckDelay: 500,
  carouselAutoplay: 5000,
  countdownTick: 500,
  lotteryRefreshDefault: 7000,
  lotteryRefreshMax: 30_000,
  infiniteScrollThrottle: 1000,
  elottCacheReadDelay: 1000,
  smsCountdownDefaultSeconds: 60,
  phoneProviderCountdownSeconds: 60,
} as const;

/** 000 §9 and 001 §9: distances in CSS pixels. */
export const DISTANCES = {
  backSwipeDisablesAnimation: 100,
  stickyHeader: 100,
  infiniteScrollTrigger: 500,
  tallMenuMinScreenHeight: 812,
  hotMatchGap: 20,
} as const;

/** 000 §5 and §9: input limits. */
export const LIMITS = {
  captchaMaxLength: 6,
  mobileMaxLength: 20,
  smsCodeMaxLength: 10,
  emailMaxLength: 255,
  feedbackTextMax: 140,
  feedbackImagesMax: 3,
  feedbackImageMaxBytes: 5 * 1024 * 1024,
  headIconMaxBytes: 5 * 1024 * 1024,
  lotteryNearSeconds: 6,
  hotGamesShown: 12,
  minimumAges: [18, 21],
} as const;

/** 001 §9: catalogue paging and codes. */
export const GAME_CONSTANTS = {
  pageSize: 26,
  defaultVassalage: 'BGS',
  slotGameType: 'RNG',
  hotGamesIsPlatform: 2,
  gamePlatform: 'html5',
  announcementPlatform: 'M',
  device: 'MOBILE',
  minimumBetOptions: ['all', '0.01', '0.05', '0.1', '0.5', '0.75'],
  excludedOtherCategory: 'ELOTT',
  hotMatchSlidesPerView: 1.2,
  lottoArea: 'VN',
  lotteryLaunchMode: 'LOTT',
} as const;

/** 000 §3 and §9: gateway codes; the app is MOBILE (CONST-01). */
export const GATEWAY = { WEB: 1, MOBILE: 3 } as const;
export const OWN_GATEWAY = GATEWAY.MOBILE;

/** 000 §3, §9: registration. */
export const REGISTRATION = {
  type: 0,
  methods: ['H5', 'APP', 'PWA', 'WEBCLIP'],
} as const;
export type RegisterMethod = (typeof REGISTRATION.methods)[number];

/** 000 §6, 001 §6: member types. */
export const MEMBER_TYPES = {
  trial: 4,
  /** Types without the agency centre. */
  noAgencyCentre: [0, 4, 40],
  agents: [1, 2, 41, 42],
  /** Types exempt from contract checks and dividend info. */
  contractExempt: [4, 40, 41, 42],
  noSuperiorTransfer: 2,
} as const;

/** 001 §3: content, play, selection and prize-mode codes. */
export const CONTENT_TYPES = { Agent: 'A', Player: 'PL', Banner: 'B', PopUp: 'PU', Promotion: 'PR' } as const;
export const PLAY_TYPES = { Tradition: 'trad', Entertainment: 'ent' } as const;
export const GAME_SELECTION_TYPES = ['NEW', 'FAV', 'ALL', 'HOT'] as const;
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;

/** 000 §3, 001 §3: module ids sent with calls (CONST-06). */
export const MODULE_IDS = [
  'COMM3',
  'FUNDTRANS3',
  'AGEANNOUNCE3',
  'MEMTRANS3',
  'PERSPNL3',
  'AGEINFO3',
  'AGEDOWNMAN3',
  'REG3',
  'CAPTCHA3',
  'REGISTER_REE3',
  'VALID_CAPTCHA3',
  'FREEPLAY3',
  'PROFPIC3',
  'AFFMAN3',
  'INBOX3',
  'PWRESETSMS3',
  'VERIFICATION3',
  'FEEDBACK3',
  'MEMCLUB3',
  'REWCEN3',
  // From the platform contract (§2) for calls the spec leaves without a module id.
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'PASS3',
  'CHNGPASSVERIF3',
  'REGMOBVERF3',
  'MOBILENUMREG3',
  'SIGNCONDIV3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'CBS3',
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

/** 001 §3: promotion display states (PROMO-01). */
export const PROMOTION_STATES = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'CLOSE',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'PROCESS',
  'JOINED',
  'COMING_SOON',
] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** 000 §9, 001 §9. */
export const COPYRIGHT_RANGE = '2018-2023';
export const DEFAULT_CURRENCY = 'CNY';
export const MONEY_DECIMALS = 2;
export const IOS_APP_MIN_VERSION = '12.4';
/** 000 §9, 001 §1: marketing text claims over 600 games (CONST-10). */
export const MARKETED_GAME_COUNT = 600;
/** 000 §9: the image CDN fallback list has one entry (/m/cdn, in the site folder), picked at random. */
export const IMAGE_CDN_FALLBACKS = [sitePath('cdn')] as const;
