import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

/**
 * A real PNG captcha (contract §1.3: value = base64 PNG): digits from a tiny
 * 5×7 bitmap font, each scaled, shifted and tinted at random, over noise
 * dots and lines. Readable by people, not meant to stop a determined bot.
 */

const FONT: Readonly<Record<string, readonly string[]>> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const CAPTCHA_WIDTH = 120;
const CAPTCHA_HEIGHT = 40;
const SCALE = 4;

export function randomCaptchaCode(): string {
  const length = randomInt(4, 6);
  return Array.from({ length }, () => String(randomInt(0, 10))).join('');
}

type Rgb = readonly [number, number, number];

export function renderCaptcha(code: string): Buffer {
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  const put = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return;
    const index = (y * CAPTCHA_WIDTH + x) * 4;
    png.data[index] = r;
    png.data[index + 1] = g;
    png.data[index + 2] = b;
    png.data[index + 3] = 255;
  };
  const light = (): Rgb => [randomInt(215, 256), randomInt(215, 256), randomInt(215, 256)];
  const dark = (): Rgb => [randomInt(0, 110), randomInt(0, 110), randomInt(0, 140)];

  const background = light();
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) for (let x = 0; x < CAPTCHA_WIDTH; x += 1) put(x, y, background);

  // Noise under the digits: dots and two lines.
  for (let dot = 0; dot < 160; dot += 1) put(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), dark());
  for (let line = 0; line < 2; line += 1) {
    const colour = dark();
    let y = randomInt(5, CAPTCHA_HEIGHT - 5);
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) {
      if (randomInt(0, 4) === 0) y = Math.min(CAPTCHA_HEIGHT - 2, Math.max(1, y + randomInt(-1, 2)));
      put(x, y, colour);
    }
  }

  const cell = Math.floor(CAPTCHA_WIDTH / code.length);
  code.split('').forEach((digit, position) => {
    const glyph = FONT[digit] ?? FONT['0'] ?? [];
    const colour = dark();
    const left = position * cell + Math.floor((cell - 5 * SCALE) / 2) + randomInt(-2, 3);
    const top = Math.floor((CAPTCHA_HEIGHT - 7 * SCALE) / 2) + randomInt(-3, 4);
    const slant = randomInt(-1, 2);
    glyph.forEach((row, gy) => {
      row.split('').forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < SCALE; dy += 1) {
          for (let dx = 0; dx < SCALE; dx += 1) {
            const y = top + gy * SCALE + dy;
            put(left + gx * SCALE + dx + Math.round((slant * (y - CAPTCHA_HEIGHT / 2)) / 8), y, colour);
          }
        }
      });
    });
  });
  return PNG.sync.write(png);
}
