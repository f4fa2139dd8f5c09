/** The second step of libraries-first.ts: the router and the texts' libraries, after React's own step. */
import '@/app/boot/libraries-react';
import 'react-router-dom';
import 'i18next';
import 'react-i18next';
import { yieldToBrowser } from '@/lib/yield-to-browser';

await yieldToBrowser();
