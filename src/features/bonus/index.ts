/** The bonus wallet (issue 34): its page loads through the route table; other features read the wallet through this. */
export { bonusKeys, bonusWalletQuery, type Bonus, type BonusWallet } from './api';
/** BONUS-16: "Redeem a code" on My bonuses and on the promotions page. */
export { RedeemCodeForm } from './redeem-code-form';
