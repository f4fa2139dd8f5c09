import styled from 'styled-components';
import { token } from '../theme/tokens';

/** The column of fields of an account form (login, registration, password pages). */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
`;

/** The row of small links under a form (forgot password, register, log in now…). */
export const FormLinks = styled.div`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${token('space.sm')};
  font-size: ${token('font.size.sm')};
`;

/** A checkbox with its label text (remember password, the agreement). */
export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.xs')};
  font-size: ${token('font.size.sm')};
  color: ${token('color.text.secondary')};
`;
