import { definePages } from './page-entry';

/**
 * The routes 001 §2 adds, in its order: the game centres, messages and the
 * agent area. Agent navigation targets are `agentTool` (AGENT-22); absent
 * fields take the defaults of page-entry.ts.
 */
export const AGENT_PAGES = definePages({
  gameCenter: { path: '/m/gameCenter', module: 'features/games/game-centre-page', title: 'titles.gameCenter' },
  slotsCenter: { path: '/m/slotsCenter', module: 'features/games/slots-centre-page', title: 'titles.rng' },
  // ROUTE-26: /m/message comes first; guests see the login dialog (MSG-01).
  messages: {
    path: '/m/webEmail',
    aliases: ['/m/message'],
    aliasesFirst: true,
    access: 'memberDialog',
    module: 'features/messages/inbox-page',
    title: 'titles.messages',
  },
  agentTeamOverview: { path: '/m/agent/team/overview', access: 'agentTool', module: 'features/team/overview-page' },
  transactionRecord: {
    path: '/m/transaction/record',
    access: 'realMember',
    module: 'features/records/transaction-record-page',
  },
  memberTeam: { path: '/m/member/team', access: 'agentTool', module: 'features/team/members-page' },
  redRain: { path: '/m/redRain', access: 'realMember', module: 'features/engage/red-rain-page' },
  agentTeamPnl: { path: '/m/agent/team/pnl', access: 'agentTool', module: 'features/team/pnl-page' },
  teamBetting: { path: '/m/teamBetting', access: 'agentTool', module: 'features/team/betting-page' },
  agentRebate: { path: '/m/member/agent/agentRebeat', access: 'agentTool', module: 'features/team/agent-rebate-page' },
  teamRebate: { path: '/m/member/teamRebate', access: 'agentTool', module: 'features/team/team-rebate-page' },
  agentRegister: { path: '/m/agentRegister', access: 'agentTool', module: 'features/team/open-account-page' },
  agentDividend: { path: '/m/member/agent/agentDivident', access: 'agentTool', module: 'features/agent/dividend-page' },
  agentNotice: { path: '/m/member/notice', access: 'member', module: 'features/notice/agent-notice-page' },
  salaryContract: {
    path: '/m/member/agent/getSalaryContract',
    access: 'member',
    module: 'features/agent/salary-contract-page',
  },
  dividendContract: {
    path: '/m/member/agent/getDevidendContract',
    access: 'member',
    module: 'features/agent/dividend-contract-page',
  },
  hourContract: {
    path: '/m/member/agent/getHourContract',
    access: 'member',
    module: 'features/agent/hour-contract-page',
  },
});
