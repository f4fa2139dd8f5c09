import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import styled from 'styled-components';
import { instanceFor, useTexts } from '@/i18n';
import type { i18n as I18n } from 'i18next';
import { LANGUAGES, type Language } from '@/tenant/schema';
import { useSiteConfig } from '@/tenant/site';
import { ErrorState, LoadingState, MutedText, PageBody, PageHeading, SectionHeading, token } from '@/ui';
import { GallerySections } from './gallery-sections';

/**
 * The theme gallery (/m/__gallery, issue 6): every component of src/ui and
 * the page chrome, in the tenant's theme, once per language (the tenant's
 * default first). Only in builds stamped with the gallery on
 * (`lobby build --gallery`, `lobby preview`); see GALLERY_ROUTE.
 */

const LanguageBlock = styled.section`
  padding-top: ${token('space.md')};
  border-top: 2px solid ${token('color.border.default')};
`;

function ComponentSamples({ language }: { readonly language: Language }) {
  const t = useTexts('gallery');
  return (
    <LanguageBlock
      lang={language === 'PT' ? 'pt-BR' : 'en'}
      aria-label={t('languageSection', { language: t('languageName') })}
      data-testid={`gallery-${language}`}
    >
      <SectionHeading>{t('languageSection', { language: t('languageName') })}</SectionHeading>
      <GallerySections language={language} />
    </LanguageBlock>
  );
}

/** Both languages, the tenant's default first; each block has its own i18next instance over the shared catalogues. */
export default function GalleryPage() {
  const t = useTexts('gallery');
  const config = useSiteConfig();
  const [instances, setInstances] = useState<ReadonlyArray<readonly [Language, I18n]>>([]);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    const order = [config.languages.default, ...LANGUAGES.filter((language) => language !== config.languages.default)];
    Promise.all(order.map(async (language) => [language, await instanceFor(language)] as const))
      .then((loaded) => {
        if (current) setInstances(loaded);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [config.languages.default, attempt]);
  return (
    <PageBody data-testid="theme-gallery">
      <PageHeading>{t('title')}</PageHeading>
      <MutedText>{t('intro')}</MutedText>
      {failed ? (
        <ErrorState
          onRetry={() => {
            setFailed(false);
            setAttempt((value) => value + 1);
          }}
        />
      ) : instances.length === 0 ? (
        <LoadingState />
      ) : null}
      {instances.map(([language, instance]) => (
        <I18nextProvider key={language} i18n={instance}>
          <ComponentSamples language={language} />
        </I18nextProvider>
      ))}
    </PageBody>
  );
}
