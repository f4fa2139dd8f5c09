import { BreakdownPage } from './breakdown-page';

/** /m/teamBetting (AGENTX-05). */
export default function TeamBettingPage() {
  return <BreakdownPage kind="teamBetting" />;
}
