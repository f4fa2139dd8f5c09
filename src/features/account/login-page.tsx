import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { safeInternalPath } from '@/lib/url-guard';
import { isKnownRoute } from '@/tenant/route-table';
import { useSiteConfig } from '@/tenant/site';
import { Button, Card, PageBody, PageHeading, TextField, token } from '@/ui';
import { loginWithUsername } from './api';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
`;

const Links = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${token('font.size.sm')};
`;

/** Where to go after logging in: the redirect parameter when it is an app route (no open redirect). */
export function returnPathAfterLogin(redirect: string | null): string {
  return safeInternalPath(redirect, (path) => isKnownRoute(path) && path !== '/m/login') ?? '/m/home';
}

export default function LoginPage() {
  const { t } = useTranslation('account');
  const config = useSiteConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: () => loginWithUsername(config.merchantCode, { username: username.trim(), password, captcha: null }),
    onSuccess: () => void navigate(returnPathAfterLogin(params.get('redirect')), { replace: true }),
  });

  const onSubmit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (!username.trim() || !password) return;
    login.mutate();
  };

  return (
    <PageBody>
      <PageHeading>{t('login.title')}</PageHeading>
      <Card>
        <Form onSubmit={onSubmit} noValidate>
          <TextField label={t('login.username')} name="username" autoComplete="username" value={username} onChange={(event) => setUsername(event.target.value)} />
          <TextField
            label={t('login.password')}
            name="password"
            type="password"
            revealable
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" block disabled={login.isPending}>
            {t('login.submit')}
          </Button>
        </Form>
        <Links>
          <Link to="/m/register">{t('login.register')}</Link>
          <Link to="/m/forget">{t('login.forgot')}</Link>
        </Links>
      </Card>
    </PageBody>
  );
}
