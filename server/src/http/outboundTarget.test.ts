import { describe, expect, it } from 'vitest';
import { assertOutboundTarget } from './outboundTarget.js';

const resolvesTo = (...addresses: string[]) => async () => addresses;

describe('assertOutboundTarget', () => {
  it('refuses internal addresses, literal or resolved, and other schemes', async () => {
    await expect(assertOutboundTarget(new URL('http://127.0.0.1:9000/hook'), false)).rejects.toThrow(/internal address \(127\.0\.0\.1, loopback\)/);
    await expect(assertOutboundTarget(new URL('http://[::1]/hook'), false)).rejects.toThrow(/loopback/);
    await expect(assertOutboundTarget(new URL('https://hooks.corp.test/x'), false, resolvesTo('93.184.216.34', '10.1.2.3'))).rejects.toThrow(/10\.1\.2\.3, private/);
    await expect(assertOutboundTarget(new URL('http://169.254.169.254/latest/meta-data'), false)).rejects.toThrow(/linkLocal/);
    await expect(assertOutboundTarget(new URL('file:///etc/passwd'), true)).rejects.toThrow('Only http(s) URLs can be used, not file:');
  });

  it('lets public addresses through, and internal ones when allowed', async () => {
    await expect(assertOutboundTarget(new URL('https://hooks.example.test/x'), false, resolvesTo('93.184.216.34'))).resolves.toBeUndefined();
    await expect(assertOutboundTarget(new URL('http://127.0.0.1:9000/hook'), true)).resolves.toBeUndefined();
  });
});
