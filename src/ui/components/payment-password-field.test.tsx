// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { isPaymentPassword, PaymentPasswordField } from './payment-password-field';

function Field() {
  const [value, setValue] = useState('');
  return <PaymentPasswordField label="Payment password" value={value} onChange={setValue} />;
}

describe('PaymentPasswordField', () => {
  afterEach(cleanup);

  it('MONEY-49 is masked with the numeric keypad and keeps at most six digits of what is typed', () => {
    render(<Field />);
    const input = screen.getByLabelText<HTMLInputElement>('Payment password');
    expect(input.type).toBe('password');
    expect(input.inputMode).toBe('numeric');
    expect(input.maxLength).toBe(6);
    fireEvent.change(input, { target: { value: '12a3-4 5678' } });
    expect(input.value).toBe('123456');
  });

  it('MONEY-49 one rule: exactly six digits', () => {
    expect(isPaymentPassword('123456')).toBe(true);
    for (const text of ['12345', '1234567', '12345a', '', '١٢٣٤٥٦']) expect(isPaymentPassword(text)).toBe(false);
  });
});
