/** The first step of libraries-first.ts: React and its DOM renderer, the largest library, alone. */
import 'react';
import 'react-dom/client';
import { yieldToBrowser } from '@/lib/yield-to-browser';

await yieldToBrowser();
