import { RUNTIME_CONFIG_ELEMENT_ID } from '../../src/tenant/runtime-config';
import { RUNTIME_CONFIG_CHANGED_EVENT } from '../../src/tenant/site';

/**
 * The browser side of the live preview (OPS-04), served by the preview
 * server only (preview-live.ts). It listens to the preview's event stream
 * and, on each update, swaps the theme's `<style>` text (the CSS variables
 * change at once), the theme colour and the runtime config, which the app
 * takes without a reload (src/tenant/site.ts listens for the event).
 *
 * Written as a TypeScript function so it is type-checked and linted, and
 * sent as its source text: it may use nothing from outside its parameters
 * (and no named inner functions, which a bundler may wrap in helpers).
 */
function runPreviewClient(
  eventsPath: string,
  themeStyleId: string,
  configElementId: string,
  configEvent: string,
): void {
  const source = new EventSource(eventsPath);
  source.addEventListener('update', (event: MessageEvent<string>) => {
    const update = JSON.parse(event.data) as { css: string; config: string; themeColor: string; id: number };
    const style = document.getElementById(themeStyleId);
    if (style && style.textContent !== update.css) style.textContent = update.css;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', update.themeColor);
    const config = document.getElementById(configElementId);
    if (config && config.textContent !== update.config) {
      config.textContent = update.config;
      window.dispatchEvent(new Event(configEvent));
    }
    // Which push the page shows: lets a test (or a curious designer) see that it arrived.
    document.documentElement.dataset.lobbyPreview = String(update.id);
  });
  source.addEventListener('open', () => {
    document.documentElement.dataset.lobbyPreviewConnected = 'true';
  });
}

/** The id of the stamp's theme `<style>` (cli/templates/index.html.hbs). */
const THEME_STYLE_ID = 'lobby-theme';

/** The script the preview server sends: the function above, called with the page's element ids. */
export function previewClientScript(eventsPath: string): string {
  const args = [eventsPath, THEME_STYLE_ID, RUNTIME_CONFIG_ELEMENT_ID, RUNTIME_CONFIG_CHANGED_EVENT]
    .map((arg) => JSON.stringify(arg))
    .join(', ');
  return `// lobby preview: live theme and config updates (never part of a production stamp)\n(${runPreviewClient.toString()})(${args});\n`;
}
