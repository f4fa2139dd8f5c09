import type { Operation } from './endpoints';

/**
 * Platform failures and the catalogue message each one shows. The spec does
 * not say which server code maps to which text (000 §8); the mapping below
 * covers the codes seen in the platform contract plus the sandbox's own,
 * listed in docs/decisions.md. Unknown codes show "unknown error".
 */

export type FailureKind =
  /** navigator.onLine is false, or the connection could not be made while offline. */
  | 'offline'
  /** No answer within the time limit. */
  | 'timeout'
  /** The connection failed or dropped mid-response. */
  | 'network'
  /** HTTP status outside 2xx without a readable envelope. */
  | 'http'
  /** A body that is not the envelope (or not what the call expects). */
  | 'malformed'
  /** HTTP 401 or a session error code: the session has ended. */
  | 'unauthorized'
  /** success:false from the platform. */
  | 'business';

/** Catalogue keys (common namespace) for error texts of 000 §8 / 001 §8. */
export const ERROR_MESSAGE_KEYS = {
  invitationInvalid: 'errors.invitationInvalid',
  notLoggedIn: 'errors.notLoggedIn',
  loggedOut: 'errors.loggedOut',
  verificationCode: 'errors.verificationCode',
  noPermission: 'errors.noPermission',
  userNotExist: 'errors.userNotExist',
  usernameExists: 'errors.usernameExists',
  accountFormat: 'errors.accountFormat',
  confirmMismatch: 'errors.confirmMismatch',
  referrerLink: 'errors.referrerLink',
  nameMobile: 'errors.nameMobile',
  unknown: 'errors.unknown',
  urlEmpty: 'errors.urlEmpty',
  upgrading: 'errors.upgrading',
  ipRestricted: 'errors.ipRestricted',
  maintenance: 'errors.maintenance',
  slowConnection: 'errors.slowConnection',
  noInternet: 'errors.noInternet',
  nonMember: 'errors.nonMember',
  nonAgent: 'errors.nonAgent',
  actualAccount: 'errors.actualAccount',
  samePassword: 'errors.samePassword',
  depositNotAllowed: 'errors.depositNotAllowed',
  channelUnavailable: 'errors.channelUnavailable',
  amountBelowMinimum: 'errors.amountBelowMinimum',
  amountAboveMaximum: 'errors.amountAboveMaximum',
  balanceInsufficient: 'errors.balanceInsufficient',
  withdrawDailyCount: 'errors.withdrawDailyCount',
  turnoverUnmet: 'errors.turnoverUnmet',
  requestReused: 'errors.requestReused',
  bonusMaxStake: 'errors.bonusMaxStake',
  bonusForfeitUnconfirmed: 'errors.bonusForfeitUnconfirmed',
  promoCodeInvalid: 'errors.promoCodeInvalid',
  promoCodeUsed: 'errors.promoCodeUsed',
  promoCodeNeedsDeposit: 'errors.promoCodeNeedsDeposit',
  promoCodeNoDeposit: 'errors.promoCodeNoDeposit',
  paymentPasswordMissing: 'errors.paymentPasswordMissing',
  paymentPasswordInvalid: 'errors.paymentPasswordInvalid',
  paymentPasswordLocked: 'errors.paymentPasswordLocked',
  payoutAccountInvalid: 'errors.payoutAccountInvalid',
  payoutAccountMissing: 'errors.payoutAccountMissing',
  orderNotFound: 'errors.orderNotFound',
  transferNotAllowed: 'errors.transferNotAllowed',
  depositLimit: 'errors.depositLimit',
  lossLimit: 'errors.lossLimit',
  sessionLimit: 'errors.sessionLimit',
  excluded: 'errors.excluded',
  contactCodeInvalid: 'errors.contactCodeInvalid',
  rateLimited: 'errors.rateLimited',
  oldPasswordIncorrect: 'errors.oldPasswordIncorrect',
  connectionLost: 'errors.connectionLost',
  serverProblem: 'errors.serverProblem',
  // Regulated markets (issue 33)
  cpfInvalid: 'errors.cpfInvalid',
  cpfExists: 'errors.cpfExists',
  identityRequired: 'errors.identityRequired',
  underAge: 'errors.underAge',
  verificationRequired: 'errors.verificationRequired',
  verificationIncomplete: 'errors.verificationIncomplete',
  verificationInProgress: 'errors.verificationInProgress',
  documentTooLarge: 'errors.documentTooLarge',
  documentType: 'errors.documentType',
  documentDimensions: 'errors.documentDimensions',
  uploadLost: 'errors.uploadLost',
  locationRequired: 'errors.locationRequired',
  locationOutside: 'errors.locationOutside',
  demoNotAllowed: 'errors.demoNotAllowed',
  payoutOwner: 'errors.payoutOwner',
  accountClosed: 'errors.accountClosed',
  closeMoneyHeld: 'errors.closeMoneyHeld',
  closeBalance: 'errors.closeBalance',
  passwordIncorrect: 'errors.passwordIncorrect',
} as const;

type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[keyof typeof ERROR_MESSAGE_KEYS];

/** Platform errorCode → catalogue key. */
const ERROR_CODE_MESSAGES: Readonly<Record<string, ErrorMessageKey>> = {
  'login.not.session': ERROR_MESSAGE_KEYS.loggedOut,
  'user.or.token.invalid': ERROR_MESSAGE_KEYS.loggedOut,
  'session.expired': ERROR_MESSAGE_KEYS.loggedOut,
  'function.not.available': ERROR_MESSAGE_KEYS.noPermission,
  'permission.denied': ERROR_MESSAGE_KEYS.noPermission,
  'captcha.invalid': ERROR_MESSAGE_KEYS.verificationCode,
  'login.rate.limited': ERROR_MESSAGE_KEYS.rateLimited,
  'verification.code.invalid': ERROR_MESSAGE_KEYS.verificationCode,
  'sms.code.invalid': ERROR_MESSAGE_KEYS.verificationCode,
  'user.not.exist': ERROR_MESSAGE_KEYS.userNotExist,
  'user.disabled': ERROR_MESSAGE_KEYS.userNotExist,
  'username.exists': ERROR_MESSAGE_KEYS.usernameExists,
  'login.failed': ERROR_MESSAGE_KEYS.accountFormat,
  'account.format.invalid': ERROR_MESSAGE_KEYS.accountFormat,
  'password.confirm.mismatch': ERROR_MESSAGE_KEYS.confirmMismatch,
  'affiliate.invalid': ERROR_MESSAGE_KEYS.invitationInvalid,
  'referrer.invalid': ERROR_MESSAGE_KEYS.referrerLink,
  'name.mobile.invalid': ERROR_MESSAGE_KEYS.nameMobile,
  'url.empty': ERROR_MESSAGE_KEYS.urlEmpty,
  'system.upgrading': ERROR_MESSAGE_KEYS.upgrading,
  'region.restricted': ERROR_MESSAGE_KEYS.ipRestricted,
  'ip.restricted': ERROR_MESSAGE_KEYS.ipRestricted,
  'system.maintenance': ERROR_MESSAGE_KEYS.maintenance,
  'non.member.login': ERROR_MESSAGE_KEYS.nonMember,
  'non.agent.login': ERROR_MESSAGE_KEYS.nonAgent,
  'free.account.reject': ERROR_MESSAGE_KEYS.actualAccount,
  'modify.new.old.same': ERROR_MESSAGE_KEYS.samePassword,
  'password.old.incorrect': ERROR_MESSAGE_KEYS.oldPasswordIncorrect,
  // Money (issue 13)
  'deposit.not.allowed': ERROR_MESSAGE_KEYS.depositNotAllowed,
  'channel.unavailable': ERROR_MESSAGE_KEYS.channelUnavailable,
  'amount.below.minimum': ERROR_MESSAGE_KEYS.amountBelowMinimum,
  'amount.above.maximum': ERROR_MESSAGE_KEYS.amountAboveMaximum,
  'balance.insufficient': ERROR_MESSAGE_KEYS.balanceInsufficient,
  'withdraw.daily.count': ERROR_MESSAGE_KEYS.withdrawDailyCount,
  'turnover.unmet': ERROR_MESSAGE_KEYS.turnoverUnmet,
  // MONEY-31: the same request id with another body (the app makes a new id per attempt, so this is rare).
  'request.id.reused': ERROR_MESSAGE_KEYS.requestReused,
  // Bonus wallet (issue 34)
  'bonus.max.stake': ERROR_MESSAGE_KEYS.bonusMaxStake,
  'bonus.forfeit.unconfirmed': ERROR_MESSAGE_KEYS.bonusForfeitUnconfirmed,
  'promo.code.invalid': ERROR_MESSAGE_KEYS.promoCodeInvalid,
  'promo.code.used': ERROR_MESSAGE_KEYS.promoCodeUsed,
  'promo.code.needs.deposit': ERROR_MESSAGE_KEYS.promoCodeNeedsDeposit,
  'promo.code.no.deposit': ERROR_MESSAGE_KEYS.promoCodeNoDeposit,
  'payment.password.missing': ERROR_MESSAGE_KEYS.paymentPasswordMissing,
  'payment.password.invalid': ERROR_MESSAGE_KEYS.paymentPasswordInvalid,
  'payment.password.locked': ERROR_MESSAGE_KEYS.paymentPasswordLocked,
  'payout.account.invalid': ERROR_MESSAGE_KEYS.payoutAccountInvalid,
  'payout.account.missing': ERROR_MESSAGE_KEYS.payoutAccountMissing,
  'order.not.found': ERROR_MESSAGE_KEYS.orderNotFound,
  'transfer.not.allowed': ERROR_MESSAGE_KEYS.transferNotAllowed,
  'limit.deposit.exceeded': ERROR_MESSAGE_KEYS.depositLimit,
  'limit.loss.reached': ERROR_MESSAGE_KEYS.lossLimit,
  'limit.session.reached': ERROR_MESSAGE_KEYS.sessionLimit,
  'member.excluded': ERROR_MESSAGE_KEYS.excluded,
  'contact.code.invalid': ERROR_MESSAGE_KEYS.contactCodeInvalid,
  // Regulated markets (issue 33)
  'cpf.invalid': ERROR_MESSAGE_KEYS.cpfInvalid,
  'cpf.exists': ERROR_MESSAGE_KEYS.cpfExists,
  'identity.required': ERROR_MESSAGE_KEYS.identityRequired,
  'age.under.minimum': ERROR_MESSAGE_KEYS.underAge,
  'verification.required': ERROR_MESSAGE_KEYS.verificationRequired,
  'verification.incomplete': ERROR_MESSAGE_KEYS.verificationIncomplete,
  'verification.in.progress': ERROR_MESSAGE_KEYS.verificationInProgress,
  'document.too.large': ERROR_MESSAGE_KEYS.documentTooLarge,
  'document.type.invalid': ERROR_MESSAGE_KEYS.documentType,
  'document.dimensions.invalid': ERROR_MESSAGE_KEYS.documentDimensions,
  'document.chunk.invalid': ERROR_MESSAGE_KEYS.uploadLost,
  'upload.not.found': ERROR_MESSAGE_KEYS.uploadLost,
  'location.required': ERROR_MESSAGE_KEYS.locationRequired,
  'location.outside': ERROR_MESSAGE_KEYS.locationOutside,
  'demo.not.allowed': ERROR_MESSAGE_KEYS.demoNotAllowed,
  'payout.owner.mismatch': ERROR_MESSAGE_KEYS.payoutOwner,
  'account.closed': ERROR_MESSAGE_KEYS.accountClosed,
  'account.close.money.held': ERROR_MESSAGE_KEYS.closeMoneyHeld,
  'account.close.balance': ERROR_MESSAGE_KEYS.closeBalance,
  'password.incorrect': ERROR_MESSAGE_KEYS.passwordIncorrect,
};

/** errorCodes that end the session even when sent with HTTP 200. */
export const SESSION_ENDED_CODES: ReadonlySet<string> = new Set([
  'login.not.session',
  'user.or.token.invalid',
  'session.expired',
]);

interface PlatformErrorInit {
  readonly kind: FailureKind;
  readonly status?: number | null;
  readonly errorCode?: string | null;
  readonly serverMessage?: string | null;
  readonly value?: unknown;
  readonly cause?: unknown;
  readonly operation?: Operation | null;
}

export class PlatformError extends Error {
  readonly kind: FailureKind;
  readonly status: number | null;
  readonly errorCode: string | null;
  /** The platform's own (already localised) text, when it sent one. */
  readonly serverMessage: string | null;
  /** The envelope's value on failure (login reads value.captcha: 000 §3). */
  readonly value: unknown;
  /** The call that failed (decides whether a read may retry). */
  readonly operation: Operation | null;

  constructor(init: PlatformErrorInit) {
    super(`${init.kind}${init.errorCode ? ` ${init.errorCode}` : ''}${init.status ? ` (HTTP ${init.status})` : ''}`, {
      cause: init.cause,
    });
    this.name = 'PlatformError';
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.errorCode = init.errorCode ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.value = init.value ?? null;
    this.operation = init.operation ?? null;
    this.init = init;
  }

  private readonly init: PlatformErrorInit;

  withOperation(operation: Operation): PlatformError {
    return new PlatformError({ ...this.init, operation, cause: this.cause });
  }

  /** The catalogue key of the text to show. */
  get messageKey(): ErrorMessageKey {
    switch (this.kind) {
      case 'offline':
        return ERROR_MESSAGE_KEYS.noInternet;
      case 'timeout':
        return ERROR_MESSAGE_KEYS.slowConnection;
      case 'unauthorized':
        return ERROR_MESSAGE_KEYS.loggedOut;
      // Issue 16: say whether trying again may help — the connection dropped, or the server failed for now.
      case 'network':
        return ERROR_MESSAGE_KEYS.connectionLost;
      case 'http':
      case 'malformed':
        return ERROR_MESSAGE_KEYS.serverProblem;
      default:
        return (this.errorCode && ERROR_CODE_MESSAGES[this.errorCode]) || ERROR_MESSAGE_KEYS.unknown;
    }
  }

  /** Whether the failure came from the connection rather than the platform's answer. */
  get isConnectionProblem(): boolean {
    return this.kind === 'offline' || this.kind === 'timeout' || this.kind === 'network';
  }

  /** A truthy value.captcha demands the captcha (000 §3, contract §1.3). */
  get demandsCaptcha(): boolean {
    const value = this.value;
    return typeof value === 'object' && value !== null && Boolean((value as { captcha?: unknown }).captcha);
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}

/** Any thrown value as a PlatformError, so every failure has a message. */
export function toPlatformError(error: unknown): PlatformError {
  if (isPlatformError(error)) return error;
  return new PlatformError({ kind: 'malformed', cause: error });
}
