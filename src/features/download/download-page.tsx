import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { iosVersion } from '@/lib/device';
import { IOS_APP_MIN_VERSION } from '@/lib/spec-constants';
import { safeExternalUrl } from '@/lib/url-guard';
import { paths } from '@/tenant/paths';
import { BackIcon, Card, DownloadIcon, MutedText, PageBody, PageHeading, SectionHeading, token } from '@/ui';
import { useDownloadLinks } from './api';
import { currentDownloadEnv } from './env';
import { DownloadLinkList } from './download-popup';
import { needsIosHomeScreenTip } from './links';

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.xs')};
  min-height: 44px;
  color: ${token('color.text.link')};
  text-decoration: none;
`;

const Steps = styled.ol`
  margin: 0;
  padding-inline-start: ${token('space.lg')};
  color: ${token('color.text.secondary')};
  & li + li {
    margin-top: ${token('space.xs')};
  }
`;

const ProfileButton = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.sm')};
  margin-top: ${token('space.sm')};
  padding: ${token('space.sm')} ${token('space.md')};
  border-radius: ${token('radius.control')};
  background: ${token('color.bg.brand')};
  color: ${token('color.text.onBrand')};
  font-weight: ${token('font.weight.bold')};
  text-decoration: none;
`;

const Tip = styled.p`
  margin: ${token('space.sm')} 0 0;
  padding: ${token('space.sm')};
  border-radius: ${token('radius.control')};
  background: ${token('color.bg.brandSoft')};
  color: ${token('color.text.primary')};
`;

/** The steps of each guide, as catalogue keys. */
const GUIDE_STEPS = {
  android: ['android.step1', 'android.step2', 'android.step3'],
  ios: ['ios.step1', 'ios.step2', 'ios.step3'],
  homeScreen: ['homeScreen.step1', 'homeScreen.step2'],
} as const;

/** One guide: its title, an optional note, its numbered steps, then what the guide adds. */
function Guide({
  guide,
  testId,
  note,
  children,
}: {
  readonly guide: keyof typeof GUIDE_STEPS;
  readonly testId: string;
  readonly note?: ReactNode;
  readonly children?: ReactNode;
}) {
  const t = useTexts('download');
  return (
    <Card data-testid={testId}>
      <SectionHeading>{t(`${guide}.title`)}</SectionHeading>
      {note}
      <Steps>
        {GUIDE_STEPS[guide].map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </Steps>
      {children}
    </Card>
  );
}

/** /m/download (ROUTE-10, DL-06..13): the links of this device, the Android and iOS guides and the add-to-home-screen guide. */
export default function DownloadPage() {
  const t = useTexts('download');
  const links = useDownloadLinks();
  const env = currentDownloadEnv();
  const version = iosVersion();
  const profile = safeExternalUrl(links.MOBILECONFIG);
  return (
    <PageBody data-page="download">
      {/* 000 §2.2 hides the standard header here, so the page offers its own way back. */}
      <BackLink to={paths.mine()}>
        <BackIcon /> {t('back')}
      </BackLink>
      <PageHeading>{t('title')}</PageHeading>
      <DownloadLinkList platform={env.platform} links={links} />

      <Guide guide="android" testId="guide-android" />
      <Guide
        guide="ios"
        testId="guide-ios"
        note={
          <MutedText data-testid="ios-min-version">{t('ios.minVersion', { version: IOS_APP_MIN_VERSION })}</MutedText>
        }
      />
      <Guide guide="homeScreen" testId="guide-home-screen">
        {needsIosHomeScreenTip(version) ? <Tip data-testid="ios-tip">{t('homeScreen.iosTip')}</Tip> : null}
        {profile ? (
          <ProfileButton href={profile} download data-testid="profile-button">
            <DownloadIcon /> {t('homeScreen.profile')}
          </ProfileButton>
        ) : (
          <MutedText>{t('homeScreen.noProfile')}</MutedText>
        )}
      </Guide>
    </PageBody>
  );
}
