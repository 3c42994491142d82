// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePluginTranslation, type ContributedExtension, type DashboardCardExtension } from '@palisade/sdk';
import { renderWithConsole } from '@palisade/sdk/testing';
import en from '../locales/en-US.json';
import DashboardPage from './DashboardPage';
import { RELOAD_DELAY_MS } from './useDelayedReload';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type CardProperties = DashboardCardExtension['properties'];
const card = (pluginId: string, appId: number, module: string, loadCount: CardProperties['loadCount'], extra: Partial<CardProperties> = {}): ContributedExtension => ({
  pluginId,
  extension: { type: 'console.dashboard/card', properties: { appId, titleKey: 'card.title', infoKey: 'card.info', module, href: `/admin/${pluginId}`, loadCount, ...extra } },
});

function render(cards: ContributedExtension[], modules = [{ id: 'DASHBOARD', submodules: [{ id: 'CLOUD_ALERTS' }, { id: 'CLOUD_ASSETS' }, { id: 'IAC_ALERTS' }] }]) {
  const result = renderWithConsole(<DashboardPage />, { translations: en, plugin: { id: 'dashboard', version: '1.0.0' }, modules });
  for (const c of cards) result.runtime.i18n.addResourceBundle('en-US', c.pluginId, { card: { title: `${c.pluginId} title`, info: `${c.pluginId} info` } });
  act(() => result.runtime.setExtensions(cards));
  return result;
}
const slides = () => screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'));

describe('DashboardPage', () => {
  it('shows the visible cards sorted by appId, third-party ones after the built-in ones', async () => {
    render([
      card('acme-cost', 100, 'CLOUD_ASSETS', async () => ({ value: 1 })),
      card('iac', 3, 'IAC_ALERTS', async () => ({ value: 3 })),
      card('vulnerability', 5, 'VULNERABILITY_MANAGEMENT', async () => ({ value: 5 })),
      card('threats', 0, 'CLOUD_ALERTS', async () => ({ value: 1234 })),
    ]);
    // vulnerability: the role lacks the sub-app.
    expect(slides()).toEqual(['1 of 3: threats title', '2 of 3: iac title', '3 of 3: acme-cost title']);
    expect(screen.getByRole('region', { name: 'Dashboard cards' }).getAttribute('aria-roledescription')).toBe('carousel');
    await waitFor(() => expect(screen.getByText('1,234')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'threats title' }).getAttribute('href')).toBe('/admin/threats');
  });

  it("a failing card shows '--' with an empty value while the others show their figures", async () => {
    render([card('threats', 0, 'CLOUD_ALERTS', () => Promise.reject(new Error('500'))), card('iac', 3, 'IAC_ALERTS', async () => ({ value: 42 }))]);
    const [threats, iac] = screen.getAllByRole('article');
    await waitFor(() => expect(within(iac!).getByText('42')).toBeTruthy());
    await waitFor(() => expect(within(threats!).getByText('--')).toBeTruthy());
    expect(within(threats!).getByTestId('card-value').textContent).toBe('');
    expect(within(iac!).getByText('iac info')).toBeTruthy();
  });

  it("a card whose figure is not a number shows '--', not the text it got", async () => {
    render([card('threats', 0, 'CLOUD_ALERTS', async () => ({ value: '1234' as unknown as number })), card('iac', 3, 'IAC_ALERTS', async () => ({ value: 42 }))]);
    const [threats, iac] = screen.getAllByRole('article');
    await waitFor(() => expect(within(iac!).getByText('42')).toBeTruthy());
    await waitFor(() => expect(within(threats!).getByText('--')).toBeTruthy());
    expect(within(threats!).getByTestId('card-value').textContent).toBe('');
  });

  it('shows a loading state until the figure arrives, each card on its own', async () => {
    let resolve!: (v: { value: number }) => void;
    render([card('threats', 0, 'CLOUD_ALERTS', () => new Promise((r) => (resolve = r))), card('iac', 3, 'IAC_ALERTS', async () => ({ value: 9 }))]);
    await waitFor(() => expect(screen.getByText('9')).toBeTruthy());
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => resolve({ value: 7 }));
    expect(await screen.findByText('7')).toBeTruthy();
  });

  it('Reload asks for the figures again only after the 3 s delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const load = vi.fn(async () => ({ value: 1 }));
    render([card('threats', 0, 'CLOUD_ALERTS', load)]);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: /Reload/ }));
    expect(screen.getByRole('status').textContent).toContain('Reloading the figures in 3 seconds');
    await act(async () => vi.advanceTimersByTime(RELOAD_DELAY_MS - 100));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(100));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('moves through the cards with Previous/Next and the arrow keys, wrapping round', () => {
    render([card('threats', 0, 'CLOUD_ALERTS', async () => ({ value: 1 })), card('iac', 3, 'IAC_ALERTS', async () => ({ value: 2 }))]);
    const current = () => screen.getAllByRole('group').findIndex((g) => g.hasAttribute('data-current'));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next card' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Next card' }));
    expect(current()).toBe(0);
    fireEvent.keyDown(screen.getByRole('link', { name: 'threats title' }), { key: 'ArrowLeft' });
    expect(current()).toBe(1);
    expect(screen.getByText('Card 2 of 2: iac title')).toBeTruthy();
  });

  it("draws a card's component under its figure, loaded once, in the contributing plugin's namespace", async () => {
    function Trend() {
      const { t } = usePluginTranslation();
      return <p>{t('card.trend')}</p>;
    }
    const component = vi.fn(async () => ({ default: Trend }));
    const { runtime } = render([card('threats', 0, 'CLOUD_ALERTS', async () => ({ value: 12 }), { component }), card('iac', 3, 'IAC_ALERTS', async () => ({ value: 2 }))]);
    runtime.i18n.addResourceBundle('en-US', 'threats', { card: { trend: 'Up 3 since yesterday' } }, true, true);
    const [threats, iac] = screen.getAllByRole('article');
    const body = await within(threats!).findByText('Up 3 since yesterday');
    await waitFor(() => expect(within(threats!).getByText('12')).toBeTruthy());
    // Under the figure: the value comes before the body in the card.
    expect(within(threats!).getByTestId('card-value').compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(iac!).queryByText('Up 3 since yesterday')).toBeNull();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: /Reload/ }));
    await act(async () => vi.advanceTimersByTime(RELOAD_DELAY_MS));
    expect(within(threats!).getByText('Up 3 since yesterday')).toBeTruthy();
    expect(component).toHaveBeenCalledTimes(1);
  });

  it("keeps a crashing card body inside its card: the figure and the other cards stay", async () => {
    const Broken = () => {
      throw new Error('chart exploded');
    };
    // React logs the caught render error; the test checks what the user sees instead.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { runtime } = render([card('threats', 0, 'CLOUD_ALERTS', async () => ({ value: 12 }), { component: async () => ({ default: Broken }) }), card('iac', 3, 'IAC_ALERTS', async () => ({ value: 2 }))]);
    const reported = vi.spyOn(runtime, 'reportError');
    const [threats, iac] = screen.getAllByRole('article');
    await waitFor(() => expect(within(threats!).getByText(/"threats" stopped working/)).toBeTruthy());
    expect(within(threats!).getByText('12')).toBeTruthy();
    expect(within(iac!).getByText('2')).toBeTruthy();
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'chart exploded' }), expect.objectContaining({ pluginId: 'threats' }));
  });

  it('says so when the role includes no card', () => {
    render([card('threats', 0, 'CLOUD_ALERTS', async () => ({ value: 1 }))], [{ id: 'DASHBOARD', submodules: [] }] as never);
    expect(screen.getByText("Your role includes none of the dashboard's cards.")).toBeTruthy();
  });
});
