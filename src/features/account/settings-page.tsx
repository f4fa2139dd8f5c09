import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { paths } from '@/tenant/paths';
import { Button, Card, ChevronRightIcon, LockIcon, PageBody, token, PageHeading } from '@/ui';
import { SignOutDialog } from './sign-out';

const Item = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
  min-height: ${token('size.tapTarget')};
  color: ${token('color.text.primary')};
  text-decoration: none;
  & span {
    flex: 1;
  }
`;

/** SET-01..03: the settings list (change password) and the sign-out button; the route redirects guests home. */
export default function SettingsPage() {
  const t = useTexts('account');
  const tc = useTexts('common');
  const [signingOut, setSigningOut] = useState(false);
  return (
    <PageBody>
      <PageHeading hidden>{tc('titles.settings')}</PageHeading>
      <Card>
        <Item to={paths.changePassword()}>
          <LockIcon />
          <span>{t('settings.changePassword')}</span>
          <ChevronRightIcon />
        </Item>
      </Card>
      <Button block variant="secondary" onClick={() => setSigningOut(true)}>
        {t('settings.signOut')}
      </Button>
      <SignOutDialog open={signingOut} origin="settings" onClose={() => setSigningOut(false)} />
    </PageBody>
  );
}
