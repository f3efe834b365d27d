// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { ErrorBoundary } from 'react-error-boundary';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/layout/AppError';
import { i18nProvider } from '../../src/i18n';

function BrokenScreen(): never {
  throw new Error('Cannot read properties of undefined (reading "storename")');
}

describe('AppError', () => {
  it('replaces a screen that throws with "Unexpected Application Error!", the reason and a way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ErrorBoundary FallbackComponent={AppError}>
          <BrokenScreen />
        </ErrorBoundary>
      </AdminContext>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText(/reading "storename"/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', expect.stringMatching(/\/$/));
  });
});
