import type { SeedFunction } from './types.ts';

/**
 * Help entries (001 §2 Help centre) for every merchant except jaguar, which
 * keeps an empty list (the empty state). The third entry is hostile on
 * purpose: its script, event handler and javascript: link must not survive
 * the front end's sanitiser.
 */
const ENTRIES: Record<string, ReadonlyArray<readonly [title: string, content: string]>> = {
  EN: [
    ['How do I deposit?', '<p>Open <b>Deposit</b> from the bottom menu and choose a channel.</p>'],
    ['How do I withdraw?', 'Open Withdraw in the member centre.\nWithdrawals need a bound account.'],
    [
      'Is my account safe?',
      '<p>Keep your password private.</p><img src="x" onerror="window.__helpXss=1"><script>window.__helpXss=2</script><a href="javascript:window.__helpXss=3">Security tips</a>',
    ],
  ],
  PT: [
    ['Como faço um depósito?', '<p>Abra <b>Depósito</b> no menu inferior e escolha um canal.</p>'],
    ['Como faço um saque?', 'Abra Saque no centro do membro.\nSaques precisam de uma conta vinculada.'],
    [
      'Minha conta é segura?',
      '<p>Mantenha sua senha em segredo.</p><img src="x" onerror="window.__helpXss=1"><script>window.__helpXss=2</script><a href="javascript:window.__helpXss=3">Dicas de segurança</a>',
    ],
  ],
};

export const seedHelp: SeedFunction = async ({ db, tenants }) => {
  await db.transaction(async (tx) => {
    for (const tenant of tenants) {
      if (tenant.merchantCode === 'jaguar') continue;
      for (const [language, entries] of Object.entries(ENTRIES)) {
        for (const [position, [title, content]] of entries.entries()) {
          await tx.query(
            `INSERT INTO help_entries (merchant, language, position, title, content) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (merchant, language, position) DO NOTHING`,
            [tenant.merchantCode, language, position, title, content],
          );
        }
      }
    }
  });
};
