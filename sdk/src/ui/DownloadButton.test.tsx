// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../http/HttpError';
import { expectToast } from '../testing/expectToast';
import { renderWithConsole } from '../testing/renderWithConsole';
import { DownloadButton } from './DownloadButton';

const saved: { name: string; text: string }[] = [];
beforeEach(() => {
  saved.length = 0;
  let n = 0;
  const files = new Map<string, Blob>();
  URL.createObjectURL = (file: Blob) => {
    const url = `blob:test/${++n}`;
    files.set(url, file);
    return url;
  };
  URL.revokeObjectURL = () => {};
  // jsdom does not download: record what the link would have saved.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const file = files.get(this.href)!;
    void file.text().then((text) => saved.push({ name: this.download, text }));
  });
});
afterEach(() => vi.restoreAllMocks());

const button = (fetchFile: () => Promise<Response>) => (
  <DownloadButton fetchFile={fetchFile} fileName="report.pdf" busyLabel="Preparing the PDF…" failedMessage="The PDF could not be made">
    Download PDF
  </DownloadButton>
);

describe('DownloadButton', () => {
  it('says it is busy until the file arrives, then saves it under the name the server gives', async () => {
    let answer!: (response: Response) => void;
    renderWithConsole(button(() => new Promise((resolve) => { answer = resolve; })));
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(screen.getByRole('button', { name: 'Preparing the PDF…' }).getAttribute('aria-busy')).toBe('true');

    await act(async () => answer(new Response('%PDF-1.7', { headers: { 'content-disposition': 'attachment; filename="executive-2026-11.pdf"' } })));
    await vi.waitFor(() => expect(saved).toEqual([{ name: 'executive-2026-11.pdf', text: '%PDF-1.7' }]));
    expect(screen.getByRole('button', { name: 'Download PDF' }).getAttribute('aria-busy')).toBeNull();
  });

  it('saves under its own name when the response names none', async () => {
    renderWithConsole(button(async () => new Response('%PDF-1.7')));
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(saved).toEqual([{ name: 'report.pdf', text: '%PDF-1.7' }]));
  });

  it("says the server's reason when it refuses, its own message otherwise, and saves nothing", async () => {
    const { runtime } = renderWithConsole(button(async () => {
      throw new HttpError('503', { status: 503, serverMessage: 'Install Chromium to print PDFs' });
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await expectToast(runtime, { message: 'Install Chromium to print PDFs', error: true });

    const other = renderWithConsole(button(async () => { throw new TypeError('Failed to fetch'); }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Download PDF' })[1]!);
    await expectToast(other.runtime, { message: 'The PDF could not be made', error: true });
    expect(saved).toEqual([]);
  });
});
