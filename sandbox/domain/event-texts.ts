import type { MemberEventKind } from '../../src/lib/money-event-kinds.ts';
import { formattedMoney } from '../money.ts';

/**
 * The kinds of money events (issue 34) and the inbox text of each, worded
 * when the inbox is read, in the reader's language (PT, else EN). The app
 * words known kinds from its own catalogue (every language it speaks, money
 * through Intl); this text is what any other reader of the inbox sees.
 */

export type { MemberEventKind };

/** Amounts in minor units with their currency, ids, names and times: plain JSON. */
export type EventDetails = Readonly<Record<string, string | number | boolean | null>>;

type Texts = Readonly<Record<MemberEventKind, (values: Record<string, string>) => { title: string; content: string }>>;

const EN: Texts = {
  'deposit.credited': (v) => ({ title: 'Deposit credited', content: `${v.amount} was added to your balance.` }),
  'withdrawal.paid': (v) => ({ title: 'Withdrawal paid', content: `${v.amount} was sent to your payout account.` }),
  'withdrawal.rejected': (v) => ({
    title: 'Withdrawal rejected',
    content: `Your withdrawal of ${v.amount} was rejected and the money is back in your balance.${v.reason ? ` Reason: ${v.reason}` : ''}`,
  }),
  'bonus.granted': (v) => ({
    title: 'Bonus granted',
    content: `You received a bonus of ${v.amount}. Wager ${v.required} to turn it into cash.`,
  }),
  'bonus.converted': (v) => ({
    title: 'Bonus turned into cash',
    content: `You met the wagering requirement: ${v.amount} moved to your cash balance.`,
  }),
  'bonus.expiring': (v) => ({
    title: 'Bonus about to expire',
    content: `Your bonus of ${v.amount} expires on ${v.expires}.`,
  }),
  'bonus.expired': (v) => ({ title: 'Bonus expired', content: `Your bonus expired; ${v.amount} was forfeited.` }),
  'limit.effective': () => ({ title: 'Limit change in force', content: 'Your new gambling limits now apply.' }),
};

const PT: Texts = {
  'deposit.credited': (v) => ({ title: 'Depósito creditado', content: `${v.amount} foi adicionado ao seu saldo.` }),
  'withdrawal.paid': (v) => ({
    title: 'Saque pago',
    content: `${v.amount} foi enviado para sua conta de recebimento.`,
  }),
  'withdrawal.rejected': (v) => ({
    title: 'Saque recusado',
    content: `Seu saque de ${v.amount} foi recusado e o dinheiro voltou ao seu saldo.${v.reason ? ` Motivo: ${v.reason}` : ''}`,
  }),
  'bonus.granted': (v) => ({
    title: 'Bônus concedido',
    content: `Você recebeu um bônus de ${v.amount}. Aposte ${v.required} para convertê-lo em dinheiro.`,
  }),
  'bonus.converted': (v) => ({
    title: 'Bônus convertido em dinheiro',
    content: `Você cumpriu o requisito de apostas: ${v.amount} passou para o seu saldo em dinheiro.`,
  }),
  'bonus.expiring': (v) => ({
    title: 'Bônus perto de expirar',
    content: `Seu bônus de ${v.amount} expira em ${v.expires}.`,
  }),
  'bonus.expired': (v) => ({ title: 'Bônus expirado', content: `Seu bônus expirou; ${v.amount} foi perdido.` }),
  'limit.effective': () => ({ title: 'Alteração de limite em vigor', content: 'Seus novos limites de jogo já valem.' }),
};

const money = (minor: unknown, currency: unknown, locale: string): string =>
  typeof minor === 'number' && typeof currency === 'string' ? formattedMoney(minor, locale, currency) : '';

/** The inbox text of an event in a language (PT, else EN). */
export function eventMail(
  kind: MemberEventKind,
  details: EventDetails,
  language: string,
): { title: string; content: string } {
  const portuguese = language.toUpperCase().startsWith('PT');
  const locale = portuguese ? 'pt-BR' : 'en-US';
  const values: Record<string, string> = {
    amount: money(details.amountMinor, details.currency, locale),
    required: money(details.requiredMinor, details.currency, locale),
    reason: typeof details.reason === 'string' ? details.reason : '',
    expires:
      typeof details.expiresAt === 'number'
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
            details.expiresAt,
          )
        : '',
  };
  return (portuguese ? PT : EN)[kind](values);
}
