import type { ReactNode } from 'react';
import styled from 'styled-components';
import { token } from '../theme/tokens';

/** Key-value rows (an order, a withdrawal, contract terms, referral figures). */

export const InfoList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: ${token('space.xs')} ${token('space.md')};
  margin: 0;
  & dt {
    color: ${token('color.text.secondary')};
    font-size: ${token('font.size.sm')};
  }
  & dd {
    margin: 0;
    text-align: end;
    font-weight: ${token('font.weight.bold')};
    overflow-wrap: anywhere;
    min-width: 0;
  }
`;

export function InfoRows({
  rows,
}: {
  readonly rows: ReadonlyArray<readonly [label: string, value: ReactNode] | null | false>;
}) {
  return (
    <InfoList>
      {rows.map((row) =>
        row ? (
          <div key={row[0]} style={{ display: 'contents' }}>
            <dt>{row[0]}</dt>
            {/* LANG-09: a value (an id, a name, an amount) keeps its own direction inside the row. */}
            <dd>{typeof row[1] === 'string' ? <bdi>{row[1]}</bdi> : row[1]}</dd>
          </div>
        ) : null,
      )}
    </InfoList>
  );
}
