import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '@/tenant/schema';
import * as ui from '@/ui';
import { MessageDialog } from '@/ui/components/message-dialog';
import {
  Button,
  Card,
  CountBadge,
  Dot,
  EmptyState,
  ErrorState,
  IconButton,
  LoadingState,
  MutedText,
  SafeHtml,
  SearchIcon,
  SectionHeading,
  Skeleton,
  Spinner,
  StackList,
  Tabs,
  TextField,
  TileGrid,
  toast,
  token,
  TOAST_TYPES,
} from '@/ui';
import { BottomMenu } from '../chrome/bottom-menu';
import { BackHeader, HomeHeader } from '../chrome/header';

/** The sections of the theme gallery, one component each; texts come from the block's own i18next instance. */

/** The chrome is position: fixed; a transformed frame becomes its containing block, so it stays inside the sample. */
const ChromeFrame = styled.div<{ $height: string }>`
  position: relative;
  transform: translateZ(0);
  height: ${({ $height }) => $height};
  overflow: hidden;
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.page')};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.sm')};
`;

const Sample = styled.section`
  display: grid;
  gap: ${token('space.sm')};
  margin-bottom: ${token('space.lg')};
`;

const IconCell = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${token('space.xs')};
  margin: 0;
  color: ${token('color.text.primary')};
  font-size: ${token('font.size.xs')};
`;

type IconComponent = (props: { readonly size?: number }) => ReactNode;

/** Every exported `…Icon` of the design system, by name. */
const ICONS: ReadonlyArray<readonly [string, IconComponent]> = Object.entries(ui).flatMap(([name, value]) =>
  name.endsWith('Icon') && typeof value === 'function' ? [[name, value as IconComponent] as const] : [],
);

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Sample>
      <SectionHeading as="h3">{title}</SectionHeading>
      {children}
    </Sample>
  );
}

export function ChromeSamples() {
  const { t } = useTranslation('gallery');
  return (
    <Section title={t('sections.chrome')}>
      <MutedText>{t('sections.homeHeader')}</MutedText>
      <ChromeFrame $height={token('size.header')}>
        <HomeHeader />
      </ChromeFrame>
      <MutedText>{t('sections.backHeader')}</MutedText>
      <ChromeFrame $height={token('size.header')}>
        <BackHeader />
      </ChromeFrame>
      <MutedText>{t('sections.bottomMenu')}</MutedText>
      {/* Room above for the raised central item. */}
      <ChromeFrame $height={`calc(${token('size.menu')} + 24px)`}>
        <BottomMenu tall={false} />
      </ChromeFrame>
    </Section>
  );
}

export function ButtonSamples() {
  const { t } = useTranslation('gallery');
  return (
    <Section title={t('sections.buttons')}>
      <Row>
        <Button>{t('sample.primary')}</Button>
        <Button variant="secondary">{t('sample.secondary')}</Button>
        <Button variant="ghost">{t('sample.ghost')}</Button>
        <Button variant="link">{t('sample.link')}</Button>
      </Row>
      <Row>
        <Button disabled>{t('sample.disabled')}</Button>
        <Button small>{t('sample.small')}</Button>
        <IconButton label={t('sample.iconButton')}>
          <SearchIcon />
        </IconButton>
      </Row>
      <Button block>{t('sample.primary')}</Button>
    </Section>
  );
}

export function FieldSamples() {
  const { t } = useTranslation('gallery');
  const [text, setText] = useState('');
  return (
    <Section title={t('sections.fields')}>
      <TextField label={t('sample.fieldLabel')} hint={t('sample.fieldHint')} requiredMark value={text} onChange={(event) => setText(event.target.value)} />
      <TextField label={t('sample.fieldLabel')} error={t('sample.fieldError')} defaultValue="ab" />
      <TextField label={t('sample.password')} type="password" revealable defaultValue="secret1" />
    </Section>
  );
}

export function TabSamples() {
  const { t } = useTranslation('gallery');
  const [tab, setTab] = useState<'one' | 'two' | 'three'>('one');
  return (
    <Section title={t('sections.tabs')}>
      <Tabs
        label={t('sample.tabsLabel')}
        items={[
          { id: 'one', label: t('sample.tabOne') },
          { id: 'two', label: t('sample.tabTwo') },
          { id: 'three', label: t('sample.tabThree') },
        ]}
        activeId={tab}
        onSelect={setTab}
      />
    </Section>
  );
}

export function SurfaceSamples() {
  const { t } = useTranslation('gallery');
  return (
    <Section title={t('sections.surfaces')}>
      <Card>
        <SectionHeading as="h4">{t('sample.cardTitle')}</SectionHeading>
        <MutedText>{t('sample.cardText')}</MutedText>
      </Card>
      <StackList>
        {[1, 2, 3].map((number) => (
          <li key={number}>{t('sample.listItem', { number })}</li>
        ))}
      </StackList>
      <TileGrid>
        {[1, 2, 3, 4, 5, 6].map((number) => (
          <li key={number}>{t('sample.tile', { number })}</li>
        ))}
      </TileGrid>
    </Section>
  );
}

export function BadgeAndStateSamples() {
  const { t } = useTranslation('gallery');
  return (
    <>
      <Section title={t('sections.badges')}>
        <Row>
          <Dot aria-hidden="true" />
          <CountBadge>3</CountBadge>
          <CountBadge>99+</CountBadge>
        </Row>
      </Section>

      <Section title={t('sections.states')}>
        <Row>
          <Spinner aria-hidden="true" />
          <Skeleton $height="48px" $width="120px" />
        </Row>
        <LoadingState label={t('sample.loading')} />
        <EmptyState>{t('sample.empty')}</EmptyState>
        <ErrorState message={t('sample.error')} onRetry={() => undefined} />
      </Section>

      <Section title={t('sections.html')}>
        <SafeHtml html={t('sample.html')} onLink={() => undefined} />
      </Section>
    </>
  );
}

export function DialogAndToastSamples({ language }: { readonly language: Language }) {
  const { t } = useTranslation('gallery');
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <Section title={t('sections.dialog')}>
        <Row>
          <Button variant="secondary" onClick={() => setDialogOpen(true)}>
            {t('sample.openDialog')}
          </Button>
        </Row>
        <MessageDialog open={dialogOpen} title={t('sample.dialogTitle')} onClose={() => setDialogOpen(false)} testId={`gallery-dialog-${language}`} okLabel={t('sample.dialogOk')}>
          <MutedText>{t('sample.dialogText')}</MutedText>
        </MessageDialog>
      </Section>

      <Section title={t('sections.toasts')}>
        <Row>
          {TOAST_TYPES.filter((type) => type !== 'loading').map((type) => (
            <Button key={type} small variant="secondary" onClick={() => toast[type]('gallery:sample.toastText')}>
              {t('sample.toast', { type })}
            </Button>
          ))}
        </Row>
      </Section>
    </>
  );
}

export function IconSamples() {
  const { t } = useTranslation('gallery');
  return (
    <Section title={t('sections.icons')}>
      <TileGrid>
        {ICONS.map(([name, Icon]) => (
          <li key={name}>
            <IconCell>
              <Icon size={24} />
              <figcaption>{name.replace(/Icon$/, '')}</figcaption>
            </IconCell>
          </li>
        ))}
      </TileGrid>
    </Section>
  );
}
