/** The signed-in user, as the console's session endpoint describes them. @public */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** A tenant or organisation: an id and a display name. @public */
export interface NamedEntity {
  id: string;
  name: string;
}

/**
 * What a plugin knows about the session. It never holds tokens: they stay on
 * the server, behind an HttpOnly cookie.
 *
 * @public
 */
export type SessionState =
  | {
      status: 'signed-in';
      user: SessionUser;
      tenant: NamedEntity;
      org: NamedEntity;
      /** True for a breakglass administrator sign-in. */
      breakglass: boolean;
      /** When the session ends unless refreshed (ISO 8601). */
      expiresAt: string;
      /** Signs the user out of the console. */
      logout: () => Promise<void>;
    }
  | {
      status: 'signed-out';
      /** Why: the user signed out, or the server ended the session (a 401). */
      reason?: 'logged-out' | 'expired';
    };

/**
 * The body of `GET /bff/session`, which the root config hands to
 * `runtime.setSession` as is.
 */
export type SessionInput =
  | { authenticated: false; csrfToken?: string | null }
  | {
      authenticated: true;
      csrfToken?: string | null;
      user: SessionUser;
      tenant: NamedEntity;
      org: NamedEntity;
      breakglass?: boolean;
      expiresAt: string | number;
      accessTokenRefreshedAt?: string | number;
    };
