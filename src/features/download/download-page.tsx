import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
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
  & li + li { margin-top: ${token('space.xs')}; }
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

/** /m/download (ROUTE-10, DL-06..13): the links of this device, the Android and iOS guides and the add-to-home-screen guide. */
export default function DownloadPage() {
  const { t } = useTranslation('download');
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

      <Card data-testid="guide-android">
        <SectionHeading>{t('android.title')}</SectionHeading>
        <Steps>
          <li>{t('android.step1')}</li>
          <li>{t('android.step2')}</li>
          <li>{t('android.step3')}</li>
        </Steps>
      </Card>

      <Card data-testid="guide-ios">
        <SectionHeading>{t('ios.title')}</SectionHeading>
        <MutedText data-testid="ios-min-version">{t('ios.minVersion', { version: IOS_APP_MIN_VERSION })}</MutedText>
        <Steps>
          <li>{t('ios.step1')}</li>
          <li>{t('ios.step2')}</li>
          <li>{t('ios.step3')}</li>
        </Steps>
      </Card>

      <Card data-testid="guide-home-screen">
        <SectionHeading>{t('homeScreen.title')}</SectionHeading>
        <Steps>
          <li>{t('homeScreen.step1')}</li>
          <li>{t('homeScreen.step2')}</li>
        </Steps>
        {needsIosHomeScreenTip(version) ? <Tip data-testid="ios-tip">{t('homeScreen.iosTip')}</Tip> : null}
        {profile ? (
          <ProfileButton href={profile} download data-testid="profile-button">
            <DownloadIcon /> {t('homeScreen.profile')}
          </ProfileButton>
        ) : (
          <MutedText>{t('homeScreen.noProfile')}</MutedText>
        )}
      </Card>
    </PageBody>
  );
}
