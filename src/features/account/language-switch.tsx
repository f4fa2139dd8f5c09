import styled from 'styled-components';
import { writeStored } from '@/lib/storage';
import { changeLanguage, useLanguage, useTexts } from '@/i18n';
import { useSiteConfig } from '@/tenant/site';
import { token } from '@/ui';
import type { Language } from '@/tenant/schema';
import { headerControl } from './header-control';

const Select = styled.select`
  ${headerControl}
  max-width: 64px;
  padding: 0 ${token('space.xs')};
  border-radius: ${token('radius.control')};
  background: ${token('color.bg.header')};
`;

/** I18N-01/05: EN and PT (as the tenant supports them), switched without a reload. */
export function LanguageSwitch() {
  const t = useTexts('common');
  const config = useSiteConfig();
  const language = useLanguage();
  if (config.languages.supported.length < 2) return null;
  return (
    <Select
      aria-label={t('language.label')}
      value={language}
      data-testid="language-switch"
      onChange={(event) => {
        const next = event.target.value as Language;
        writeStored('hisLang', next);
        void changeLanguage(next);
      }}
    >
      {config.languages.supported.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </Select>
  );
}
