import { readdirSync } from 'node:fs';

/**
 * The app's import layers (ARCHITECTURE.md §1), for import-x/no-restricted-paths
 * in eslint.config.js: app → features → session → ui, platform, tenant, i18n,
 * lib; a feature imports another feature only through its index.ts.
 */

const features = readdirSync(new URL('../src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each feature may use another feature only through its public index.ts. */
export const featureZones = features.flatMap((target) =>
  features
    .filter((other) => other !== target)
    .map((other) => ({
      target: `./src/features/${target}`,
      from: `./src/features/${other}`,
      except: ['./index.ts'],
      message: `Import ${other} through src/features/${other}/index.ts only.`,
    })),
);

export const layerZones = [
  {
    target: './src/lib',
    from: ['./src/app', './src/features', './src/ui', './src/platform', './src/i18n'],
    message: 'lib is the bottom layer.',
  },
  // The one way up: the site folder (SITE_ROOT, sitePath) is written in the route table with every app path (issue 19).
  {
    target: './src/lib',
    from: './src/tenant',
    except: ['./route-table.ts'],
    message: 'lib is the bottom layer; of the tenant modules it reads only the route table (the site folder).',
  },
  {
    target: './src/ui',
    from: ['./src/app', './src/features', './src/platform'],
    message: 'ui knows nothing of the API or features.',
  },
  {
    target: './src/platform',
    from: ['./src/app', './src/features', './src/ui', './src/i18n'],
    message: 'platform sits below features and ui.',
  },
  {
    target: './src/tenant',
    from: ['./src/app', './src/features', './src/ui', './src/platform'],
    message: 'tenant sits below features.',
  },
  {
    target: './src/i18n',
    from: ['./src/app', './src/features', './src/platform'],
    message: 'i18n sits below features.',
  },
  // Issue 19: the member's session (member info, wallet, the trial/real-account rule, sign-in and sign-out) sits between features and the layers below.
  {
    target: './src/session',
    from: ['./src/app', './src/features'],
    message: 'session sits below features: move what it needs down, or keep it in the feature.',
  },
  {
    target: ['./src/ui', './src/platform', './src/tenant', './src/i18n', './src/lib'],
    from: './src/session',
    message: 'session sits above ui, platform, tenant, i18n and lib.',
  },
  { target: './src/features', from: ['./src/app'], message: 'features never import the app layer.' },
  { target: './src', from: ['./cli', './sandbox', './scripts', './tests'], message: 'the app never imports tooling.' },
];
