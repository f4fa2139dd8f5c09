/**
 * The Lighthouse section of `npm run bench`: the nine key pages of the demo
 * build (lighthousePages: the guest pages, the money pages as the sandbox's
 * seeded member player1 and the agent home as agent1, each logged in through
 * the login page in the same tab first: lighthouse.ts) — served by a sandbox
 * of our own (no test mode: what a visitor gets) behind an HTTPS front
 * speaking HTTP/2, as a deployed tenant is served (https-front.ts). With home
 * measured, the naive reference page goes round beside it
 * (naive-reference.ts). With LOBBY_BENCH_HTTP1=1 the pages are measured a
 * second time as the sandbox serves them, plain HTTP/1.1: Lighthouse's
 * simulation treats the two very differently (docs/decisions.md, "Bench over
 * both transports").
 */
import type { AddressInfo } from 'node:net';
import { createSandbox } from '../../sandbox/server';
import type { FigureBook } from './figures';
import { selfSignedCertificate, startHttpsFront, type HttpsFront } from './https-front';
import { NAIVE_LABEL, recordNaiveReference, startNaiveReference, type NaiveReference } from './naive-reference';
import {
  LIGHTHOUSE_SCORE_TARGETS as SCORE,
  LIGHTHOUSE_TARGETS as TARGET,
  lighthouseFigures,
  type LighthousePage,
  type LighthousePageRuns,
} from './lighthouse';

/** The seeded real member and agent (sandbox/seed/members.ts). */
const MEMBER = { username: 'player1', password: 'Player123' } as const;
const AGENT = { username: 'agent1', password: 'Agent123' } as const;

/** The nine key pages of issue 35: as a guest, the money pages as the seeded member, the agent home as the seeded agent. */
export function lighthousePages(base: string): LighthousePage[] {
  const as = (account: typeof MEMBER | typeof AGENT) => ({ url: `${base}/m/login`, ...account });
  return [
    { label: 'home', url: `${base}/m/home` },
    { label: 'login', url: `${base}/m/login` },
    { label: 'register', url: `${base}/m/register` },
    { label: 'game list', url: `${base}/m/gameList?gameType=RNG` },
    { label: 'lottery', url: `${base}/m/lottery` },
    { label: 'member centre', url: `${base}/m/mine` },
    { label: 'deposit', url: `${base}/m/voucherCenter`, login: as(MEMBER) },
    { label: 'withdraw', url: `${base}/m/withdraw`, login: as(MEMBER) },
    { label: 'agent home', url: `${base}/m/agent`, login: as(AGENT) },
  ];
}

function record(book: FigureBook, transport: string, page: LighthousePageRuns): void {
  const name = (metric: string) => `lighthouse ${page.label} ${transport} ${metric}`;
  const of = <K extends 'score' | 'lcpMs' | 'tbtMs' | 'cls'>(metric: K) => page.runs.map((run) => run[metric]);
  book.add({
    name: name('score'),
    unit: '',
    runs: of('score'),
    goal: { op: '≥', limit: page.label === 'home' ? SCORE.home : SCORE.page },
  });
  const elements = [
    ...new Set(page.runs.map((run) => run.lcpElement?.slice(0, 60)).filter((element) => element !== undefined)),
  ];
  book.add({
    name: name('LCP'),
    unit: 's',
    runs: of('lcpMs').map((ms) => ms / 1000),
    digits: 2,
    goal: { op: '≤', limit: TARGET.lcpMs / 1000 },
    ...(elements.length > 0 ? { note: `LCP element: ${elements.join(' | ')}` } : {}),
  });
  book.add({
    name: name('TBT'),
    unit: 'ms',
    runs: of('tbtMs'),
    goal: { op: '≤', limit: TARGET.tbtMs, everyRun: true },
  });
  book.add({
    name: name('CLS'),
    unit: '',
    runs: of('cls'),
    digits: 3,
    goal: { op: '≤', limit: TARGET.cls },
  });
}

export async function benchLighthouse(
  book: FigureBook,
  {
    distDir,
    port,
    runs,
    http1 = false,
    pages: only = null,
    reportDir = null,
  }: {
    distDir: string;
    port: number;
    runs: number;
    http1?: boolean;
    /** The key pages to measure by label (null: all nine). */
    pages?: ReadonlySet<string> | null;
    /** Where each run's Lighthouse report is kept (null: nowhere). */
    reportDir?: string | null;
  },
): Promise<void> {
  // createSandbox + listen rather than startSandbox: the same server without its banner in the figures.
  const sandbox = await createSandbox({
    distDir,
    dataDir: 'memory',
    testMode: false,
    defaultMerchant: 'demo',
    logger: false,
  });
  let front: HttpsFront | null = null;
  let naive: NaiveReference | null = null;
  let naiveFront: HttpsFront | null = null;
  try {
    await sandbox.app.listen({ port, host: '127.0.0.1' });
    const certificate = await selfSignedCertificate();
    front = await startHttpsFront({ upstreamPort: (sandbox.app.server.address() as AddressInfo).port, certificate });
    // With home measured, the naive reference goes round beside it, behind the same kind of front.
    if (!only || only.has('home')) {
      naive = await startNaiveReference(distDir);
      naiveFront = await startHttpsFront({ upstreamPort: naive.port, certificate });
    }
    const transports = [
      {
        name: 'HTTP/2',
        base: `https://demo.localhost:${front.port}`,
        naiveUrl: naiveFront ? `https://127.0.0.1:${naiveFront.port}/` : null,
        selfSignedHttps: true,
      },
    ];
    if (http1)
      transports.push({
        name: 'HTTP/1.1',
        base: `http://demo.localhost:${port}`,
        naiveUrl: naive ? `http://127.0.0.1:${naive.port}/` : null,
        selfSignedHttps: false,
      });
    for (const { name, base, naiveUrl, selfSignedHttps } of transports) {
      const pages = lighthousePages(base).filter((page) => !only || only.has(page.label));
      if (naiveUrl) pages.splice(1, 0, { label: NAIVE_LABEL, url: naiveUrl });
      const measured = await lighthouseFigures(pages, {
        selfSignedHttps,
        reportDir,
        runs,
        warn: (text) => book.note(text),
      });
      for (const page of measured) if (page.label !== NAIVE_LABEL) record(book, name, page);
      const naiveRuns = measured.find((page) => page.label === NAIVE_LABEL);
      const homeRuns = measured.find((page) => page.label === 'home');
      if (naiveRuns && homeRuns) recordNaiveReference(book, name, naiveRuns, homeRuns);
    }
  } finally {
    await naiveFront?.close();
    await naive?.close();
    await front?.close();
    await sandbox.close();
  }
}
