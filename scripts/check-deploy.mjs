#!/usr/bin/env node
// The deployment sample holds together, without Docker. `nginx -t` on
// deploy/nginx.conf (Debian's nginx-light is installed when nginx is absent and this runs as
// root: 8 s here), on a copy where only what cannot exist here is replaced, each replacement
// named: the servers' compose names by 127.0.0.1, the certificate folder by a throwaway
// self-signed pair (openssl), the image's `nginx` user by this one, the log and pid paths by a
// temporary folder. Then the wiring nginx -t cannot see: the body cap and the live stream's
// path against the code, compose.yaml against nginx.conf and the Dockerfile, and the README's
// copy of the file against the file.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log, root } from './lib.mjs';

const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const conf = read('deploy/nginx.conf');
const compose = read('compose.yaml');
const dockerfile = read('Dockerfile');
const failures = [];
function check(ok, what) {
  console.log(`${ok ? '✓' : '✖'} ${what}`);
  if (!ok) failures.push(what);
}

log('deploy/nginx.conf through nginx -t');
const nginx = findNginx();
if (!nginx) {
  // Only where nothing can be installed (not root): CI runs as root and installs it.
  console.log('nginx is not installed and cannot be here (not root): nginx -t skipped.');
} else {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-nginx-'));
  try {
    fs.mkdirSync(path.join(tmp, 'certs'));
    const openssl = spawnSync(
      'openssl',
      [
        ...[
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=localhost',
        ],
        ...['-keyout', path.join(tmp, 'certs/backoffice.key')],
        ...['-out', path.join(tmp, 'certs/backoffice.crt')],
      ],
      { encoding: 'utf8' },
    );
    if (openssl.status !== 0) throw new Error(`openssl: ${openssl.stderr || openssl.error}`);
    const me = os.userInfo().username;
    const replacements = [
      [
        /^([ \t]*server[ \t]+)server(\d):3000\b/gm,
        '$1127.0.0.1:300$2',
        'upstream servers → 127.0.0.1',
      ],
      [/\/etc\/nginx\/certs\//g, `${tmp}/certs/`, 'certificates → a self-signed pair'],
      [/^user nginx;$/m, `user ${me};`, `user nginx → ${me}`],
      [/\/var\/log\/nginx\//g, `${tmp}/`, 'logs → a temporary folder'],
      [/^pid [^;\n]{1,200};$/m, `pid ${tmp}/nginx.pid;`, 'pid file → a temporary folder'],
    ];
    let copy = conf;
    for (const [pattern, replacement, what] of replacements) {
      const before = copy;
      copy = copy.replace(pattern, replacement);
      check(copy !== before, `Replaced for the check: ${what}`);
    }
    fs.writeFileSync(path.join(tmp, 'nginx.conf'), copy);
    const test = spawnSync(
      nginx,
      ['-t', '-c', path.join(tmp, 'nginx.conf'), '-p', tmp, '-e', path.join(tmp, 'error.log')],
      { encoding: 'utf8' },
    );
    const said = `${test.stdout}${test.stderr}`.trim();
    console.log(said.replaceAll(tmp, '<tmp>'));
    check(test.status === 0 && /test is successful/.test(said), 'nginx -t passes');
  } catch (error) {
    check(false, `nginx -t could not run: ${error.message}`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

log('The sample against the code, compose.yaml and the README');
check(
  conf.includes(
    'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
  ),
  'HSTS on every answer',
);
check(/listen 443 ssl/.test(conf) && /return 301 https:/.test(conf), 'TLS, and HTTP sent to it');
for (const header of ['X-Forwarded-For', 'X-Forwarded-Proto'])
  check(conf.includes(`proxy_set_header ${header} `), `${header} passed on`);
// The largest body the server takes (packages/domain/src/limits.ts) is nginx's cap.
const limits = read('packages/domain/src/limits.ts');
const largest = Math.max(
  ...[...limits.matchAll(/_BODY_MAX_BYTES = ([\d\s*]+);/g)].map(([, expression]) =>
    expression.split('*').reduce((product, factor) => product * Number(factor), 1),
  ),
);
const cap = /client_max_body_size (\d{1,4})m;/.exec(conf);
check(
  Boolean(cap) && Number(cap[1]) * 2 ** 20 === largest,
  `client_max_body_size ${cap?.[1]}m is the largest body the server takes (${largest} bytes)`,
);
// The live stream's location (EVENTS_PATH) is unbuffered.
const prefix = /export const API_PREFIX = '([^']+)'/.exec(
  read('packages/api/src/routes/define.ts'),
)[1];
const events = /EVENTS_PATH = `\$\{API_PREFIX\}([^`]+)`/.exec(
  read('packages/api/src/events.ts'),
)[1];
const block = new RegExp(`location = ${prefix}${events} \\{([^}]*)\\}`).exec(conf);
check(
  Boolean(block) && /proxy_buffering off;/.test(block[1]) && /proxy_read_timeout/.test(block[1]),
  `${prefix}${events} (the live stream) unbuffered, with a long read timeout`,
);
// compose.yaml: the servers nginx names, the balancer's address the servers trust, the files it
// mounts, the migration step before the servers.
const upstream = [...conf.matchAll(/^[ \t]*server (\w+):3000/gm)].map(([, name]) => name);
check(
  upstream.length === 2 && upstream.every((name) => new RegExp(`^  ${name}:$`, 'm').test(compose)),
  `nginx's servers (${upstream.join(', ')}) are compose services`,
);
const balancerAddress = /^ {2}balancer:[\s\S]*?ipv4_address: ([\d.]+)/m.exec(compose)?.[1];
check(
  Boolean(balancerAddress) && compose.includes(`TRUSTED_PROXIES: ${balancerAddress}`),
  `the servers trust the balancer's address (${balancerAddress})`,
);
for (const mount of [
  './deploy/nginx.conf:/etc/nginx/nginx.conf:ro',
  './deploy/certs:/etc/nginx/certs:ro',
])
  check(compose.includes(`- ${mount}`), `compose mounts ${mount}`);
check(
  /command: \['node', 'dist\/migrate\.js'\]/.test(compose) &&
    /condition: service_completed_successfully/.test(compose),
  'the servers start after the migration step',
);
check(
  fs.existsSync(path.join(root, 'apps/server/src/migrateCli.ts')) &&
    /migrate: 'src\/migrateCli\.ts'/.test(read('apps/server/build.mjs')),
  'dist/migrate.js is an entry of the server build',
);
check(
  /^USER node$/m.test(dockerfile) &&
    /^HEALTHCHECK [\s\S]*\/api\/v2\/ready/m.test(dockerfile) &&
    /npm run package/.test(dockerfile),
  'Dockerfile: npm run package, USER node, HEALTHCHECK on /api/v2/ready',
);
// One place for the sample: the README shows the file as it is.
const shown = /```nginx\n([\s\S]*?)```/.exec(read('README.md'))?.[1];
check(shown === conf, 'README shows deploy/nginx.conf as it is');

console.log(`Deployment sample: ${failures.length ? `${failures.length} failed` : 'passed'}`);
process.exit(failures.length ? 1 : 0);

/** nginx on PATH or in /usr/sbin; Debian's nginx-light installed when absent and root. */
function findNginx() {
  const found = () =>
    ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
  // openssl makes the throwaway certificate: both are needed, either may be missing.
  const hasOpenssl = () => spawnSync('openssl', ['version']).status === 0;
  if (found() && hasOpenssl()) return found();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || spawnSync('apt-get', ['--version']).status !== 0) return null;
  log('Installing nginx (Debian package "nginx-light") and openssl for nginx -t');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light', 'openssl'], {
      stdio: 'inherit',
      env,
    }).status;
  if (install() !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    install();
  }
  return found() && hasOpenssl() ? found() : null;
}
