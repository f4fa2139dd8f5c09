import { describe, expect, it } from 'vitest';
import { DEV_ENTRY, devHtml } from './dev-html';

const STAMPED = [
  '<!doctype html><html><head>',
  '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'">',
  '<script>window.x=1</script>',
  '</head><body><div id="root">shell</div>',
  '<link rel="modulepreload" href="/m/assets/rolldown-runtime-X.js">',
  '<script type="module" src="/m/assets/main-Y.js"></script>',
  '<script type="application/json" id="lobby-config">{"merchantCode":"demo"}</script>',
  '</body></html>',
].join('');

describe('npm run dev: the dev page from the stamp (issue 18)', () => {
  it('OPS-05 drops the CSP and the compiled entry, keeps the config and shell, and loads the source entry', () => {
    const html = devHtml(STAMPED);
    expect(html).not.toContain('Content-Security-Policy');
    expect(html).not.toContain('/m/assets/');
    expect(html).toContain('<div id="root">shell</div>');
    expect(html).toContain('id="lobby-config">{"merchantCode":"demo"}');
    expect(html).toContain(`<script type="module" src="${DEV_ENTRY}"></script></body>`);
  });

  it('OPS-05 SPEED-09 the shell script starts no compiled code: its boot list is emptied', () => {
    const stamped = STAMPED.replace(
      '<script>window.x=1</script>',
      '<script>var q=[];var b="/m/",B=["assets/rolldown-runtime-X.js","assets/main-Y.js"],f=0,r=0;</script>',
    );
    const html = devHtml(stamped);
    expect(html).toContain('var b="/m/",B=[],f=0');
    expect(html).not.toContain('main-Y.js');
  });
});
