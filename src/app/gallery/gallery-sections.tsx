import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import type galleryCatalogue from '@/i18n/locales/en/gallery.json';
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

/** What every section's samples get: the block's gallery texts and its language. */
interface SampleProps {
  readonly t: TFunction<'gallery'>;
  readonly language: Language;
}

/** Every exported `…Icon` of the design system, by name. */
const ICONS: ReadonlyArray<readonly [string, IconComponent]> = Object.entries(ui).flatMap(([name, value]) =>
  name.endsWith('Icon') && typeof value === 'function' ? [[name, value as IconComponent] as const] : [],
);

function ChromeSamples({ t }: SampleProps) {
  return (
    <>
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
    </>
  );
}

function ButtonSamples({ t }: SampleProps) {
  return (
    <>
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
    </>
  );
}

function FieldSamples({ t }: SampleProps) {
  const [text, setText] = useState('');
  return (
    <>
      <TextField
        label={t('sample.fieldLabel')}
        hint={t('sample.fieldHint')}
        requiredMark
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <TextField label={t('sample.fieldLabel')} error={t('sample.fieldError')} defaultValue="ab" />
      <TextField label={t('sample.password')} type="password" revealable defaultValue="secret1" />
    </>
  );
}

function TabSamples({ t }: SampleProps) {
  const [tab, setTab] = useState<'one' | 'two' | 'three'>('one');
  return (
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
  );
}

function SurfaceSamples({ t }: SampleProps) {
  return (
    <>
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
    </>
  );
}

const BadgeSamples = () => (
  <Row>
    <Dot aria-hidden="true" />
    <CountBadge>3</CountBadge>
    <CountBadge>99+</CountBadge>
  </Row>
);

function StateSamples({ t }: SampleProps) {
  return (
    <>
      <Row>
        <Spinner aria-hidden="true" />
        <Skeleton $height="48px" $width="120px" />
      </Row>
      <LoadingState label={t('sample.loading')} />
      <EmptyState>{t('sample.empty')}</EmptyState>
      <ErrorState message={t('sample.error')} onRetry={() => undefined} />
    </>
  );
}

function HtmlSamples({ t }: SampleProps) {
  return <SafeHtml html={t('sample.html')} onLink={() => undefined} />;
}

function DialogSamples({ t, language }: SampleProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <Row>
        <Button variant="secondary" onClick={() => setDialogOpen(true)}>
          {t('sample.openDialog')}
        </Button>
      </Row>
      <MessageDialog
        open={dialogOpen}
        title={t('sample.dialogTitle')}
        onClose={() => setDialogOpen(false)}
        testId={`gallery-dialog-${language}`}
        okLabel={t('sample.dialogOk')}
      >
        <MutedText>{t('sample.dialogText')}</MutedText>
      </MessageDialog>
    </>
  );
}

function ToastSamples({ t }: SampleProps) {
  return (
    <Row>
      {TOAST_TYPES.filter((type) => type !== 'loading').map((type) => (
        <Button key={type} small variant="secondary" onClick={() => toast[type]('gallery:sample.toastText')}>
          {t('sample.toast', { type })}
        </Button>
      ))}
    </Row>
  );
}

const IconSamples = () => (
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
);

/** The sections in order: each title's catalogue key (`sections.…`) and its samples. */
const SECTIONS: ReadonlyArray<readonly [keyof typeof galleryCatalogue.sections, (props: SampleProps) => ReactNode]> = [
  ['chrome', ChromeSamples],
  ['buttons', ButtonSamples],
  ['fields', FieldSamples],
  ['tabs', TabSamples],
  ['surfaces', SurfaceSamples],
  ['badges', BadgeSamples],
  ['states', StateSamples],
  ['html', HtmlSamples],
  ['dialog', DialogSamples],
  ['toasts', ToastSamples],
  ['icons', IconSamples],
];

/** Every section of the gallery, each under its h3, in the language of the block's i18next instance. */
export function GallerySections({ language }: { readonly language: Language }) {
  const t = useTexts('gallery');
  return SECTIONS.map(([key, Samples]) => (
    <Sample key={key}>
      <SectionHeading as="h3">{t(`sections.${key}`)}</SectionHeading>
      <Samples t={t} language={language} />
    </Sample>
  ));
}
