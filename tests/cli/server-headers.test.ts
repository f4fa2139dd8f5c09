import { describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build';
import { fakeCompile, projectPerTest } from './fixture';
import {
  netlifyHeadersFor,
  nginxHeadersFor,
  nginxLocationFor,
  parseNginxLocations,
  parsePerPath,
} from './host-configs';

const project = projectPerTest();

describe('security headers for operators (issue 7)', () => {
  it('REL-07 writes an nginx snippet beside each tenant with the page CSP plus frame-ancestors, nosniff, referrer, opener, resource and permissions policies and HSTS', async () => {
    await build({ cwd: project.cwd, merchants: ['demo'], compile: fakeCompile() });
    const snippet = project.read('dist/demo/locations.conf');
    const metaCsp = /http-equiv="Content-Security-Policy" content="([^"]+)"/
      .exec(project.read('dist/demo/m/index.html'))?.[1]
      ?.replace(/&#x27;/g, "'")
      .replace(/&#x3D;/g, '=');
    expect(metaCsp).toContain("script-src 'self' 'sha256-");
    expect(snippet).toContain(
      `add_header Content-Security-Policy "${metaCsp ?? ''}; frame-ancestors 'self'; report-uri /__csp-report" always;`,
    );
    expect(snippet).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(snippet).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
    expect(snippet).toContain('try_files $uri /m/index.html;');
    // The server block it goes into serves HTTPS with HTTP/2, as the Lighthouse targets are measured.
    expect(project.read('dist/demo/nginx.conf')).toMatch(/^ {4}listen 443 ssl http2;$/m);
    // Every location repeats the headers (nginx drops inherited add_header lines).
    for (const location of parseNginxLocations(snippet))
      expect(location.lines, `${location.modifier} ${location.path}`).toContain(
        'add_header X-Content-Type-Options "nosniff" always;',
      );
    // Issue 16: opener, resource and permissions policies; the manifest with its own type.
    expect(snippet).toContain('add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;');
    expect(snippet).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
    expect(snippet).toMatch(
      /add_header Permissions-Policy "camera=\(self\), microphone=\(\), geolocation=\(self\)[^"]*clipboard-write=\(self\)"/,
    );
    expect(snippet).toMatch(/location = \/m\/manifest\.webmanifest \{[^}]*default_type application\/manifest\+json;/);
    // OPS-06: the service worker is revalidated on every check and never answered with the app's page.
    expect(snippet).toMatch(
      /location = \/m\/sw\.js \{[^}]*add_header Cache-Control "no-cache" always;\n {4}try_files \$uri =404;/,
    );
    // The server's configuration is not part of the served site.
    expect(project.exists('dist/demo/m/nginx.conf')).toBe(false);
    expect(project.exists('dist/demo/m/locations.conf')).toBe(false);
  });
});

describe('nginx server blocks (issue 18)', () => {
  it("OPS-08 nginx.conf is a complete server block: the tenant's domains, http to https with ACME kept on http, HTTP/2, TLS files and root from the server layout, the locations included", async () => {
    await build({
      cwd: project.cwd,
      merchants: ['aurora'],
      compile: fakeCompile(),
      serverLayout: { root: '/var/www/lobby', tlsDir: '/etc/ssl/lobby' },
    });
    const server = project.read('dist/aurora/nginx.conf');
    expect(server.match(/^ {4}server_name aurora-bet\.example www\.aurora-bet\.example;$/gm)).toHaveLength(2);
    expect(server).toMatch(
      /listen 80;[\s\S]*location \/\.well-known\/acme-challenge\/ \{\n {8}root \/var\/www\/acme;[\s\S]*return 301 https:\/\/\$host\$request_uri;/,
    );
    expect(server).toContain(
      '    ssl_certificate /etc/ssl/lobby/aurora/fullchain.pem;\n    ssl_certificate_key /etc/ssl/lobby/aurora/privkey.pem;',
    );
    expect(server).toContain('    root /var/www/lobby/aurora;');
    expect(server).toContain('    include /var/www/lobby/aurora/locations.conf;');
  });

  it('OPS-08 a tenant without domains answers for <merchant>.localhost; a same-origin platform is proxied to the upstream and never cached, another origin is not', async () => {
    project.editJson('tenants/demo.json', (json) => {
      json.domains = [];
    });
    project.editJson('tenants/aurora.json', (json) => {
      json.apiBaseUrl = 'https://api.aurora-bet.example';
    });
    await build({ cwd: project.cwd, merchants: ['demo', 'aurora'], compile: fakeCompile() });
    expect(project.read('dist/demo/nginx.conf')).toContain('    server_name demo.localhost;');
    expect(project.read('dist/demo/nginx.conf')).toContain('    root /srv/lobby/demo;');
    const sameOrigin = project.read('dist/demo/locations.conf');
    for (const location of ['location ^~ /wps/ {', 'location ^~ /lgw/ {', 'location = /moreLottery {']) {
      expect(sameOrigin).toContain(`${location}\n    proxy_pass http://lobby_platform;`);
    }
    expect(sameOrigin).toMatch(/proxy_pass http:\/\/lobby_platform;[^}]*add_header Cache-Control "no-store" always;/);
    // REL-42: the sandbox's test identity provider is never proxied by a production server.
    expect(sameOrigin).not.toMatch(/location \S* ?\/__identity/);
    expect(project.read('dist/aurora/locations.conf')).not.toContain('proxy_pass http://lobby_platform');
    expect(project.read('dist/aurora/nginx.conf')).toContain(
      '# The platform API is at https://api.aurora-bet.example: nothing is proxied.',
    );
  });

  it('OPS-08 refuses a domain that is not a host name, naming the file and the field', async () => {
    project.editJson('tenants/demo.json', (json) => {
      json.domains = ['https://demo.example/m'];
    });
    const result = await build({ cwd: project.cwd, merchants: ['demo'], compile: fakeCompile() });
    expect(result.exitCode).toBe(1);
    expect(result.problems.map((problem) => `${problem.file}: ${problem.path}`)).toEqual([
      'tenants/demo.json: domains.0',
    ]);
  });
});

describe('nginx hardening (issue 38 defect 6)', () => {
  it('REL-40 REL-41 REL-42 API locations keep HSTS and nosniff, the server hides its version, and /__identity/ is not proxied', async () => {
    await build({ cwd: project.cwd, merchants: ['demo'], compile: fakeCompile() });
    const locations = parseNginxLocations(project.read('dist/demo/locations.conf'));
    for (const path of ['/wps/relay/MCSFE_login', '/lgw/anything', '/moreLottery']) {
      const location = nginxLocationFor(locations, path);
      expect(location?.lines, path).toContain('proxy_pass http://lobby_platform;');
      expect(nginxHeadersFor(locations, path), path).toMatchObject({
        'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
        'Cache-Control': 'no-store',
      });
      // One value each: the platform's own copies are hidden.
      expect(location?.lines).toContain('proxy_hide_header X-Content-Type-Options;');
    }
    const identity = nginxLocationFor(locations, '/__identity/config');
    expect(identity?.lines).toContain('return 404;');
    expect(identity?.lines.join('\n')).not.toContain('proxy_pass');
    expect(project.read('dist/demo/locations.conf')).toMatch(/^server_tokens off;$/m);
    expect(project.read('dist/demo/nginx.conf')).toMatch(/listen 80;[^}]*server_tokens off;/);

    // OPS-12: _headers (Netlify, Cloudflare Pages) and headers.json (object storage) say what nginx says, path by path.
    const netlify = project.read('dist/demo/_headers');
    const perPath = parsePerPath(project.read('dist/demo/headers.json'));
    const paths = Object.keys(perPath.paths);
    for (const expected of ['/', '/register.html', '/m/index.html', '/m/home', '/m/login', '/m/sw.js'])
      expect(paths).toContain(expected);
    expect(paths.some((path) => path.startsWith('/m/assets/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/m/brand/'))).toBe(true);
    for (const path of paths) {
      const fromNginx = nginxHeadersFor(locations, path);
      expect(fromNginx, path).not.toBeNull();
      expect(netlifyHeadersFor(netlify, path), path).toEqual(fromNginx);
      expect(perPath.paths[path]?.headers, path).toEqual(fromNginx);
    }
    expect(perPath.paths['/m/home']?.serve).toBe('/m/index.html');
    const asset = paths.find((path) => path.startsWith('/m/assets/')) ?? '';
    expect(perPath.paths[asset]?.headers['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(project.read('dist/demo/_redirects')).toContain('/m/*  /m/index.html  200');
    expect(perPath.platform?.headers).toEqual(nginxHeadersFor(locations, '/wps/relay/MCSFE_login'));
  });
});
