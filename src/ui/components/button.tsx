import type { ButtonHTMLAttributes } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { token } from '../theme/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

const variants = {
  primary: css`
    background: ${token('color.bg.brand')};
    color: ${token('color.text.onBrand')};
    border-color: transparent;
    &:active:not(:disabled) {
      background: ${token('color.bg.brandPressed')};
    }
  `,
  secondary: css`
    background: ${token('color.bg.raised')};
    color: ${token('color.text.primary')};
    border-color: ${token('color.border.default')};
  `,
  ghost: css`
    background: transparent;
    color: ${token('color.text.primary')};
    border-color: ${token('color.border.default')};
  `,
  link: css`
    background: transparent;
    color: ${token('color.text.link')};
    border-color: transparent;
    min-height: auto;
    padding: 0;
    text-decoration: underline;
  `,
} as const;

const spin = keyframes`to { transform: rotate(360deg); }`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $block: boolean; $small: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${token('space.xs')};
  min-height: ${({ $small }) => ($small ? '32px' : token('size.tapTarget'))};
  padding: 0 ${({ $small }) => ($small ? token('space.md') : token('space.lg'))};
  border: 1px solid;
  border-radius: ${token('radius.control')};
  font: inherit;
  font-size: ${({ $small }) => ($small ? token('font.size.sm') : token('font.size.md'))};
  font-weight: ${token('font.weight.bold')};
  cursor: pointer;
  ${({ $variant }) => variants[$variant]}
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  /* REL-01: a submit in flight shows it is working, not only that it is disabled. */
  &[aria-busy='true'] {
    opacity: 0.8;
    cursor: progress;
  }
  &[aria-busy='true']::before {
    content: '';
    width: 1em;
    height: 1em;
    flex: none;
    border: 2px solid currentColor;
    border-inline-end-color: transparent;
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &[aria-busy='true']::before {
      animation-duration: 2.4s;
    }
  }
  &:focus-visible {
    outline: 2px solid ${token('color.border.focus')};
    outline-offset: 2px;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly block?: boolean;
  readonly small?: boolean;
  /** A request this button started is in flight: disabled, announced busy, with a spinner. */
  readonly busy?: boolean;
}

export function Button({
  variant = 'primary',
  block = false,
  small = false,
  busy = false,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $block={block}
      $small={small}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...rest}
    />
  );
}

/** A square icon-only button; `label` is its accessible name (set as aria-label and title, not forwarded as an attribute of its own). */
export const IconButton = styled.button
  .withConfig({ shouldForwardProp: (prop) => prop !== 'label' })
  .attrs<{ label: string }>(({ label }) => ({ type: 'button', 'aria-label': label, title: label }))<{
  label: string;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${token('size.tapTarget')};
  height: ${token('size.tapTarget')};
  padding: 0;
  border: none;
  border-radius: ${token('radius.control')};
  background: transparent;
  color: inherit;
  cursor: pointer;
  position: relative;
  &:focus-visible { outline: 2px solid ${token('color.border.focus')}; outline-offset: -2px; }
`;
