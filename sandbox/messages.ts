/**
 * The `message` of failure envelopes, localised by the Language header as the
 * platform does (contract §1.1). The app shows its own catalogue text for the
 * codes it knows (src/platform/errors.ts); these texts are for the rest and
 * for people reading responses.
 */

export type MessageLanguage = 'EN' | 'PT';

const MESSAGES = {
  'login.failed': { EN: 'Incorrect username or password.', PT: 'Usuário ou senha incorretos.' },
  'captcha.invalid': { EN: 'Please enter the correct captcha code.', PT: 'Digite o código de verificação correto.' },
  'password.old.incorrect': { EN: 'The old password is incorrect.', PT: 'A senha antiga está incorreta.' },
  'modify.new.old.same': { EN: 'The new password and the old password cannot be the same.', PT: 'A nova senha e a senha antiga não podem ser iguais.' },
  'user.disabled': { EN: 'The user does not exist or is disabled.', PT: 'O usuário não existe ou está desativado.' },
  'login.not.session': { EN: 'Account logged out, please log in again.', PT: 'Conta desconectada, faça login novamente.' },
  'function.not.available': { EN: 'Function not available.', PT: 'Função indisponível.' },
  request_body_required: { EN: 'Encrypted request body required.', PT: 'Corpo da requisição criptografado obrigatório.' },
  request_param_err: { EN: 'Invalid request parameters.', PT: 'Parâmetros da requisição inválidos.' },
  request_body_too_large: { EN: 'Request body too large.', PT: 'Corpo da requisição grande demais.' },
  request_not_found: { EN: 'Not found.', PT: 'Não encontrado.' },
  'system.error': { EN: 'System busy, please try again later.', PT: 'Sistema ocupado, tente novamente mais tarde.' },
  'sandbox.unknown.code': { EN: 'Sandbox fault: an error code no client knows.', PT: 'Falha simulada: um código de erro desconhecido.' },
  'verification.code.invalid': { EN: 'Verification code error.', PT: 'Erro no código de verificação.' },
  'username.exists': { EN: 'Username already exists.', PT: 'O nome de usuário já existe.' },
  'account.format.invalid': { EN: 'Account, password or e-mail format incorrect.', PT: 'Formato de conta, senha ou e-mail incorreto.' },
  'password.confirm.mismatch': { EN: 'Confirmation password not matched.', PT: 'A confirmação da senha não confere.' },
  'affiliate.invalid': { EN: 'Invitation code invalid.', PT: 'Código de convite inválido.' },
  'sms.code.invalid': { EN: 'Verification code error.', PT: 'Código de verificação incorreto.' },
  'user.not.exist': { EN: 'The user does not exist or is disabled.', PT: 'O usuário não existe ou está desativado.' },
} as const satisfies Record<string, Record<MessageLanguage, string>>;

export type SandboxErrorCode = keyof typeof MESSAGES;

export function messageFor(code: SandboxErrorCode, language: string | undefined): string {
  const texts = MESSAGES[code];
  return language?.toUpperCase().startsWith('PT') ? texts.PT : texts.EN;
}
