import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { DURATIONS, LIMITS } from '@/lib/spec-constants';
import {
  useIdentityProvider,
  type IdentityProvider,
  type PhoneVerification,
  type SocialNetwork,
} from '@/platform/identity';
import { useGateContext, useSmsCodeSender } from '@/session';
import { loginOptions } from '@/tenant/feature-gates';
import { useSiteConfig } from '@/tenant/site';
import { Button, TextField, token } from '@/ui';
import { loginWithProvider } from './provider-login';

const Row = styled.div`
  display: flex;
  gap: ${token('space.sm')};
  flex-wrap: wrap;
  & > * {
    flex: 1;
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space.sm')};
  padding-top: ${token('space.sm')};
  border-top: 1px solid ${token('color.border.default')};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${token('font.size.sm')};
  color: ${token('color.text.secondary')};
`;

/** LOGIN-09, LOGIN-10, LOGIN-12, REG-12: the networks to offer (flag on and the provider initialised with it). */
export function useSocialNetworks(): { provider: IdentityProvider | null; networks: SocialNetwork[] } {
  const options = loginOptions(useGateContext().flags);
  const provider = useIdentityProvider(options.facebook || options.google);
  const networks = provider ? provider.networks.filter((network) => options[network]) : [];
  return { provider, networks };
}

/** Facebook / Google sign-in buttons; nothing while the provider has not initialised (LOGIN-12). */
export function SocialSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTexts('account');
  const config = useSiteConfig();
  const { provider, networks } = useSocialNetworks();
  const signIn = useMutation({
    mutationFn: async ({ active, network }: { active: IdentityProvider; network: SocialNetwork }) => {
      const { idToken } = await active.signIn(network);
      await loginWithProvider(config.merchantCode, { type: active.loginType, channel: network, idToken });
    },
    onSuccess: onSignedIn,
  });
  if (!provider || networks.length === 0) return null;
  return (
    <Section aria-label={t('social.heading')}>
      <Heading>{t('social.heading')}</Heading>
      <Row>
        {networks.map((network) => (
          <Button
            key={network}
            type="button"
            variant="secondary"
            busy={signIn.isPending}
            onClick={() => signIn.mutate({ active: provider, network })}
          >
            {t(`social.${network}`)}
          </Button>
        ))}
      </Row>
    </Section>
  );
}

/**
 * LOGIN-15, SMS-07, ERR-13: login by a phone number the provider verifies.
 * Collapsed behind a button so the page's own SMS form stays the default.
 */
export function PhoneProviderLogin({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTexts('account');
  const config = useSiteConfig();
  const phoneLogin = loginOptions(useGateContext().flags).smsTab;
  const provider = useIdentityProvider(phoneLogin);
  const [open, setOpen] = useState(false);
  const [dialing, setDialing] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [verification, setVerification] = useState<PhoneVerification | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);

  // SMS-07, ERR-13: the shared send (loading message, silent failure), the provider's countdown, no "sent" message.
  const sender = useSmsCodeSender({
    announceSent: false,
    silentFailure: true,
    validate: () => {
      const validMobile = /^[0-9]{6,20}$/.test(mobile.trim()) && /^\+?[0-9]{1,4}$/.test(dialing.trim());
      setError(validMobile ? undefined : t('rules.mobileFormat'));
      return Promise.resolve(validMobile);
    },
    send: async () => {
      if (!provider) throw new Error('identity provider not ready');
      setVerification(await provider.sendPhoneCode(mobile.trim(), dialing.trim().replace(/^\+/, '')));
      return DURATIONS.phoneProviderCountdownSeconds;
    },
  });
  const submit = useMutation({
    mutationFn: async ({ active, sent }: { active: IdentityProvider; sent: PhoneVerification }) => {
      const { idToken } = await active.verifyPhoneCode(sent, code.trim());
      await loginWithProvider(config.merchantCode, {
        type: active.loginType,
        channel: 'sms',
        idToken,
        mobileNum: sent.mobile,
        countryDialingCode: sent.countryDialingCode,
      });
    },
    onSuccess: onSignedIn,
  });

  if (!provider?.phone || !phoneLogin) return null;
  if (!open) {
    return (
      <Button type="button" variant="secondary" block onClick={() => setOpen(true)}>
        {t('phoneProvider.open')}
      </Button>
    );
  }
  return (
    <Section aria-label={t('phoneProvider.heading')}>
      <Heading>{t('phoneProvider.heading')}</Heading>
      <TextField
        label={t('phoneProvider.dialingCode')}
        inputMode="tel"
        maxLength={5}
        value={dialing}
        onChange={(event) => setDialing(event.target.value)}
      />
      <TextField
        label={t('phoneProvider.mobile')}
        inputMode="tel"
        maxLength={LIMITS.mobileMaxLength}
        value={mobile}
        error={error}
        onChange={(event) => setMobile(event.target.value)}
        suffix={
          <Button type="button" variant="ghost" busy={sender.busy} onClick={() => void sender.request()}>
            {sender.remaining > 0 ? t('sms.countdown', { seconds: sender.remaining }) : t('sms.send')}
          </Button>
        }
      />
      <TextField
        label={t('phoneProvider.code')}
        inputMode="numeric"
        maxLength={LIMITS.smsCodeMaxLength}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      <Button
        type="button"
        block
        disabled={!verification || code.trim() === '' || submit.isPending}
        onClick={() => verification && submit.mutate({ active: provider, sent: verification })}
      >
        {t('phoneProvider.submit')}
      </Button>
    </Section>
  );
}
