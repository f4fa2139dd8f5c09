/** The fifth start-up step: the design system's components (styled definitions), then a yield (issue 35, TBT). */
import '@/app/boot/modules-tables';
import '@/ui';
import { yieldToBrowser } from '@/lib/yield-to-browser';

await yieldToBrowser();
