import { escapeHtml } from '../shared/html.js';

export interface LoginPageParams { hidden: Record<string, string>; email: string; connection: string; error?: string }

/** The stand-in enterprise IdP's sign-in form: plain HTML, labelled fields, errors announced to screen readers. */
export function renderLoginPage(p: LoginPageParams): string {
  const hidden = Object.entries(p.hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('\n      ');
  const error = p.error ? `<p id="login-error" role="alert" class="error">${escapeHtml(p.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in to ${escapeHtml(p.connection)} (enterprise identity provider)</title>
  <style>
    body { font-family: system-ui, sans-serif; background: #f3f4f6; display: flex; justify-content: center; padding-top: 10vh; margin: 0; }
    main { background: #fff; padding: 2rem; border-radius: 8px; width: min(24rem, 90vw); box-shadow: 0 2px 8px rgb(0 0 0 / 0.15); }
    label { display: block; margin-top: 1rem; font-weight: 600; }
    input[type=email], input[type=password] { width: 100%; padding: .5rem; margin-top: .25rem; box-sizing: border-box; font-size: 1rem; }
    button { margin-top: 1.5rem; width: 100%; padding: .6rem; font-size: 1rem; background: #1d4ed8; color: #fff; border: 0; border-radius: 4px; }
    .error { color: #b91c1c; }
  </style>
</head>
<body>
  <main>
    <h1>Enterprise sign-in</h1>
    <p>Single sign-on for <strong>${escapeHtml(p.connection)}</strong>. This is the built-in stand-in identity provider.</p>
    ${error}
    <form method="post" action="/idp/authorize">
      ${hidden}
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(p.email)}"${p.error ? ' aria-describedby="login-error"' : ''}>
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      <button type="submit">Sign in</button>
    </form>
  </main>
</body>
</html>`;
}
