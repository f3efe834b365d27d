// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../landing/layout/ErrorBoundary.tsx';
import { App } from '../../landing/App.tsx';

function Broken(): never {
  throw new Error('chunk failed to load');
}

describe('error screen and routing fallbacks', () => {
  afterEach(cleanup);

  it('a rendering failure shows "Unexpected Application Error!" with a way home', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByText('chunk failed to load')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    quiet.mockRestore();
  });

  it('an unknown path renders the not-found page inside the site chrome', () => {
    render(<App path="/nowhere" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('a section route shows only its own section', () => {
    render(<App path="/Standard/" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Standards');
    expect(screen.getAllByRole('listitem').filter((li) => li.classList.contains('values__item'))).toHaveLength(15);
    expect(screen.queryByText('Our Promises', { selector: 'h1, h2' })).toBeNull();
  });
});
