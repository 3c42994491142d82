// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldApi } from '../testing/heldApi';
import { renderWithConsole } from '../testing/renderWithConsole';
import { ExportCsvButton } from './ExportCsvButton';

afterEach(() => vi.restoreAllMocks());

describe('CSV export button', () => {
  it('says Exporting… while the server is asked, then hands the filtered address to the download manager', async () => {
    const api = heldApi();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicked.push(this.getAttribute('href')!); });
    let region = 'eu-west-1';
    renderWithConsole(<ExportCsvButton path="assets/v1/export.csv" query={() => `region=${region}`} />, { fetch: api.fetch });
    region = 'us-east-1';
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('button', { name: 'Exporting…' }).getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(api.held.map((r) => r.path)).toEqual(['/bff/api/assets/v1/export.csv']));
    api.held[0]!.answer('');
    await screen.findByRole('button', { name: 'Export CSV' });
    expect(clicked).toEqual(['/bff/api/assets/v1/export.csv?region=us-east-1']);
  });

  it('says what failed in the server\'s words and downloads nothing', async () => {
    const api = heldApi();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithConsole(<ExportCsvButton path="assets/v1/export.csv" query={() => 'region=x'} />, { fetch: api.fetch });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.held).toHaveLength(1));
    api.held[0]!.answer({ error: { code: 'VALIDATION_FAILED', message: 'Invalid request fields: region', fields: [{ path: 'region', message: 'Unknown region x' }] } }, 400);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The export could not start: region: Unknown region x'));
    expect(click).not.toHaveBeenCalled();
  });
});
