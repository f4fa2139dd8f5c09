import type { BrowserContext, Locator, Page } from '@playwright/test';
import { type SandboxControl } from '../fixtures';

/** What a row of the fault matrix (tests/e2e/hardening-fault-matrix.spec.ts) is; the rows are in fault-flows*.ts. */

export interface Account {
  readonly username: string;
  readonly password: string;
}
export const PLAYER: Account = { username: 'player1', password: 'Player123' };
export const AGENT: Account = { username: 'agent1', password: 'Agent123' };

export interface FlowContext {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly sandbox: SandboxControl;
  readonly account: Account | null;
}

export interface Flow {
  readonly name: string;
  /** The call the faults hit (a path prefix). */
  readonly call: string;
  /** read: a page that loads data; action: a submit or tap on a loaded page. */
  readonly kind: 'read' | 'action';
  /** Logged in for every cell ('fresh' = an account of its own); guests otherwise, except in the 401 cell. */
  readonly account?: Account | 'fresh';
  /** The flow's page. read flows: opened in-app from `from` (boot: loaded as a document); action flows: loaded as a document before `prepare`. */
  readonly path: string;
  readonly from?: string;
  readonly boot?: true;
  /** Run before the flow's first page load. */
  beforeLoad?(flow: FlowContext): Promise<void>;
  /** read flows: what must have settled on `from` before the fault is armed (a widget there reads the same call). */
  settled?(flow: FlowContext): Promise<void>;
  /** The page shows an error state with a retry button when its data failed. */
  readonly retryButton?: true;
  /** action flows: fill the page (opened at `path`, a document load), then the act the faults hit. */
  prepare?(flow: FlowContext): Promise<void>;
  act?(flow: FlowContext): Promise<void>;
  /** What was typed is still there after the failure. */
  typedKept?(flow: FlowContext): Promise<void>;
  /** An element that shows once the flow recovered (to tell it apart from a retry button while things settle). */
  recoveredMarker?(page: Page): Locator;
  /** Faults this row leaves out, with the reason next to it. */
  readonly skip?: readonly FaultName[];
  /** What the page itself shows when its read failed (not offline: queries wait for the connection then). */
  failureShown?(page: Page): Promise<void>;
  /** The flow's content is there. */
  ready(flow: FlowContext): Promise<void>;
  /** 'login': a 401 ends the session, opens login and returns after it; 'message': the failure is reported in place. */
  readonly on401: 'login' | 'message';
  /** The act leaves the app (a launch): the same-document check happens before it. */
  readonly leavesApp?: true;
  /**
   * Not yet wired to its call: the cell asserts the page stays usable and
   * error-free but cannot demand the message. Registration (being built
   * elsewhere) is the only one; drop this after the merge to tighten it.
   */
  readonly pending?: string;
}

export const usernameField = (page: Page) => page.getByLabel(/^(Username|Nome de usuário)/);
export const passwordField = (page: Page) => page.getByLabel(/^(Password|Senha)$/);
export const loginButton = (page: Page) => page.getByRole('button', { name: /^(Log in|Entrar)$/ });

export type FaultName =
  | 'latency'
  | 'http500'
  | 'badGateway'
  | 'malformed'
  | 'truncated'
  | 'unknownError'
  | 'unauthorized'
  | 'drop'
  | 'offline';
