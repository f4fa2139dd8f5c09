/** The failure texts of regulated markets (issue 33), joined into the sandbox's message table (messages.ts). */
export const REGULATED_MESSAGES = {
  'cpf.invalid': { EN: 'The CPF is not valid.', PT: 'O CPF não é válido.' },
  'cpf.exists': {
    EN: 'An account with this CPF already exists.',
    PT: 'Já existe uma conta com este CPF.',
  },
  'identity.required': {
    EN: 'Enter your CPF, full name and date of birth.',
    PT: 'Informe seu CPF, nome completo e data de nascimento.',
  },
  'age.under.minimum': {
    EN: 'You must be at least 18 years old to register.',
    PT: 'É preciso ter pelo menos 18 anos para se cadastrar.',
  },
  'verification.required': {
    EN: 'Verify your identity first.',
    PT: 'Verifique sua identidade primeiro.',
  },
  'verification.incomplete': {
    EN: 'Send both sides of your document and a selfie first.',
    PT: 'Envie os dois lados do documento e uma selfie primeiro.',
  },
  'verification.in.progress': {
    EN: 'Your documents are already being checked.',
    PT: 'Seus documentos já estão em análise.',
  },
  'verification.not.found': { EN: 'Verification case not found.', PT: 'Verificação não encontrada.' },
  'document.too.large': { EN: 'The image is too large.', PT: 'A imagem é grande demais.' },
  'document.type.invalid': {
    EN: 'This file is not a JPEG, PNG or WebP image.',
    PT: 'Este arquivo não é uma imagem JPEG, PNG ou WebP.',
  },
  'document.dimensions.invalid': {
    EN: 'The image is too small or too large to read.',
    PT: 'A imagem é pequena ou grande demais para ser lida.',
  },
  'document.chunk.invalid': { EN: 'This part of the upload is not valid.', PT: 'Esta parte do envio não é válida.' },
  'upload.not.found': { EN: 'Upload not found.', PT: 'Envio não encontrado.' },
  'location.required': {
    EN: 'Share your location to play.',
    PT: 'Compartilhe sua localização para jogar.',
  },
  'location.outside': {
    EN: 'Play is only allowed inside the country of the licence.',
    PT: 'Só é permitido jogar dentro do país da licença.',
  },
  'demo.not.allowed': {
    EN: 'Demo play is not offered on this site.',
    PT: 'O modo demonstração não é oferecido neste site.',
  },
  'payout.owner.mismatch': {
    EN: 'The payout account must be in your own name (your CPF).',
    PT: 'A conta de recebimento deve estar no seu nome (seu CPF).',
  },
  'account.closed': { EN: 'This account has been closed.', PT: 'Esta conta foi encerrada.' },
  'account.close.money.held': {
    EN: 'The account cannot be closed while money is held or a withdrawal is pending.',
    PT: 'A conta não pode ser encerrada enquanto houver valores retidos ou um saque pendente.',
  },
  'account.close.balance': {
    EN: 'Withdraw your balance before closing the account.',
    PT: 'Saque seu saldo antes de encerrar a conta.',
  },
  'password.incorrect': { EN: 'The password is incorrect.', PT: 'A senha está incorreta.' },
} as const;
