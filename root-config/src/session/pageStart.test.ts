// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { carriedAdminMessages, takePageStart } from './pageStart';

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

  it("refuses administrators' messages without their host, or refused to the session", () => {
    expect(takePageStart(true, pageWith(JSON.stringify({ ...START, adminMessages: { answer: { status: 200, body: [] } } })))).toBeNull();
    expect(takePageStart(true, pageWith(JSON.stringify({ ...START, adminMessages: { host: 'console.acme.test', answer: { status: 401, body: null } } })))).toBeNull();
  });
});

describe('carriedAdminMessages', () => {
  const messages = [{ id: 'm1', severity: 'info', message: 'Maintenance on Sunday' }];
  const start = { ...START, adminMessages: { host: 'console.acme.test', answer: { status: 200, body: messages } } };

  it("gives the page's answer on the host it was made for, and nothing on another host, for a failed answer or without one", () => {
    expect(carriedAdminMessages(start, 'console.acme.test')).toEqual(messages);
    expect(carriedAdminMessages(start, 'proxy.acme.test')).toBeUndefined();
    expect(carriedAdminMessages({ ...start, adminMessages: { host: 'console.acme.test', answer: { status: 503, body: null } } }, 'console.acme.test')).toBeUndefined();
    expect(carriedAdminMessages(START, 'console.acme.test')).toBeUndefined();
    expect(carriedAdminMessages(null, 'console.acme.test')).toBeUndefined();
  });
});
