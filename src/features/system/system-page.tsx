import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { useSite, useSiteConfig } from '@/tenant/site';
import { Button, MutedText, PageHeading, token } from '@/ui';

const Screen = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${token('space.lg')};
  padding: ${token('space.xl')};
  text-align: center;
`;

const Logo = styled.img`
  height: 40px;
  width: auto;
`;

/** The full-screen layout shared by maintenance, region-blocked and service-error pages. */
export function SystemPage({
  icon,
  title,
  text,
  children,
}: {
  readonly icon: ReactNode;
  readonly title: string;
  readonly text: string;
  readonly children?: ReactNode;
}) {
  const t = useTexts('common');
  const config = useSiteConfig();
  const retry = useSite((state) => state.retryStartup);
  return (
    <Screen>
      <Logo src={config.assets.logo} alt={config.displayName} width={150} height={40} />
      {icon}
      <PageHeading>{title}</PageHeading>
      <MutedText>{text}</MutedText>
      {children}
      {retry ? (
        <Button variant="secondary" onClick={retry}>
          {t('boot.retry')}
        </Button>
      ) : null}
    </Screen>
  );
}
