import { describe, expect, it } from 'vitest';
import { passesAsBytes } from './forwardToApi.js';

describe('which API answers the BFF passes on as bytes', () => {
  it('passes files as bytes, whatever their path: PDF, CSV, octet-stream, zip, YAML, a script', () => {
    for (const type of ['application/pdf', 'text/csv; charset=utf-8', 'application/octet-stream', 'application/zip', 'application/x-yaml', 'text/javascript; charset=utf-8']) {
      expect([type, passesAsBytes(type)]).toEqual([type, true]);
    }
  });

  it('reads JSON (and its +json kinds, and an answer without a type) whole, as the API\'s answer', () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/problem+json', 'APPLICATION/JSON', undefined]) {
      expect([type, passesAsBytes(type)]).toEqual([type, false]);
    }
  });
});
