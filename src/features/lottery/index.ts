/** Lottery: the e-lottery and lottery lists of the popular games, and the lottery launch. */
export { LotteryKinds } from './lottery-kinds';
export { useLaunchLottery } from './launch';
