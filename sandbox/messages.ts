/**
 * The `message` of failure envelopes, localised by the Language header as the
 * platform does (contract §1.1). The app shows its own catalogue text for the
 * codes it knows (src/platform/errors.ts); these texts are for the rest and
 * for people reading responses.
 */

import { REGULATED_MESSAGES } from './messages-regulated.ts';

type MessageLanguage = 'EN' | 'PT';

const MESSAGES = {
  'login.failed': { EN: 'Incorrect username or password.', PT: 'Usuário ou senha incorretos.' },
  'login.rate.limited': {
    EN: 'Too many login attempts. Please wait a minute and try again.',
    PT: 'Muitas tentativas de login. Aguarde um minuto e tente novamente.',
  },
  'captcha.invalid': { EN: 'Please enter the correct captcha code.', PT: 'Digite o código de verificação correto.' },
  'password.old.incorrect': { EN: 'The old password is incorrect.', PT: 'A senha antiga está incorreta.' },
  'modify.new.old.same': {
    EN: 'The new password and the old password cannot be the same.',
    PT: 'A nova senha e a senha antiga não podem ser iguais.',
  },
  'user.disabled': { EN: 'The user does not exist or is disabled.', PT: 'O usuário não existe ou está desativado.' },
  'login.not.session': {
    EN: 'Account logged out, please log in again.',
    PT: 'Conta desconectada, faça login novamente.',
  },
  'function.not.available': { EN: 'Function not available.', PT: 'Função indisponível.' },
  request_body_required: {
    EN: 'Encrypted request body required.',
    PT: 'Corpo da requisição criptografado obrigatório.',
  },
  request_param_err: { EN: 'Invalid request parameters.', PT: 'Parâmetros da requisição inválidos.' },
  request_body_too_large: { EN: 'Request body too large.', PT: 'Corpo da requisição grande demais.' },
  request_not_found: { EN: 'Not found.', PT: 'Não encontrado.' },
  'system.error': { EN: 'System busy, please try again later.', PT: 'Sistema ocupado, tente novamente mais tarde.' },
  'sandbox.unknown.code': {
    EN: 'Sandbox fault: an error code no client knows.',
    PT: 'Falha simulada: um código de erro desconhecido.',
  },
  'verification.code.invalid': { EN: 'Verification code error.', PT: 'Erro no código de verificação.' },
  'username.exists': { EN: 'Username already exists.', PT: 'O nome de usuário já existe.' },
  'account.format.invalid': {
    EN: 'Account, password or e-mail format incorrect.',
    PT: 'Formato de conta, senha ou e-mail incorreto.',
  },
  'password.confirm.mismatch': { EN: 'Confirmation password not matched.', PT: 'A confirmação da senha não confere.' },
  'affiliate.invalid': { EN: 'Invitation code invalid.', PT: 'Código de convite inválido.' },
  'sms.code.invalid': { EN: 'Verification code error.', PT: 'Código de verificação incorreto.' },
  'user.not.exist': { EN: 'The user does not exist or is disabled.', PT: 'O usuário não existe ou está desativado.' },
  'game.demo.unavailable': {
    EN: 'This game has no demo mode.',
    PT: 'Este jogo não tem modo demonstração.',
  },
  // Money (issue 13)
  'free.account.reject': {
    EN: 'Please log in with a real account to use this function.',
    PT: 'Entre com uma conta real para usar esta função.',
  },
  'deposit.not.allowed': {
    EN: 'Deposits are not available for this account.',
    PT: 'Depósitos não estão disponíveis para esta conta.',
  },
  'channel.unavailable': {
    EN: 'This payment method is not available.',
    PT: 'Este método de pagamento não está disponível.',
  },
  'amount.below.minimum': { EN: 'The amount is below the minimum.', PT: 'O valor está abaixo do mínimo.' },
  'amount.above.maximum': { EN: 'The amount is above the maximum.', PT: 'O valor está acima do máximo.' },
  'balance.insufficient': { EN: 'Insufficient balance.', PT: 'Saldo insuficiente.' },
  'withdraw.daily.count': {
    EN: 'You have used all withdrawals for today.',
    PT: 'Você já usou todos os saques de hoje.',
  },
  'turnover.unmet': {
    EN: 'Complete the bonus turnover before withdrawing.',
    PT: 'Cumpra o rollover do bônus antes de sacar.',
  },
  'payment.password.missing': { EN: 'Set a payment password first.', PT: 'Defina primeiro uma senha de pagamento.' },
  'payment.password.invalid': { EN: 'The payment password is incorrect.', PT: 'A senha de pagamento está incorreta.' },
  'payment.password.locked': {
    EN: 'Too many wrong payment passwords. Try again in 15 minutes.',
    PT: 'Muitas senhas de pagamento erradas. Tente de novo em 15 minutos.',
  },
  'payout.account.invalid': {
    EN: 'Check the payout account details.',
    PT: 'Confira os dados da conta de recebimento.',
  },
  'payout.account.missing': { EN: 'Choose a payout account.', PT: 'Escolha uma conta de recebimento.' },
  'order.not.found': { EN: 'Order not found.', PT: 'Pedido não encontrado.' },
  'order.expired': { EN: 'The order has expired.', PT: 'O pedido expirou.' },
  'callback.signature.invalid': { EN: 'Invalid signature.', PT: 'Assinatura inválida.' },
  'request.id.reused': {
    EN: 'This request ID was already used for a different request.',
    PT: 'Este ID de requisição já foi usado em outra requisição.',
  },
  'callback.stale': {
    EN: 'The callback is outside the accepted time window.',
    PT: 'O retorno está fora da janela de tempo aceita.',
  },
  'callback.reference.reused': {
    EN: 'This provider reference already settled another order.',
    PT: 'Esta referência do provedor já liquidou outro pedido.',
  },
  'transfer.not.allowed': {
    EN: 'Transfers to the superior are not available for this account.',
    PT: 'Transferências ao superior não estão disponíveis para esta conta.',
  },
  'limit.deposit.exceeded': {
    EN: 'This deposit would go over your deposit limit.',
    PT: 'Este depósito ultrapassaria seu limite de depósito.',
  },
  'limit.loss.reached': {
    EN: 'You have reached your loss limit for today.',
    PT: 'Você atingiu seu limite de perdas de hoje.',
  },
  'limit.session.reached': {
    EN: 'You have reached your session time limit.',
    PT: 'Você atingiu seu limite de tempo de sessão.',
  },
  'member.excluded': {
    EN: 'This account is in a cool-off or self-exclusion period.',
    PT: 'Esta conta está em pausa ou autoexclusão.',
  },
  'contact.code.invalid': {
    EN: 'The verification code is incorrect or has expired.',
    PT: 'O código de verificação está incorreto ou expirou.',
  },
  // Bonus wallet (issue 34)
  'bonus.max.stake': {
    EN: 'This stake is above the maximum allowed while your bonus is active.',
    PT: 'Esta aposta passa do máximo permitido enquanto seu bônus está ativo.',
  },
  'bonus.forfeit.unconfirmed': {
    EN: 'A withdrawal now forfeits your active bonus. Confirm to continue.',
    PT: 'Um saque agora faz você perder o bônus ativo. Confirme para continuar.',
  },
  'promo.code.invalid': { EN: 'This promo code does not exist.', PT: 'Este código promocional não existe.' },
  'promo.code.used': { EN: 'You have already used this promo code.', PT: 'Você já usou este código promocional.' },
  'promo.code.needs.deposit': {
    EN: 'This code gives a bonus on a deposit: enter it on the deposit page.',
    PT: 'Este código dá bônus em um depósito: digite-o na página de depósito.',
  },
  'promo.code.no.deposit': {
    EN: 'This code needs no deposit: redeem it under Promotions.',
    PT: 'Este código não precisa de depósito: resgate-o em Promoções.',
  },
  'events.ticket.invalid': {
    EN: 'The event stream ticket is missing, wrong or expired.',
    PT: 'O tíquete do fluxo de eventos está ausente, errado ou expirado.',
  },
  // Agent and engagement (issue 14)
  'agent.only': { EN: 'This function is for agents.', PT: 'Esta função é para agentes.' },
  'team.member.outside': { EN: 'This member is not in your team.', PT: 'Este membro não está na sua equipe.' },
  'rebate.above.limit': {
    EN: 'A downline rate cannot be higher than your own.',
    PT: 'A taxa de um subordinado não pode ser maior que a sua.',
  },
  'rebate.nothing.to.claim': { EN: 'There is no rebate to claim yet.', PT: 'Ainda não há rebate para resgatar.' },
  'redrain.not.live': {
    EN: 'No red envelope rain is falling right now.',
    PT: 'Nenhuma chuva de envelopes está caindo agora.',
  },
  'mission.not.complete': { EN: 'This mission is not complete yet.', PT: 'Esta missão ainda não foi concluída.' },
  'dividend.not.pending': {
    EN: 'This dividend is not waiting for payment.',
    PT: 'Este dividendo não está aguardando pagamento.',
  },
  // Regulated markets (issue 33)
  ...REGULATED_MESSAGES,
} as const satisfies Record<string, Record<MessageLanguage, string>>;

export type SandboxErrorCode = keyof typeof MESSAGES;

/**
 * A business refusal thrown below a route (a domain function): the envelope
 * handler answers it with HTTP 200, success false, the localised message and
 * `value` (what the page needs to explain it, e.g. the allowed maximum).
 */
export class BusinessRefusal extends Error {
  constructor(
    readonly errorCode: SandboxErrorCode,
    readonly value: unknown = null,
  ) {
    super(`refused: ${errorCode}`);
    this.name = 'BusinessRefusal';
  }
}

export function messageFor(code: SandboxErrorCode, language: string | undefined): string {
  const texts = MESSAGES[code];
  return language?.toUpperCase().startsWith('PT') ? texts.PT : texts.EN;
}
