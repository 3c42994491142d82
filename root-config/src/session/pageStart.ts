/** One API answer the server had for the page's session, as `/bff/api/<path>` would have answered it. */
export interface StartAnswer {
  status: number;
  body: unknown;
}

/**
 * What the server wrote into the page (`#palisade-start`) for the page's own
 * signed-in session: the answers the console asks for first (spec section 4).
 * The flags come with the request they answer.
 */
export interface PageStart {
  access: StartAnswer;
  tenant: StartAnswer;
  passwordStatus: StartAnswer;
  flags: { request: unknown; answer: StartAnswer } | null;
  /** The administrators' messages for the host the server was asked for (taken only on that same host). */
  adminMessages?: { host: string; answer: StartAnswer };
}

const isAnswer = (value: unknown): value is StartAnswer =>
  typeof value === 'object' && value !== null && Number.isInteger((value as { status?: unknown }).status) && 'body' in value;

/** A whole start block; an answer the session's own call would have had refused (401) leaves the asking to the console. */
function isPageStart(value: unknown): value is PageStart {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const flags = v['flags'] as { request?: unknown; answer?: unknown } | null | undefined;
  const messages = v['adminMessages'] as { host?: unknown; answer?: unknown } | undefined;
  if (messages !== undefined && (typeof messages !== 'object' || messages === null || typeof messages.host !== 'string')) return false;
  const answers = [v['access'], v['tenant'], v['passwordStatus'], ...(flags ? [flags.answer] : []), ...(messages ? [messages.answer] : [])];
  if (!answers.every(isAnswer) || answers.some((a) => a.status === 401)) return false;
  return flags === null || (typeof flags === 'object' && flags.request !== undefined);
}

/**
 * The start data the server wrote into the page, taken once: the block is
 * removed, so a later start (another sign-in in this tab) asks the server.
 * `null` without one, for a page whose session is not signed in
 * (`signedIn` false), or for a block that is not start data.
 */
export function takePageStart(signedIn: boolean, doc: Document = document): PageStart | null {
  const element = doc.getElementById('palisade-start');
  if (element === null) return null;
  element.remove();
  if (!signedIn) return null;
  try {
    const value = JSON.parse(element.textContent ?? '') as unknown;
    return isPageStart(value) ? value : null;
  } catch {
    return null;
  }
}

/** Whether a 2xx status. */
export const answered = (answer: StartAnswer): boolean => answer.status >= 200 && answer.status < 300;

/** The administrators' messages the page carried, when the server answered them for this same host; else `undefined` (the console asks). */
export function carriedAdminMessages(start: PageStart | null, host: string): unknown {
  const carried = start?.adminMessages;
  return carried !== undefined && carried.host === host && answered(carried.answer) ? carried.answer.body : undefined;
}
