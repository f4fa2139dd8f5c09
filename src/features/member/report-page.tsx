import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { formatMoney } from '@/lib/format';
import { callPlatformParsed } from '@/platform/request';
import { useSessionInfo } from '@/platform/session';
import { MutedText, PageBody, PageHeading, QueryList, StackList, token } from '@/ui';

/**
 * The load (deposit) and withdrawal records of 000 §2.8 (DEPRECM3, WITHREC3):
 * the rows of the report call as the platform lists them. The report's
 * fields are not shown by the spec; rows are read as id, amount, status and
 * time, each tolerated when missing.
 */

const rowSchema = z.object({
  id: z.catch(z.union([z.string(), z.number()]), ''),
  amount: z.catch(z.nullable(z.number()), null),
  status: z.catch(z.string(), ''),
  createTime: z.catch(z.nullable(z.number()), null),
});
const reportSchema = z.object({ content: z.catch(z.array(z.catch(z.nullable(rowSchema), null)), []) });
type ReportRow = z.infer<typeof rowSchema>;

export type ReportKind = 'deposit' | 'withdraw';

export const reportQuery = (kind: ReportKind, token: string | null) =>
  queryOptions({
    queryKey: ['member', 'report', kind, token] as const,
    enabled: token !== null,
    queryFn: async ({ signal }) =>
      (await callPlatformParsed(kind === 'deposit' ? 'depositReport' : 'withdrawReport', reportSchema, { signal })).content.filter(
        (row): row is ReportRow => row !== null,
      ),
  });

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${token('space.xs')};
  padding: ${token('space.md')};
  border-radius: ${token('radius.card')};
  background: ${token('color.bg.surface')};
  & small { color: ${token('color.text.muted')}; }
  & strong { text-align: right; }
`;

export function ReportPage({ kind }: { readonly kind: ReportKind }) {
  const { t, i18n } = useTranslation('member');
  const session = useSessionInfo();
  const report = useQuery(reportQuery(kind, session?.token ?? null));
  const date = (time: number | null) => (time === null ? '—' : new Date(time).toLocaleDateString(i18n.resolvedLanguage ?? i18n.language));
  return (
    <PageBody data-page={kind === 'deposit' ? 'depositRecord' : 'withdrawRecord'}>
      <PageHeading>{t(`report.${kind}.title`)}</PageHeading>
      <MutedText>{t(`report.${kind}.summary`)}</MutedText>
      <QueryList query={report} empty={t('report.empty')}>
        {(rows) => (
          <StackList data-testid="report-list">
            {rows.map((row, index) => (
              <Row key={`${String(row.id)}-${index}`} data-row={String(row.id)}>
                <span>{String(row.id)}</span>
                <strong>{row.amount === null ? '—' : formatMoney(row.amount)}</strong>
                <small>{date(row.createTime)}</small>
                <small data-status>{row.status || '—'}</small>
              </Row>
            ))}
          </StackList>
        )}
      </QueryList>
    </PageBody>
  );
}
