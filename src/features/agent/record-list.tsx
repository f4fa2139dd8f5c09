import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { token } from '@/ui';

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${token('space.xs')} ${token('space.md')};
  & dt { color: ${token('color.text.secondary')}; }
  & dd { margin: 0; color: ${token('color.text.primary')}; font-weight: ${token('font.weight.bold')}; overflow-wrap: anywhere; }
`;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** An answer whose fields the spec does not show, listed field by field as the platform sent it (text only). */
export function RecordList({ record, testId }: { readonly record: Readonly<Record<string, unknown>>; readonly testId?: string }) {
  const { t } = useTranslation('agent');
  const entries = Object.entries(record);
  if (entries.length === 0) return <p>{t('record.empty')}</p>;
  return (
    <List data-testid={testId}>
      {entries.map(([key, value]) => (
        <Fragment key={key}>
          <dt>{key}</dt>
          <dd data-field={key}>{shown(value)}</dd>
        </Fragment>
      ))}
    </List>
  );
}
