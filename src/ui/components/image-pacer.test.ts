// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createImagePacer } from './image-pacer';

/** A pacer whose frames the test draws by hand. */
function pacerWithFrames(perFrame: number) {
  const frames: (() => void)[] = [];
  const pacer = createImagePacer(perFrame, (run) => frames.push(run));
  const drawFrame = () => frames.splice(0).forEach((run) => run());
  return { pacer, drawFrame, pendingFrames: () => frames.length };
}

const image = () => document.createElement('img');
const sources = (images: HTMLImageElement[]) => images.map((element) => element.getAttribute('src'));

describe('the image pacer (SPEED-15)', () => {
  it('starts images one a frame, in the order added, and asks for no frame once all have started', () => {
    const { pacer, drawFrame, pendingFrames } = pacerWithFrames(1);
    const images = [image(), image(), image()];
    images.forEach((element, index) => pacer.add(element, `/icon-${index}.png`));
    expect(sources(images)).toEqual([null, null, null]);
    expect(pendingFrames()).toBe(1);
    drawFrame();
    expect(sources(images)).toEqual(['/icon-0.png', null, null]);
    drawFrame();
    drawFrame();
    expect(sources(images)).toEqual(['/icon-0.png', '/icon-1.png', '/icon-2.png']);
    expect(pendingFrames()).toBe(0);
  });

  it('never starts an image forgotten before its turn (its row left the screen)', () => {
    const { pacer, drawFrame } = pacerWithFrames(2);
    const [gone, kept] = [image(), image()];
    const forget = pacer.add(gone, '/gone.png');
    pacer.add(kept, '/kept.png');
    forget();
    drawFrame();
    expect(sources([gone, kept])).toEqual([null, '/kept.png']);
  });

  it('changes an image that already shows something at once', () => {
    const { pacer, pendingFrames } = pacerWithFrames(1);
    const shown = image();
    shown.setAttribute('src', '/old.png');
    pacer.add(shown, '/new.png');
    expect(shown.getAttribute('src')).toBe('/new.png');
    expect(pendingFrames()).toBe(0);
  });
});
