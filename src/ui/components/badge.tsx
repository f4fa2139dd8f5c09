import styled from 'styled-components';
import { token } from '../theme/tokens';

/** An unread dot (HDR-11) or a count badge (AGENT-17, AGENT-21). */
export const Dot = styled.span`
  position: absolute;
  top: 8px;
  inset-inline-end: 8px;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${token('color.bg.badge')};
`;

export const CountBadge = styled.span`
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${token('radius.pill')};
  background: ${token('color.bg.badge')};
  color: ${token('color.text.onBadge')};
  font-size: ${token('font.size.xs')};
  font-weight: ${token('font.weight.bold')};
  line-height: 18px;
  text-align: center;
`;
