import type { ReactNode } from 'react';
import styled from 'styled-components';
import { token } from '@/ui';

/** Small pieces the money pages share: key-value rows, a status badge, a form alert and radio cards. */

export const InfoList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: ${token('space.xs')} ${token('space.md')};
  margin: 0;
  & dt { color: ${token('color.text.secondary')}; font-size: ${token('font.size.sm')}; }
  & dd { margin: 0; text-align: end; font-weight: ${token('font.weight.bold')}; overflow-wrap: anywhere; min-width: 0; }
`;

export function InfoRows({ rows }: { readonly rows: ReadonlyArray<readonly [label: string, value: ReactNode] | null | false> }) {
  return (
    <InfoList>
      {rows.map((row) =>
        row ? (
          <div key={row[0]} style={{ display: 'contents' }}>
            <dt>{row[0]}</dt>
            <dd>{row[1]}</dd>
          </div>
        ) : null,
      )}
    </InfoList>
  );
}

export type Tone = 'success' | 'danger' | 'warning' | 'info';
const toneColour: Record<Tone, string> = {
  success: token('color.status.success'),
  danger: token('color.status.danger'),
  warning: token('color.status.warning'),
  info: token('color.status.info'),
};

export const StatusBadge = styled.span<{ $tone: Tone }>`
  align-self: flex-start;
  padding: 2px ${token('space.sm')};
  border-radius: ${token('radius.pill')};
  border: 1px solid ${({ $tone }) => toneColour[$tone]};
  color: ${token('color.text.primary')};
  font-size: ${token('font.size.sm')};
  font-weight: ${token('font.weight.bold')};
`;

export const FormAlert = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  padding: ${token('space.sm')} ${token('space.md')};
  border-radius: ${token('radius.control')};
  border: 1px solid ${token('color.border.danger')};
  color: ${token('color.text.danger')};
  font-size: ${token('font.size.sm')};
  overflow-wrap: anywhere;
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${token('space.sm')} ${token('space.md')};
  border-radius: ${token('radius.control')};
  background: ${token('color.bg.brandSoft')};
  color: ${token('color.text.primary')};
  font-size: ${token('font.size.sm')};
  overflow-wrap: anywhere;
`;

const Group = styled.div`
  display: grid;
  gap: ${token('space.xs')};
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${token('space.md')};
  min-height: ${token('size.tapTarget')};
  padding: ${token('space.sm')} ${token('space.md')};
  border-radius: ${token('radius.control')};
  border: 1px solid ${({ $checked }) => ($checked ? token('color.border.focus') : token('color.border.default'))};
  background: ${({ $checked }) => ($checked ? token('color.bg.brandSoft') : token('color.bg.raised'))};
  cursor: pointer;
  & input { accent-color: currentColor; }
  & span { min-width: 0; overflow-wrap: anywhere; }
  & small { display: block; color: ${token('color.text.secondary')}; }
`;

export interface ChoiceItem {
  readonly id: string;
  readonly title: ReactNode;
  readonly detail?: ReactNode;
}

/** A radio group drawn as cards (payment methods, payout accounts, bonuses). */
export function ChoiceGroup({ name, label, items, value, onChange }: { readonly name: string; readonly label: string; readonly items: readonly ChoiceItem[]; readonly value: string; readonly onChange: (id: string) => void }) {
  return (
    <Group role="radiogroup" aria-label={label}>
      {items.map((item) => (
        <Option key={item.id} $checked={item.id === value} data-choice={item.id}>
          <input type="radio" name={name} value={item.id} checked={item.id === value} onChange={() => onChange(item.id)} />
          <span>
            {item.title}
            {item.detail ? <small>{item.detail}</small> : null}
          </span>
        </Option>
      ))}
    </Group>
  );
}

const Bar = styled.div`
  height: 8px;
  border-radius: ${token('radius.pill')};
  background: ${token('color.bg.skeleton')};
  overflow: hidden;
  & > span { display: block; height: 100%; background: ${token('color.bg.brand')}; }
`;

/** A progress bar with its accessible value (turnover, missions). */
export function ProgressBar({ value, max, label }: { readonly value: number; readonly max: number; readonly label: string }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 100;
  return (
    <Bar role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <span style={{ width: `${percent}%` }} />
    </Bar>
  );
}
