import styled from 'styled-components';
import { token } from '../theme/tokens';

const Bar = styled.div`
  height: 8px;
  border-radius: ${token('radius.pill')};
  background: ${token('color.bg.skeleton')};
  overflow: hidden;
  & > span {
    display: block;
    height: 100%;
    background: ${token('color.bg.brand')};
  }
`;

/** A progress bar with its accessible value (turnover, missions). */
export function ProgressBar({
  value,
  max,
  label,
}: {
  readonly value: number;
  readonly max: number;
  readonly label: string;
}) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 100;
  return (
    <Bar role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <span style={{ width: `${percent}%` }} />
    </Bar>
  );
}
