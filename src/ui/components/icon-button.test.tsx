// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IconButton } from './button';

describe('IconButton', () => {
  afterEach(cleanup);

  it('is a button named by its label, which reaches the page as aria-label and title, not as a label attribute', () => {
    render(<IconButton label="Close the download bar">×</IconButton>);
    const button = screen.getByRole('button', { name: 'Close the download bar' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('title')).toBe('Close the download bar');
    expect(button.hasAttribute('label')).toBe(false);
  });
});
