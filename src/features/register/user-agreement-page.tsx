import { useQuery } from '@tanstack/react-query';
import { useLanguage, useTexts } from '@/i18n';
import { fetchStaticText } from '@/platform/static-text';
import { useSiteConfig } from '@/tenant/site';
import { Card, PageBody, PageHeading, QueryView, SafeHtml } from '@/ui';

/**
 * /m/useragreement (ENGAGE-08): the tenant's own terms in the player's
 * language, from its tenant folder (copied by `lobby build`), sanitised like
 * every server HTML; a generic agreement of Lobby's where the tenant has
 * none for the language. Linked from registration (REG-13).
 */

function GenericAgreement() {
  const t = useTexts('agreement');
  const config = useSiteConfig();
  const items = t('generic.items', { returnObjects: true });
  return (
    <Card data-testid="agreement-generic">
      <p>{t('generic.intro', { brand: config.displayName })}</p>
      <ol>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    </Card>
  );
}

export default function UserAgreementPage() {
  const t = useTexts('agreement');
  const language = useLanguage();
  const config = useSiteConfig();
  const url = config.agreement[language];
  const document = useQuery({
    queryKey: ['agreement', url],
    enabled: url !== undefined,
    queryFn: ({ signal }) => fetchStaticText(url ?? '', signal),
    staleTime: Infinity,
    meta: { silent: true },
  });
  return (
    <PageBody data-page="userAgreement">
      <PageHeading>{t('title')}</PageHeading>
      {url ? (
        <QueryView query={document}>
          {(html) => (
            <Card data-testid="agreement-tenant">
              <SafeHtml html={html} />
            </Card>
          )}
        </QueryView>
      ) : (
        <GenericAgreement />
      )}
    </PageBody>
  );
}
