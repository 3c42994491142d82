import { describe, expect, it } from 'vitest';
import { scrubPersonalData } from './scrubPersonalData';

describe('scrubPersonalData', () => {
  it('keeps the user id only and redacts email addresses everywhere', () => {
    const event = scrubPersonalData({
      user: { id: 'usr_1', email: 'ada@acme.test', ip_address: '10.0.0.1', username: 'ada' },
      message: 'Sign-in of ada@acme.test failed',
      exception: { values: [{ value: 'No user ada@acme.test' }] },
      breadcrumbs: [{ message: 'POST for bob@globex.test', data: { url: '/dev/outbox?email=bob@globex.test' } }],
      request: { url: '/x?email=ada@acme.test', cookies: 'palisade_session=1', headers: { Cookie: 'x' }, query_string: 'email=ada@acme.test' },
    });
    expect(JSON.stringify(event)).not.toMatch(/@acme\.test|@globex\.test|10\.0\.0\.1|palisade_session/);
    expect(event.user).toEqual({ id: 'usr_1' });
    expect(event.message).toBe('Sign-in of [email] failed');
  });
});
