import { describe, expect, it } from 'vitest';
import { addFeedbackImages, clampFeedbackText, imageProblem } from './uploads';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = MB) => ({ name, type, size });

describe('upload rules', () => {
  it('FEEDBACK-01 text is cut at 140 characters', () => {
    expect(clampFeedbackText('a'.repeat(200))).toHaveLength(140);
    expect(clampFeedbackText('short')).toBe('short');
  });

  it('FEEDBACK-02 FEEDBACK-03 only png or jpg of at most 5 MB', () => {
    expect(imageProblem(file('a.png', 'image/png'), 5 * MB)).toBeNull();
    expect(imageProblem(file('a.jpg', 'image/jpeg'), 5 * MB)).toBeNull();
    expect(imageProblem(file('a.gif', 'image/gif'), 5 * MB)).toBe('type');
    expect(imageProblem(file('a.pdf', ''), 5 * MB)).toBe('type');
    expect(imageProblem(file('a.jpeg', ''), 5 * MB)).toBeNull();
    expect(imageProblem(file('big.png', 'image/png', 5 * MB + 1), 5 * MB)).toBe('size');
    expect(imageProblem(file('edge.png', 'image/png', 5 * MB), 5 * MB)).toBeNull();
  });

  it('FEEDBACK-04 at most 3 images, the rest refused by name with the reason', () => {
    const result = addFeedbackImages(
      [file('1.png', 'image/png')],
      [file('2.png', 'image/png'), file('x.gif', 'image/gif'), file('3.jpg', 'image/jpeg'), file('4.png', 'image/png')],
    );
    expect(result.kept.map((entry) => entry.name)).toEqual(['1.png', '2.png', '3.jpg']);
    expect(result.rejected).toEqual([
      { name: 'x.gif', reason: 'type' },
      { name: '4.png', reason: 'count' },
    ]);
  });
});
