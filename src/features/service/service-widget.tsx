import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { token } from '@/ui';
import { ServiceButtons } from './service-buttons';

const Aside = styled.aside`
  position: fixed;
  right: ${token('space.sm')};
  bottom: 96px;
  z-index: 20;
`;

/** SVC-01: the floating side-service widget of the shell. */
export function ServiceWidget() {
  const { t } = useTranslation('service');
  return (
    <Aside aria-label={t('widget')} data-testid="service-widget">
      <ServiceButtons />
    </Aside>
  );
}
