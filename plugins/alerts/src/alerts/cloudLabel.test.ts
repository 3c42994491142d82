import { describe, expect, it } from 'vitest';
import { cloudLabel } from './cloudLabel';

describe('cloudLabel', () => {
  it('names AWS and Azure, and no cloud for an IaC finding about none (not AWS)', () => {
    expect(cloudLabel('aws')).toBe('AWS');
    expect(cloudLabel('azure')).toBe('Azure');
    expect(cloudLabel(null)).toBeNull();
    expect(cloudLabel('')).toBeNull();
  });
});
