import { describe, expect, it } from 'vitest';
import { accessInfoReducer, INITIAL_ACCESS_INFO, noAccessReason, type AccessInfoState } from './accessInfo';

const user = { emailid: 'a@acme.test', name: 'Ada', isJITNotEnabled: true, modules: [{ id: 'ALERTS' }] };
const loading: AccessInfoState = accessInfoReducer(INITIAL_ACCESS_INFO, { type: 'started' });

describe('access info load (spec section 4)', () => {
  it('turns loading on', () => {
    expect(loading).toEqual({ loading: true, userInfo: null });
  });

  it('a 200 stores the user with isJITNotEnabled false; another success stores the body as is', () => {
    expect(accessInfoReducer(loading, { type: 'succeeded', status: 200, body: user })).toEqual({ loading: false, userInfo: { ...user, isJITNotEnabled: false } });
    expect(accessInfoReducer(loading, { type: 'succeeded', status: 203, body: user })).toEqual({ loading: false, userInfo: user });
  });

  it('on failure keeps a body that names the missing identity user or disabled just-in-time provisioning', () => {
    expect(accessInfoReducer(loading, { type: 'failed', body: { idpusernotfound: true } })).toEqual({ loading: false, userInfo: { idpusernotfound: true } });
    expect(accessInfoReducer(loading, { type: 'failed', body: { isJITNotEnabled: true } })).toEqual({ loading: false, userInfo: { isJITNotEnabled: true } });
    const serverBody = { error: { code: 'NOT_FOUND', message: 'identity user not found' } };
    expect(accessInfoReducer(loading, { type: 'failed', body: serverBody }).userInfo).toMatchObject({ idpusernotfound: true });
  });

  it('any other failure stores the literal Failed, and loading ends', () => {
    for (const body of [null, 'oops', { error: { code: 'DOWN', message: 'down' } }, { idpusernotfound: false }]) {
      expect(accessInfoReducer(loading, { type: 'failed', body })).toEqual({ loading: false, userInfo: 'Failed' });
    }
  });

  it('says why a signed-in user sees nothing', () => {
    const at = (userInfo: AccessInfoState['userInfo']) => noAccessReason({ loading: false, userInfo });
    expect(at(null)).toBeNull();
    expect(at('Failed')).toBe('failed');
    expect(at({ idpusernotfound: true })).toBe('user-not-found');
    expect(at({ isJITNotEnabled: true })).toBe('jit-not-enabled');
    expect(at({ modules: [] })).toBe('no-modules');
    expect(at({ modules: [{ id: 'ALERTS' }] })).toBeNull();
  });
});
