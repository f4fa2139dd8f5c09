/**
 * The first step of libraries-first.ts: a worker starts loading ICU's data
 * (intl-warmer.ts), then React and its DOM renderer, the largest library, alone.
 */
import '@/app/boot/intl-warmer';
import 'react';
import 'react-dom/client';
import { yieldToBrowser } from '@/lib/yield-to-browser';

await yieldToBrowser();
