import { describe, expect, it } from 'vitest';
import { routesOverlap } from './routesOverlap.js';

describe('routesOverlap', () => {
  it.each([
    ['/admin/alerts', '/admin/alerts', true],
    ['/admin/alerts/*', '/admin/alerts', true],
    ['/admin/alerts', '/admin/alerts/*', true],
    ['/admin/alerts/*', '/admin/alerts/detail/7', true],
    ['/admin/alerts/*', '/admin/alerts/*', true],
    ['/admin/Alerts', '/admin/alerts', true],
    ['/admin/users/:id', '/admin/users/new', true],
    ['/admin/configuration', '/admin/configuration/iac/local', false],
    ['/admin/alerts/*', '/admin/alertsx', false],
    ['/admin/analytics/reports/*', '/admin/analytics', false],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(routesOverlap(a, b)).toBe(expected);
  });
});
