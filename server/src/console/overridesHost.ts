/**
 * Server-side copy of boot.js's rule (root-config/public/boot.js): import-map
 * overrides are allowed on local, dev and int hosts, elsewhere only with
 * PALISADE_ALLOW_OVERRIDES. The CSP opens local script origins exactly where
 * the page will accept an override. tests/unit/overridesHost.test.ts keeps the
 * two in step.
 */
const NAMED_ENVIRONMENTS = ['dev', 'int', 'scale', 'preview', 'prod'] as const;
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '::1', '[::1]'];
const OVERRIDE_ENVIRONMENTS = ['local', 'dev', 'int'];

export type HostEnvironment = 'local' | (typeof NAMED_ENVIRONMENTS)[number];

/** The environment a host name belongs to, as boot.js derives it. */
export function hostEnvironment(hostname: string): HostEnvironment {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (LOCAL_HOSTS.includes(host)) return 'local';
  if (/^[0-9.]+$/.test(host) || host.includes(':')) return 'prod';
  let labels = host.split('.');
  if (labels.length > 1) labels = labels.slice(0, -1);
  for (const label of labels) {
    for (const part of label.split('-')) {
      const named = NAMED_ENVIRONMENTS.find((name) => name === part);
      if (named !== undefined) return named;
    }
  }
  return 'prod';
}

/** Whether a page served under `hostname` accepts import-map overrides. */
export function overridesAllowedOnHost(hostname: string, allowOverrides: boolean): boolean {
  return allowOverrides || OVERRIDE_ENVIRONMENTS.includes(hostEnvironment(hostname));
}

/** The host name of a Host header value (`console.example:8080`, `[::1]:8080`). */
export function hostnameOf(hostHeader: string | undefined): string {
  const host = hostHeader ?? '';
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}
