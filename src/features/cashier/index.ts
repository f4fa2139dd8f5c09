/** The cashier (issue 13): pages load through the route table; the payout accounts it shares with the security centre are in src/session. */
export { cashierKeys } from './api';
