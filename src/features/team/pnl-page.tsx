import { BreakdownPage } from './breakdown-page';

/** /m/agent/team/pnl (AGENTX-04). */
export default function TeamPnlPage() {
  return <BreakdownPage kind="teamPnl" />;
}
