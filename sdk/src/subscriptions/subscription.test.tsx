// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithConsole } from '../testing/renderWithConsole';
import { SubscriptionRequired } from '../ui/SubscriptionRequired';
import { subscriptionStatus, useSubscription } from './useSubscription';

afterEach(cleanup);

function Gate() {
  const status = useSubscription('VULNERABILITY');
  if (status === 'not-subscribed') return <SubscriptionRequired feature="Vulnerability Management" />;
  return <p>{status}</p>;
}

describe('subscriptions', () => {
  it('knows nothing until the tenant info is set', () => {
    expect(subscriptionStatus(null, 'CSPM')).toBe('unknown');
    expect(subscriptionStatus(['CSPM'], 'CSPM')).toBe('subscribed');
    expect(subscriptionStatus(['CSPM'], 'IAC')).toBe('not-subscribed');
  });

  it('shows Subscription Required with the message when the organisation lacks it', () => {
    const { runtime } = renderWithConsole(<Gate />);
    expect(screen.getByText('unknown')).toBeTruthy();
    act(() => runtime.setSubscriptions(['CSPM', 'COMPLIANCE']));
    expect(screen.getByRole('heading', { name: 'Subscription Required' })).toBeTruthy();
    expect(screen.getByText(/organization does not have a subscription for Vulnerability Management/)).toBeTruthy();
    act(() => runtime.setSubscriptions(['VULNERABILITY']));
    expect(screen.getByText('subscribed')).toBeTruthy();
  });
});
