import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { useTexts } from '@/i18n';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { token } from '../theme/tokens';
import { IconButton } from './button';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
`;

const Label = styled.label`
  font-size: ${token('font.size.sm')};
  color: ${token('color.text.secondary')};
`;

const Required = styled.span`
  color: ${token('color.text.danger')};
  margin-inline-start: 2px;
`;

const InputRow = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  gap: ${token('space.xs')};
  min-height: ${token('size.tapTarget')};
  padding: 0 ${token('space.md')};
  border: 1px solid ${({ $invalid }) => ($invalid ? token('color.border.danger') : token('color.border.default'))};
  border-radius: ${token('radius.control')};
  background: ${token('color.bg.raised')};
  &:focus-within {
    border-color: ${token('color.border.focus')};
    box-shadow: 0 0 0 1px ${token('color.border.focus')};
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 42px;
  border: none;
  outline: none;
  background: transparent;
  color: ${token('color.text.primary')};
  font: inherit;
  font-size: ${token('font.size.md')};
  &::placeholder {
    color: ${token('color.text.muted')};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

const Message = styled.p<{ $error: boolean }>`
  margin: 0;
  font-size: ${token('font.size.xs')};
  color: ${({ $error }) => ($error ? token('color.text.danger') : token('color.text.muted'))};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: string;
  /** Shows an asterisk (REG-06). */
  readonly requiredMark?: boolean;
  /** Adds a show/hide toggle to password inputs (REG-09). */
  readonly revealable?: boolean;
  readonly prefix?: ReactNode;
  readonly suffix?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  hint,
  requiredMark,
  revealable,
  prefix,
  suffix,
  type = 'text',
  id,
  ref,
  ...inputProps
}: TextFieldProps) {
  const t = useTexts('common');
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const [revealed, setRevealed] = useState(false);
  const effectiveType = revealable && revealed ? 'text' : type;
  return (
    <Field>
      <Label htmlFor={inputId}>
        {label}
        {requiredMark ? <Required aria-hidden="true">*</Required> : null}
      </Label>
      <InputRow $invalid={Boolean(error)}>
        {prefix}
        <Input
          ref={ref}
          id={inputId}
          type={effectiveType}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          aria-required={requiredMark ? true : undefined}
          {...inputProps}
        />
        {revealable ? (
          <IconButton
            label={revealed ? t('form.hidePassword') : t('form.showPassword')}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </IconButton>
        ) : null}
        {suffix}
      </InputRow>
      {error || hint ? (
        <Message id={messageId} $error={Boolean(error)} role={error ? 'alert' : undefined}>
          {error ?? hint}
        </Message>
      ) : null}
    </Field>
  );
}

/** A password input with its show/hide toggle (REG-09): login, registration and the password pages. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'revealable'>) {
  return <TextField {...props} type="password" revealable />;
}
