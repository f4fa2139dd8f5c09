import { createHmac } from 'node:crypto';
import type { DepositHoldReason } from '../../src/tenant/jurisdictions.ts';
import type { Queryable } from '../db/index.ts';
import type { SandboxTenant } from '../tenants.ts';
import { expireDue, type DepositStatus, type OrderRow } from './deposits.ts';
import { depositChannelsFor, type DepositChannel } from './money-config.ts';
import { memberOrdersPage, type PageRequest } from './record-pages.ts';
import { money, wireText, type Money } from '../money.ts';

/**
 * Deposit orders as the platform answers them (issue 13): one order with
 * what the player does to pay it (per channel kind), and the member's orders
 * page for the deposit record.
 */

interface DepositOrder {
  readonly orderId: string;
  readonly requestId: string;
  readonly channel: string;
  readonly amount: Money;
  readonly bonus: Money;
  readonly turnover: Money;
  readonly status: DepositStatus;
  readonly createTime: number;
  readonly expireTime: number;
  readonly settleTime: number | null;
  /** Why a held order was not credited (issue 33, PAY-07; proposed field): the app words the code. */
  readonly holdReason: DepositHoldReason | null;
  /** What the player does to pay (per channel kind). */
  readonly instructions: Record<string, string>;
}

function instructionsFor(
  channel: DepositChannel | undefined,
  order: OrderRow,
  tenant: SandboxTenant,
): Record<string, string> {
  const amount = wireText(order.amount_minor);
  const beneficiary = tenant.tenant.displayName;
  switch (channel?.kind) {
    case 'pix': {
      // A copy-and-paste code in the shape of a PIX "BR Code" (EMV); the sandbox's provider accepts it, no bank does.
      const payload = `00020126580014br.gov.bcb.pix0136${order.id.toLowerCase().padEnd(36, '0').slice(0, 36)}5204000053039865406${amount.padStart(6, '0').slice(-6)}5802BR5913${beneficiary.slice(0, 13).padEnd(13, ' ')}6009SAO PAULO62070503***6304`;
      return {
        pixCode: `${payload}${createHmac('sha256', 'crc').update(payload).digest('hex').slice(0, 4).toUpperCase()}`,
        beneficiary,
      };
    }
    case 'bank':
      return { bankName: 'Banco Sandbox', agency: '0001', account: '123456-7', beneficiary, reference: order.id };
    case 'ewallet':
      return { wallet: `pay@${tenant.merchantCode}.example`, reference: order.id };
    case 'crypto':
      return {
        network: 'TRC20',
        address: `T${createHmac('sha256', order.id)
          .digest('hex')
          .replace(/[^1-9a-hj-km-z]/gi, 'x')
          .slice(0, 33)}`,
        amount,
      };
    default:
      return { reference: order.id };
  }
}

export function orderView(row: OrderRow, tenant: SandboxTenant): DepositOrder {
  const channel = depositChannelsFor(tenant.currency).find((candidate) => candidate.code === row.channel);
  return {
    orderId: row.id,
    requestId: row.request_id,
    channel: row.channel,
    amount: money(row.amount_minor),
    bonus: money(row.bonus_minor),
    turnover: money(row.turnover_minor),
    status: row.status,
    createTime: row.created_at.getTime(),
    expireTime: row.expires_at.getTime(),
    settleTime: row.settled_at?.getTime() ?? null,
    holdReason: row.hold_reason,
    instructions: instructionsFor(channel, row, tenant),
  };
}

interface OrderPage {
  readonly content: DepositOrder[];
  readonly pageNum: number;
  readonly totalPages: number;
  readonly total: number;
}

/** A member's orders, newest first, for the deposit record. */
export async function depositOrders(
  db: Queryable,
  tenant: SandboxTenant,
  memberId: number,
  page: PageRequest,
  now: number,
): Promise<OrderPage> {
  await expireDue(db, memberId, now);
  return memberOrdersPage(db, 'deposit_orders', memberId, page, (row: OrderRow) => orderView(row, tenant));
}
