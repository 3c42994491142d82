// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { takePageSession } from './fetchSession';

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('console');
  if (text !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = 'palisade-session';
    block.textContent = text;
    doc.head.appendChild(block);
  }
  return doc;
}

describe('takePageSession', () => {
  it('gives the session the page was served with once, then leaves the next check to the server', () => {
    const doc = pageWith('{"authenticated":true,"csrfToken":"t-1","user":{"id":"u","email":"a@acme.test","name":"A"}}');
    expect(takePageSession(doc)).toEqual({ authenticated: true, csrfToken: 't-1', user: { id: 'u', email: 'a@acme.test', name: 'A' } });
    expect(takePageSession(doc)).toBeNull();
  });

  it('is null for a page without one, or with a block that is not a session', () => {
    expect(takePageSession(pageWith(null))).toBeNull();
    expect(takePageSession(pageWith('{"authenticated":true'))).toBeNull();
    expect(takePageSession(pageWith('{"authenticated":true}'))).toBeNull();
  });
});
