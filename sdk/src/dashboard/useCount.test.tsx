// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardCount } from '../extensions/extension';
import { renderWithConsole } from '../testing/renderWithConsole';
import { CountFigure } from './CountFigure';
import { prefetchCount, readTotal } from './useCount';

afterEach(cleanup);

describe('counts', () => {
  it('reads the total field, and refuses a response without one', () => {
    expect(readTotal({ total: 12 })).toBe(12);
    expect(() => readTotal({ count: 12 })).toThrow(/total/);
    expect(() => readTotal(null)).toThrow(/total/);
  });

  it('refuses a total that is not a number, even one that reads like a number', () => {
    expect(() => readTotal({ total: '12' })).toThrow('the response has no numeric "total" field');
    expect(() => readTotal({ total: null })).toThrow('the response has no numeric "total" field');
    expect(() => readTotal({ total: [12] })).toThrow('the response has no numeric "total" field');
  });

  it('shows Unavailable, not the text, for a loader that resolves a value that is not a finite number', async () => {
    renderWithConsole(
      <dl>
        <CountFigure label="Threats" load={async () => ({ value: '7' as unknown as number })} />
        <CountFigure label="Assets" load={async () => ({ value: Number.NaN })} />
        <CountFigure label="Identities" load={async () => ({ value: 268 })} />
      </dl>,
    );
    await waitFor(() => expect(screen.getByText('268')).toBeTruthy());
    await waitFor(() => expect(screen.getAllByText('Unavailable')).toHaveLength(2));
    expect(screen.queryByText('7')).toBeNull();
    expect(screen.queryByText('NaN')).toBeNull();
  });

  it('shows each figure on its own: one failing does not hide the other', async () => {
    renderWithConsole(
      <dl>
        <CountFigure label="Threats" load={async () => ({ value: 7 })} />
        <CountFigure label="Assets" load={() => Promise.reject(new Error('500'))} />
      </dl>,
    );
    expect(screen.getAllByText('Loading…')).toHaveLength(2);
    await waitFor(() => expect(screen.getByText('7')).toBeTruthy());
    expect(screen.getByText('Unavailable')).toBeTruthy();
  });

  it('shows a figure already loaded at once when it is shown again, then the newer one from the server', async () => {
    let second!: (count: CardCount) => void;
    const load = vi.fn<() => Promise<CardCount>>()
      .mockResolvedValueOnce({ value: 7 })
      .mockReturnValueOnce(new Promise((resolve) => (second = resolve)));
    const figure = <dl><CountFigure label="Threats" load={load} /></dl>;
    const { rerender } = renderWithConsole(figure);
    await screen.findByText('7');
    rerender(<p>Another page</p>);
    rerender(figure);
    expect(screen.getByText('7')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    second({ value: 9 });
    expect(await screen.findByText('9')).toBeTruthy();
  });
});

describe('prefetchCount', () => {
  it('loads a figure before its card shows it; the card then shows it without asking again', async () => {
    const load = vi.fn(async () => ({ value: 42 }));
    const { runtime, rerender } = renderWithConsole(<p>The page is loading</p>);
    await prefetchCount(runtime.queryClient, runtime.http, load);
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<dl><CountFigure label="Threats" load={load} /></dl>);
    expect(screen.getByText('42')).toBeTruthy();
    // Shown again later, it is asked for again as any figure is.
    rerender(<p>Another page</p>);
    rerender(<dl><CountFigure label="Threats" load={load} /></dl>);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('does not ask again when the first render of the card is discarded because a sibling suspends', async () => {
    const load = vi.fn(async () => ({ value: 42 }));
    let ready = false;
    let release!: () => void;
    const pending = new Promise<void>((resolve) => (release = () => { ready = true; resolve(); }));
    // A sibling that is not ready on the first render, as a page part still loading its code is.
    function Sibling() {
      if (!ready) throw pending;
      return <p>Sibling ready</p>;
    }
    const { runtime, rerender } = renderWithConsole(<p>The page is loading</p>);
    await prefetchCount(runtime.queryClient, runtime.http, load);
    rerender(
      <Suspense fallback={<p>Page loading</p>}>
        <dl><CountFigure label="Threats" load={load} /></dl>
        <Sibling />
      </Suspense>,
    );
    expect(screen.getByText('Page loading')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByText('Sibling ready')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    // The query client would have started a second request by now if the card asked again.
    expect(runtime.queryClient.isFetching()).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failure for the card to show, without asking again', async () => {
    const load = vi.fn(() => Promise.reject(new Error('503')));
    const { runtime, rerender } = renderWithConsole(<p>The page is loading</p>);
    await prefetchCount(runtime.queryClient, runtime.http, load);
    rerender(<dl><CountFigure label="Assets" load={load} /></dl>);
    expect(screen.getByText('Unavailable')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
