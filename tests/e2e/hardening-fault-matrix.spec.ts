import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';
import {
  PLAYER,
  loginButton,
  passwordField,
  usernameField,
  type Account,
  type FaultName,
  type Flow,
  type FlowContext,
} from './support/fault-flow-types';
import { FLOWS } from './support/fault-flows';
import {
  annotate,
  expectCatalogueFailure,
  expectSameDocument,
  expectUsable,
  markDocument,
  navigateInApp,
  offlineAtCall,
  watchConsoleErrors,
} from './support/hardening';

/**
 * Issue 7 fault matrix: every flow × every fault. A flow is one row of the
 * table in support/fault-flows.ts; adding one is a few lines. Per cell the user sees a
 * catalogue message (toast or error state), the screen is never blank or
 * frozen, nothing is logged as an error, typed input survives, and a retry
 * (or coming back online) recovers in the same document, without a reload.
 *
 * Read flows start on another page and open the flow's page in-app (so the
 * page's code is loaded and only the faulted call fails); action flows open
 * their page, fill it, then act. The hardening reporter prints the cells per flow.
 */

const PT_LOGGED_OUT = 'Conta desconectada, faça login novamente';
/** Issue 16's 8 s latency: the call is held that long, the user must see a loading sign within a second. */
const LATENCY_MS = 8000;

/** Each fault with the requirement IDs its cells assert. */
const FAULTS: ReadonlyArray<{ readonly name: FaultName; readonly ids: (flow: Flow) => string }> = [
  { name: 'latency', ids: () => '' },
  { name: 'http500', ids: (flow) => (flow.pending ? '' : 'ERR-23') },
  { name: 'badGateway', ids: (flow) => (flow.pending ? '' : 'ERR-23 REL-03') },
  { name: 'malformed', ids: (flow) => (flow.pending ? '' : 'ERR-23') },
  { name: 'truncated', ids: (flow) => (flow.pending ? '' : 'ERR-23 REL-03') },
  { name: 'unknownError', ids: (flow) => (flow.pending ? '' : 'ERR-23') },
  {
    name: 'unauthorized',
    ids: (flow) => (flow.pending ? '' : flow.on401 === 'login' ? 'ERR-22 SESSION-04' : 'ERR-23'),
  },
  { name: 'drop', ids: (flow) => (flow.pending ? '' : 'ERR-23') },
  { name: 'offline', ids: (flow) => (flow.pending ? '' : 'ERR-24') },
];

/** What tells the user something is on its way: a loading state, a busy control or the loading toast. */
const loadingSign = (page: Page) => page.locator('[role="status"]:visible, [aria-busy="true"]:visible').first();

async function logIn(page: Page, account: Account): Promise<void> {
  await loginAs(page, account.username);
}

async function armFault(cell: FlowContext, flow: Flow, fault: FaultName): Promise<{ online(): Promise<void> } | null> {
  const { page, context, sandbox } = cell;
  if (fault === 'offline') {
    if (flow.kind === 'read') return offlineAtCall(page, context, flow.call, { callExpected: !flow.pending });
    await context.setOffline(true);
    return { online: () => context.setOffline(false) };
  }
  if (fault === 'latency') await sandbox.fault(flow.call, 'latency', { delayMs: LATENCY_MS, times: 1 });
  else await sandbox.fault(flow.call, fault);
  return null;
}

async function trigger(cell: FlowContext, flow: Flow): Promise<void> {
  if (flow.boot) await cell.page.goto(flow.path);
  else if (flow.kind === 'read') await navigateInApp(cell.page, flow.path);
  else await flow.act?.(cell);
}

/**
 * Open the page again inside the app: away and back, both in-app. The way
 * back waits until the other page has replaced it: two navigations in one
 * breath can reach React as one, and the page then never unmounts, so it
 * never asks for its data again (no user taps that fast).
 */
async function revisit(page: Page, flow: Flow): Promise<void> {
  const leaving = await page.getByTestId('page-frame').elementHandle();
  await navigateInApp(page, flow.from ?? '/m/help');
  await expect.poll(() => leaving.evaluate((frame) => frame.isConnected)).toBe(false);
  await navigateInApp(page, flow.path);
}

async function runCell(cell: FlowContext, flow: Flow, fault: FaultName): Promise<void> {
  const { page, sandbox } = cell;
  const consoleErrors = watchConsoleErrors(page);

  if (cell.account) {
    await logIn(page, cell.account);
    // The page after login is still refreshing (member info among others): a fault armed now would hit its calls.
    if (flow.boot) await page.waitForLoadState('networkidle');
  }
  await flow.beforeLoad?.(cell);
  if (flow.kind === 'action') {
    await page.goto(flow.path);
    await flow.prepare?.(cell);
  } else if (!flow.boot) {
    await page.goto(flow.from ?? '/m/help');
    await expectUsable(page);
    await flow.settled?.(cell);
  }

  const connection = await armFault(cell, flow, fault);
  // The held answer, waited for before the content is checked (the content cannot come sooner than the hold).
  const heldAnswer =
    fault === 'latency'
      ? page
          .waitForResponse((response) => response.url().includes(flow.call), { timeout: LATENCY_MS + 20_000 })
          .catch(() => null)
      : null;
  await trigger(cell, flow);
  const sessionEnds = fault === 'unauthorized' && flow.on401 === 'login';

  if (fault === 'latency') {
    // Held call: a loading sign within a second (REL-01), then the content once the answer comes.
    // A page already showing what it knows (the member centre from the session) may skip the sign.
    const signOrContent = flow.recoveredMarker
      ? loadingSign(page).or(flow.recoveredMarker(page)).first()
      : loadingSign(page);
    if (!flow.leavesApp)
      await expect(signOrContent, 'a loading sign while the call is held').toBeVisible({ timeout: 1000 });
    // A start held at the status call keeps the stamped skeleton (itself the loading sign) until the answer.
    await heldAnswer;
    // A launch leaves the app once its answer comes: the game page is its content (flow.ready).
    if (!flow.leavesApp) await expectUsable(page);
    await flow.ready(cell);
  } else if (flow.pending) {
    await expectUsable(page);
    await flow.ready(cell);
  } else if (sessionEnds) {
    await expectCatalogueFailure(page, PT_LOGGED_OUT);
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  } else if (fault === 'offline') {
    // ERR-24: the offline toast (or, before the app has started, the start's error state) says "no internet".
    await expectCatalogueFailure(page, /Sem conexão com a internet/);
  } else {
    await expectCatalogueFailure(page);
    await flow.failureShown?.(page);
  }
  if (!(fault === 'latency' && flow.leavesApp)) await expectUsable(page);
  if (fault !== 'latency' && !sessionEnds) await flow.typedKept?.(cell);

  if (fault !== 'latency') {
    await markDocument(page);
    if (connection) await connection.online();
    else await sandbox.clearFaults();
    if (sessionEnds && cell.account) {
      await usernameField(page).fill(cell.account.username);
      await passwordField(page).fill(cell.account.password);
      await loginButton(page).click();
      await expect(page).toHaveURL(new RegExp(`${flow.path.replace(/[?]/g, '\\?')}$`));
      if (flow.kind === 'action') await flow.act?.(cell);
    } else if (flow.kind === 'action') {
      if (flow.leavesApp) await expectSameDocument(page);
      await flow.act?.(cell);
    } else if (fault === 'offline') {
      // Back online: queries refetch by themselves; a page whose code could not load offers its retry.
      const retry = page.getByRole('button', { name: 'Tentar novamente' });
      // A settling pause, not a check: a page that keeps reading (home's jackpot pools) may never go quiet for
      // 500 ms on a busy machine, and what follows asserts the recovery itself.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      const recovered = flow.recoveredMarker?.(page);
      if (recovered) await expect(recovered.or(retry).first()).toBeVisible();
      // The app also retries by itself as the connection returns: a retry button that went away before the tap was not needed (flow.ready checks the recovery).
      if (await retry.isVisible()) await retry.click({ timeout: 5000 }).catch(() => undefined);
    } else if (!flow.pending) {
      // Coming back online refetches by itself; any other failure waits for the user.
      const retry = page.getByRole('button', { name: 'Tentar novamente' });
      if (flow.retryButton && (await retry.count()) > 0) await retry.first().click();
      else await revisit(page, flow);
    }
    await flow.ready(cell);
    if (!flow.leavesApp) await expectSameDocument(page);
  }
  expect(consoleErrors, 'errors logged by the app').toEqual([]);
}

for (const flow of FLOWS) {
  test.describe(`fault matrix: ${flow.name}`, () => {
    for (const fault of FAULTS.filter((candidate) => !flow.skip?.includes(candidate.name))) {
      test(
        `${fault.ids(flow)} ${flow.name} × ${fault.name}: ${flow.pending ? 'usable screen, no error (provisional row)' : fault.name === 'latency' ? 'usable while the call is held, then its content' : 'catalogue message, usable screen, input kept, recovers without reload'}`.trim(),
        async ({ page, context, sandbox }) => {
          annotate('fault-cell', `${flow.name}|${fault.name}`);
          let account: Account | null = null;
          if (flow.account === 'fresh') {
            account = { username: `f${randomUUID().replace(/-/g, '').slice(0, 10)}`, password: 'Player123' };
            await sandbox.createAccount({ ...account, type: 0 });
          } else if (flow.account) account = flow.account;
          // The 401 cell needs a session to end, whoever the flow is for (login itself stays a guest's).
          else if (fault.name === 'unauthorized' && flow.name !== 'login') account = PLAYER;
          await runCell({ page, context, sandbox, account }, flow, fault.name);
        },
      );
    }
  });
}
