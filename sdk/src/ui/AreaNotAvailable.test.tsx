// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AreaNotAvailable } from './AreaNotAvailable';

afterEach(cleanup);

describe('AreaNotAvailable', () => {
  it('is a page titled with the area and saying it is not available yet', () => {
    render(<AreaNotAvailable title="Cloud accounts" message="Connecting cloud accounts is not available yet." />);
    const page = screen.getByRole('region', { name: 'Cloud accounts' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cloud accounts');
    expect(page.textContent).toContain('Connecting cloud accounts is not available yet.');
  });
});
