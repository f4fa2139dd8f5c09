import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTexts } from '@/i18n';
import { toPlatformError } from '@/platform/errors';
import { useToken } from '@/platform/session';
import {
  Button,
  Card,
  ChoiceGroup,
  FormAlert,
  FormStack,
  Notice,
  PageBody,
  PageHeading,
  QueryView,
  SectionHeading,
  TextField,
} from '@/ui';
import { openAccount, rebateSettingsQuery, teamKeys, usernameAvailable, type Rates } from './api';
import { RatesFields, ratesFromTexts } from './rates-fields';

/**
 * /m/agentRegister (AGENTX-08): open a downline player or agent with a
 * password and starting rates no higher than the agent's own; the body goes
 * encrypted; the new member can log in at once.
 */

const USERNAME = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{6,16}$/;

function OpenAccountForm({ own, onDone }: { readonly own: Rates; readonly onDone: (username: string) => void }) {
  const t = useTexts('team');
  const tc = useTexts('common');
  const queryClient = useQueryClient();
  const [type, setType] = useState<'player' | 'agent'>('player');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState(false);
  const [taken, setTaken] = useState(false);
  const rates = ratesFromTexts(texts);
  const open = useMutation({
    mutationFn: () => openAccount({ username: username.trim(), password, type, rates: rates ?? {} }),
    meta: { silent: true },
    // A taken name is said once, under the field (the check on leaving it says so in the same words).
    onError: (error) => {
      if (toPlatformError(error).errorCode === 'username.exists') setTaken(true);
    },
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      onDone(created.username);
    },
  });
  const checkName = () => {
    if (USERNAME.test(username.trim()))
      void usernameAvailable(username.trim())
        .then((available) => setTaken(!available))
        .catch(() => setTaken(false));
  };
  return (
    <FormStack
      noValidate
      data-testid="open-account"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (USERNAME.test(username.trim()) && PASSWORD.test(password) && rates !== null && !open.isPending)
          open.mutate();
      }}
    >
      <ChoiceGroup
        name="accountType"
        label={t('open.type')}
        value={type}
        onChange={(id) => setType(id === 'agent' ? 'agent' : 'player')}
        items={[
          { id: 'player', title: t('open.player') },
          { id: 'agent', title: t('open.agent') },
        ]}
      />
      <TextField
        label={t('open.username')}
        autoComplete="off"
        value={username}
        onChange={(event) => {
          setUsername(event.target.value);
          setTaken(false);
        }}
        onBlur={checkName}
        hint={t('open.usernameHint')}
        error={
          taken ? t('open.taken') : touched && !USERNAME.test(username.trim()) ? t('open.usernameHint') : undefined
        }
      />
      <TextField
        label={t('open.password')}
        type="password"
        revealable
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={t('open.passwordHint')}
        error={touched && !PASSWORD.test(password) ? t('open.passwordHint') : undefined}
      />
      <SectionHeading>{t('open.rates')}</SectionHeading>
      <RatesFields texts={texts} onChange={setTexts} limits={own} />
      {open.isError && toPlatformError(open.error).errorCode !== 'username.exists' ? (
        <FormAlert>{tc(toPlatformError(open.error).messageKey)}</FormAlert>
      ) : null}
      <Button type="submit" block busy={open.isPending}>
        {t('open.submit')}
      </Button>
    </FormStack>
  );
}

export default function OpenAccountPage() {
  const t = useTexts('team');
  const settings = useQuery(rebateSettingsQuery(useToken()));
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <PageBody data-page="agentRegister">
      <PageHeading>{t('open.title')}</PageHeading>
      <Card>
        {opened ? (
          <>
            <Notice data-testid="account-opened">{t('open.done', { username: opened })}</Notice>
            <Button block onClick={() => setOpened(null)}>
              {t('open.another')}
            </Button>
          </>
        ) : (
          <QueryView query={settings}>{(value) => <OpenAccountForm own={value.rates} onDone={setOpened} />}</QueryView>
        )}
      </Card>
    </PageBody>
  );
}
