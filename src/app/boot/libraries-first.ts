/**
 * The libraries, in three steps: each evaluates some of the libraries the
 * first screen needs, then yields to the browser (issue 15 and 35, TBT). The
 * entry chunk is concatenated in evaluation order, so each top-level await
 * ends a task: React and its renderer; the router and the texts' libraries;
 * the data, style and state libraries — then the app's tables and design
 * system (modules-tables.ts, modules-ui.ts, the entry's first import) and the
 * rest of its modules, instead of one long task that a cheap phone's player
 * would feel as a frozen screen. vite.config.ts keeps these modules' side
 * effects (app modules are otherwise side-effect free).
 */
import '@/app/boot/libraries-routing-texts';
import '@tanstack/react-query';
import 'styled-components';
import 'zod/mini';
import 'zustand';
import { yieldToBrowser } from '@/lib/yield-to-browser';

await yieldToBrowser();
