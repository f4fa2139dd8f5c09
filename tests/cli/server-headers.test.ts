import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build';
import { fakeCompile, makeProject, type Project } from './fixture';

let project: Project;
beforeEach(() => {
  project = makeProject();
});
afterEach(() => project.cleanup());

describe('security headers for operators (issue 7)', () => {
  it('REL-07 writes an nginx snippet beside each tenant with the page CSP plus frame-ancestors, nosniff, referrer, opener, resource and permissions policies and HSTS', async () => {
    await build({ cwd: project.cwd, merchants: ['demo'], compile: fakeCompile() });
    const snippet = project.read('dist/demo/nginx.conf');
    const metaCsp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(project.read('dist/demo/m/index.html'))?.[1]?.replace(/&#x27;/g, "'").replace(/&#x3D;/g, '=');
    expect(metaCsp).toContain("script-src 'self' 'sha256-");
    expect(snippet).toContain(`add_header Content-Security-Policy "${metaCsp ?? ''}; frame-ancestors 'self'; report-uri /__csp-report" always;`);
    expect(snippet).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(snippet).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
    expect(snippet).toContain('try_files $uri /m/index.html;');
    // The server block it goes into serves HTTPS with HTTP/2, as the Lighthouse targets are measured.
    expect(snippet).toMatch(/^# {3}http2 on;/m);
    // Every location repeats the headers (nginx drops inherited add_header lines).
    expect(snippet.match(/X-Content-Type-Options/g)?.length).toBe(6);
    // Issue 16: opener, resource and permissions policies; the manifest with its own type.
    expect(snippet).toContain('add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;');
    expect(snippet).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
    expect(snippet).toMatch(/add_header Permissions-Policy "camera=\(\), microphone=\(\), geolocation=\(\)[^"]*web-share=\(self\)/);
    expect(snippet).toMatch(/location = \/m\/manifest\.webmanifest \{[^}]*default_type application\/manifest\+json;/);
    // OPS-06: the service worker is revalidated on every check and never answered with the app's page.
    expect(snippet).toMatch(/location = \/m\/sw\.js \{[^}]*add_header Cache-Control "no-cache" always;\n {4}try_files \$uri =404;/);
    // The snippet is not part of the served site.
    expect(project.exists('dist/demo/m/nginx.conf')).toBe(false);
  });
});
