/**
 * The entry's first import. It pulls in the libraries the first screen needs,
 * so that they evaluate ahead of the app's own modules, then yields to the
 * browser (issue 15, TBT). The entry chunk is concatenated in evaluation
 * order, so this top-level await splits its evaluation into two tasks — the
 * libraries, then the app's modules — instead of one long task that a cheap
 * phone's player would feel as a frozen screen. vite.config.ts keeps this
 * module's side effects (app modules are otherwise side-effect free).
 */
import 'react';
import 'react-dom/client';
import 'react-router-dom';
import 'i18next';
import 'react-i18next';
import '@tanstack/react-query';
import 'styled-components';
import 'zod/mini';
import 'zustand';
import { yieldToBrowser } from '@/lib/yield-to-browser';

await yieldToBrowser();
