import type { ReactNode } from 'react';
import { StatGrid } from '../components/list-row';

export interface Figure {
  /** What the figure is; written to the item's `data-<itemAttribute>` when there is one. */
  readonly id: string;
  readonly label: ReactNode;
  readonly value: ReactNode;
  /** A line under the value (a rate's maximum). */
  readonly note?: ReactNode;
}

/**
 * Figures side by side (totals, KPIs, rates, a dividend's estimate): a label
 * over each value, drawn by StatGrid. `itemAttribute` names each item
 * (`data-figure="net"`), for the end-to-end tests and the styles.
 */
export function FigureGrid({
  figures,
  testId,
  itemAttribute,
}: {
  readonly figures: readonly Figure[];
  readonly testId: string;
  readonly itemAttribute?: 'figure' | 'kpi' | 'rate';
}) {
  return (
    <StatGrid data-testid={testId}>
      {figures.map((figure) => (
        <div key={figure.id} {...(itemAttribute ? { [`data-${itemAttribute}`]: figure.id } : {})}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
          {figure.note ? <dt>{figure.note}</dt> : null}
        </div>
      ))}
    </StatGrid>
  );
}
