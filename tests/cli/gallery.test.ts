import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli/index';
import { captureIo, fakeCompile, projectPerTest } from './fixture';

const project = projectPerTest();

const galleryOf = (html: string): unknown => {
  const json = /<script type="application\/json" id="lobby-config">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no #lobby-config in index.html');
  return (JSON.parse(json) as { gallery?: unknown }).gallery;
};

describe('lobby build --gallery', () => {
  it('leaves the theme gallery out of a build unless --gallery asks for it', async () => {
    const io = captureIo();
    expect(await runCli(['build', 'demo'], { cwd: project.cwd, io, compile: fakeCompile() })).toBe(0);
    expect(galleryOf(project.read('dist/demo/m/index.html'))).toBe(false);

    expect(
      await runCli(['build', 'demo', 'aurora', '--gallery'], { cwd: project.cwd, io, compile: fakeCompile() }),
    ).toBe(0);
    expect(galleryOf(project.read('dist/demo/m/index.html'))).toBe(true);
    expect(galleryOf(project.read('dist/aurora/m/index.html'))).toBe(true);
  });

  it('lists --gallery in the build help', async () => {
    const io = captureIo();
    await runCli(['build', '--help'], { cwd: project.cwd, io });
    expect(io.text()).toMatch(/--gallery\s+include the theme gallery page \/m\/__gallery/);
  });
});
