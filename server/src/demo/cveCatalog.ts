import type { Prng } from './prng.js';

/** A demo CVE record and the package it is found in. */
export interface DemoCve {
  id: string; title: string; description: string; cvss: number; vector: string; epss: number; percentile: number; kevAdded: string | null;
  ransomware: boolean; exploit: boolean; published: string; pkg: { name: string; type: string; fixed: string; installed: readonly string[]; path: string };
}

const NVD = (id: string) => `https://nvd.nist.gov/vuln/detail/${id}`;
/** References as the list and drawer show them: NVD, and the KEV entry when listed. */
export const cveReferences = (c: Pick<DemoCve, 'id' | 'kevAdded'>) =>
  [NVD(c.id), ...(c.kevAdded ? [`https://www.cisa.gov/known-exploited-vulnerabilities-catalog?search_api_fulltext=${c.id}`] : [])];

type Known = [id: string, title: string, cvss: number, vector: string, epss: number, percentile: number, kev: string | null, ransomware: boolean,
  pkg: string, type: string, installed: string, fixed: string, path: string];
/** Well-known CVEs with their published scores, so the top of the demo list looks like a real estate's. */
const KNOWN: readonly Known[] = [
  ['CVE-2021-44228', 'Apache Log4j2 JNDI lookup remote code execution (Log4Shell)', 10, 'AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H', 0.944, 0.9999, '2021-12-10', true,
    'org.apache.logging.log4j:log4j-core', 'jar', '2.14.1', '2.17.1', 'app/lib/log4j-core-2.14.1.jar'],
  ['CVE-2024-3094', 'xz/liblzma backdoor in release tarballs', 10, 'AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H', 0.854, 0.9931, null, false, 'xz-utils', 'deb', '5.6.0-0.2', '5.6.1+really5.4.5-1', ''],
  ['CVE-2022-22965', 'Spring Framework data binding remote code execution (Spring4Shell)', 9.8, 'AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 0.975, 0.9998, '2022-04-04', false,
    'org.springframework:spring-beans', 'jar', '5.3.17', '5.3.18', 'app/lib/spring-beans-5.3.17.jar'],
  ['CVE-2024-6387', 'OpenSSH signal handler race condition (regreSSHion)', 8.1, 'AV:N/AC:H/PR:N/UI:N/S:U/C:H/I:H/A:H', 0.369, 0.9727, null, false,
    'openssh-server', 'deb', '1:9.2p1-2', '1:9.2p1-2+deb12u3', ''],
  ['CVE-2023-44487', 'HTTP/2 rapid reset denial of service', 7.5, 'AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:H', 0.943, 0.9991, '2023-10-10', false,
    'golang.org/x/net', 'gomod', 'v0.14.0', 'v0.17.0', 'usr/local/bin/api'],
  ['CVE-2023-4863', 'libwebp heap buffer overflow in lossless decoding', 8.8, 'AV:N/AC:L/PR:N/UI:R/S:U/C:H/I:H/A:H', 0.336, 0.9701, '2023-09-13', false,
    'libwebp7', 'deb', '1.2.4-0.2', '1.2.4-0.2+deb12u1', ''],
  ['CVE-2021-3156', 'sudo heap-based buffer overflow (Baron Samedit)', 7.8, 'AV:L/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:H', 0.884, 0.9953, '2022-04-06', false,
    'sudo', 'deb', '1.8.27-1+deb10u2', '1.8.27-1+deb10u3', ''],
  ['CVE-2023-38545', 'curl SOCKS5 heap buffer overflow', 9.8, 'AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 0.184, 0.9611, null, false, 'curl', 'deb', '7.88.1-10', '7.88.1-10+deb12u4', ''],
  ['CVE-2022-0778', 'OpenSSL infinite loop in BN_mod_sqrt() parsing certificates', 7.5, 'AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:H', 0.024, 0.8957, null, false,
    'openssl', 'deb', '1.1.1k-1', '1.1.1n-0+deb11u1', ''],
  ['CVE-2023-46604', 'Apache ActiveMQ OpenWire deserialization remote code execution', 9.8, 'AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 0.972, 0.9997, '2023-11-02', true,
    'org.apache.activemq:activemq-client', 'jar', '5.17.5', '5.17.6', 'opt/activemq/lib/activemq-client-5.17.5.jar'],
  ['CVE-2022-42889', 'Apache Commons Text variable interpolation (Text4Shell)', 9.8, 'AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H', 0.967, 0.9976, null, false,
    'org.apache.commons:commons-text', 'jar', '1.9', '1.10.0', 'app/lib/commons-text-1.9.jar'],
  ['CVE-2024-21626', 'runc working directory file descriptor leak (container escape)', 8.6, 'AV:L/AC:L/PR:N/UI:R/S:C/C:H/I:H/A:H', 0.045, 0.9201, null, false,
    'runc', 'gobinary', 'v1.1.11', 'v1.1.12', 'usr/bin/runc'],
];

const PACKAGES = [
  ['openssl', 'deb', 'OpenSSL'], ['glibc', 'deb', 'GNU C Library'], ['zlib1g', 'deb', 'zlib'], ['libxml2', 'deb', 'libxml2'], ['libcurl4', 'deb', 'libcurl'],
  ['perl-base', 'deb', 'Perl'], ['busybox', 'apk', 'BusyBox'], ['musl', 'apk', 'musl libc'], ['python3.11', 'deb', 'CPython'],
  ['lodash', 'npm', 'lodash'], ['express', 'npm', 'Express'], ['axios', 'npm', 'axios'], ['jsonwebtoken', 'npm', 'jsonwebtoken'], ['semver', 'npm', 'semver'],
  ['requests', 'pip', 'Requests'], ['urllib3', 'pip', 'urllib3'], ['cryptography', 'pip', 'pyca/cryptography'], ['jinja2', 'pip', 'Jinja2'],
  ['com.fasterxml.jackson.core:jackson-databind', 'jar', 'jackson-databind'], ['io.netty:netty-codec-http', 'jar', 'Netty'],
  ['golang.org/x/crypto', 'gomod', 'x/crypto'], ['google.golang.org/grpc', 'gomod', 'gRPC-Go'], ['nginx', 'deb', 'nginx'], ['libssh2-1', 'deb', 'libssh2'],
] as const;
const FLAWS = [
  ['heap buffer overflow', 'AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H'], ['denial of service via crafted input', 'AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:H'],
  ['prototype pollution', 'AV:N/AC:L/PR:N/UI:N/S:U/C:L/I:L/A:L'], ['path traversal', 'AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N'],
  ['improper certificate validation', 'AV:N/AC:H/PR:N/UI:N/S:U/C:H/I:H/A:N'], ['use after free', 'AV:L/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:H'],
  ['integer overflow', 'AV:N/AC:H/PR:N/UI:N/S:U/C:N/I:N/A:H'], ['regular expression denial of service', 'AV:N/AC:H/PR:N/UI:N/S:U/C:N/I:N/A:L'],
  ['information disclosure through timing', 'AV:N/AC:H/PR:N/UI:N/S:U/C:L/I:N/A:N'], ['request smuggling', 'AV:N/AC:L/PR:N/UI:N/S:U/C:L/I:H/A:N'],
] as const;
const SCORES: Record<string, number> = { 'H/I:H/A:H': 9.8, 'N/I:N/A:H': 7.5, 'L/I:L/A:L': 7.3, 'H/I:N/A:N': 7.5, 'H/I:H/A:N': 7.4, 'N/I:N/A:L': 3.7,
  'L/I:N/A:N': 3.7, 'L/I:H/A:N': 6.5 };

const version = (rng: Prng) => `${rng.int(0, 4)}.${rng.int(0, 20)}.${rng.int(0, 15)}`;
const day = (y: number, rng: Prng) => `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;

/**
 * The demo's CVE records: the well-known ones above, then `count` more with real-looking ids, CVSS 3.1 vectors and
 * EPSS drawn as real EPSS is (most scores tiny, ~10% above 0.1); ~6% in KEV, a quarter of those used in ransomware.
 */
export function demoCves(rng: Prng, count: number): DemoCve[] {
  const known = KNOWN.map(([id, title, cvss, vector, epss, percentile, kevAdded, ransomware, name, type, installed, fixed, path]): DemoCve => ({
    id, title, description: title, cvss, vector: `CVSS:3.1/${vector}`, epss, percentile, kevAdded, ransomware, exploit: true,
    published: `${id.slice(4, 8)}-01-01`, pkg: { name, type, fixed, installed: [installed], path },
  }));
  const made = Array.from({ length: count }, (_, i): DemoCve => {
    const year = rng.int(2019, 2025);
    const [name, type, label] = rng.pick(PACKAGES);
    const [flaw, vector] = rng.pick(FLAWS);
    const local = vector.startsWith('AV:L');
    const cvss = Math.max(1.5, Math.min(10, (SCORES[vector.slice(-9)] ?? 6.1) - (local ? 1.9 : 0) + (rng.int(-6, 3) / 10)));
    const epss = rng.next() < 0.1 ? 0.1 + rng.next() * 0.85 : rng.next() ** 4 * 0.09 + 0.0004;
    const kev = epss > 0.1 && rng.next() < 0.55;
    return {
      id: `CVE-${year}-${rng.int(1000, 52999) + i % 7}`, title: `${label} ${flaw}`, description: `A ${flaw} in ${label} lets a remote attacker affect the process using it.`,
      cvss: Math.round(cvss * 10) / 10, vector: `CVSS:3.1/${vector}`, epss: Math.round(epss * 100_000) / 100_000,
      percentile: Math.min(0.9999, Math.round((0.35 + 0.65 * Math.min(1, epss * 4) ** 0.3) * 10_000) / 10_000), kevAdded: kev ? day(Math.max(year, 2021), rng) : null,
      ransomware: kev && rng.next() < 0.25, exploit: kev || epss > 0.05 || rng.next() < 0.1, published: day(year, rng),
      pkg: { name, type, fixed: rng.next() < 0.78 ? version(rng) : '', installed: [version(rng), version(rng)], path: type === 'jar' ? `app/lib/${name.split(':').at(-1)}.jar` : '' },
    };
  });
  const seen = new Set<string>();
  return [...known, ...made].filter((c) => !seen.has(c.id) && Boolean(seen.add(c.id)));
}

/** Package URL (purl) of a package as scanners report it. */
export function purlOf(type: string, name: string, installed: string): string {
  const kind = ({ deb: 'deb/debian', apk: 'apk/alpine', jar: 'maven', npm: 'npm', pip: 'pypi', gomod: 'golang', gobinary: 'golang' } as Record<string, string>)[type] ?? 'generic';
  const path = kind === 'maven' ? name.replace(':', '/') : name;
  return `pkg:${kind}/${encodeURI(path)}@${encodeURIComponent(installed)}`;
}
