import { describe, expect, it } from 'vitest';
import { FLAG_CODES, FLAG_REGISTRY, type FlagCode } from '@/tenant/flags';
import { AGENT_TILES, visibleRows, type GateContext } from '@/tenant/menu-tables';
import { contractPrompts, isContractExempt, isoDay } from './contracts';

describe('agent contracts and tiles (001 §2, §4)', () => {
  it('CONTRACT-03 CONTRACT-04 CONTRACT-05 CONTRACT-07 one prompt per non-empty field, in order, with its contract page', () => {
    expect(contractPrompts(null)).toEqual([]);
    expect(contractPrompts({ dailysalreqtype: '', divtypecompperiodreq: null, contracthoursalreq: '  ' })).toEqual([]);
    expect(contractPrompts({ dailysalreqtype: 'A', divtypecompperiodreq: 'MONTHLY', contracthoursalreq: 'H' })).toEqual(
      [
        { kind: 'dailySalary', path: '/m/member/agent/getSalaryContract' },
        { kind: 'dividend', path: '/m/member/agent/getDevidendContract' },
        { kind: 'hourlySalary', path: '/m/member/agent/getHourContract' },
      ],
    );
    expect(contractPrompts({ divtypecompperiodreq: 'MONTHLY' }).map((prompt) => prompt.kind)).toEqual(['dividend']);
  });

  it.each([
    [0, false],
    [1, false],
    [2, false],
    [4, true],
    [40, true],
    [41, true],
    [42, true],
  ] as const)('AGENT-23 CONTRACT-02 type %i is exempt from contract checks and dividend info: %s', (type, exempt) => {
    expect(isContractExempt(type)).toBe(exempt);
  });

  it('AGENT-06 CALL-42 formats today as YYYY-MM-DD', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  const flagsWith = (...on: FlagCode[]) =>
    Object.fromEntries(FLAG_CODES.map((code) => [code, on.includes(code)])) as GateContext['flags'];
  const agent = (flags: GateContext['flags']): GateContext => ({
    flags,
    promotions: { REFERRAL: false, MISSION: false },
    loggedIn: true,
    memberType: 1,
    clubLabel: null,
    toUpline: false,
  });
  const TILE_FLAGS = [
    ['teamOverview', 'AGETEAMOVW3', 'AGENT-07'],
    ['transactionRecord', 'AGETRANSREC3', 'AGENT-08'],
    ['memberTeam', 'AGEDOWNMAN3', 'AGENT-09'],
    ['redRain', 'REDRAIN3', 'AGENT-10'],
    ['teamPnl', 'AGETEAMPNL3', 'AGENT-11'],
    ['teamBetting', 'AGETEAMBET3', 'AGENT-12'],
    ['agentRebate', 'AGEREBATE3', 'AGENT-13'],
    ['teamRebate', 'AGETEAMREB3', 'AGENT-14'],
    ['securityCenter', 'AGESECCEN3', 'AGENT-15'],
    ['mail', 'MAILCEN', 'AGENT-17'],
  ] as const;

  it.each(TILE_FLAGS)('%s tile follows %s (%s)', (id, flag) => {
    const ids = (context: GateContext) => visibleRows(AGENT_TILES, context).map((row) => row.id);
    expect(ids(agent(flagsWith(flag)))).toEqual(expect.arrayContaining([id, 'onlineService']));
    expect(ids(agent(flagsWith(...FLAG_CODES.filter((code) => code !== flag))))).not.toContain(id);
  });

  it('AGENT-16 the online-service tile shows with every flag off', () => {
    expect(visibleRows(AGENT_TILES, agent(flagsWith())).map((row) => row.id)).toEqual(['onlineService']);
  });
});

describe('agent tiles from the registry', () => {
  it('FLAG-07 every flag-gated agent tile names a flag of the registry', () => {
    for (const tile of AGENT_TILES) {
      if (tile.gate.kind !== 'flag') continue;
      expect(FLAG_REGISTRY[tile.gate.flag], tile.id).toBeDefined();
    }
    const gated = AGENT_TILES.filter((tile) => tile.gate.kind === 'flag').map((tile) => tile.id);
    expect(gated).toHaveLength(10);
  });
});
