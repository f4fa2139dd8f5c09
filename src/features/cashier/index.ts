/** The cashier (issue 13): pages load through the route table; the security centre and records use these. */
export { FormAlert, InfoRows, Notice, ProgressBar, StatusBadge, ChoiceGroup, type Tone } from './cashier-ui';
export { payoutKeys, payoutAccountsQuery, hasPaymentPasswordQuery, savePayoutAccount, removePayoutAccount, setDefaultPayoutAccount, savePaymentPassword, payoutTitle, PAYOUT_TYPES, type PayoutAccount, type PayoutType, type NewPayoutAccount } from './payout-api';
export { cashierKeys } from './api';
