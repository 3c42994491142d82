// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { takePageStart } from './pageStart';

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('console');
  if (text !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = 'palisade-start';
    block.textContent = text;
    doc.head.appendChild(block);
  }
  return doc;
}

const START = {
  access: { status: 200, body: { modules: [{ id: 'ALERTS' }] } },
  tenant: { status: 200, body: { name: 'acme' } },
  passwordStatus: { status: 200, body: { expired: false } },
  flags: null,
};

describe('takePageStart', () => {
  it('gives the start data of a signed-in page once, then leaves the next start to the server', () => {
    const doc = pageWith(JSON.stringify(START));
    expect(takePageStart(true, doc)).toEqual(START);
    expect(takePageStart(true, doc)).toBeNull();
  });

  it('drops the block of a page whose session is not signed in', () => {
    const doc = pageWith(JSON.stringify(START));
    expect(takePageStart(false, doc)).toBeNull();
    expect(doc.getElementById('palisade-start')).toBeNull();
  });

  it('is null without a block, for a block that is not start data, and for answers the session was refused', () => {
    expect(takePageStart(true, pageWith(null))).toBeNull();
    expect(takePageStart(true, pageWith('{"access":'))).toBeNull();
    expect(takePageStart(true, pageWith(JSON.stringify({ ...START, tenant: undefined })))).toBeNull();
    expect(takePageStart(true, pageWith(JSON.stringify({ ...START, access: { status: 401, body: null } })))).toBeNull();
    expect(takePageStart(true, pageWith(JSON.stringify({ ...START, flags: { request: { flags: [] }, answer: { status: 401, body: null } } })))).toBeNull();
  });
});
