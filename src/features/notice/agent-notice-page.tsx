import { NoticeList } from './notice-list';

/** /m/member/notice?types=A (ROUTE-29, AGENT-21): the agent announcements. */
export default function AgentNoticePage() {
  return <NoticeList kind="agent" />;
}
